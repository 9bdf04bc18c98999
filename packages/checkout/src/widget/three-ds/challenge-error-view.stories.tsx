import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChallengeErrorView } from './challenge-error-view';

const meta = {
  title: 'Checkout/3-D Secure challenge error',
  component: ChallengeErrorView,
  args: { info: 'Challenge resolved without a result', onTryAgain: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChallengeErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The challenge failed with an info text: the text, and 'Try again'. */
export const WithInfoText: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('shows the info text as an alert', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Challenge resolved without a result',
      );
    });
    await step("'Try again' leaves the view", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
    });
  },
};

/** The challenge failed without an info text: 'error.message.unknown'. */
export const UnknownError: Story = {
  args: { info: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};
