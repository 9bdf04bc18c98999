import type { PaymentRequest } from '../../models/payment-request';
import { formatMoney } from '../../format/money';
import { AMOUNT_LABEL, REQUESTED_BY_LABEL } from '../../payment-request/status-screens';
import { StatusDetail, StatusDetails } from './status-screen';

export type RequestFactsProps = {
  request: Pick<PaymentRequest, 'amountInCents' | 'requester'>;
  /** Also who asked, with a link to write to them (a canceled or expired request). */
  showRequester?: boolean;
};

/** The amount of a status screen, and who to contact when the payer cannot pay any more. */
export function RequestFacts({ request, showRequester = false }: RequestFactsProps) {
  const { name, email } = request.requester;
  return (
    <StatusDetails>
      <StatusDetail label={AMOUNT_LABEL} numeric>
        {formatMoney(request.amountInCents)}
      </StatusDetail>
      {showRequester ? (
        <StatusDetail label={REQUESTED_BY_LABEL}>
          <span className="flex flex-col items-end">
            <bdi>{name}</bdi>
            {email ? (
              <a
                href={`mailto:${email}`}
                className="rounded-sm font-normal text-brand-text underline underline-offset-4"
              >
                <bdi>{email}</bdi>
              </a>
            ) : null}
          </span>
        </StatusDetail>
      ) : null}
    </StatusDetails>
  );
}
