/**
 * Records a transfer the merchant received (`POST /merchant/payment-requests/{token}/
 * transfer-received`): the request becomes PAID with the transfer's method and date, and the
 * merchant's `payment_request.paid` event is written in the same transaction. The update is
 * conditional on the statuses a transfer may pay (../merchant/transfers.ts), so a payment that
 * started meanwhile is never overwritten.
 */
import type { TransferMethod } from '@paypage/contract';
import { TRANSFER_STATUSES } from '../merchant/transfers.ts';
import type { Db } from './db.ts';
import { recordStatusEvent } from './payment-requests.ts';

const statusList = TRANSFER_STATUSES.map((status) => `'${status}'`).join(', ');

/** True when the request was marked paid; false when its status no longer allows it. */
export function recordTransfer(
  db: Db,
  token: string,
  account: string,
  transfer: { method: TransferMethod; receivedAt: Date },
  publicOrigin: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update payment_requests set
         status = 'PAID', status_update_date = now(), method_paid_with = $3,
         date_paid = $4::timestamptz, pending_method = null, settle_at = null, settle_outcome = null,
         -- the receipt's reference of a transfer: the one the payer wrote on it
         payment_details = jsonb_build_object('brand', null, 'lastFour', null, 'bankName', null,
           'accountMask', null, 'reference', transfer_reference),
         pending_details = null
       where token = $1 and merchant_account = $2 and status in (${statusList})
       returning token`,
      [token, account, transfer.method, transfer.receivedAt.toISOString()],
    );
    if (rows.length !== 1) return false;
    await recordStatusEvent(tx, token, publicOrigin);
    return true;
  });
}
