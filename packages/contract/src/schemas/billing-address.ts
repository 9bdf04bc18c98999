/**
 * A payment's billing address (docs/widget.md#options "Billing address"): street,
 * houseNumberOrName, postalCode, city, stateOrProvince ('N/A' where the country has no states) and
 * country, an ISO 3166-1 alpha-2 code; a wallet's address also carries firstName and lastName
 * (and houseNumberOrName 'ZZ'). Only the country is required: the partial mode sends the postal
 * code and the country, and an optional field may be sent empty. Each field is plain text of at
 * most 128 characters (§9), with no control characters and no `<` or `>` (the widget strips
 * special characters from street, house and city as the payer types, §5). No other field.
 *
 * The payments call takes `billingAddress` as any object and the API checks it with this schema,
 * answering 422 `{ message, field }` naming the field (`billingAddressIssue`).
 */
import * as z from 'zod/mini';

/** The longest value of an address field (docs/widget.md#limits: the address strings are cut to 128). */
export const BILLING_ADDRESS_MAX_LENGTH = 128;

/** The fields of a billing address, in the order the widget shows them, then a wallet's. */
export const BILLING_ADDRESS_FIELDS = [
  'street',
  'houseNumberOrName',
  'postalCode',
  'city',
  'stateOrProvince',
  'country',
  'firstName',
  'lastName',
] as const;

/** Text only: no control characters (C0, DEL, C1) and no angle brackets. */
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u;

const addressText = /* @__PURE__ */ z
  .string()
  .check(z.maxLength(BILLING_ADDRESS_MAX_LENGTH), z.regex(PLAIN_TEXT));

export const billingAddressSchema = /* @__PURE__ */ z.strictObject({
  street: z.optional(addressText),
  houseNumberOrName: z.optional(addressText),
  postalCode: z.optional(addressText),
  city: z.optional(addressText),
  stateOrProvince: z.optional(addressText),
  /** ISO 3166-1 alpha-2, upper case (`US`, `BR`, `KR`). */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  firstName: z.optional(addressText),
  lastName: z.optional(addressText),
});
export type BillingAddressRecord = z.output<typeof billingAddressSchema>;

/** Codes of the pattern that name no country: user-assigned ones and groupings (EU, UN, …). */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** Whether `code` is an assigned ISO 3166-1 alpha-2 country code (Intl knows its name). */
function isCountry(code: string): boolean {
  if (NOT_A_COUNTRY.test(code)) return false;
  const names = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'none' });
  return names.of(code) !== undefined;
}

/**
 * What is wrong with a billing address, as the API answers it (`{ message, field }`), or null
 * when the schema accepts it. The first problem found is named.
 */
export function billingAddressIssue(value: unknown): { field: string; message: string } | null {
  const parsed = billingAddressSchema.safeParse(value);
  const issue: { code: string; path: PropertyKey[]; keys?: string[] } | undefined = parsed.success
    ? isCountry(parsed.data.country)
      ? undefined
      : { code: 'unknown_country', path: ['country'] }
    : parsed.error.issues[0];
  if (!issue) return null;
  if (issue.code === 'unrecognized_keys') {
    const field = `billingAddress.${issue.keys?.[0] ?? ''}`;
    return {
      field,
      message: `${field} is not a billing address field (${BILLING_ADDRESS_FIELDS.join(', ')}).`,
    };
  }
  const name = issue.path[0];
  if (name === undefined) {
    return { field: 'billingAddress', message: 'billingAddress must be an object.' };
  }
  const field = `billingAddress.${String(name)}`;
  if (name === 'country') {
    return {
      field,
      message: `${field} must be an ISO 3166-1 alpha-2 country code in capitals, like US.`,
    };
  }
  if (issue.code === 'too_big') {
    return { field, message: `${field} must be at most ${BILLING_ADDRESS_MAX_LENGTH} characters.` };
  }
  if (issue.code === 'invalid_format') {
    return { field, message: `${field} must be plain text: no control characters, < or >.` };
  }
  return { field, message: `${field} must be text.` };
}

/** The 422 of `payments` for a billing address it refuses: `field` names the field. */
export const billingAddressErrorSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  field: z.string().check(z.startsWith('billingAddress')),
});
export type BillingAddressErrorBody = z.output<typeof billingAddressErrorSchema>;
