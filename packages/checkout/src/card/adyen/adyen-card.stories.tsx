import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adyenUnreachableHandlers } from '../../mocks/sandbox-card';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { CardStep } from '../card-step';

/**
 * The Adyen Web adapter (`adyen/adyen-card.tsx`), mounted by the card step for a provider session (an
 * environment other than `sandbox`). Adyen's servers are unreachable here, so its one state that
 * can be shown is the failure to load: the card step's message with Try again. Its options and
 * callbacks are tested with the module mocked (`adyen-card.test.tsx`).
 */
const meta = {
  title: 'Checkout/Adyen card',
  component: CardStep,
  decorators: [withCheckoutProviders],
  parameters: {
    msw: {
      handlers: () => [...adyenUnreachableHandlers, ...scenario('card-provider-environment')],
    },
    checkout: { navigate: fn() },
  },
  render: () => (
    <div className="mx-auto max-w-xl rounded-xl bg-surface p-5 shadow-sm sm:p-8">
      <CardStep />
    </div>
  ),
} satisfies Meta<typeof CardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adyen Web's servers unreachable: 'We couldn’t load the card form.' with Try again. */
export const LoadFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/We couldn’t load the card form\./, {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
