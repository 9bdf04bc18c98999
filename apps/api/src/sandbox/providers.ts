/**
 * The providers of sandbox mode: the sandbox card processor's sessions, a Stripe intent made up
 * locally, and the sandbox bank link. They answer the product routes as live adapters would.
 */
import type { BaseServices } from '../context.ts';
import { newToken } from '../domain/tokens.ts';
import type { Providers, RefundProvider, StripeProvider } from '../providers/providers.ts';
import { sandboxApplePaySession } from './apple-pay-session.ts';
import { sandboxBank } from './bank-link.ts';
import { createCardSession } from './card-sessions.ts';

/** One payment intent per request, created on first use (as a server would with Stripe). */
function sandboxStripe({ db }: BaseServices): StripeProvider {
  return {
    async clientSecret(request) {
      const secret = `pi_${newToken()}_secret_${newToken()}`;
      const { rows } = await db.query<{ secret: string }>(
        `update payment_requests set stripe_client_secret = coalesce(stripe_client_secret, $2)
         where token = $1 returning stripe_client_secret as secret`,
        [request.token, secret],
      );
      return rows[0]?.secret ?? secret;
    },
  };
}

/**
 * Refunds by the sandbox's own record: every payment the sandbox took is refunded at once. A
 * transfer received outside the page (ACH, wire) went through no processor.
 */
const sandboxRefunds: RefundProvider = {
  paidThrough: (_db, request) =>
    Promise.resolve(
      request.methodPaidWith === 'ach' || request.methodPaidWith === 'wire' ? null : 'sandbox',
    ),
  refund: (_request, refund) =>
    Promise.resolve({
      status: 'succeeded',
      providerReference: `sandbox_${refund.id}`,
      failureReason: null,
    }),
};

export function sandboxProviders(services: BaseServices): Providers {
  return {
    card: {
      createSession: (request, { returnUrl, clientKey }) =>
        createCardSession(services, request, returnUrl, clientKey),
      applePaySession: (clientKey, body) =>
        Promise.resolve(sandboxApplePaySession(clientKey, body)),
    },
    stripe: sandboxStripe(services),
    bank: sandboxBank(services),
    refunds: sandboxRefunds,
  };
}
