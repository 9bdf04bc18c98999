/**
 * The design tokens of paypage: the single place they are defined.
 *
 * Every CSS entry (the app and Storybook both load `@paypage/ui/styles.css`) reaches this file
 * through `@config`, so the app, the kit and Storybook render the same. Tailwind turns the theme
 * below into `--color-*`, `--radius-*`, `--shadow-*`… variables on `:root` and into semantic
 * utilities (`bg-surface`, `text-muted`, `border-critical`…). Components use only those.
 *
 * (With `@config`, Tailwind inlines theme values into utilities, so the colours are given to it
 * as `var(--color-*)` and the variables themselves are declared on `:root` by the plugin below.)
 *
 * The merchant brand colour is one variable, `--color-brand`. Everything that depends on it (the
 * text on a brand-filled button, the brand used as link text, the focus ring, the subtle brand
 * tint) is derived from it in CSS, on `:root` and again on any element that carries `data-brand`
 * (where a merchant colour is set), so one declaration re-themes a whole subtree.
 */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/** The default brand: a calm blue. Merchants replace it with one variable. */
export const defaultBrandColor = '#2f5bd3';

/**
 * WCAG relative luminance of the brand colour, written as a CSS math expression over the channels
 * `r g b` (0–255) of relative colour syntax.
 */
const luminance = [
  ['0.2126', 'r'],
  ['0.7152', 'g'],
  ['0.0722', 'b'],
]
  .map(([weight, channel]) => `${weight} * pow((${channel} / 255 + 0.055) / 1.055, 2.4)`)
  .join(' + ');

/**
 * Black or white, whichever contrasts more with the brand: white below the luminance where the
 * two contrasts are equal (0.1791), black above. Either choice is at least 4.58:1, so text on a
 * brand fill passes WCAG AA whatever colour a merchant gives.
 *
 * CSS has no step function that every engine with relative colours supports, so the difference
 * is scaled until any real colour lands on 0 or 255. The scale must be huge: at 1e5 every brand
 * within 0.00255 of the switch (#757575, say) got a mid grey on itself, 1.06:1 (found by the
 * contrast sweep in the Brand Theme story). At 1e12 only a luminance within 2.6e-10 of the switch
 * could; the closest 8-bit sRGB colour (#1d8811) is 5.6e-9 away. Over all 16.7 million colours the
 * lowest contrast this gives is 4.57:1 (#ec0008).
 */
const onBrandChannel = `clamp(0, (0.1791 - (${luminance})) * 1e12, 255)`;

/** Derived brand variables (re-declared wherever `data-brand` sets a merchant colour). */
export const brandDerived = {
  '--color-on-brand': `rgb(from var(--color-brand) ${onBrandChannel} ${onBrandChannel} ${onBrandChannel})`,
  // The brand as text, links and focus ring on light surfaces: its lightness is capped so that it
  // keeps at least 4.5:1 against the surface and the canvas, while keeping its hue.
  '--color-brand-text': 'oklch(from var(--color-brand) min(l, 0.5) min(c, 0.19) h)',
  // A pale tint of the brand's hue at one fixed lightness, whatever the brand's own: a near-black
  // brand gets a near-white tint, not grey (a mix with white would carry its darkness).
  '--color-brand-subtle': 'oklch(from var(--color-brand) 0.975 min(c, 0.022) h)',
  '--color-focus': 'var(--color-brand-text)',
} as const;

/**
 * Semantic colour values. Each text colour reaches at least 4.5:1 on the surface, on the canvas and
 * on its own subtle background.
 */
export const colorValues = {
  canvas: '#f4f5f7',
  surface: '#ffffff',
  'surface-raised': '#ffffff',
  'surface-sunken': '#f8f9fa',
  text: '#14171f',
  muted: '#4f5663',
  // Placeholders and disabled text: quieter than muted, still 4.5:1 on surface, canvas and sunken.
  subtle: '#656c78',
  border: '#e2e5ea',
  // Loading placeholders: visible on the canvas (1.2:1) and on surfaces, quiet enough to not shout.
  skeleton: '#e3e6eb',
  'border-strong': '#878e99',
  brand: defaultBrandColor,
  'on-brand': brandDerived['--color-on-brand'],
  'brand-text': brandDerived['--color-brand-text'],
  'brand-subtle': brandDerived['--color-brand-subtle'],
  focus: brandDerived['--color-focus'],
  neutral: '#414855',
  'neutral-subtle': '#eef0f3',
  info: '#1c4fb8',
  'info-subtle': '#edf3fe',
  success: '#0b6b48',
  'success-subtle': '#e9f7f0',
  warning: '#8f4a06',
  'warning-subtle': '#fdf5e6',
  critical: '#b3261e',
  'critical-subtle': '#fdeeed',
  'on-critical': '#ffffff',
} as const;

export type ColorToken = keyof typeof colorValues;

/** Each token becomes a CSS variable, so a subtree can re-theme by redeclaring it. */
const colorVariables = Object.fromEntries(
  Object.entries(colorValues).map(([name, value]) => [`--color-${name}`, value]),
);

/** The Tailwind colour names: semantic utilities that read the variables. */
const colors = {
  ...Object.fromEntries(Object.keys(colorValues).map((name) => [name, `var(--color-${name})`])),
  white: '#ffffff',
  black: '#000000',
  transparent: 'transparent',
  current: 'currentColor',
  inherit: 'inherit',
};

export default {
  content: [
    './packages/*/src/**/*.{ts,tsx}',
    './apps/pay/src/**/*.{ts,tsx}',
    './apps/pay/index.html',
    './.storybook/**/*.{ts,tsx}',
  ],
  theme: {
    colors,
    fontFamily: {
      sans: [
        '"Inter Variable"',
        'Inter',
        'ui-sans-serif',
        'system-ui',
        '-apple-system',
        '"Segoe UI"',
        'Roboto',
        'sans-serif',
      ],
      mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
    },
    fontSize: {
      xs: ['0.75rem', { lineHeight: '1rem' }],
      sm: ['0.875rem', { lineHeight: '1.25rem' }],
      base: ['1rem', { lineHeight: '1.5rem' }],
      lg: ['1.125rem', { lineHeight: '1.75rem' }],
      xl: ['1.25rem', { lineHeight: '1.75rem' }],
      '2xl': ['1.5rem', { lineHeight: '2rem' }],
      '3xl': ['1.875rem', { lineHeight: '2.25rem', letterSpacing: '-0.01em' }],
      '4xl': ['2.25rem', { lineHeight: '2.5rem', letterSpacing: '-0.02em' }],
    },
    borderRadius: {
      none: '0',
      sm: '0.375rem',
      md: '0.5rem',
      lg: '0.75rem',
      xl: '1rem',
      full: '9999px',
    },
    boxShadow: {
      none: 'none',
      sm: '0 1px 2px 0 rgb(20 23 31 / 0.06)',
      md: '0 1px 3px 0 rgb(20 23 31 / 0.08), 0 4px 12px -2px rgb(20 23 31 / 0.06)',
      lg: '0 12px 32px -8px rgb(20 23 31 / 0.18), 0 4px 8px -4px rgb(20 23 31 / 0.08)',
    },
    extend: {
      maxWidth: {
        page: '72rem',
        column: '30rem',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': colorVariables, '[data-brand]': { ...brandDerived } });
    }),
  ],
} satisfies Config;
