import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './skeleton';

describe('Skeleton', () => {
  it('dresses a single child as the placeholder: same element, hidden and inert', () => {
    render(
      <Skeleton>
        <button type="button" className="h-11 bg-brand">
          Pay
        </button>
      </Skeleton>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const button = document.querySelector('button');
    expect(button).toHaveAttribute('data-slot', 'skeleton');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('inert');
    expect(button).toHaveAttribute('tabindex', '-1');
    // Its own size class stays, its colours are overridden.
    expect(button).toHaveClass('h-11', 'bg-skeleton!', 'text-transparent!');
  });

  it('wraps text in a span', () => {
    render(<Skeleton>Acme Supplies</Skeleton>);
    const span = screen.getByText('Acme Supplies');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveAttribute('data-slot', 'skeleton');
  });

  it('renders the children untouched once loaded', () => {
    render(
      <Skeleton loading={false}>
        <button type="button">Pay</button>
      </Skeleton>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).not.toHaveAttribute('data-slot');
    expect(button).not.toHaveAttribute('aria-hidden');
  });

  it('stands still under prefers-reduced-motion', () => {
    render(<Skeleton shape="circle" width={40} height={40} data-testid="s" />);
    const skeleton = screen.getByTestId('s');
    expect(skeleton).toHaveClass('animate-pulse', 'motion-reduce:animate-none', 'rounded-full');
    expect(skeleton).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('draws the given number of text lines, the last one shorter', () => {
    render(<SkeletonText lines={3} lastLineWidth="40%" data-testid="text" />);
    const lines = screen.getByTestId('text').querySelectorAll('[data-shape="text"]');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveStyle({ width: '100%' });
    expect(lines[2]).toHaveStyle({ width: '40%' });
  });
});
