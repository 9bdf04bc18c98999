/**
 * A card as the secured-field frames send it: each field a compact JWE made by the
 * frames' own encrypt.ts to the API's active public card key, as the page's frames make it.
 */
import { encryptField } from '../../../../packages/checkout/src/secured-fields/encrypt.ts';
import type { Queryable } from '../../src/db/db.ts';
import { activeCardKey } from '../../src/sandbox/card-keys.ts';

export type SealedCard = {
  number: string;
  month?: string;
  year?: string;
  /** The security code; null leaves it out. Default 7373 for amex (37…), else 737. */
  cvc?: string | null;
};

/** Seals payloads as the frames do, to the API's active public card key. */
async function sealer(db: Queryable) {
  const { kid, publicJwk } = await activeCardKey(db);
  const publicKey = {
    kid,
    jwk: { kty: 'RSA' as const, n: publicJwk.n ?? '', e: publicJwk.e ?? '' },
  };
  const generationtime = new Date().toISOString();
  return (payload: Record<string, string>) =>
    encryptField(publicKey, { ...payload, generationtime });
}

/** The scheme payment method with the card's fields sealed to the API's active key. */
export async function sealedScheme(
  db: Queryable,
  card: SealedCard,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const seal = await sealer(db);
  const cvc = card.cvc === undefined ? (card.number.startsWith('37') ? '7373' : '737') : card.cvc;
  return {
    type: 'scheme',
    holderName: 'J. Smith',
    encryptedCardNumber: await seal({ number: card.number }),
    encryptedExpiryMonth: await seal({ expiryMonth: card.month ?? '03' }),
    encryptedExpiryYear: await seal({ expiryYear: card.year ?? '2030' }),
    ...(cvc === null ? {} : { encryptedSecurityCode: await seal({ cvc }) }),
    ...extra,
  };
}

/** A gift card as its secured frames send it: number and PIN sealed like a card's. */
export async function sealedGiftCard(
  db: Queryable,
  card: { number: string; pin: string },
): Promise<Record<string, string>> {
  const seal = await sealer(db);
  return {
    type: 'giftcard',
    brand: 'givex',
    encryptedCardNumber: await seal({ number: card.number }),
    encryptedSecurityCode: await seal({ cvc: card.pin }),
  };
}
