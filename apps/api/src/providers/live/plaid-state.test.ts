/**
 * What a Plaid transfer's status (`/transfer/get`) says of a payment whose transfer call passed
 * its bound, and what the server then does (providers/provider-call.ts).
 */
import { TransferStatus } from 'plaid';
import { describe, expect, it } from 'vitest';
import { AFTER_BOUND } from '../provider-call.ts';
import { TRANSFER_STATE } from './plaid.ts';

describe('a Plaid transfer found after the bound', () => {
  it.each([
    [TransferStatus.Pending, 'succeeded', 'accept'],
    [TransferStatus.Posted, 'succeeded', 'accept'],
    [TransferStatus.Settled, 'succeeded', 'accept'],
    [TransferStatus.FundsAvailable, 'succeeded', 'accept'],
    [TransferStatus.Failed, 'failed', 'refuse'],
    [TransferStatus.Cancelled, 'failed', 'refuse'],
    [TransferStatus.Returned, 'failed', 'refuse'],
  ] as const)('%s → %s → %s', (status, state, action) => {
    expect(TRANSFER_STATE[status]).toBe(state);
    expect(AFTER_BOUND[TRANSFER_STATE[status]]).toBe(action);
  });

  it('covers every status the library names', () => {
    expect(Object.keys(TRANSFER_STATE).sort()).toEqual(Object.values(TransferStatus).sort());
  });
});
