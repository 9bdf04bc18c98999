/**
 * The card step of the payment form (placeholder until the card-payment issue lands: it will show
 * 'Card payment' with the card and wallet logos and mount the sandbox card widget or the Adyen Web
 * adapter, chosen by the session's environment). Loaded lazily by the payment form.
 */
import { Button } from '@paypage/ui';

export type CardStepProps = {
  /** Back to the method selection. */
  onBack: () => void;
};

export function CardStep({ onBack }: CardStepProps) {
  return (
    <section aria-labelledby="card-step-heading" className="flex flex-col gap-4">
      <h2 id="card-step-heading" className="text-lg font-semibold">
        Card payment
      </h2>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}

export default CardStep;
