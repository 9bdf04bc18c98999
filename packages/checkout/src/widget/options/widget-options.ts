/**
 * Where an integrator's options enter the card widget: null, a missing required option
 * or a value of the wrong type is stopped here with an error naming the option, so the rules
 * behind it see only well-typed values (and never throw on a null somewhere deep in a render).
 * An optional option may be left out (undefined), never null.
 */
import { EXPRESS_PAGES, SANDBOX_WALLET_OUTCOMES } from '@paypage/contract/values';
import { ADDRESS_FIELDS, CheckoutError, normalizeLocale } from '../../rules';
import { BILLING_ADDRESS_MODES } from '../address/address-mode';
import type { CardWidgetProps } from './widget-types';

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isFunction: Check = (value) => typeof value === 'function';
/** A country as ISO 3166 alpha-2, in either case (`US`, `kr`). */
const isCountryCode: Check = (value) => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);
const COUNTRY_CODE = "a two-letter country code (ISO 3166), like 'US'";
const isObject: Check = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

function fail(option: string, expected: string, value: unknown): never {
  throw new CheckoutError(
    'IMPLEMENTATION_ERROR',
    `Card widget option '${option}' must be ${expected}; got ${describeValue(value)}`,
  );
}

function required(option: string, value: unknown, check: Check, expected: string): void {
  if (!check(value)) fail(option, expected, value);
}

function optional(option: string, value: unknown, check: Check, expected: string): void {
  if (value !== undefined && !check(value)) fail(option, `left out or ${expected}`, value);
}

const BOOLEAN_OPTIONS = [
  'hasHolderName',
  'holderNameRequired',
  'billingAddressRequired',
  'billingAddressReadOnly',
  'hideCVC',
  'enableStoreDetails',
  'koreanAuthenticationRequired',
  'hasCVC',
  'showBrandIcon',
  'showContextualElement',
  'maskSecurityCode',
  'positionHolderNameOnTop',
] as const;
const STRING_OPTIONS = [
  'merchantName',
  'challengeWindowSize',
  'challengeOrigin',
  'minimumExpiryDate',
  'className',
] as const;
const CALLBACKS = [
  'onChange',
  'onError',
  'onPaymentCompleted',
  'onPaymentFailed',
  'binLookup',
  'onAddressLookup',
  'onAddressSelected',
  'onPaymentMethodsRequest',
] as const;

/** §5: the wallets' express callbacks, each a function and only in an express checkout. */
const EXPRESS_CALLBACKS = {
  googlePay: ['onPaymentDataChanged'],
  applePay: ['onShippingContactSelected', 'onShippingMethodSelected'],
} as const;

function expressCallbacks(production: Record<string, unknown>): void {
  optional('wallets.production.isExpress', production.isExpress, isBoolean, 'a boolean');
  for (const [wallet, names] of Object.entries(EXPRESS_CALLBACKS)) {
    const options = production[wallet];
    if (!isObject(options)) continue;
    for (const name of names) {
      const option = `wallets.production.${wallet}.${name}`;
      const value = (options as Record<string, unknown>)[name];
      optional(option, value, isFunction, 'a function');
      if (value !== undefined && production.isExpress !== true) {
        throw new CheckoutError(
          'IMPLEMENTATION_ERROR',
          `Card widget option '${option}' needs wallets.production.isExpress: true (an express checkout)`,
        );
      }
    }
  }
}

/**
 * Throws a CheckoutError (IMPLEMENTATION_ERROR) naming the first option that is null, missing
 * though required, or not of its type: `Card widget option 'data.billingAddress.country' must be
 * left out or a string; got null`.
 */
