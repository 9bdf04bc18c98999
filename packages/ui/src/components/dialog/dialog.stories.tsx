import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';

type DemoProps = { defaultOpen?: boolean; dismissible?: DialogContentProps['dismissible'] };

function LeaveDialog({ defaultOpen = true, dismissible = true }: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Cancel payment</Button>
      </DialogTrigger>
      <DialogContent dismissible={dismissible}>
        <DialogHeader>
          <DialogTitle>Leave this payment?</DialogTitle>
          <DialogDescription>
            Nothing has been charged. You can come back to this link at any time before it expires.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Stay</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">Leave</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: LeaveDialog,
  args: { defaultOpen: true, dismissible: true },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-[28rem] p-4">{Story()}</div>],
} satisfies Meta<typeof LeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open, named by its title and described by its description; focus is inside. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Leave this payment?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Nothing has been charged. You can come back to this link at any time before it expires.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape closes a dismissible dialog and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Cancel payment' })).toHaveFocus();
  },
};

/** Tab stays inside: focus is trapped. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/**
 * Not dismissible (waiting on a confirmation): Escape and a click outside do nothing, and there
 * is no close button.
 */
export const NotDismissible: Story = {
  args: { dismissible: false },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent dismissible={false}>
        <DialogHeader>
          <DialogTitle>Confirming your payment</DialogTitle>
          <DialogDescription>Keep this page open. This takes a few seconds.</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center py-2 text-brand-text">
          <Spinner size="lg" label="Confirming" />
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, step }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Confirming your payment' });
    await step('Escape does not close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialog).toBeInTheDocument();
    });
    await step('a click outside does not close it', async () => {
      const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
      await userEvent.click(overlay as HTMLElement);
      await expect(body.getByRole('dialog')).toBeInTheDocument();
    });
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel payment' }));
    await expect(await page(canvasElement).findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const LongContent: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Authorization to debit your bank account for this and future payments
          </DialogTitle>
          <DialogDescription>Read before you continue.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          {Array.from({ length: 6 }, (_, index) => (
            <p key={index}>
              By continuing, you authorize Acme Supplies to debit the bank account you linked for
              the amount shown, and to credit it if an error is made. This authorization stays in
              effect until you tell Acme Supplies you want to withdraw it, in time for them to act
              on it.
            </p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Go back</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>I agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const MerchantBrand: Story = {
  globals: { brand: 'merchant' },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay $1,250.00 to Acme Supplies?</DialogTitle>
          <DialogDescription>Your card ending in 4242 will be charged today.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Go back</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Pay $1,250.00</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
