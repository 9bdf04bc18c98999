/**
 * Which of a request's payment methods this server can take. In production mode a method that
 * needs a provider is offered only when that provider is configured: card needs the request's
 * card processor (Adyen, or Stripe for a STRIPE request), pay by bank needs Plaid; ACH and wire
 * transfers need none (the payer sends the money to the request's account details). The sandbox
 * has every provider. Pure: the merchant API refuses what cannot be taken, the page is never
 * offered it.
 */
import type { PaymentMethodFlag, ServerMode } from '@paypage/contract';
import type { LiveProvidersConfig } from './live/config.ts';

export type LiveProviderName = keyof LiveProvidersConfig;

/** The settings that configure each provider (docs/operations.md "Production mode"). */
export const PROVIDER_SETTINGS = {
  adyen:
    'Adyen (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_ENVIRONMENT, ADYEN_HMAC_KEY)',
  stripe: 'Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)',
  plaid: 'Plaid (PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV)',
} as const satisfies Record<LiveProviderName, string>;

/** The provider a method needs for a request of this card processor; null: none. */
export function providerFor(
  method: PaymentMethodFlag,
  processorType: string,
): LiveProviderName | null {
  if (method === 'Card' || method === 'PayByCard')
    return processorType === 'STRIPE' ? 'stripe' : 'adyen';
  if (method === 'PayByBank') return 'plaid';
  return null;
}

/** The methods of `methods` that need a provider this server lacks, each with that provider. */
export function unavailableMethods(
  methods: readonly PaymentMethodFlag[],
  processorType: string,
  mode: ServerMode,
  configured: LiveProvidersConfig | undefined,
): { method: PaymentMethodFlag; provider: LiveProviderName }[] {
  if (mode !== 'production') return [];
  return methods.flatMap((method) => {
    const provider = providerFor(method, processorType);
    return provider && !configured?.[provider] ? [{ method, provider }] : [];
  });
}

/** The merchant API's refusal of such a method: what it is and what must be configured. */
export function unavailableMethodMessage(missing: {
  method: string;
  provider: LiveProviderName;
}): string {
  return `paymentMethod: ${missing.method} cannot be taken on this server: configure ${PROVIDER_SETTINGS[missing.provider]}, or leave ${missing.method} out.`;
}

/** The methods the page may offer: those this server can take. */
export function offeredMethods(
  methods: readonly PaymentMethodFlag[],
  processorType: string,
  mode: ServerMode,
  configured: LiveProvidersConfig | undefined,
): PaymentMethodFlag[] {
  const missing = new Set(
    unavailableMethods(methods, processorType, mode, configured).map((m) => m.method),
  );
  return methods.filter((method) => !missing.has(method));
}
