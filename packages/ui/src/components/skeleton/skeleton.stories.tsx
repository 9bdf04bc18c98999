import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three shapes on their own: a text line, a block and a circle. */
export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" width={40} height={40} />
        <div className="flex flex-1 flex-col">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" className="text-sm" />
        </div>
      </div>
      <Skeleton shape="block" height={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(skeletons).toHaveLength(4);
    for (const skeleton of skeletons) await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  render: () => (
    <div className="max-w-md">
      <SkeletonText lines={4} />
    </div>
  ),
};

function Summary({ loading }: { loading: boolean }) {
  return (
    <section
      aria-label="Payment summary"
      aria-busy={loading}
      className="flex max-w-sm flex-col gap-3 rounded-lg border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <Skeleton loading={loading}>
          <p className="text-sm text-muted">Acme Supplies sent you an invoice</p>
        </Skeleton>
        <Skeleton loading={loading}>
          <Badge tone="info">in 2 days</Badge>
        </Skeleton>
      </div>
      <Skeleton loading={loading}>
        <p className="text-3xl font-semibold tabular-nums">$1,250.00</p>
      </Skeleton>
      <Skeleton loading={loading}>
        <Button className="w-full">Continue to payment</Button>
      </Skeleton>
    </section>
  );
}

/**
 * Wrapping the real content: each element keeps its own size, so the loading layout is exactly
 * the loaded one (compare with `Loaded`).
 */
export const WrapsContent: Story = {
  render: () => <Summary loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Payment summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Hidden and inert while loading: the button is not reachable.
    await expect(canvas.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  },
};

/** The same content once loaded: nothing moves. */
export const Loaded: Story = {
  render: () => <Summary loading={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  },
};

/** Receipt rows while the receipt loads. */
export const Rows: Story = {
  render: () => (
    <dl aria-busy="true" className="flex max-w-md flex-col divide-y divide-border">
      {['Payee', 'Amount paid', 'Date paid', 'Payment method'].map((term) => (
        <div key={term} className="flex justify-between gap-6 py-3">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="flex-1 text-right">
            <Skeleton shape="text" width="50%" />
          </dd>
        </div>
      ))}
    </dl>
  ),
};

export const LongContent: Story = {
  render: () => (
    <div className="max-w-60 text-lg">
      <SkeletonText lines={8} lastLineWidth="30%" />
    </div>
  ),
};
