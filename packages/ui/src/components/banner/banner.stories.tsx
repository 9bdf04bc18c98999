import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Banner } from './banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { children: 'Payment failed to process on November 20, 2026. Please try again.' },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Critical by default, and announced as an alert. */
export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Payment failed to process on November 20, 2026. Please try again.',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'This payment request is due today.' },
};

export const Info: Story = {
  args: {
    tone: 'info',
    children: 'Bank transfers take 3-4 business days to arrive.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bank transfers');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'We emailed a copy of your receipt to ada@example.com' },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'Unable to process',
    children:
      'This client cannot receive any more payments through pay by bank. Please select another payment method.',
    action: (
      <Button variant="link" size="sm">
        Choose another method
      </Button>
    ),
  },
};

/** Shown and hidden by its owner: dismissing hides it, and nothing is left behind. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div className="flex flex-col items-start gap-3">
        <Banner
          {...args}
          open={open}
          onDismiss={() => {
            args.onDismiss?.();
            setOpen(false);
          }}
        />
        {open ? null : (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Show the message again
          </Button>
        )}
      </div>
    );
  },
  play: async ({ args, canvas, step }) => {
    await step('dismiss hides it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
      await expect(args.onDismiss).toHaveBeenCalledOnce();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('and it can be shown again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show the message again' }));
      await expect(canvas.getByRole('alert')).toBeInTheDocument();
    });
  },
};

export const Hidden: Story = {
  args: { open: false },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-2 text-sm text-muted">
        {Story()}
        <p>(A banner with open=false renders nothing.)</p>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Your bank declined this payment',
    onDismiss: fn(),
    children:
      'The issuing bank declined the charge without giving a reason. This happens when a card has a daily limit, when the billing address does not match, or when the bank flags an unusual payment. Call the number on the back of your card, or choose another payment method and try again.',
  },
};
