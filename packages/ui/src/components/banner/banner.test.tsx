import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';

describe('Banner', () => {
  it('is critical by default and announced as an alert', () => {
    render(<Banner>Payment failed to process on November 20, 2026. Please try again.</Banner>);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveAttribute('data-tone', 'critical');
    expect(banner).toHaveTextContent('Payment failed to process');
  });

  it.each([
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s banner is a %s', (tone, role) => {
    render(<Banner tone={tone}>Message</Banner>);
    expect(screen.getByRole(role)).toHaveAttribute('data-tone', tone);
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<Banner open={false}>Message</Banner>);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an action and a dismiss button that calls onDismiss', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner action={<button type="button">Try again</button>} onDismiss={onDismiss}>
        Message
      </Banner>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
