/** A request's sandbox options (`sandbox` on creation) as the sandbox processors read them. */
import type { SettlementOutcome } from '@paypage/contract';
import type { BaseServices } from '../context.ts';
import type { StoredRequest } from '../db/payment-requests.ts';

/** The settlement delay of a request: its own sandbox setting, else the server's. */
export const settlementDelay = (services: BaseServices, request: StoredRequest) =>
  request.sandbox.settlementDelayMs ?? services.config.settlementDelayMs;

/** How an accepted payment of the request settles: as `outcome` unless it is set to fail. */
export const settlementOf = (
  request: StoredRequest,
  outcome: SettlementOutcome = 'succeed',
): SettlementOutcome => (request.sandbox.settlement === 'fail' ? 'fail' : outcome);
