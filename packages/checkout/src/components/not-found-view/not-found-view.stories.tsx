import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { NotFoundView } from './not-found-view';

const meta = {
  title: 'Checkout/Not found view',
  component: NotFoundView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('not-found') } },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No request for this token: the two sentences of the spec, under the product's header. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We couldn't find this payment request." }),
    ).toBeVisible();
    await expect(canvas.getByText('It likely has been deleted or has expired.')).toBeVisible();
  },
};
