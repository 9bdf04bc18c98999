/**
 * The building blocks of the contract's schemas (zod/mini: the page loads them, so no messages
 * and no methods it does not use). Every top-level schema is marked pure, so a bundle keeps only
 * those it uses.
 */
import * as z from 'zod/mini';
import { MAX_AMOUNT_MINOR } from '../values';

/**
 * A field the contract sends as a value or `null`; a missing field is read as `null` too, so an
 * older or newer server that leaves it out does not break the page.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nullable<T extends z.ZodMiniType>(schema: T) {
  return z._default(z.nullable(schema), null);
}

/** A string field of a value set the contract may grow: any string passes, typed by its set. */
/* @__NO_SIDE_EFFECTS__ */
export function openSet<T extends string>() {
  return z.string() as z.ZodMiniType<T | (string & {})>;
}

/** A whole number of cents (or a count): a safe integer. */
export const integer = /* @__PURE__ */ z.int();

/** An ISO 8601 timestamp with its offset (`2026-11-22T15:04:05.000Z`). */
export const timestamp = /* @__PURE__ */ z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD` that exists (the contract's `dueDate`; no 2026-02-30). */
export const calendarDate = /* @__PURE__ */ z.iso.date();

/** A string that is not empty. */
export const nonEmptyString = /* @__PURE__ */ z.string().check(z.minLength(1));

/** A string of at most `max` characters. */
export const shortString = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string().check(z.maxLength(max));

/** Text a person typed: trimmed, not empty, at most `max` characters. */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A compact JWE (five base64url parts) as the secured fields make it; at most 4096 characters. */
const COMPACT_JWE =
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_JWE_LENGTH = 4096;

/**
 * An encrypted card field (a card's, or a gift card's): a compact JWE from the secured
 * fields (the API decrypts it).
 */
export const cardField = /* @__NO_SIDE_EFFECTS__ */ (field: string) =>
  z.string({ error: `${field} is required` }).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.refine(
      (value) => value.length <= MAX_JWE_LENGTH && COMPACT_JWE.test(value),
      `${field} must be a JWE from the secured fields`,
    ),
  );

/** An identifier of letters, digits, `_` and `-` (1–64), e.g. `org_5Np8Tq2Hs`. */
export const identifier = /* @__PURE__ */ z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** An amount in cents the scenario API accepts (integer minor units, 0 to MAX_AMOUNT_MINOR). */
export const cents = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT_MINOR));

/**
 * The checkout attempt id a payment's method carries when the widget's analytics gave one
 * (docs/widget.md#options `paymentMethod.checkoutAttemptId`): optional, an opaque id.
 */
export const checkoutAttemptId = /* @__PURE__ */ z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/)),
);
