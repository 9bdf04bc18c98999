/**
 * The host posts to a secured-field frame only once its document has loaded: a message to the
 * iframe's first blank page (the host's own origin) named the frames' origin as its target, which
 * Chromium logs as an error and Firefox throws. A card form logs nothing of the kind.
 */
import { expect, test } from './support/test';
import { createPaymentRequest } from './support/sandbox';
import { fillSecuredCard } from './support/secured-fields';
import { openCardStep } from './support/card-payment';

test('a card form posts no message to a frame of another origin than the target’s', async ({
  page,
  request,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  const created = await createPaymentRequest(request, {
    merchant: { name: 'Bluebird Plumbing & Heating' },
    amountInCents: 64_000,
    paymentMethod: ['Card'],
    recipient: { email: 'sam@example.com', phoneNumber: null },
  });
  await openCardStep(page, created.url);
  await fillSecuredCard(page, { number: '4111111111111111' });
  expect(logged.filter((text) => /postMessage/.test(text))).toEqual([]);
});
