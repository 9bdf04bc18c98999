import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function renderDialog({ dismissible }: { dismissible?: boolean }) {
  const onOpenChange = vi.fn();
  render(
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent dismissible={dismissible}>
        <DialogTitle>Leave this payment?</DialogTitle>
        <DialogDescription>Nothing has been charged.</DialogDescription>
        <button type="button">Stay</button>
      </DialogContent>
    </Dialog>,
  );
  return onOpenChange;
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Leave this payment?' });
}

describe('Dialog', () => {
  it('is named and described, takes focus, and gives it back on close', async () => {
    renderDialog({});
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('Nothing has been charged.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape when dismissible', async () => {
    const onOpenChange = renderDialog({});
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click outside when dismissible', async () => {
    renderDialog({});
    await open();
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ignores Escape and outside clicks, and has no close button, when not dismissible', async () => {
    const onOpenChange = renderDialog({ dismissible: false });
    const dialog = await open();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('traps Tab inside', async () => {
    renderDialog({});
    const dialog = await open();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
