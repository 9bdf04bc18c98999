/**
 * The card data of a sandbox `payments` body: each card field a compact JWE from the secured
 * fields, opened with the API's card keys (./encrypted-fields.ts). A field that cannot be opened
 * is answered 422 naming the field; the answer never holds the blob, and nothing here logs it.
 * (The provider's unencrypted `test_` format is no longer taken: the contract refuses it.)
 */
import type { EncryptedCardField, EncryptedFieldErrorBody } from '@paypage/contract';
import type { Queryable } from '../db/db.ts';
import type { Answer } from '../db/idempotency.ts';
import { EncryptedFieldError, openField } from './encrypted-fields.ts';
import type { CardData } from './test-cards.ts';

/** What an opened field must hold, and what it is called in a refusal. */
const PLAIN_VALUES = {
  encryptedCardNumber: [/^[0-9]{12,19}$/, 'a card number'],
  encryptedExpiryMonth: [/^(0[1-9]|1[0-2])$/, 'a month (MM)'],
  encryptedExpiryYear: [/^20[0-9]{2}$/, 'a year (YYYY)'],
  encryptedSecurityCode: [/^[0-9]{3,4}$/, 'a security code'],
} as const satisfies Record<EncryptedCardField, readonly [RegExp, string]>;

/** The card fields of a scheme payment method, as the contract validated them. */
export type CardFields = Record<Exclude<EncryptedCardField, 'encryptedSecurityCode'>, string> & {
  encryptedSecurityCode?: string | undefined;
};

/** A new card's fields (the contract requires all three without a `storedPaymentMethodId`). */
export function newCardFields(
  method: Partial<CardFields> & { encryptedSecurityCode?: string | undefined },
): CardFields {
  const { encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear } = method;
  if (!encryptedCardNumber || !encryptedExpiryMonth || !encryptedExpiryYear) {
    throw new CardFieldError('encryptedCardNumber', 'A new card needs its number and expiry.');
  }
  const code = method.encryptedSecurityCode;
  return {
    encryptedCardNumber,
    encryptedExpiryMonth,
    encryptedExpiryYear,
    ...(code === undefined ? {} : { encryptedSecurityCode: code }),
  };
}

/** A field refused: 422 `{ message, field }`. */
export class CardFieldError extends Error {
  constructor(
    readonly field: EncryptedCardField,
    message: string,
  ) {
    super(message);
  }

  answer(): Answer {
    const body = { message: this.message, field: this.field } satisfies EncryptedFieldErrorBody;
    return { status: 422, body };
  }
}

/**
 * One field's plain value, which must match the pattern given (what it is called beside it), else
 * CardFieldError naming the field. Also a gift card's number and PIN (./orders.ts).
 */
export async function openCardField(
  db: Queryable,
  field: EncryptedCardField,
  value: string,
  [pattern, what]: readonly [RegExp, string],
  now = new Date(),
): Promise<string> {
  let plain: string;
  try {
    plain = (await openField(db, field, value, now)).replace(/\s+/g, '');
  } catch (error) {
    if (error instanceof EncryptedFieldError) throw new CardFieldError(field, error.message);
    throw error;
  }
  if (!pattern.test(plain)) throw new CardFieldError(field, `${field} does not hold ${what}.`);
  return plain;
}

const plainValue = (db: Queryable, field: EncryptedCardField, value: string, now: Date) =>
  openCardField(db, field, value, PLAIN_VALUES[field], now);

/** A stored card's security code: its one field, opened as in `openCard`. */
export function openSecurityCode(db: Queryable, value: string, now = new Date()): Promise<string> {
  return plainValue(db, 'encryptedSecurityCode', value, now);
}

/**
 * The card the fields describe, or CardFieldError for the first field (in the order number,
 * month, year, security code) that cannot be opened. The fields are opened side by side.
 */
export async function openCard(
  db: Queryable,
  fields: CardFields,
  now = new Date(),
): Promise<CardData> {
  const code = fields.encryptedSecurityCode;
  const opened = await Promise.allSettled([
    plainValue(db, 'encryptedCardNumber', fields.encryptedCardNumber, now),
    plainValue(db, 'encryptedExpiryMonth', fields.encryptedExpiryMonth, now),
    plainValue(db, 'encryptedExpiryYear', fields.encryptedExpiryYear, now),
    code === undefined ? undefined : plainValue(db, 'encryptedSecurityCode', code, now),
  ]);
  const values = opened.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  const [number = '', month, year, securityCode] = values;
  return { number, expiryMonth: Number(month), expiryYear: Number(year), securityCode };
}
