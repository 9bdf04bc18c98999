/**
 * The closed sets of values of the wire contract (docs/api-contract.md): plain values, no schema,
 * so a screen can use them without loading zod. The schemas (./schemas) are built on them.
 */

/** The payer's screens of a payment request (payer-page.md §2). */
export const PAYER_SCREENS = ['main', 'complete', 'processing', 'receipt'] as const;
export type PayerScreen = (typeof PAYER_SCREENS)[number];
