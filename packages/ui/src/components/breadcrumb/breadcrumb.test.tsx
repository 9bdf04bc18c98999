import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('is a Breadcrumb nav with an ordered list; the last item is the current page', () => {
    render(
      <Breadcrumb
        items={[{ label: 'Payment request', href: '/pay/t' }, { label: 'Card payment' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Card payment')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payment request' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('runs an in-page action from a link without following it', async () => {
    const onSelect = vi.fn();
    render(
      <Breadcrumb
        items={[{ label: 'Invoice ID 42', href: '/pay/t', onSelect }, { label: 'ACH payment' }]}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Invoice ID 42' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('never makes the current page a link', () => {
    render(<Breadcrumb items={[{ label: 'Payment request', href: '/pay/t' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
