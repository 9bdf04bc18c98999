import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['neutral', 'text-neutral'],
    ['info', 'text-info'],
    ['success', 'text-success'],
    ['warning', 'text-warning'],
    ['critical', 'text-critical'],
  ] as const)('tone %s uses its semantic colours', (tone, textClass) => {
    render(<Badge tone={tone}>Status</Badge>);
    const badge = screen.getByText('Status');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveClass(textClass, `bg-${tone}-subtle`);
  });

  it('keeps its text as its content and hides the decorative dot', () => {
    render(
      <Badge tone="info" dot>
        Processing
      </Badge>,
    );
    const badge = screen.getByText('Processing');
    expect(badge).toHaveTextContent(/^Processing$/);
    expect(badge.querySelector('[data-slot="badge-dot"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders its child with asChild', () => {
    render(
      <Badge asChild tone="warning">
        <time dateTime="2026-11-22">Due today</time>
      </Badge>,
    );
    const time = screen.getByText('Due today');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('data-slot', 'badge');
  });
});
