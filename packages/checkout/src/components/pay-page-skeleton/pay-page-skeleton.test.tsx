import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPageSkeleton } from './pay-page-skeleton';
import { StatusPageSkeleton } from './status-page-skeleton';

describe.each([
  ['PayPageSkeleton', PayPageSkeleton, 'split'],
  ['StatusPageSkeleton', StatusPageSkeleton, 'centered'],
] as const)('%s', (_name, Skeleton, variant) => {
  it('frames the page as it will be, says Loading… once and offers nothing to reach', () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelector('[data-slot="pay-page-layout"]')).toHaveAttribute(
      'data-variant',
      variant,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(3);
  });
});
