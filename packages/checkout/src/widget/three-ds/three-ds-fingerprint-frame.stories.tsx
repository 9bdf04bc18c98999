import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ThreeDSFingerprint } from './three-ds-fingerprint-frame';

/** A method page that never answers here (the frame stays blank): only the timeout ends it. */
const token = {
  threeDSMethodUrl: 'about:blank',
  threeDSMethodNotificationURL: '/api/v1/sandbox/3ds/method/notification',
  postMessageDomain: 'http://localhost:6006',
  threeDSServerTransID: '3f0c6e2a-7b1d-4c5e-8f9a-0b1c2d3e4f5a',
};

const meta = {
  title: 'Checkout/3-D Secure fingerprint',
  component: ThreeDSFingerprint,
  args: { token, onResult: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreeDSFingerprint>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="three-ds-fingerprint"]');

/** Retrieving the fingerprint: the hidden frame runs the bank's method page; a line says so. */
export const InProgress: Story = {
  play: async ({ args, canvasElement, canvas, step }) => {
    await step('retrieves the fingerprint in a hidden frame', async () => {
      await waitFor(() =>
        expect(slot(canvasElement)).toHaveAttribute('data-state', 'retrievingFingerPrint'),
      );
      await expect(canvas.getByText('Checking with your bank…')).toBeVisible();
      const frame = canvasElement.querySelector('iframe');
      await expect(frame).toHaveAttribute('aria-hidden', 'true');
      await expect(args.onResult).not.toHaveBeenCalled();
    });
  },
};

/** No answer in time (here 100 ms, 10 000 ms in use): complete with N and errorCode timeout. */
export const TimedOut: Story = {
  args: { timeoutMs: 100 },
  play: async ({ args, canvasElement, step }) => {
    await step('completes with threeDSCompInd N, errorCode timeout (705)', async () => {
      await waitFor(() => expect(slot(canvasElement)).toHaveAttribute('data-state', 'complete'));
      await expect(slot(canvasElement)).toHaveAttribute('data-result', 'N');
      await expect(slot(canvasElement)).toHaveAttribute('data-error-code', '705');
      await expect(args.onResult).toHaveBeenCalledWith({
        threeDSCompInd: 'N',
        errorCode: 'timeout',
      });
    });
  },
};
