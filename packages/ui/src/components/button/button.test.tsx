import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick once per click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, keeps its accessible name and focus, and ignores clicks', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay $10.00
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay $10.00' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('does not respond when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Continue to payment
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with asChild, keeping the look and the data attributes', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/receipt">View receipt</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View receipt' });
    expect(link).toHaveAttribute('href', '/receipt');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
  });

  it('lets the caller’s class win over the variant’s', () => {
    render(<Button className="h-20">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button.className).toContain('h-20');
    expect(button.className).not.toContain('h-11');
  });
});

describe('IconButton', () => {
  it('is named by its label', () => {
    render(
      <IconButton label="Go back">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveAttribute(
      'data-slot',
      'icon-button',
    );
  });
});
