import '@paypage/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { brandColors, projectModes, viewportOptions, type BrandName } from './modes.ts';
import { mswLoader } from './msw.ts';

// Play functions wait (waitFor, findBy…) for what they expect — the secured frames, lazy parts, the
// mocks' answers — as long as a loaded machine needs, not Testing Library's 1 s: a wait ends as
// soon as its condition holds, so this bounds how long a failure takes, never a pass.
configure({ asyncUtilTimeout: 15_000 });

/** The axe rule set every story must pass (WCAG 2.2 A/AA plus best practices). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { options: viewportOptions },
    chromatic: { modes: projectModes },
    a11y: {
      // Any violation fails the story in the test-runner and shows as failed in the a11y panel.
      test: 'error',
      options: { runOnly: { type: 'tag', values: axeTags } },
      config: {
        // A component alone is not a page: page-level rules apply to stories tagged 'page'.
        rules: [
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Foundations', 'UI', 'Checkout', 'Pay'] },
    },
  },
  globalTypes: {
    brand: {
      description: 'Merchant brand colour',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(brandColors),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default' },
  loaders: [mswLoader],
  beforeEach({ globals }) {
    // The brand is set on the document so portals (dialogs, tooltips) are themed too.
    const color = brandColors[(globals.brand as BrandName | undefined) ?? 'default'];
    const root = document.documentElement;
    if (color) {
      root.style.setProperty('--color-brand', color);
      root.setAttribute('data-brand', '');
    }
    return () => {
      root.style.removeProperty('--color-brand');
      root.removeAttribute('data-brand');
    };
  },
  tags: ['autodocs'],
};

export default preview;