export function assertCardWidgetOptions(props: CardWidgetProps): void {
  const options = props as unknown as Record<string, unknown>;
  required('amount', options.amount, isObject, 'an object { value, currency }');
  const amount = options.amount as Record<string, unknown>;
  required('amount.value', amount.value, Number.isSafeInteger, 'an integer of minor units');
  required('amount.currency', amount.currency, isString, 'a string');
  required('securedFields', options.securedFields, isObject, 'an object { origin, key }');
  const secured = options.securedFields as Record<string, unknown>;
  required('securedFields.origin', secured.origin, isString, 'a string');
  required('securedFields.key', secured.key, isObject, 'an object (a public RSA JWK)');
  const key = secured.key as Record<string, unknown>;
  for (const member of ['kid', 'n', 'e'] as const) {
    required(`securedFields.key.${member}`, key[member], isString, 'a string');
  }
  optional('securedFields.path', secured.path, isString, 'a string');
  for (const timeout of ['loadTimeout', 'configTimeout'] as const) {
    optional(`securedFields.${timeout}`, secured[timeout], Number.isSafeInteger, 'an integer (ms)');
  }
  optional('onRefresh', options.onRefresh, isFunction, 'a function');
  required('onSubmit', options.onSubmit, isFunction, 'a function');
  required('onAdditionalDetails', options.onAdditionalDetails, isFunction, 'a function');
  for (const name of CALLBACKS) optional(name, options[name], isFunction, 'a function');
  for (const name of BOOLEAN_OPTIONS) optional(name, options[name], isBoolean, 'a boolean');
  for (const name of STRING_OPTIONS) optional(name, options[name], isString, 'a string');
  optional('countryCode', options.countryCode, isCountryCode, COUNTRY_CODE);

  optional('locale', options.locale, isString, 'a string');
  if (typeof options.locale === 'string' && normalizeLocale(options.locale) === null) {
    // The locale check of docs/widget.md#validation: 'll-CC', or one that normalises to it.
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Card widget option 'locale' must be a locale in the ll-CC format, like 'en-US'; got ${JSON.stringify(options.locale)}`,
    );
  }
  optional('translations', options.translations, isObject, 'an object of strings per locale');
  optional('brands', options.brands, Array.isArray, 'an array of strings');
  const brands = (options.brands ?? []) as unknown[];
  brands.forEach((brand, index) => required(`brands[${index}]`, brand, isString, 'a string'));
  optional(
    'socialSecurityNumberMode',
    options.socialSecurityNumberMode,
    (value) => value === 'auto' || value === 'show' || value === 'hide',
    "'auto', 'show' or 'hide'",
  );
  optional('disclaimerMessage', options.disclaimerMessage, isObject, 'an object');
  const disclaimer = (options.disclaimerMessage ?? {}) as Record<string, unknown>;
  if (options.disclaimerMessage !== undefined) {
    for (const member of ['message', 'linkText', 'link'] as const) {
      required(`disclaimerMessage.${member}`, disclaimer[member], isString, 'a string');
    }
  }
  optional('installmentOptions', options.installmentOptions, isObject, 'an object');
  optional(
    'billingAddressMode',
    options.billingAddressMode,
    (value) => (BILLING_ADDRESS_MODES as readonly unknown[]).includes(value),
    "'full', 'partial' or 'none'",
  );
  for (const list of ['billingAddressRequiredFields', 'billingAddressAllowedCountries'] as const) {
    optional(list, options[list], Array.isArray, 'an array of strings');
    ((options[list] ?? []) as unknown[]).forEach((item, index) =>
      required(`${list}[${index}]`, item, isString, 'a string'),
    );
  }
  optional('wallets', options.wallets, isObject, 'an object');
  const wallets = (options.wallets ?? {}) as Record<string, unknown>;
  optional('wallets.googlePay', wallets.googlePay, isBoolean, 'a boolean');
  optional('wallets.applePay', wallets.applePay, isBoolean, 'a boolean');
  optional(
    'wallets.sandboxOutcome',
    wallets.sandboxOutcome,
    (value) => (SANDBOX_WALLET_OUTCOMES as readonly unknown[]).includes(value),
    `${SANDBOX_WALLET_OUTCOMES.slice(0, -1)
      .map((outcome) => `'${outcome}'`)
      .join(', ')} or '${SANDBOX_WALLET_OUTCOMES.at(-1)}'`,
  );
  optional('wallets.production', wallets.production, isObject, 'an object');
  const production = wallets.production as Record<string, unknown> | undefined;
  if (production) expressCallbacks(production);
  // §8's "country code required": the real wallets' requests name the shopper's country.
  if (production && !isCountryCode(production.countryCode)) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Card widget option 'wallets.production.countryCode' is required: the shopper's country as ${COUNTRY_CODE}; got ${
        production.countryCode === undefined ? 'undefined' : JSON.stringify(production.countryCode)
      }`,
    );
  }
  optional(
    'wallets.expressPage',
    wallets.expressPage,
    (value) => (EXPRESS_PAGES as readonly unknown[]).includes(value),
    `one of ${EXPRESS_PAGES.join(', ')}`,
  );
  optional(
    'fundingSource',
    options.fundingSource,
    (value) => value === 'credit' || value === 'debit',
    "'credit' or 'debit'",
  );
  optional('risk', options.risk, isObject, 'an object');
  optional(
    'risk.enabled',
    ((options.risk ?? {}) as Record<string, unknown>).enabled,
    isBoolean,
    'a boolean',
  );
  optional('analytics', options.analytics, isObject, 'an object');
  const analytics = (options.analytics ?? {}) as Record<string, unknown>;
  optional('analytics.enabled', analytics.enabled, isBoolean, 'a boolean');
  optional(
    'today',
    options.today,
    (value) => value instanceof Date && !Number.isNaN(value.getTime()),
    'a valid Date',
  );
  optional('clickToPay', options.clickToPay, isObject, 'an object');
  const clickToPay = (options.clickToPay ?? {}) as Record<string, unknown>;
  for (const email of ['shopperEmail', 'recognisedEmail'] as const) {
    const value = clickToPay[email];
    if (value !== null) optional(`clickToPay.${email}`, value, isString, 'null or a string');
  }
  // `fastCheckout` is checked by §5 where it shows: an invalid one is not displayed (a warning).
  optional('data', options.data, isObject, 'an object');
  const data = (options.data ?? {}) as Record<string, unknown>;
  optional('data.holderName', data.holderName, isString, 'a string');
  optional('data.billingAddress', data.billingAddress, isObject, 'an object');
  const address = (data.billingAddress ?? {}) as Record<string, unknown>;
  for (const field of ADDRESS_FIELDS) {
    optional(`data.billingAddress.${field}`, address[field], isString, 'a string');
  }
}
