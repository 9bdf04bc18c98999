import { InfoDialog } from '@paypage/ui';
import { FAST_CHECKOUT_BENEFITS, useFastCheckoutText } from './texts';

export type FastCheckoutInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

/**
 * The info modal with the three benefits (§2), behind an (i) button beside the toggle. The kit's
 * InfoDialog traps focus, closes on Escape or a click outside, and gives focus back to the button.
 */
export function FastCheckoutInfoDialog({ defaultOpen }: FastCheckoutInfoDialogProps) {
  const text = useFastCheckoutText();
  return (
    <InfoDialog
      label={text('fastCheckout.info.button')}
      triggerClassName="-my-1.5"
      title={text('fastCheckout.info.title')}
      description={text('fastCheckout.info.description')}
      points={FAST_CHECKOUT_BENEFITS.map(([title, line]) => ({
        key: title,
        content: (
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{text(title)}</span>
            <span className="text-muted">{text(line)}</span>
          </span>
        ),
      }))}
      closeLabel={text('fastCheckout.info.close')}
      defaultOpen={defaultOpen}
    />
  );
}
