/**
 * Reads the colours a browser actually paints and checks the theme's contrast promises. Used by
 * the Brand Theme story's play function in real Chromium, where the derivations in CSS
 * (`packages/ui/src/theme.css`) are evaluated by the engine that ships to payers.
 */
import { contrastRatio, type Rgb } from '@paypage/ui/rules';

let context: CanvasRenderingContext2D | null = null;

/**
 * Any CSS colour (`oklch(…)`, `color(srgb …)`, `rgb(…)`) as 8-bit sRGB: painted on a 1 × 1 canvas
 * and read back, which is exactly the conversion (and gamut mapping) the screen gets.
 */
export function toSrgb(css: string): Rgb {
  if (!context) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    context = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
  }
  if (!context) throw new Error('No 2D canvas');
  const sentinel = 'rgba(1, 2, 3, 0.5)';
  context.fillStyle = sentinel;
  const before = context.fillStyle;
  context.fillStyle = css;
  if (context.fillStyle === before && css.replace(/\s/g, '') !== sentinel.replace(/\s/g, '')) {
    throw new Error(`The canvas cannot paint the colour ${css}`);
  }
  context.clearRect(0, 0, 1, 1);
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  if (a !== 255) throw new Error(`Expected an opaque colour, got ${css} (alpha ${a})`);
  return [r, g, b];
}

export type ContrastCheck = { name: string; ratio: number; minimum: number };

const style = (element: Element) => getComputedStyle(element);

function check(name: string, a: string, b: string, minimum: number): ContrastCheck {
  return { name, ratio: contrastRatio(toSrgb(a), toSrgb(b)), minimum };
}

/** The pieces of the specimen the checks read, found by their `data-check` attribute. */
function part(root: Element, name: string): Element {
  const selector = `[data-check="${name}"]`;
  const element = root.matches(selector) ? root : root.querySelector(selector);
  if (!element) throw new Error(`The specimen has no [data-check="${name}"]`);
  return element;
}

/** Every contrast promise of the theme, measured on a rendered specimen. */
export function measureSpecimen(root: Element): ContrastCheck[] {
  const button = style(part(root, 'primary-button'));
  const link = style(part(root, 'link')).color;
  const surface = style(part(root, 'surface')).backgroundColor;
  const canvas = style(part(root, 'canvas')).backgroundColor;
  const focus = style(part(root, 'focus-ring')).outlineColor;
  const cardElement = part(root, 'selected-card');
  const card = style(cardElement);
  const title = cardElement.querySelector('[data-slot="radio-card-title"]');
  if (!title) throw new Error('The selected card has no title');
  const cardTitle = style(title).color;
  return [
    check('text on brand (primary button)', button.color, button.backgroundColor, 4.5),
    check('brand text (link) on surface', link, surface, 4.5),
    check('brand text (link) on canvas', link, canvas, 4.5),
    check('focus ring on surface', focus, surface, 3),
    check('focus ring on canvas', focus, canvas, 3),
    check('selected card border on its tint', card.borderTopColor, card.backgroundColor, 3),
    check('selected card border on canvas', card.borderTopColor, canvas, 3),
    check('selected card title on its tint', cardTitle, card.backgroundColor, 4.5),
  ];
}

/** A sweep of merchant colours: hues × saturations × lightnesses, greys and known edge cases. */
export function sweepColors(): string[] {
  const hex = (n: number) =>
    Math.round(n * 255)
      .toString(16)
      .padStart(2, '0');
  const hsl = (h: number, s: number, l: number) => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
  };
  const colors: string[] = [];
  for (let hue = 0; hue < 360; hue += 15) {
    for (const saturation of [1, 0.65, 0.3]) {
      for (const lightness of [0.08, 0.2, 0.32, 0.42, 0.5, 0.58, 0.68, 0.8, 0.92]) {
        colors.push(hsl(hue, saturation, lightness));
      }
    }
  }
  for (let grey = 0; grey <= 255; grey += 15)
    colors.push(`#${grey.toString(16).padStart(2, '0').repeat(3)}`);
  // Around the black/white switch (luminance 0.1791), the storybook brands, pure primaries.
  colors.push('#757575', '#767676', '#747474', '#777777', '#0f7b5f', '#f5c518', '#2f5bd3');
  colors.push(
    '#ff0000',
    '#00ff00',
    '#0000ff',
    '#ffff00',
    '#00ffff',
    '#ff00ff',
    '#ffffff',
    '#000000',
  );
  return [...new Set(colors)];
}
