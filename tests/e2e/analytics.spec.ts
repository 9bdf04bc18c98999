/**
 * The widget's analytics against the local API: the payer page's card widget sends §3
 * events to the sandbox analytics, listed by the scenario API for the request — Pay on an empty
 * form (validation errors with their §8 codes), then a payment with the test card (rendered,
 * submit). The recorded events carry none of the card's digits.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { createPaymentRequest, HELD_SETTLEMENT } from './support/sandbox';
import { fillCard, openCardStep } from './support/card-payment';

type Listed = {
  events: { checkoutAttemptId: string; event: Record<string, unknown> }[];
  payments: { checkoutAttemptId: string; method: string }[];
};

async function listedOf(request: APIRequestContext, token: string) {
  const answer = await request.get(`/api/v1/sandbox/payment-requests/${token}/analytics`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Listed;
}

const eventsOf = async (request: APIRequestContext, token: string) =>
  (await listedOf(request, token)).events;

const CARD = { number: '4111111111111111', securityCode: '737' };

test('@desktop the events of a card payment: selected, rendered, focus and unfocus, validation errors, submit — no card digits; the payment carries the attempt id', async ({
  page,
  request,
}) => {
  const created = await createPaymentRequest(
    request,
    {
      merchant: { name: 'Bluebird Plumbing & Heating' },
      amountInCents: 64_000,
      paymentMethod: ['Card'],
    },
    { sandbox: HELD_SETTLEMENT },
  );
  await openCardStep(page, created.url);
  const payButton = page.getByRole('button', { name: 'Pay $640.00' });
  await payButton.click(); // empty: the form's errors
  await fillCard(page, CARD);
  await payButton.click();
  await expect(page).toHaveURL(new RegExp(`/pay/${created.token}/processing$`), {
    timeout: 10_000,
  });

  await expect
    .poll(async () => (await eventsOf(request, created.token)).map(({ event }) => event.type), {
      timeout: 20_000,
    })
    .toContain('submit');
  const events = await eventsOf(request, created.token);
  const byType = (type: string) => events.filter(({ event }) => event.type === type);
  expect(new Set(events.map(({ checkoutAttemptId }) => checkoutAttemptId)).size).toBe(1);
  expect(byType('rendered')).toHaveLength(1);
  // The card chosen on the page's list; the fields focused and left, by name only.
  expect(byType('selected').map(({ event }) => event)).toEqual([
    expect.objectContaining({ component: 'scheme', target: 'payment_method_list' }),
  ]);
  const focused = (type: string) => new Set(byType(type).map(({ event }) => event.target));
  for (const target of ['holderName', 'encryptedCardNumber', 'encryptedExpiryDate', 'street']) {
    expect(focused('focus')).toContain(target);
    expect(focused('unfocus')).toContain(target);
  }
  // The payment's method carried the analytics' checkout attempt id (§3), recorded by the API.
  const [attemptId] = new Set(events.map(({ checkoutAttemptId }) => checkoutAttemptId));
  expect((await listedOf(request, created.token)).payments).toEqual([
    { checkoutAttemptId: attemptId, method: 'scheme', receivedAt: expect.any(String) },
  ]);
  expect(byType('submit').map(({ event }) => event)).toEqual([
    expect.objectContaining({ component: 'scheme', brand: 'visa' }),
  ]);
  const codes = byType('validationError').map(({ event }) => [
    event.target,
    event.validationErrorCode,
  ]);
  expect(codes).toEqual(
    expect.arrayContaining([
      ['holderName', '925'],
      ['encryptedCardNumber', '900'],
      ['street', '931'],
      ['city', '934'],
    ]),
  );

  // No card data: beyond each event's id, timestamp and message (a form's text: the ZIP code
  // hint names an example), no run of 4 digits at all (the codes have 3); nowhere the number, its
  // BIN, the expiry; the code nowhere but in an id or a timestamp.
  const recorded = JSON.stringify(
    events.map(
      ({ event: { id: _id, timestamp: _t, validationErrorMessage: _m, ...rest } }) => rest,
    ),
  );
  expect(recorded).not.toMatch(/[0-9]{4}/);
  const everything = JSON.stringify(events);
  for (const digits of [CARD.number, CARD.number.slice(0, 6), '03/30', '0330'])
    expect(everything).not.toContain(digits);
  expect(recorded).not.toContain(CARD.securityCode);
});
