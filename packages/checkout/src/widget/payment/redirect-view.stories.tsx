import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InWidgetLocale } from '../storybook/in-widget-locale';
import { RedirectView } from './redirect-view';

/** Stories never leave: this navigator records where the page would go. */
const navigator = { get: fn(), post: fn() };

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
  },
  render: (args) => <RedirectView {...args} navigator={navigator} />,
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
    await step("'continue to Sandbox Bank' leaves by GET", async () => {
      // Once on arrival, once more by the button.
      await userEvent.click(canvas.getByRole('button', { name: 'continue to Sandbox Bank' }));
      await waitFor(() => expect(navigator.get.mock.calls.length).toBeGreaterThanOrEqual(2));
      await expect(navigator.get).toHaveBeenLastCalledWith(args.target.url);
      await expect(navigator.post).not.toHaveBeenCalled();
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
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^continue to The First/ }));
    await waitFor(() =>
      expect(navigator.post).toHaveBeenLastCalledWith(args.target.url, args.target.data),
    );
    await expect(navigator.get).not.toHaveBeenCalled();
  },
};

/** In the widget's Korean (ko-KR): its heading, text and button; Hangul from Noto Sans KR. */
export const Korean: Story = {
  render: (args) => (
    <InWidgetLocale locale="ko-KR">
      <RedirectView {...args} navigator={navigator} />
    </InWidgetLocale>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sandbox Bank(으)로 이동 중…' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sandbox Bank(으)로 계속' })).toBeVisible();
  },
};
