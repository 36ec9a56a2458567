import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../../scripts/lib/freshness.mjs';
import { routePreloads } from '../../../scripts/lib/route-preloads.mjs';
import { protectedRoutes } from './routes';

interface Chunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/**
 * The client as `npm run build` builds it: that build itself when it is newer than every source (npm test builds
 * just before), else built again into a folder of its own.
 */
let outDir: string;
let manifest: Manifest;
let ownBuild = false;
beforeAll(async () => {
  if (!buildIsStale() && existsSync('dist/client/.vite/manifest.json')) outDir = 'dist/client';
  else await buildInto(mkdtempSync(join(tmpdir(), 'vikreta-bundle-')));
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 300_000);
afterAll(() => {
  if (ownBuild) rmSync(outDir, { recursive: true, force: true });
});

async function buildInto(folder: string) {
  outDir = folder;
  ownBuild = true;
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // React's production build, so the printed sizes are the real ones
  await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = mode;
}

/** Every chunk a screen's code loads before it shows: the chunk and its static imports, transitively. */
function initialChunks(...keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}
const bytes = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + statSync(join(outDir, manifest[key]!.file)).size, 0);
const isEditor = (key: string) => /quill|[/_]rich-text-editor[-.]/.test(`${key} ${manifest[key]!.file}`);

const sellerScreens = {
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
  '/trending': 'src/features/trending/trending-page.tsx',
  '/history': 'src/features/history/history-page.tsx',
  '/keyword-research': 'src/features/ai/keyword-research/keyword-tool.ts',
  '/product-research': 'src/features/ai/product-research/research-tool.ts',
  '/': 'src/features/landing/landing-page.tsx',
};
const adminScreens = {
  '/admin-trends': 'src/features/trending/admin/admin-trending-page.tsx',
  '/admin-cms': 'src/features/cms/cms-page.tsx',
};

describe('the rich-text editor in the bundle', () => {
  it("is in no seller route's initial JavaScript (sizes printed)", () => {
    for (const [route, screen] of Object.entries(sellerScreens)) {
      const chunks = initialChunks('index.html', screen);
      console.log(`${route}: ${(bytes(chunks) / 1024).toFixed(1)} kB of JavaScript before it shows`);
      expect([...chunks].filter(isEditor), route).toEqual([]);
    }
  });

  it('is a chunk of its own that the admin screens fetch when they show it', () => {
    const editor = Object.keys(manifest).find((key) => key.endsWith('components/rich-text-editor.tsx'));
    expect(editor).toBeDefined();
    console.log(`editor: ${(bytes(new Set([editor!])) / 1024).toFixed(1)} kB`);
    for (const [route, screen] of Object.entries(adminScreens)) {
      const chunks = initialChunks('index.html', screen);
      expect([...chunks].filter(isEditor), route).toEqual([]);
      const later = [...chunks].flatMap((key) => manifest[key]!.dynamicImports ?? []);
      expect(later, route).toContain(editor);
    }
  });
});

const gzippedBytes = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(outDir, manifest[key]!.file))).length, 0);

describe('the landing page', () => {
  it("a visitor's is its own script of a few kilobytes, without the app (the app loads only for a signed-in seller)", () => {
    const chunks = initialChunks('src/landing-island.ts');
    const gzipped = gzippedBytes(chunks);
    console.log(`/ (visitor): ${(gzipped / 1024).toFixed(1)} kB gzipped JavaScript`);
    expect([...chunks]).not.toContain('index.html');
    expect(gzipped).toBeLessThan(5 * 1024);
  });

  it('inside the app (a signed-out seller going back to it) needs less than 100 KB of gzipped JavaScript', () => {
    const gzipped = gzippedBytes(initialChunks('index.html', sellerScreens['/']));
    console.log(`/ (in the app): ${(gzipped / 1024).toFixed(1)} kB gzipped JavaScript before it shows`);
    expect(gzipped).toBeLessThan(100 * 1024);
  });
});

describe("the seller's dashboard", () => {
  it('loads no API schemas (zod) before it shows: it only reads answers', () => {
    const chunks = initialChunks('index.html', 'src/app/signed-in-layout.tsx', sellerScreens['/dashboard']);
    const withZod = [...chunks].filter((key) =>
      readFileSync(join(outDir, manifest[key]!.file), 'utf8').includes('ZodError'),
    );
    expect(withZod.map((key) => manifest[key]!.file)).toEqual([]);
  });

  it("comes in a handful of files beside the entry's, not one file per icon (a round trip each on a slow phone)", () => {
    const onThePage = initialChunks('index.html');
    const beside = [...initialChunks('src/app/signed-in-layout.tsx', sellerScreens['/dashboard'])].filter(
      (key) => !onThePage.has(key),
    );
    console.log(`/dashboard: ${beside.length} files beside the entry's`);
    expect(beside.length).toBeLessThanOrEqual(12);
    const tiny = beside.filter((key) => statSync(join(outDir, manifest[key]!.file)).size < 1024);
    expect(tiny.map((key) => manifest[key]!.file)).toEqual([]);
  });
});

describe('the code a signed-in route names in its page (route-preloads.json)', () => {
  const preloads = (): Record<string, string[]> =>
    routePreloads(manifest, {
      routes: readFileSync('client/src/app/routes.ts', 'utf8'),
      aiTools: readFileSync('client/src/features/ai/ai-tool-screens.ts', 'utf8'),
    });
  const fileOf = (key: string) => `/${manifest[key]!.file}`;

  it("is the frame and the route's screen with their imports, for every signed-in route, none the page has already", () => {
    const list = preloads();
    const onThePage = new Set([...initialChunks('index.html')].map(fileOf));
    const frame = fileOf('src/app/signed-in-layout.tsx');
    for (const { path } of protectedRoutes) {
      expect(list[path], path).toContain(frame);
      expect(
        list[path]!.filter((f) => onThePage.has(f)),
        path,
      ).toEqual([]);
    }
    const screens: Record<string, string> = {
      '/dashboard': sellerScreens['/dashboard'],
      '/history': sellerScreens['/history'],
      '/keyword-research': sellerScreens['/keyword-research'],
      '/product-optimization': 'src/features/ai/product-optimization/optimization-tool.ts',
      '/calculators/true-payout': 'src/features/calculators/true-payout-page.tsx',
    };
    for (const [path, screen] of Object.entries(screens)) {
      const needed = [...initialChunks(screen)].map(fileOf).filter((f) => !onThePage.has(f));
      expect(list[path], path).toEqual(expect.arrayContaining(needed));
    }
    console.log(`/dashboard names ${list['/dashboard']!.length} files beside the entry's`);
  });
});
