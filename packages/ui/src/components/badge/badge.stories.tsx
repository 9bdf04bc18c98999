import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckIcon, WarningIcon } from '../icon/line-icons';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'in 2 days' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'critical', 'brand'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('in 2 days')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** A due date close ahead. */
export const Info: Story = { args: { tone: 'info', children: 'in 2 days' } };

export const Success: Story = { args: { tone: 'success', children: 'Sent' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Due today' } };

export const Critical: Story = { args: { tone: 'critical', children: '3 days overdue' } };

/** Every status the payer page shows, side by side, in both sizes. */
export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          <Badge size={size} tone="info">
            in 1 day
          </Badge>
          <Badge size={size} tone="warning">
            Due today
          </Badge>
          <Badge size={size} tone="critical">
            1 day overdue
          </Badge>
          <Badge size={size} tone="info" dot>
            Processing
          </Badge>
          <Badge size={size} tone="success">
            <CheckIcon />
            Sent
          </Badge>
          <Badge size={size} tone="neutral">
            Canceled
          </Badge>
          <Badge size={size} tone="neutral">
            Expired
          </Badge>
        </div>
      ))}
    </div>
  ),
};

/** A cue in the page's brand colour ('Test mode' in the payer page's header). */
export const Brand: Story = { args: { tone: 'brand', children: 'Test mode' } };

export const WithDot: Story = { args: { tone: 'info', dot: true, children: 'Processing' } };

export const WithIcon: Story = {
  args: {
    tone: 'warning',
    children: (
      <>
        <WarningIcon />
        Due today
      </>
    ),
  },
};

export const Medium: Story = { args: { tone: 'success', size: 'md', children: 'Sent' } };

/** Badges never wrap: a long label stays on one line and the row around it wraps instead. */
export const LongContent: Story = {
  args: { tone: 'critical', children: '365 days overdue' },
  decorators: [
    (Story) => (
      <p className="flex max-w-48 flex-wrap items-center gap-2 text-sm text-muted">
        Due Nov 22, 2025 {Story()}
      </p>
    ),
  ],
};
