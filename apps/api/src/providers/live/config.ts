/**
 * The live providers' credentials (production mode), read from the environment. A provider is
 * configured when any of its variables is set; then every variable it needs must be set, or the
 * server does not start and the message names the missing one (docs/operations.md "Production mode").
 */
import { CARD_PROVIDER_ENVIRONMENTS, type CardEnvironment } from '@paypage/contract';
import { wrongEnvironment } from '../client-key.ts';

export type AdyenConfig = {
  apiKey: string;
  merchantAccount: string;
  /** The client key the page's Adyen Web uses (`test_…` or `live_…`). */
  clientKey: string;
  /** The library's environment (TEST or LIVE). */
  environment: 'TEST' | 'LIVE';
  /** The widget's environment (`test`, `live`, `live-us`, …): ADYEN_ENVIRONMENT lower-cased. */
  webEnvironment: Exclude<CardEnvironment, 'sandbox'>;
  /** ADYEN_LIVE_URL_PREFIX: the merchant's live endpoint prefix (LIVE only). */
  liveUrlPrefix: string | undefined;
  /** The hex HMAC key of the standard webhook (Customer Area → Webhooks). */
  hmacKey: string;
  /** ADYEN_CHECKOUT_URL: sends Checkout calls to this origin instead (a proxy, the test fake). */
  checkoutUrl: string | undefined;
  /** Click to Pay on the card sessions, when the merchant is registered with a network. */
  clickToPay: ClickToPayMerchantConfig | undefined;
  /**
   * ADYEN_WALLETS: the wallets the card sessions offer beside the card, as Adyen Web's
   * own Google Pay and Apple Pay components (their configuration — Google's merchant id, Apple's
   * merchant identifier — comes with the session from the merchant account's payment methods).
   */
  wallets: { googlePay: boolean; applePay: boolean };
};

/**
 * The merchant's Click to Pay registration: its ids with each network (CLICK_TO_PAY_*
 * variables) and the name the networks show. The card sessions then offer Click to Pay in the
 * provider's environment (ADYEN_ENVIRONMENT: the networks' sandbox for TEST, production for LIVE).
 */
export type ClickToPayMerchantConfig = {
  networks: { visa?: ClickToPayIds; mc?: ClickToPayIds };
  merchantName: string | null;
};
type ClickToPayIds = { srciDpaId: string; srcInitiatorId: string };

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: the API at another origin (a proxy, the test fake). */
  apiBase: URL | undefined;
};

export type PlaidConfig = {
  clientId: string;
  secret: string;
  /** PLAID_ENV: the library's environment. */
  environment: 'sandbox' | 'production';
  /** PLAID_API_BASE: the API at another origin (a proxy, the test fake). */
  apiBase: string | undefined;
};

export type LiveProvidersConfig = {
  adyen?: AdyenConfig;
  stripe?: StripeConfig;
  plaid?: PlaidConfig;
};

const ADYEN_VARIABLES = [
  'ADYEN_API_KEY',
  'ADYEN_MERCHANT_ACCOUNT',
  'ADYEN_CLIENT_KEY',
  'ADYEN_ENVIRONMENT',
  'ADYEN_LIVE_URL_PREFIX',
  'ADYEN_HMAC_KEY',
  'ADYEN_CHECKOUT_URL',
  'ADYEN_WALLETS',
] as const;
/** ADYEN_WALLETS' names (comma separated), as Adyen names the payment methods. */
const ADYEN_WALLET_NAMES = ['googlepay', 'applepay'] as const;
/** Per network: [its DPA id, its initiator id] (Mastercard calls the latter its SRC client id). */
const CLICK_TO_PAY_NETWORK_VARIABLES = {
  visa: ['CLICK_TO_PAY_VISA_DPA_ID', 'CLICK_TO_PAY_VISA_INITIATOR_ID'],
  mc: ['CLICK_TO_PAY_MC_DPA_ID', 'CLICK_TO_PAY_MC_CLIENT_ID'],
} as const;
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;
const PLAID_VARIABLES = ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'PLAID_ENV', 'PLAID_API_BASE'] as const;

/** The providers configured in `env` (throws naming the first variable missing or invalid). */
export function liveProvidersConfig(env: NodeJS.ProcessEnv): LiveProvidersConfig {
  const config: LiveProvidersConfig = {};
  const adyen = adyenConfig(env);
  if (adyen) config.adyen = adyen;
  const stripe = stripeConfig(env);
  if (stripe) config.stripe = stripe;
  const plaid = plaidConfig(env);
  if (plaid) config.plaid = plaid;
  return config;
}

const isSet = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '') !== '';

function required(env: NodeJS.ProcessEnv, provider: string, name: string): string {
  const value = env[name]?.trim();
  if (!value)
    throw new Error(
      `${provider} is configured (some ${provider} variables are set) but ${name} is not set.`,
    );
  return value;
}

function httpOrigin(env: NodeJS.ProcessEnv, name: string): URL | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`${name} must be an http(s) URL like https://proxy.example.com, not "${raw}".`);
  }
  return url;
}

