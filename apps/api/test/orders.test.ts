/**
 * Orders and partial payments in the sandbox (docs/widget.md#states): the test gift
 * cards' balance, an order, a gift card paying part of it and a card the rest, the order's cancel
 * and status; idempotent by Idempotency-Key, never spending a balance twice, one order paid at
 * once by several calls. On PGlite and PostgreSQL.
 */
import { SANDBOX_CLIENT_KEY, SANDBOX_GIFT_CARDS } from '@paypage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateCardKey } from '../src/sandbox/card-keys.ts';
import { sealedGiftCard, sealedScheme } from './support/sealed-card.ts';
import {
  backends,
  eventually,
  json,
  openCardSession,
  startServer,
  type TestServer,
} from './support/harness.ts';

type Session = { id: string; sessionData: string };
type Amount = { value: number; currency: string };
type Order = {
  orderData: string;
  pspReference: string;
  amount: Amount;
  remainingAmount: Amount;
  expiresAt: string;
};
type Result = { resultCode: string; refusalReason?: string; order?: Order; message?: string };

const [FIFTY, WHOLE, , EMPTY] = SANDBOX_GIFT_CARDS;
const AMOUNT = 64_000;
const ref = (order: Order) => ({ orderData: order.orderData, pspReference: order.pspReference });

