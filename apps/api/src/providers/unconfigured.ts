/**
 * The providers of production mode until live adapters are written (a later issue): every call
 * answers 503 "… are not configured on this server." A live adapter (Adyen, Stripe, Plaid)
 * implements the same interfaces (./providers.ts) and takes its place in `providersFor`.
 */
import { ApiError } from '../http/errors.ts';
import type {
  BankProvider,
  CardProvider,
  Providers,
  RefundProvider,
  StripeProvider,
} from './providers.ts';

const notConfigured = (what: string) => () =>
  Promise.reject(new ApiError(503, `${what} are not configured on this server.`));

export const unconfiguredProviders: Providers = {
  card: {
    createSession: notConfigured('Card payments'),
    applePaySession: notConfigured('Card payments'),
  } satisfies CardProvider,
  stripe: { clientSecret: notConfigured('Stripe payments') } satisfies StripeProvider,
  bank: {
    createLinkToken: notConfigured('Bank payments'),
    institutionLogo: notConfigured('Bank payments'),
    verifyLink: notConfigured('Bank payments'),
    debit: notConfigured('Bank payments'),
  } satisfies BankProvider,
  // No provider took a payment here: nothing to refund through one.
  refunds: {
    paidThrough: () => Promise.resolve(null),
    refund: notConfigured('Refunds'),
  } satisfies RefundProvider,
};
