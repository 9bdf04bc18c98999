import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

/** One Storybook for the whole workspace: the kit, the checkout components and the app's screens. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/pay/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The secured-field frames (built by `npm run build:frames -w @paypage/checkout`), served at the
  // root beside the stories. The stories load them from the page's OTHER loopback host on the same
  // port (localhost ↔ 127.0.0.1, mocks/secured-fields.ts), so they are cross-origin as in the app.
  staticDirs: ['./public', { from: '../packages/checkout/dist/frames', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