function adyenConfig(env: NodeJS.ProcessEnv): AdyenConfig | undefined {
  if (!ADYEN_VARIABLES.some((name) => isSet(env, name))) return undefined;
  const need = (name: string) => required(env, 'Adyen', name);
  const apiKey = need('ADYEN_API_KEY');
  const merchantAccount = need('ADYEN_MERCHANT_ACCOUNT');
  const clientKey = need('ADYEN_CLIENT_KEY');
  const rawEnvironment = need('ADYEN_ENVIRONMENT');
  const webEnvironment = rawEnvironment.toLowerCase() as AdyenConfig['webEnvironment'];
  if (!(CARD_PROVIDER_ENVIRONMENTS as readonly string[]).includes(webEnvironment)) {
    const names = CARD_PROVIDER_ENVIRONMENTS.map((name) => name.toUpperCase()).join(', ');
    throw new Error(`ADYEN_ENVIRONMENT must be one of ${names}, not "${rawEnvironment}".`);
  }
  const environment = webEnvironment === 'test' ? 'TEST' : 'LIVE';
  // The client key the widgets get must pay where the sessions are made (providers/client-key.ts).
  const wrongKey = wrongEnvironment(clientKey, webEnvironment);
  if (wrongKey) {
    throw new Error(
      `ADYEN_CLIENT_KEY does not fit ADYEN_ENVIRONMENT=${rawEnvironment}: ${wrongKey}`,
    );
  }
  const liveUrlPrefix = environment === 'LIVE' ? need('ADYEN_LIVE_URL_PREFIX') : undefined;
  const hmacKey = need('ADYEN_HMAC_KEY');
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hmacKey)) {
    throw new Error('ADYEN_HMAC_KEY must be the hexadecimal HMAC key of the Adyen webhook.');
  }
  // The payer returns to the page's public address after a redirect (3-D Secure, wallets).
  need('PUBLIC_ORIGIN');
  const checkoutUrl = httpOrigin(env, 'ADYEN_CHECKOUT_URL');
  return {
    apiKey,
    merchantAccount,
    clientKey,
    environment,
    webEnvironment,
    liveUrlPrefix,
    hmacKey,
    checkoutUrl: checkoutUrl?.href.replace(/\/$/, ''),
    clickToPay: clickToPayConfig(env),
    wallets: adyenWallets(env.ADYEN_WALLETS),
  };
}

/** ADYEN_WALLETS: unset or empty → none; else a comma-separated list of googlepay, applepay. */
export function adyenWallets(raw: string | undefined): AdyenConfig['wallets'] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(ADYEN_WALLET_NAMES as readonly string[]).includes(name)) {
      throw new Error(
        `ADYEN_WALLETS lists ${ADYEN_WALLET_NAMES.join(' and/or ')} (comma separated), not "${name}".`,
      );
    }
  }
  return { googlePay: names.includes('googlepay'), applePay: names.includes('applepay') };
}

/**
 * Click to Pay when any CLICK_TO_PAY_* variable is set: a network is on with both its ids (one
 * without the other stops the server, naming the missing one); at least one network.
 */
export function clickToPayConfig(env: NodeJS.ProcessEnv): ClickToPayMerchantConfig | undefined {
  const all = [
    ...Object.values(CLICK_TO_PAY_NETWORK_VARIABLES).flat(),
    'CLICK_TO_PAY_MERCHANT_NAME',
  ];
  if (!all.some((name) => isSet(env, name))) return undefined;
  const networks: ClickToPayMerchantConfig['networks'] = {};
  for (const [network, [dpaId, initiatorId]] of Object.entries(CLICK_TO_PAY_NETWORK_VARIABLES)) {
    if (!isSet(env, dpaId) && !isSet(env, initiatorId)) continue;
    networks[network as keyof typeof CLICK_TO_PAY_NETWORK_VARIABLES] = {
      srciDpaId: required(env, 'Click to Pay', dpaId),
      srcInitiatorId: required(env, 'Click to Pay', initiatorId),
    };
  }
  if (!networks.visa && !networks.mc) {
    throw new Error(
      'Click to Pay is configured but no network is: set CLICK_TO_PAY_VISA_DPA_ID and CLICK_TO_PAY_VISA_INITIATOR_ID, or CLICK_TO_PAY_MC_DPA_ID and CLICK_TO_PAY_MC_CLIENT_ID.',
    );
  }
  return { networks, merchantName: env.CLICK_TO_PAY_MERCHANT_NAME?.trim() || null };
}

function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  if (!STRIPE_VARIABLES.some((name) => isSet(env, name))) return undefined;
  const need = (name: string) => required(env, 'Stripe', name);
  return {
    secretKey: need('STRIPE_SECRET_KEY'),
    webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
    apiBase: httpOrigin(env, 'STRIPE_API_BASE'),
  };
}

function plaidConfig(env: NodeJS.ProcessEnv): PlaidConfig | undefined {
  if (!PLAID_VARIABLES.some((name) => isSet(env, name))) return undefined;
  const need = (name: string) => required(env, 'Plaid', name);
  const clientId = need('PLAID_CLIENT_ID');
  const secret = need('PLAID_SECRET');
  const environment = need('PLAID_ENV');
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(`PLAID_ENV must be "sandbox" or "production", not "${environment}".`);
  }
  // Plaid sends the transfer webhook to the page's public address.
  need('PUBLIC_ORIGIN');
  return {
    clientId,
    secret,
    environment,
    apiBase: httpOrigin(env, 'PLAID_API_BASE')?.href.replace(/\/$/, ''),
  };
}

/** What `npm start` prints in production mode: each provider, and the webhook URL to register. */
export function liveProviderLines(config: LiveProvidersConfig, publicOrigin: string): string[] {
  const webhook = (name: string) => `webhook ${publicOrigin}/api/v1/webhooks/${name}`;
  return [
    config.adyen
      ? `  Adyen:    ${config.adyen.environment} (${config.adyen.merchantAccount}), ${webhook('adyen')}`
      : '  Adyen:    not configured (card sessions answer 503)',
    config.stripe
      ? `  Stripe:   ${config.stripe.secretKey.startsWith('sk_live_') ? 'live' : 'test'} key, ${webhook('stripe')}`
      : '  Stripe:   not configured (Stripe intents answer 503)',
    config.plaid
      ? `  Plaid:    ${config.plaid.environment}, ${webhook('plaid')}`
      : '  Plaid:    not configured (bank payments answer 503)',
  ];
}
