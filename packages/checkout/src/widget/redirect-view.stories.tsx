import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RedirectView } from './redirect-view';

const meta = {
  title: 'Checkout/Redirect view',
  component: RedirectView,
  args: {
    target: {
      method: 'GET',
      url: 'http://localhost:3000/api/v1/sandbox/issuer?ref=sandbox-redirect-ref',
      data: {},
      name: 'Sandbox Bank',
    },
    // Stories never leave: the navigator records where the page would go.
    navigator: { get: fn(), post: fn() },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RedirectView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A GET redirect: the page goes at once; 'continue to Sandbox Bank' goes again. */
export const Get: Story = {
  play: async ({ args, canvas, step }) => {
    await step('leaves at once by GET', async () => {
      await expect(args.navigator?.get).toHaveBeenCalledWith(args.target.url);
    });
    await step("'continue to Sandbox Bank' leaves again", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'continue to Sandbox Bank' }));
      await expect(args.navigator?.get).toHaveBeenCalledTimes(2);
    });
  },
};

/** A POST redirect: a hidden form with the action's data; a long issuer name wraps. */
export const PostLongName: Story = {
  args: {
    target: {
      method: 'POST',
      url: 'http://localhost:3000/api/v1/sandbox/issuer',
      data: { ref: 'sandbox-redirect-ref', MD: 'sandbox-md' },
      name: 'The First Cooperative Savings Bank of Northern Wisconsin',
    },
  },
  play: async ({ args }) => {
    await expect(args.navigator?.post).toHaveBeenCalledWith(args.target.url, args.target.data);
    await expect(args.navigator?.get).not.toHaveBeenCalled();
  },
};
