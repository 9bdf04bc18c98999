/**
 * The providers' calls that move no money, each bounded (PROVIDER_CALL_TIMEOUT_MS): past the bound
 * the route answers 504 with `PROVIDER_TIMEOUT_MESSAGE`, and the payer page treats it as an answer
 * still unknown (it re-reads the request). The bank payment's own calls are bounded by its route,
 * which asks the provider what became of the payment (routes/bank.ts); a refund's by the merchant
 * route, which keeps the refund pending (routes/merchant.ts).
 */
import { ApiError } from '../http/errors.ts';
import { PROVIDER_TIMEOUT_MESSAGE, type BoundTimer, withinBound } from './provider-call.ts';
import type { Providers } from './providers.ts';

export function boundedProviders(providers: Providers, ms: number, timer?: BoundTimer): Providers {
  const bounded =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const answer = await withinBound(call(...args), ms, timer);
      if (!answer.answered) throw new ApiError(504, PROVIDER_TIMEOUT_MESSAGE);
      return answer.value;
    };
  const { card, stripe, bank, refunds } = providers;
  return {
    card: {
      ...card,
      createSession: bounded(card.createSession.bind(card)),
      confirmResult: card.confirmResult && bounded(card.confirmResult.bind(card)),
      applePaySession: card.applePaySession && bounded(card.applePaySession.bind(card)),
    },
    stripe: { ...stripe, clientSecret: bounded(stripe.clientSecret.bind(stripe)) },
    bank: {
      ...bank,
      createLinkToken: bounded(bank.createLinkToken.bind(bank)),
      institutionLogo: bounded(bank.institutionLogo.bind(bank)),
    },
    // A refund moves money: its route bounds its call and, past the bound, keeps it pending for
    // the late answer or the provider's events (routes/merchant.ts, docs/api-contract.md "Refunds").
    refunds,
  };
}
