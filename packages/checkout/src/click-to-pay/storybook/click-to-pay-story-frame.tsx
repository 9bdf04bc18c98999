import * as React from 'react';
import { ClickToPaySection, type ClickToPaySectionProps } from '../click-to-pay-section';

/**
 * Stories only: the section as the card step will hold it. Where the section hands over to the
 * card form (manual entry, ACCT_INACCESSIBLE, NotAvailable) a placeholder stands for that form,
 * which other work owns.
 */
export function ClickToPayStoryFrame(props: ClickToPaySectionProps) {
  const [cardForm, setCardForm] = React.useState(false);
  return (
    <div className="flex flex-col gap-4">
      <ClickToPaySection
        {...props}
        onShowCardForm={() => {
          setCardForm(true);
          props.onShowCardForm?.();
        }}
        onNotAvailable={() => {
          setCardForm(true);
          props.onNotAvailable?.();
        }}
      />
      {cardForm ? (
        <div
          data-slot="card-form-placeholder"
          className="rounded-md border border-dashed border-border-strong p-4 text-sm text-muted"
        >
          The card form shows here
        </div>
      ) : null}
    </div>
  );
}
