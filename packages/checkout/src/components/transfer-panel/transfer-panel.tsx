import type * as React from 'react';
import { Banner, Button, CopyButton, isolate, LockIcon } from '@paypage/ui';
import { formatMoney } from '../../format/money';
import type { AchDetails } from '../../models/payment-request';
import { ACH_DETAILS_MISSING, transferPanelTitle } from '../../payment-request/methods';
import { usePaymentData } from '../../state/payment-data';
import { StepHeading } from '../../step-heading/step-heading';
import {
  GO_BACK_TO_PAYMENT_METHODS,
  groupDigits,
  PROXY_NUMBERS_NOTE,
  receivingBank,
  TRANSFER_REFERENCE_NOTE,
  transferInstruction,
  type TransferMethod,
} from './transfer-details';

export type TransferPanelProps = {
  /** Which transfer: the wire panel also shows the beneficiary and the receiving bank. */
  method: TransferMethod;
  /** Back to the method selection. */
  onBack: () => void;
};

export const TRANSFER_PANEL_HEADING_ID = 'transfer-panel-heading';

/**
 * The wire / ACH transfer step (spec §2): the details the payer types into their own bank's
 * transfer form. Numbers are grouped for reading and copied as given; the amount is shown with
 * them (chosen: the payer needs it in the same form). Loaded lazily by the payment form.
 */
export function TransferPanel({ method, onBack }: TransferPanelProps) {
  const { paymentRequest: request } = usePaymentData();
  // The form opens a step only once the request is there.
  if (!request) return null;
  const details = request.achDetails;
  const title = transferPanelTitle(method);

  return (
    <section
      data-slot="transfer-panel"
      data-method={method}
      aria-labelledby={TRANSFER_PANEL_HEADING_ID}
      className="flex flex-col gap-5"
    >
      <StepHeading id={TRANSFER_PANEL_HEADING_ID}>{title}</StepHeading>

      {details ? (
        <>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {isolate(transferInstruction(method, request), [request.merchant.name])}
          </p>

          <DetailList label="Account details">
            <CopyRow
              label="Amount"
              display={formatMoney(request.amountInCents)}
              value={formatMoney(request.amountInCents).replace(/[$,]/g, '')}
            />
            <CopyRow
              label="Routing number"
              display={groupDigits(details.routingNumber, 3)}
              value={details.routingNumber.trim()}
            />
            <CopyRow
              label="Account number"
              display={groupDigits(details.accountNumber, 4)}
              value={details.accountNumber.trim()}
            />
            {request.transferReference ? (
              <CopyRow
                label="Reference"
                display={request.transferReference}
                value={request.transferReference}
              />
            ) : null}
          </DetailList>
          {request.transferReference ? (
            <p className="-mt-2 text-sm text-muted">{TRANSFER_REFERENCE_NOTE}</p>
          ) : null}
          <p className="-mt-2 flex items-start gap-2 text-sm text-muted">
            <LockIcon className="mt-0.5 size-4" />
            <span>{PROXY_NUMBERS_NOTE}</span>
          </p>

          {method === 'payByWire' ? <WireDetails details={details} /> : null}
        </>
      ) : (
        <Banner tone="warning" title={ACH_DETAILS_MISSING}>
          {/* Chosen: what the payer can do about it. */}
          Please choose another payment method, or contact <bdi>{request.merchant.name}</bdi> for
          their account details.
        </Banner>
      )}

      <Button variant="secondary" size="lg" className="w-full" onClick={onBack}>
        {GO_BACK_TO_PAYMENT_METHODS}
      </Button>
    </section>
  );
}

function WireDetails({ details }: { details: AchDetails }) {
  const bank = receivingBank(details);
  return (
    <>
      <DetailList label="Beneficiary">
        <TextRow label="Name">{details.beneficiaryName}</TextRow>
        <TextRow label="Type of account">{details.type}</TextRow>
        <TextRow label="Address">{details.beneficiaryAddress}</TextRow>
      </DetailList>
      <DetailList label="Receiving bank">
        <TextRow label="Bank name">
          {bank.name}
          {/* The spec names the receiving bank as the banking partner. */}
          <span className="block text-sm font-normal text-muted">Banking partner</span>
        </TextRow>
        <TextRow label="Bank address">{bank.address}</TextRow>
      </DetailList>
    </>
  );
}

/** A titled group of rows: a heading and a description list in a hairline box. */
function DetailList({ label, children }: { label: string; children: React.ReactNode }) {
  const id = `transfer-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {label}
      </h3>
      <dl
        aria-labelledby={id}
        className="divide-y divide-border rounded-md border border-border bg-surface"
      >
        {children}
      </dl>
    </div>
  );
}

function CopyRow({ label, display, value }: { label: string; display: string; value: string }) {
  return (
    <div data-slot="transfer-row" className="flex flex-col py-1.5 pr-1.5 pl-4">
      <dt className="pt-1 text-sm text-muted">{label}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span className="min-w-0 text-base font-semibold tabular-nums [overflow-wrap:anywhere]">
          {display}
        </span>
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}

function TextRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div data-slot="transfer-row" className="flex flex-col px-4 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-base font-medium [overflow-wrap:anywhere]">
        <bdi>{children || '—'}</bdi>
      </dd>
    </div>
  );
}
