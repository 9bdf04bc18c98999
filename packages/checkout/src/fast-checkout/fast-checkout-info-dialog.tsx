import {
  Button,
  CheckIcon,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  IconButton,
  InfoIcon,
} from '@paypage/ui';
import { FAST_CHECKOUT_TEXT } from './texts';

export type FastCheckoutInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

/**
 * The info modal with the three benefits (§2), behind an (i) button beside the toggle. The kit's
 * Dialog traps focus, closes on Escape or a click outside, and gives focus back to the button.
 */
export function FastCheckoutInfoDialog({ defaultOpen }: FastCheckoutInfoDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <IconButton
          label={FAST_CHECKOUT_TEXT.infoButton}
          size="sm"
          className="-my-1.5 shrink-0"
          data-slot="fast-checkout-info-button"
        >
          <InfoIcon />
        </IconButton>
      </DialogTrigger>
      <DialogContent data-slot="fast-checkout-info-dialog" closeLabel={FAST_CHECKOUT_TEXT.close}>
        <DialogHeader>
          <DialogTitle>{FAST_CHECKOUT_TEXT.infoTitle}</DialogTitle>
          <DialogDescription>{FAST_CHECKOUT_TEXT.infoDescription}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {FAST_CHECKOUT_TEXT.benefits.map((benefit) => (
            <li key={benefit.title} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-text">{benefit.title}</span>
                <span className="text-sm text-muted">{benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{FAST_CHECKOUT_TEXT.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
