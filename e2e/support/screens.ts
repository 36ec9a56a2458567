import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the pictures go: a person looks at them after a change. */
export const screensFolder = join('test-results', 'screens');
export const screenWidths = [390, 1280] as const;

/** Where a picture named `file` goes, the folder made if needed. */
export function screenPath(file: string): string {
  mkdirSync(screensFolder, { recursive: true });
  return join(screensFolder, file);
}

/**
 * The page as it stands, at a phone's and a laptop's width, saved as `<name>-<width>.png`; nothing on it may
 * be wider than the screen. The page is left at 1280 px.
 */
export async function shootAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of screenWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: screenPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const pdfjsBuild = join(process.cwd(), 'node_modules', 'pdfjs-dist');
const viewerHtml = `<!doctype html><meta charset="utf-8"><body style="margin:8px;background:#e2e8f0">
<script type="module">
import * as pdfjs from '/build/pdf.min.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/build/pdf.worker.min.mjs';
window.renderPdf = async (base64, cssWidth) => {
  const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data, standardFontDataUrl: '/standard_fonts/' }).promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * devicePixelRatio;
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.cssText = 'display:block;margin:0 auto 8px;background:#fff;width:' + cssWidth + 'px';
    document.body.append(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return doc.numPages;
};
</script>`;

/**
 * A PDF as a reader sees it, rendered by Mozilla's PDF.js in Chromium at a phone's and a laptop's width and
 * saved as `<name>-<width>.png`. The viewer is served from the project's own pdfjs-dist on a made-up origin.
 */
export async function shootPdf(page: Page, pdf: Buffer, name: string): Promise<void> {
  const viewer = await page.context().newPage();
  try {
    await viewer.route('http://pdf-viewer.invalid/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: viewerHtml });
      const type = path.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
      return route.fulfill({ contentType: type, body: readFileSync(join(pdfjsBuild, path)) });
    });
    for (const width of screenWidths) {
      await viewer.setViewportSize({ width, height: 900 });
      await viewer.goto('http://pdf-viewer.invalid/');
      await viewer.waitForFunction(() => 'renderPdf' in window);
      const pages = await viewer.evaluate(
        ([base64, cssWidth]) =>
          (window as unknown as { renderPdf: (b: string, w: number) => Promise<number> }).renderPdf(
            base64,
            cssWidth,
          ),
        [pdf.toString('base64'), Math.min(width - 16, 900)] as const,
      );
      expect(pages).toBeGreaterThan(0);
      await viewer.screenshot({ path: screenPath(`${name}-${width}.png`), fullPage: true });
    }
  } finally {
    await viewer.close();
  }
}
