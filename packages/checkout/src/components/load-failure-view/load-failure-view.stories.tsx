import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { LoadFailureView } from './load-failure-view';

const meta = {
  title: 'Checkout/Load failure view',
  component: LoadFailureView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('collect-error') } },
} satisfies Meta<typeof LoadFailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request could not be loaded: the apology, the error, 'Try again'; the product's header. */
export const RequestFailed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch payment data')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Sorry, we had some trouble loading this payment request.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('paypage');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A rate limit (429, Retry-After 30): wait and try again — never 'trouble loading'. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: scenario('collect-rate-limited') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Too many attempts. Please wait 30 seconds and try again.',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText('Failed to fetch payment data')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The request arrived but its card session failed: the page still names the merchant. */
export const CardSessionFailed: Story = {
  parameters: { msw: { handlers: scenario('stripe-intent-error') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch payment data')).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Northwind Studio');
  },
};
