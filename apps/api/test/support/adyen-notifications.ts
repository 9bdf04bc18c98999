/**
 * Adyen's standard webhook as Adyen sends it: notification items signed as its "Verify HMAC
 * signatures" documentation says, computed here independently of the library.
 */
import { createHmac } from 'node:crypto';

/** The test HMAC key (hex) the live Adyen adapter is configured with. */
export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

export type NotificationItem = {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: 'true' | 'false';
  eventDate: string;
  paymentMethod?: string;
  reason?: string;
  additionalData?: Record<string, string>;
};

/**
 * Adyen's documented signature of a notification item: HMAC-SHA256, keyed by the hex-decoded
 * key, over pspReference, originalReference, merchantAccountCode, merchantReference, amount
 * value, currency, eventCode and success joined by ':' (an absent value empty), base64-encoded.
 */
export function adyenSignature(item: NotificationItem, hexKey = HMAC_KEY): string {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

/** A webhook body holding these items. */
export const notification = (...items: NotificationItem[]) => ({
  live: 'false',
  notificationItems: items.map((item) => ({ NotificationRequestItem: item })),
});
