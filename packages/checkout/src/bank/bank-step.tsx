/**
 * The pay-by-bank step of the payment form (placeholder until the pay-by-bank issue lands: the
 * bank-link widget, then the authenticated bank and Pay). Loaded lazily by the payment form.
 */
import { Button } from '@paypage/ui';

export type BankStepProps = {
  /** Back to the method selection. */
  onBack: () => void;
};

export function BankStep({ onBack }: BankStepProps) {
  return (
    <section aria-labelledby="bank-step-heading" className="flex flex-col gap-4">
      <h2 id="bank-step-heading" className="text-lg font-semibold">
        Bank payment
      </h2>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}

export default BankStep;