describe.each(backends())('orders and partial payments on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), { settlementDelayMs: 200 });
  });
  afterAll(() => server.close());

  // A gift card as its frames send it: sealed once per number and PIN (a retry sends the same).
  const sealed = new Map<string, Promise<Record<string, string>>>();
  const giftCard = (card: { number: string; pin: string }, pin = card.pin) => {
    const key = `${card.number}:${pin}`;
    if (!sealed.has(key))
      sealed.set(key, sealedGiftCard(server.services.db, { number: card.number, pin }));
    return sealed.get(key)!;
  };

  async function open() {
    const { token, session } = await openCardSession(server, { amountInCents: AMOUNT });
    return { token, session: session as Session };
  }

  const post = async <T = Result>(
    path: string,
    body: Record<string, unknown>,
    key?: string,
  ): Promise<{ status: number; body: T }> => {
    const response = await server.call(`/api/v1/sandbox/adyen/${path}`, {
      method: 'POST',
      json: body,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
    return { status: response.status, body: await json<T>(response) };
  };
  const balance = (session: Session, method: Record<string, unknown>) =>
    post<{ resultCode: string; balance?: Amount }>(`sessions/${session.id}/paymentMethodBalance`, {
      sessionData: session.sessionData,
      paymentMethod: method,
    });
  const createOrder = async (session: Session) => {
    const created = await post<Order & { resultCode: string }>(`sessions/${session.id}/orders`, {
      sessionData: session.sessionData,
    });
    expect(created.status).toBe(200);
    return created.body;
  };
  const pay = (session: Session, paymentMethod: unknown, order?: Order, key?: string) =>
    post(
      `sessions/${session.id}/payments`,
      { sessionData: session.sessionData, paymentMethod, ...(order ? { order: ref(order) } : {}) },
      key,
    );
  const orderStatus = (order: Order) =>
    post<{ status: string; remainingAmount: Amount; paymentMethods: unknown[] }>(
      `v1/order/status?clientKey=${SANDBOX_CLIENT_KEY}`,
      { orderData: order.orderData },
    );
  const requestStatus = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  it('answers each test gift card’s balance; an unknown card or a wrong PIN is Refused', async () => {
    const { session } = await open();
    expect((await balance(session, await giftCard(FIFTY))).body).toMatchObject({
      resultCode: 'Success',
      balance: { value: 5_000, currency: 'USD' },
    });
    expect((await balance(session, await giftCard(EMPTY))).body).toMatchObject({
      resultCode: 'NotEnoughBalance',
      balance: { value: 0 },
    });
    for (const method of [
      await giftCard(FIFTY, '9999'),
      await giftCard({ number: '6036280000009999', pin: FIFTY.pin }),
    ]) {
      const answer = await balance(session, method);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        resultCode: 'Refused',
        refusalReason: 'Refused',
        sessionData: session.sessionData,
      });
    }
  });

  it('a gift card pays part of the order, a card the rest: only then is the request paid', async () => {
    const { token, session } = await open();
    const order = await createOrder(session);
    expect(order).toMatchObject({
      resultCode: 'Success',
      amount: { value: AMOUNT, currency: 'USD' },
      remainingAmount: { value: AMOUNT, currency: 'USD' },
    });
    // Asking again answers the open order.
    expect((await createOrder(session)).pspReference).toBe(order.pspReference);

    const part = await pay(session, await giftCard(FIFTY), order, 'gift-1');
    expect(part.body).toMatchObject({
      resultCode: 'Authorised',
      order: { pspReference: order.pspReference, remainingAmount: { value: AMOUNT - 5_000 } },
    });
    expect(await requestStatus(token)).toBe('UNPAID');
    expect((await balance(session, await giftCard(FIFTY))).body).toMatchObject({
      resultCode: 'NotEnoughBalance',
      balance: { value: 0 },
    });

    const card = await sealedScheme(server.services.db, { number: '4111111111111111' });
    const rest = await pay(session, card, order, 'card-1');
    expect(rest.body).toMatchObject({ resultCode: 'Authorised' });
    expect(rest.body.order).toBeUndefined();
    await eventually(async () => (await requestStatus(token)) === 'PAID');

    expect((await orderStatus(order)).body).toEqual({
      status: 'completed',
      amount: { value: AMOUNT, currency: 'USD' },
      remainingAmount: { value: 0, currency: 'USD' },
      expiresAt: order.expiresAt,
      paymentMethods: [
        { type: 'giftcard', lastFour: '0001', amount: { value: 5_000, currency: 'USD' } },
        { type: 'card', amount: { value: AMOUNT - 5_000, currency: 'USD' } },
      ],
    });
    // The request is paid: no more payments, with the order or without.
    expect((await pay(session, await giftCard(WHOLE), order, 'gift-2')).status).toBe(409);
  });

  it('a gift card with enough balance pays the whole request (its own order)', async () => {
    const { token, session } = await open();
    const paid = await pay(session, await giftCard(WHOLE), undefined, 'whole-1');
    expect(paid.body).toMatchObject({ resultCode: 'Authorised' });
    await eventually(async () => (await requestStatus(token)) === 'PAID');
  });

  it('is idempotent: a retry with the same key answers the same, the balance spent once', async () => {
    const { session } = await open();
    const order = await createOrder(session);
    const first = await pay(session, await giftCard(FIFTY), order, 'same-key');
    const again = await pay(session, await giftCard(FIFTY), order, 'same-key');
    expect(again).toEqual(first);
    expect((await orderStatus(order)).body).toMatchObject({
      remainingAmount: { value: AMOUNT - 5_000 },
      paymentMethods: [{ type: 'giftcard', amount: { value: 5_000 } }],
    });
  });

  it('never spends a balance twice: a second payment with the spent card is Refused', async () => {
    const { session } = await open();
    const order = await createOrder(session);
    await pay(session, await giftCard(FIFTY), order, 'spend-1');
    const second = await pay(session, await giftCard(FIFTY), order, 'spend-2');
    expect(second.body).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Not enough balance',
    });
    expect((await orderStatus(order)).body.remainingAmount.value).toBe(AMOUNT - 5_000);
  });

  it('pays one order once when several calls pay it at the same time', async () => {
    const { session } = await open();
    const order = await createOrder(session);
    const answers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        pay(session, await giftCard(FIFTY), order, `race-${i}`),
      ),
    );
    const codes = answers.map((answer) => answer.body.resultCode).sort();
    expect(codes).toEqual(['Authorised', 'Refused', 'Refused', 'Refused', 'Refused']);
    const status = (await orderStatus(order)).body;
    expect(status.remainingAmount.value).toBe(AMOUNT - 5_000);
    expect(status.paymentMethods).toHaveLength(1);
  });

  it('cancels the order: its gift card payments go back, the order takes no payment', async () => {
    const { token, session } = await open();
    const order = await createOrder(session);
    await pay(session, await giftCard(FIFTY), order, 'before-cancel');
    const cancel = (key: string) =>
      post(
        `sessions/${session.id}/orders/cancel`,
        { sessionData: session.sessionData, order: ref(order) },
        key,
      );
    const cancelled = await cancel('cancel-1');
    expect(cancelled).toEqual({
      status: 200,
      body: { resultCode: 'Received', sessionData: session.sessionData },
    });
    expect(await cancel('cancel-1')).toEqual(cancelled);
    expect((await cancel('cancel-2')).status).toBe(422);
    expect((await orderStatus(order)).body.status).toBe('cancelled');
    expect((await balance(session, await giftCard(FIFTY))).body.balance).toEqual({
      value: 5_000,
      currency: 'USD',
    });
    const card = await sealedScheme(server.services.db, { number: '4111111111111111' });
    expect((await pay(session, card, order, 'after-cancel')).status).toBe(422);
    expect(await requestStatus(token)).toBe('UNPAID');
  });

  it('answers the order status only with the client key', async () => {
    const { session } = await open();
    const order = await createOrder(session);
    const response = await server.call('/api/v1/sandbox/adyen/v1/order/status?clientKey=other', {
      method: 'POST',
      json: { orderData: order.orderData },
    });
    expect(response.status).toBe(401);
    expect((await orderStatus({ ...order, orderData: 'Ab02unknown' })).status).toBe(404);
  });

  it('takes a gift card only encrypted: plain digits 400, a blob it cannot open 422; keeps the last four', async () => {
    const { token, session } = await open();
    const plain = await balance(session, {
      type: 'giftcard',
      brand: 'givex',
      number: FIFTY.number,
      cvc: FIFTY.pin,
    });
    expect(plain.status).toBe(400);
    expect(JSON.stringify(plain.body)).not.toContain(FIFTY.number);
    const digitsInBlobFields = await balance(session, {
      type: 'giftcard',
      brand: 'givex',
      encryptedCardNumber: FIFTY.number,
      encryptedSecurityCode: FIFTY.pin,
    });
    expect(digitsInBlobFields).toMatchObject({
      status: 400,
      body: {
        message:
          'paymentMethod.encryptedCardNumber: encryptedCardNumber must be a JWE from the secured fields',
      },
    });
    // A blob of another key, and a PIN too short: refused naming the field, never echoing it.
    const sealed = await giftCard(FIFTY);
    const [header = '', ...rest] = sealed.encryptedCardNumber!.split('.');
    const otherKid = Buffer.from(
      JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'kid-nobody-knows' }),
    ).toString('base64url');
    expect(header).not.toBe(otherKid);
    const unknownKey = await balance(session, {
      ...sealed,
      encryptedCardNumber: [otherKid, ...rest].join('.'),
    });
    expect(unknownKey).toMatchObject({ status: 422, body: { field: 'encryptedCardNumber' } });
    const shortPin = await balance(session, await giftCard(FIFTY, '123'));
    expect(shortPin).toEqual({
      status: 422,
      body: {
        message: 'encryptedSecurityCode does not hold a gift card PIN.',
        field: 'encryptedSecurityCode',
      },
    });
    expect((await pay(session, await giftCard(FIFTY, '123'), undefined, 'short-pin')).status).toBe(
      422,
    );

    // Sealed before a key rotation: still opened (the card's key handling), and it pays.
    const beforeRotation = await sealedGiftCard(server.services.db, FIFTY);
    await rotateCardKey(server.services.db);
    const paid = await pay(session, beforeRotation, undefined, 'rotated');
    expect(paid.body).toMatchObject({ resultCode: 'Authorised', order: { remainingAmount: {} } });

    // What the API keeps and prints: the last four digits at most, never the number or PIN.
    const { rows } = await server.services.db.query<{ detail: unknown }>(
      'select detail from payment_attempts where payment_request_token = $1',
      [token],
    );
    const kept = JSON.stringify(rows) + server.logs.join('\n');
    expect(kept).toContain('0001');
    expect(kept).not.toContain(FIFTY.number);
    expect(kept).not.toContain(FIFTY.number.slice(0, 12));
    expect(JSON.stringify(rows)).not.toMatch(/"(pin|cvc|number)"/);
  });
});
