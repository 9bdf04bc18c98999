/**
 * The sandbox card processor's payment endpoints, shaped like the provider's sessions API:
 * `payments` decides by the test card (contract "Sandbox test cards"), `paymentDetails` by the
 * sandbox ACS's own record of the 3-D Secure challenge. Both are idempotent by `Idempotency-Key`.
 */
import {
  TECHNICAL_ERROR_MESSAGES,
  type BodyOf,
  type CardPaymentResult,
  type TransStatus,
} from '@paypage/contract';
import {
  billingAddressIssue,
  threeDSResultSchema,
  type BillingAddressErrorBody,
  type BillingAddressRecord,
  type FastCheckoutData,
} from '@paypage/contract/schemas';
import { Hono } from 'hono';
import type { Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { findRequest, recordAttempt, type StoredRequest } from '../db/payment-requests.ts';
import { isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { badRequest, notFoundError } from '../http/errors.ts';
import { type Answer, idempotencyKey, idempotent } from '../db/idempotency.ts';
import {
  alreadyProcessedAnswer,
  authorise,
  checkSession,
  rememberCard,
  payingSession,
  type Session,
  type SessionEnv,
} from './card-sessions.ts';
import { recordBillingAddress } from './billing-addresses.ts';
import { checkBinExtras } from './bin-extras.ts';
import { CardFieldError, newCardFields, openCard } from './card-fields.ts';
import { openStoredCard } from './stored-cards.ts';
import { fastCheckoutOf, isSandboxClickToPayPayload } from './card-flows.ts';
import { decideCard } from './test-cards.ts';
import { recordChallenge, recordFingerprint } from './three-ds-records.ts';
import { completeRedirect, recordRedirect } from './issuer.ts';
import { namedOpenOrder, payByGiftCard } from './orders.ts';
import { recordPaymentAttemptId } from './analytics.ts';

type PaymentsBody = BodyOf<'POST /sandbox/adyen/sessions/:id/payments'>;

const result = (body: CardPaymentResult, status: Answer['status'] = 200): Answer => ({
  status,
  body,
});

/** The request a session pays, or 404. */
async function requestOf(services: Services, session: Session): Promise<StoredRequest> {
  const request = await findRequest(services.db, session.token);
  if (!request) throw notFoundError();
  return request;
}

/**
 * A wallet payment: authorised at once, if the session offers the wallet; refused when the request's
 * wallets give an authorisation error.
 */
function payByWallet(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  type: 'googlepay' | 'applepay',
): Promise<Answer> {
  const google = type === 'googlepay';
  const enabled = google ? request.sandbox.showGooglePay : request.sandbox.showApplePay;
  if (enabled === false) {
    const wallet = google ? 'Google Pay' : 'Apple Pay';
    return Promise.resolve({
      status: 422,
      body: { message: `${wallet} is not enabled for this session.` },
    });
  }
  const method = google ? 'googlePay' : 'applePay';
  // The sandbox's wallet authorisation error: refused, the sheet shows the error.
  if (request.sandbox.walletOutcome === 'authorisation-error') {
    return recordAttempt(tx, request.token, method, 'Refused', {}).then(() =>
      result({ resultCode: 'Refused', sessionData: session.sessionData }),
    );
  }
  return authorise(services, tx, request, session, method, 'succeed');
}

type ClickToPayMethod = Extract<PaymentsBody['paymentMethod'], { type: 'clicktopay' }>;

/**
 * A Click to Pay card: authorised when the checkout payload is the sandbox service's
 * for the card and scheme named, if the session offers Click to Pay; 422 otherwise. The sandbox
 * accepts any of its service's cards (no test-card outcomes: the network vouches for the card).
 */
function payByClickToPay(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  method: ClickToPayMethod,
): Promise<Answer> {
  const refuse = (message: string) => Promise.resolve({ status: 422 as const, body: { message } });
  if (!request.sandbox.clickToPay) return refuse('Click to Pay is not enabled for this session.');
  if (
    !isSandboxClickToPayPayload(
      method.srcCheckoutPayload,
      method.srcDigitalCardId,
      method.srcScheme,
    )
  ) {
    return refuse('srcCheckoutPayload is not a sandbox Click to Pay checkout of this card.');
  }
  // A Click to Pay card is paid with as a card (the receipt's 'Card'); the attempt says which.
  const detail = {
    brand: method.srcScheme,
    clickToPay: { srcDigitalCardId: method.srcDigitalCardId },
  };
  return rememberCard(tx, session.id, { brand: method.srcScheme, lastFour: null }).then(() =>
    authorise(services, tx, request, session, 'card', 'succeed', detail),
  );
}

/** A 3-D Secure challenge for a card payment: recorded for the ACS, announced to the page. */
async function challenge(
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  detail: Record<string, unknown>,
): Promise<Answer> {
  const action = await recordChallenge(tx, session.id, detail);
  await recordAttempt(tx, request.token, 'card', 'ChallengeShopper', detail);
  return result({ resultCode: 'ChallengeShopper', sessionData: session.sessionData, action });
}

/**
 * A card payment: the test card's outcome. The card fields are the secured fields' JWE blobs
 * (./card-fields.ts); one that cannot be opened
 * answers 422 naming the field, recorded under the Idempotency-Key like any answer.
 */
async function payByCard(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  body: PaymentsBody,
  fastCheckout: FastCheckoutData | undefined,
): Promise<Answer> {
  const method = body.paymentMethod;
  if (method.type === 'giftcard') {
    return payByGiftCard(services, tx, request, session, method, body.order);
  }
  // A payment for the rest of an order names the session's open order.
  if (body.order) {
    const order = await namedOpenOrder(tx, session, body.order);
    if ('body' in order) return order;
  }
  if (method.type === 'clicktopay') return payByClickToPay(services, tx, request, session, method);
  if (method.type !== 'scheme') return payByWallet(services, tx, request, session, method.type);
  let card;
  // A stored card: the shopper's, paid with its security code only.
  const stored = method.storedPaymentMethodId;
  if (stored !== undefined) {
    const opened = await openStoredCard(
      tx,
      request.sandbox.shopperReference,
      stored,
      method.encryptedSecurityCode,
    );
    if ('status' in opened) return opened;
    card = opened.card;
  } else {
    try {
      card = await openCard(tx, newCardFields(method));
    } catch (error) {
      if (error instanceof CardFieldError) return error.answer();
      throw error;
    }
  }
  const decision = decideCard(card);
  // The receipt's card (brand and last four, never the number), for whichever step authorises it.
  await rememberCard(tx, session.id, { brand: decision.brand, lastFour: card.number.slice(-4) });
  const { sessionData } = session;
  const extra = await checkBinExtras(tx, card.number, body);
  if (typeof extra === 'string') {
    await recordAttempt(tx, request.token, 'card', 'Refused', { refusalReason: extra });
    return result({ resultCode: 'Refused', refusalReason: extra, sessionData });
  }
  // The fast-checkout consent is kept with the attempt, whatever its outcome.
  const detail = {
    brand: decision.brand,
    storePaymentMethod: body.storePaymentMethod ?? false,
    ...(stored !== undefined ? { storedPaymentMethodId: stored } : {}),
    ...(body.installments ? { installments: body.installments } : {}),
    ...(fastCheckout ? { fastCheckout } : {}),
    ...extra,
  };
  switch (decision.outcome) {
    case 'authorised':
    case 'settlement-fails': {
      const outcome = decision.outcome === 'authorised' ? 'succeed' : 'fail';
      return authorise(services, tx, request, session, 'card', outcome, detail);
    }
    case 'declined':
    case 'refused': {
      const refusalReason = decision.outcome === 'declined' ? decision.refusalReason : 'Refused';
      await recordAttempt(tx, request.token, 'card', 'Refused', { ...detail, refusalReason });
      return result({ resultCode: 'Refused', refusalReason, sessionData });
    }
    case 'error-14_0422':
    case 'error-14_0423': {
      const errorCode = decision.outcome === 'error-14_0422' ? '14_0422' : '14_0423';
      await recordAttempt(tx, request.token, 'card', 'Error', { ...detail, errorCode });
      const error = { errorCode, message: TECHNICAL_ERROR_MESSAGES[errorCode] };
      return result({ resultCode: 'Error', sessionData, error });
    }
    case 'cancelled':
      await recordAttempt(tx, request.token, 'card', 'Cancelled', detail);
      return result({ resultCode: 'Cancelled', sessionData });
    case 'challenge':
      return challenge(tx, request, session, detail);
    case 'fingerprint-frictionless':
    case 'fingerprint-challenge':
    case 'fingerprint-timeout': {
      const { outcome } = decision;
      const origin = body.origin ?? services.config.publicOrigin ?? '';
      const action = await recordFingerprint(tx, session, outcome, detail, origin);
      await recordAttempt(tx, request.token, 'card', 'IdentifyShopper', detail);
      return result({ resultCode: 'IdentifyShopper', sessionData, action });
    }
    case 'redirect-get':
    case 'redirect-post': {
      const method = decision.outcome === 'redirect-get' ? 'GET' : 'POST';
      const action = await recordRedirect(tx, request, session, method, detail);
      await recordAttempt(tx, request.token, 'card', 'RedirectShopper', detail);
      return result({ resultCode: 'RedirectShopper', sessionData, action });
    }
  }
}

/** What the page's `paymentDetails` sends: base64 of JSON `{ transStatus }`. */
function decodeThreeDSResult(value: string): TransStatus {
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    return threeDSResultSchema.parse(decoded).transStatus;
  } catch {
    throw badRequest(
      'details.threeDSResult must be base64 of JSON { "transStatus": "Y" | "N" | "U" }.',
    );
  }
}

/**
 * The outcome of the session's pending challenge. The ACS's record decides, not the page's
 * claim: a challenge never completed counts as U; a claimed Y the ACS did not pass is refused.
 */
async function completeChallenge(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  claimed: TransStatus,
): Promise<Answer> {
  const { rows } = await tx.query<{ trans_status: TransStatus | null }>(
    `update three_ds_challenges set consumed = true
     where acs_trans_id = (select acs_trans_id from three_ds_challenges
                           where session_id = $1 and not consumed
                           order by created_at desc limit 1)
       and not consumed
     returning trans_status`,
    [session.id],
  );
  const pending = rows[0];
  if (!pending) {
    return {
      status: 422,
      body: { message: 'No 3-D Secure challenge is pending for this session.' },
    };
  }
  const recorded = pending.trans_status ?? 'U';
  const { sessionData } = session;
  if (recorded === 'Y' && claimed === 'Y') {
    return authorise(services, tx, request, session, 'card', 'succeed');
  }
  if (recorded === 'U' && claimed !== 'Y') {
    await recordAttempt(tx, request.token, 'card', 'Cancelled', { threeDS: recorded });
    return result({ resultCode: 'Cancelled', sessionData });
  }
  await recordAttempt(tx, request.token, 'card', 'Refused', { threeDS: recorded, claimed });
  return result({ resultCode: 'Refused', refusalReason: '3D Not Authenticated', sessionData });
}

/** `POST /sandbox/adyen/sessions/{id}/payments` and `…/paymentDetails`. */
export function cardProcessorRoutes(services: Services) {
  const routes = new Hono<SessionEnv>();

  routes.post(
    '/adyen/sessions/:id/payments',
    payingSession(services),
    bodyOf('POST /sandbox/adyen/sessions/:id/payments'),
    async (c) => {
      const session = c.get('cardSession');
      const key = idempotencyKey(c);
      const body = c.req.valid('json');
      checkSession(session, body.sessionData);
      // 400 before anything is claimed: fastlaneData that is not the data of §3.
      const method = body.paymentMethod;
      const fastCheckout =
        method.type === 'scheme' ? fastCheckoutOf(method.fastlaneData) : undefined;
      // 422 before anything is claimed: a billing address that is not the contract's.
      const addressIssue =
        body.billingAddress === undefined ? null : billingAddressIssue(body.billingAddress);
      if (addressIssue) return c.json(addressIssue satisfies BillingAddressErrorBody, 422);
      const address = body.billingAddress as BillingAddressRecord | undefined;
      const request = await requestOf(services, session);
      const scope = `adyen-payments:${session.id}`;
      const answer = await idempotent(services.db, scope, key, body, async (tx) => {
        const current = await findRequest(tx, request.token);
        if (!current || !isPayable(current.status)) return alreadyProcessedAnswer();
        await recordPaymentAttemptId(tx, request.token, method);
        if (address) await recordBillingAddress(tx, request.token, session.id, address);
        return payByCard(services, tx, request, session, body, fastCheckout);
      });
      return c.json(answer.body as object, answer.status);
    },
  );

  routes.post(
    '/adyen/sessions/:id/paymentDetails',
    payingSession(services),
    bodyOf('POST /sandbox/adyen/sessions/:id/paymentDetails'),
    async (c) => {
      const session = c.get('cardSession');
      const key = idempotencyKey(c);
      const body = c.req.valid('json');
      checkSession(session, body.sessionData);
      const { details } = body;
      const redirectResult = 'redirectResult' in details ? details.redirectResult : undefined;
      const claimed = 'threeDSResult' in details ? decodeThreeDSResult(details.threeDSResult) : 'U';
      const request = await requestOf(services, session);
      const scope = `adyen-details:${session.id}`;
      const answer = await idempotent(services.db, scope, key, body, (tx) =>
        redirectResult !== undefined
          ? completeRedirect(services, tx, request, session, redirectResult)
          : completeChallenge(services, tx, request, session, claimed),
      );
      return c.json(answer.body as object, answer.status);
    },
  );

  return routes;
}
