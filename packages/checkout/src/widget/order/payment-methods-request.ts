/**
 * `onPaymentMethodsRequest` (docs/widget.md#callbacks), a callback-flow option as in Adyen Web 6:
 * after a partial payment made or updated an order, the page is asked for the payment methods
 * again (`{ order: { orderData, pspReference }, locale, countryCode }`) and resolves with a
 * `/paymentMethods` answer (`{ paymentMethods, storedPaymentMethods }`). What the card form offers
 * is taken from it: the scheme method's brands and the stored cards. A reject, a malformed answer
 * or no answer within a call's timeout (60 s, docs/widget.md#limits) changes nothing and is logged
 * as a warning, never thrown: the form still pays what is left with what it offered.
 */
import { isRecord, POST_JSON_TIMEOUT_MS } from '../../api/post-json';
import type { StoredCard } from '../../rules';
import { orderReference, type Order } from './order';

/** What the page is asked with (Adyen Web's `PaymentMethodsRequestData`). */
export type PaymentMethodsRequestData = {
  order?: { orderData: string; pspReference: string };
  locale?: string;
  countryCode?: string;
};

/** A `/paymentMethods` answer (Adyen Web's `PaymentMethodsResponse`), as the page gives it. */
export type PaymentMethodsResponse = {
  paymentMethods?: readonly Record<string, unknown>[];
  storedPaymentMethods?: readonly Record<string, unknown>[];
};

export type PaymentMethodsRequestCall = (
  data: PaymentMethodsRequestData,
  actions: { resolve: (response: PaymentMethodsResponse) => void; reject: () => void },
) => void;

/** What the card form offers, from an answer: only what the answer names. */
export type OfferedPaymentMethods = {
  brands?: readonly string[];
  storedPaymentMethods?: readonly StoredCard[];
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function storedCard(entry: unknown): StoredCard[] {
  if (!isRecord(entry) || entry.type !== 'scheme') return [];
  const { id, brand, lastFour, expiryMonth, expiryYear, holderName } = entry;
  const interactions = entry.supportedShopperInteractions;
  if (![id, brand, lastFour, expiryMonth, expiryYear].every(isText)) return [];
  if (!Array.isArray(interactions) || !interactions.every(isText)) return [];
  return [
    {
      id: id as string,
      brand: brand as string,
      lastFour: lastFour as string,
      expiryMonth: expiryMonth as string,
      expiryYear: expiryYear as string,
      ...(isText(holderName) ? { holderName } : {}),
      supportedShopperInteractions: interactions as string[],
    },
  ];
}

/**
 * What the card form offers after an answer: the brands of its `scheme` method (when it lists
 * any) and its stored cards (`scheme` ones of the stored-card shape), or null when the answer is
 * not a `/paymentMethods` answer.
 */
export function offeredPaymentMethods(response: unknown): OfferedPaymentMethods | null {
  if (!isRecord(response)) return null;
  const { paymentMethods, storedPaymentMethods } = response;
  if (paymentMethods !== undefined && !Array.isArray(paymentMethods)) return null;
  if (storedPaymentMethods !== undefined && !Array.isArray(storedPaymentMethods)) return null;
  const scheme = (paymentMethods as unknown[] | undefined)?.find(
    (method) => isRecord(method) && method.type === 'scheme',
  ) as Record<string, unknown> | undefined;
  const brands = Array.isArray(scheme?.brands) ? scheme.brands.filter(isText) : [];
  return {
    ...(brands.length > 0 ? { brands } : {}),
    ...(storedPaymentMethods === undefined
      ? {}
      : { storedPaymentMethods: (storedPaymentMethods as unknown[]).flatMap(storedCard) }),
  };
}

export const PAYMENT_METHODS_REQUEST_WARNING =
  'The card widget onPaymentMethodsRequest was rejected or gave no /paymentMethods answer: the payment methods are unchanged';

/**
 * Asks the page for the payment methods of the order; resolves what the form offers, or null
 * (a warning logged) when the page rejects, answers something else, throws or does not answer
 * within `timeoutMs`. Only the first answer counts.
 */
export function requestPaymentMethods(
  call: PaymentMethodsRequestCall,
  input: { order: Order; locale?: string; countryCode?: string },
  timeoutMs = POST_JSON_TIMEOUT_MS,
): Promise<OfferedPaymentMethods | null> {
  return new Promise((settle) => {
    let done = false;
    const end = (offered: OfferedPaymentMethods | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (offered === null) console.warn(PAYMENT_METHODS_REQUEST_WARNING);
      settle(offered);
    };
    const timer = setTimeout(() => end(null), timeoutMs);
    const data: PaymentMethodsRequestData = {
      order: orderReference(input.order),
      ...(input.locale === undefined ? {} : { locale: input.locale }),
      ...(input.countryCode === undefined ? {} : { countryCode: input.countryCode }),
    };
    try {
      call(data, {
        resolve: (response) => end(offeredPaymentMethods(response)),
        reject: () => end(null),
      });
    } catch {
      end(null);
    }
  });
}
