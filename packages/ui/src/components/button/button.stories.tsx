import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continue to payment', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'link', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Go back' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Fewer options' } };

export const Link: Story = { args: { variant: 'link', children: 'see more' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Cancel payment' } };

export const Small: Story = { args: { size: 'sm', children: 'Download PDF' } };

export const Large: Story = { args: { size: 'lg', children: 'Pay $1,250.00' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue to payment' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, size: 'lg', children: 'Pay $1,250.00' },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Pay $1,250.00' });
    await step('is busy and keeps its name', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
    });
    await step('repeat clicks do nothing', async () => {
      await userEvent.click(button);
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#receipt">View receipt</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Download PDF
      </>
    ),
  },
};

export const LongLabel: Story = {
  args: { children: 'Continue to payment with the bank account ending in 6789' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};

export const FullWidth: Story = {
  args: { className: 'w-full', size: 'lg', children: 'Pay $84.00' },
};

/** A merchant's dark brand colour: white text is computed for it. */
export const MerchantBrand: Story = { globals: { brand: 'merchant' } };

/** A merchant's light brand colour: black text is computed for it, so contrast stays AA. */
export const MerchantBrandLight: Story = { globals: { brand: 'merchant-light' } };
