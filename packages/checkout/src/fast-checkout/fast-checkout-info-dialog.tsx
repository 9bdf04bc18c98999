import { InfoDialog } from '@paypage/ui';
import { FAST_CHECKOUT_TEXT } from './texts';

export type FastCheckoutInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

/**
 * The info modal with the three benefits (§2), behind an (i) button beside the toggle. The kit's
 * InfoDialog traps focus, closes on Escape or a click outside, and gives focus back to the button.
 */
export function FastCheckoutInfoDialog({ defaultOpen }: FastCheckoutInfoDialogProps) {
  return (
    <InfoDialog
      label={FAST_CHECKOUT_TEXT.infoButton}
      triggerClassName="-my-1.5"
      title={FAST_CHECKOUT_TEXT.infoTitle}
      description={FAST_CHECKOUT_TEXT.infoDescription}
      points={FAST_CHECKOUT_TEXT.benefits.map((benefit) => ({
        key: benefit.title,
        content: (
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{benefit.title}</span>
            <span className="text-muted">{benefit.text}</span>
          </span>
        ),
      }))}
      closeLabel={FAST_CHECKOUT_TEXT.close}
      defaultOpen={defaultOpen}
    />
  );
}
