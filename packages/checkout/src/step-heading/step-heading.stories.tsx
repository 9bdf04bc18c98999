import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WITH_NARROW_MODE } from '../storybook';
import { BACK_TO_PAYMENT_METHODS, StepBackProvider, StepHeading } from './step-heading';

/**
 * A payment step's heading row: in the payment form the back arrow stands before the
 * heading on one row; a step shown on its own has the heading alone. The whole steps in place are
 * Checkout/Payment form/Steps in place.
 */
const meta = {
  title: 'Checkout/Step heading',
  component: StepHeading,
  args: { id: 'step-heading', children: 'Card payment' },
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  render: (args) => (
    <div className="mx-auto max-w-xl rounded-xl bg-surface p-5 shadow-sm sm:p-8">
      <StepHeading {...args} />
    </div>
  ),
} satisfies Meta<typeof StepHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

const onBack = fn();

/** In the payment form: the arrow first (in the focus order too), then the heading, one row. */
export const WithWayBack: Story = {
  decorators: [
    (Story) => (
      <StepBackProvider onBack={onBack}>
        <Story />
      </StepBackProvider>
    ),
  ],
  play: async ({ canvas }) => {
    onBack.mockClear();
    const back = canvas.getByRole('button', { name: BACK_TO_PAYMENT_METHODS });
    const heading = canvas.getByRole('heading', { level: 2, name: 'Card payment' });
    // One row: the arrow's and the heading's vertical middles within a pixel or two.
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    await expect(Math.abs(middle(back) - middle(heading))).toBeLessThan(3);
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

/** A long heading wraps beside the arrow (320 px in the narrow mode); the arrow stays beside it. */
export const LongHeadingWithWayBack: Story = {
  ...WithWayBack,
  args: { children: 'Pay by bank transfer from your business checking account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: BACK_TO_PAYMENT_METHODS })).toBeVisible();
  },
};

/** A step on its own (its own stories, the widget's tests): the heading alone, no arrow. */
export const Alone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card payment' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
