/**
 * The sandbox's stored cards per shopper (docs/widget.md#views "Stored card", §5): the
 * vault a request's `sandbox.shopperReference` names (migration 11 holds the demo shopper's). The
 * session setup lists them without their numbers; a payment names one by `storedPaymentMethodId`
 * with its encrypted security code only, and the sandbox decides it by the stored test card.
 */
import type { StoredPaymentMethod } from '@paypage/contract';
import type { Queryable } from '../db/db.ts';
import type { Answer } from '../db/idempotency.ts';
import { CardFieldError, openSecurityCode } from './card-fields.ts';
import type { CardData } from './test-cards.ts';

type StoredCardRow = {
  id: string;
  card_number: string;
  brand: string;
  expiry_month: string;
  expiry_year: string;
  holder_name: string | null;
  shopper_interactions: string[];
};

const COLUMNS =
  'id, card_number, brand, expiry_month, expiry_year, holder_name, shopper_interactions';

/** What the setup lists of a stored card: never its number, only its last four digits. */
function listed(row: StoredCardRow): StoredPaymentMethod {
  return {
    id: row.id,
    type: 'scheme',
    brand: row.brand,
    lastFour: row.card_number.slice(-4),
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    ...(row.holder_name ? { holderName: row.holder_name } : {}),
    supportedShopperInteractions: row.shopper_interactions,
  };
}

/** The shopper's stored cards, in their order. */
export async function storedCardsOf(
  db: Queryable,
  shopperReference: string,
): Promise<StoredPaymentMethod[]> {
  const { rows } = await db.query<StoredCardRow>(
    `select ${COLUMNS} from sandbox_stored_cards where shopper_reference = $1 order by position`,
    [shopperReference],
  );
  return rows.map(listed);
}

const refusal = (message: string): Answer => ({ status: 422, body: { message } });

/**
 * The stored card a payment names, as card data with the security code it carries; a 422 answer
 * when the id is not one of the shopper's cards (another shopper's is not told apart from none),
 * when the card does not support the Ecommerce interaction (§5), or the code cannot be opened.
 */
export async function openStoredCard(
  db: Queryable,
  shopperReference: string | undefined,
  storedPaymentMethodId: string,
  encryptedSecurityCode: string | undefined,
  now = new Date(),
): Promise<{ card: CardData; storedPaymentMethodId: string } | Answer> {
  const { rows } = await db.query<StoredCardRow>(
    `select ${COLUMNS} from sandbox_stored_cards where id = $1 and shopper_reference = $2`,
    [storedPaymentMethodId, shopperReference ?? ''],
  );
  const row = rows[0];
  if (!row) return refusal('storedPaymentMethodId is not a stored card of this shopper.');
  if (!row.shopper_interactions.includes('Ecommerce')) {
    return refusal('This stored card does not support the Ecommerce shopper interaction.');
  }
  let securityCode: string | undefined;
  try {
    securityCode =
      encryptedSecurityCode === undefined
        ? undefined
        : await openSecurityCode(db, encryptedSecurityCode, now);
  } catch (error) {
    if (error instanceof CardFieldError) return error.answer();
    throw error;
  }
  const card = {
    number: row.card_number,
    expiryMonth: Number(row.expiry_month),
    expiryYear: Number(row.expiry_year),
    securityCode,
  };
  return { card, storedPaymentMethodId: row.id };
}
