import type { Locator } from '@playwright/test';

/**
 * The lowest WCAG contrast ratio between a text's colour and each colour of its panel's gradient. axe leaves
 * text on a gradient 'incomplete' (it cannot tell the background), so such text is measured here. Colours
 * are turned into sRGB by the browser itself (a canvas pixel), whatever notation the stylesheet uses.
 */
export async function lowestContrastOnGradient(text: Locator, panel: Locator): Promise<number> {
  return text.evaluate(
    (textElement, panelElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const rgb = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const stops = getComputedStyle(panelElement).backgroundImage.match(
        /(?:oklch|oklab|rgba?|hsla?)\([^)]*\)/g,
      );
      if (!stops?.length) throw new Error('the panel has no gradient colours');
      const color = getComputedStyle(textElement).color;
      return Math.min(...stops.map((stop) => ratio(color, stop)));
    },
    await panel.elementHandle(),
  );
}
