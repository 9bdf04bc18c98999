import { sealedScheme, type SealedCard } from './support/sealed-card.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  createRequest,
  eventually,
  HELD_SETTLEMENT,
  json,
  settleNow,
  startServer,
  type TestServer,
} from './support/harness.ts';

type Session = {
  id: string;
  sessionData: string;
  amount: { value: number; currency: string };
  returnUrl: string;
  challengeWindowSize: string;
  clientConfig: Record<string, unknown>;
};
type Result = {
  resultCode: string;
  sessionData: string;
  refusalReason?: string;
  sessionResult?: string;
  action?: { type: string; subtype: string; paymentData: string; token: string };
  error?: { errorCode: string; message: string };
};

const billingAddress = {
  street: 'Market St',
  houseNumberOrName: '500',
  postalCode: '94105',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  country: 'US',
};

describe.each(backends())('the sandbox card processor on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    // Settlement waits for the test (`settleNow`): no test races the sandbox's settlement timer.
    server = await startServer(await backend.open(), HELD_SETTLEMENT);
  });
  afterAll(() => server.close());

  /** The card as the frames send it: sealed to the API's key (test/support/sealed-card.ts). */
  const scheme = (
    number: string,
    card: Omit<SealedCard, 'number'> = {},
    extra: Record<string, string> = {},
  ) => sealedScheme(server.services.db, { number, ...card }, extra);

  const request = async (path: string) =>
    json<Record<string, unknown>>(await server.call(`/api/v1/collect/${path}`));

  async function openSession(body: Record<string, unknown> = {}) {
    const { token } = await createRequest(server, body);
    const { organizationId } = await request(token);
    const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    expect(response.status).toBe(200);
    return { token, session: await json<Session>(response) };
  }

  async function pay(
    session: Session,
    paymentMethod: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
      method: 'POST',
      headers,
      json: {
        sessionData: session.sessionData,
        paymentMethod,
        billingAddress,
        storePaymentMethod: false,
        browserInfo: { userAgent: 'test', language: 'en-US' },
        origin: 'http://localhost:3000',
      },
    });
  }

  describe('POST collect/{token}/adyen/session', () => {
    it('answers a sandbox session for the request', async () => {
      const { token, session } = await openSession({ amountInCents: 125_000 });
      expect(session).toEqual({
        id: expect.stringMatching(/^CS[0-9A-F]{24}$/),
        sessionData: expect.stringMatching(/^Ab02/),
        amount: { value: 125_000, currency: 'USD' },
        returnUrl: `/pay/${token}`,
        challengeWindowSize: '02',
        clientConfig: {
          environment: 'sandbox',
          key: 'sandbox_paypage_local',
          showGooglePay: true,
          showApplePay: true,
          googlePayMerchantId: 'sandbox-merchant',
          applePayMerchantId: 'merchant.dev.paypage.sandbox',
          showCardOnFile: true,
          // Off unless the request's scenario turns them on.
          clickToPay: null,
          fastCheckout: null,
        },
      });
    });

    it('sets the wallet and stored-card flags and the window size per request', async () => {
      const { session } = await openSession({
        sandbox: {
          showGooglePay: false,
          showApplePay: false,
          showCardOnFile: false,
          challengeWindowSize: '05',
        },
      });
      expect(session.challengeWindowSize).toBe('05');
      expect(session.clientConfig).toMatchObject({
        showGooglePay: false,
        showApplePay: false,
        googlePayMerchantId: null,
        applePayMerchantId: null,
        showCardOnFile: false,
      });
    });

    it('refuses bad input, other processors, paid requests and unknown tokens', async () => {
      const { token } = await createRequest(server);
      const path = `/api/v1/collect/${token}/adyen/session`;
      const missing = await server.call(path, { method: 'POST', json: {} });
      expect(missing.status).toBe(400);
      expect(await json(missing)).toEqual({
        message:
          "organizationId: required — the payment request's organizationId, in the answer that created it (or GET /api/v1/collect/{token}).",
      });
      const wrongOrg = await server.call(path, {
        method: 'POST',
        json: { organizationId: 'org_other' },
      });
      expect(wrongOrg.status).toBe(400);
      expect(await json(wrongOrg)).toEqual({
        message:
          "organizationId does not match this payment request: send the payment request's organizationId, in the answer that created it (or GET /api/v1/collect/{token}).",
      });

      for (const body of [{ processor: { type: 'STRIPE' } }, { paymentMethod: ['PayByBank'] }]) {
        const other = await createRequest(server, body);
        const { organizationId } = await request(other.token);
        const refused = await server.call(`/api/v1/collect/${other.token}/adyen/session`, {
          method: 'POST',
          json: { organizationId },
        });
        expect(refused.status).toBe(422);
        expect(await json(refused)).toEqual({
          message: 'Card payments are not available for this payment request.',
        });
      }

      const paid = await createRequest(server, { status: 'PAID' });
      const { organizationId } = await request(paid.token);
      const conflict = await server.call(`/api/v1/collect/${paid.token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
      });
      expect(conflict.status).toBe(409);
      expect(await json(conflict)).toEqual({
        message: 'This payment request has already been processed.',
      });

      const unknown = await server.call(`/api/v1/collect/${'U'.repeat(32)}/adyen/session`, {
        method: 'POST',
        json: { organizationId: 'org_x' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('payments by test card', () => {
    it.each([
      ['4111111111111111'],
      ['5555341244441115'],
      ['370000000000002'],
      ['6011111111111117'],
    ])('%s is Authorised: PROCESSING, then PAID when it settles', async (number) => {
      const { token, session } = await openSession({ sandbox: HELD_SETTLEMENT });
      const response = await pay(session, await scheme(number));
      expect(response.status).toBe(200);
      const result = await json<Result>(response);
      expect(result).toEqual({
        resultCode: 'Authorised',
        sessionData: session.sessionData,
        sessionResult: expect.any(String),
      });
      const processing = await request(token);
      expect(processing).toMatchObject({
        status: 'PROCESSING',
        methodPaidWith: null,
        datePaid: null,
      });
      expect(processing.statusUpdateDate).toEqual(expect.any(String));

      const status = await server.call(`/api/v1/collect/${token}/status`, {
        method: 'POST',
        json: { status: 'PROCESSING' },
      });
      expect(await json(status)).toEqual({ status: 'PROCESSING' });

      await settleNow(server, token);
      const paid = await request(token);
      expect(paid.status).toBe('PAID');
      expect(paid.methodPaidWith).toBe('card');
      expect(new Date(paid.datePaid as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it.each([
      ['4111111111111111', 'visa', '1111'],
      ['5555341244441115', 'mc', '1115'],
      ['370000000000002', 'amex', '0002'],
    ])(
      '%s: the receipt names the card (%s, last four %s) and the reference, never the number',
      async (number, brand, lastFour) => {
        const { token, session } = await openSession();
        await pay(session, await scheme(number));
        expect((await request(token)).paymentDetails).toBeNull();
        await settleNow(server, token);
        expect((await request(token)).status).toBe('PAID');
        expect((await request(token)).paymentDetails).toEqual({
          brand,
          lastFour,
          bankName: null,
          accountMask: null,
          reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{16}$/),
        });
        const { rows } = await server.services.db.query<{ stored: string }>(
          `select concat(r.payment_details::text, s.card_details::text) as stored
           from payment_requests r join card_sessions s on s.payment_request_token = r.token
           where r.token = $1`,
          [token],
        );
        expect(rows[0]!.stored).toContain(lastFour);
        expect(rows[0]!.stored).not.toContain(number.slice(0, 6));
      },
    );

    it('a payment that fails at settlement leaves no card on the receipt', async () => {
      const { token, session } = await openSession();
      await pay(session, await scheme('4000000000000226'));
      await settleNow(server, token);
      expect((await request(token)).status).toBe('PAYMENT_FAILED');
      expect((await request(token)).paymentDetails).toBeNull();
    });

    it.each([
      ['4000000000000002', { resultCode: 'Refused', refusalReason: 'Refused' }],
      [
        '4000000000014227',
        { resultCode: 'Error', error: { errorCode: '14_0422', message: expect.any(String) } },
      ],
      [
        '4000000000014235',
        { resultCode: 'Error', error: { errorCode: '14_0423', message: expect.any(String) } },
      ],
      ['4000000000000994', { resultCode: 'Cancelled' }],
      ['4242424242424242', { resultCode: 'Refused', refusalReason: 'Not a sandbox test card' }],
      ['4111111111111112', { resultCode: 'Refused', refusalReason: 'Invalid Card Number' }],
    ])('%s answers %j and leaves the request UNPAID', async (number, expected) => {
      const { token, session } = await openSession();
      const result = await json<Result>(await pay(session, await scheme(number)));
      expect(result).toEqual({ sessionData: session.sessionData, ...expected });
      expect((await request(token)).status).toBe('UNPAID');
    });

    it('refuses an expired card and a security code of the wrong length', async () => {
      const { session } = await openSession();
      const expired = await json<Result>(
        await pay(session, await scheme('4111111111111111', { year: '2020' })),
      );
      expect(expired).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' });
      const amexWithThree = await json<Result>(
        await pay(session, await scheme('370000000000002', { cvc: '737' })),
      );
      expect(amexWithThree).toMatchObject({ resultCode: 'Refused', refusalReason: 'CVC Declined' });
    });

    it('4000000000000226 is Authorised, then settlement fails into PAYMENT_FAILED', async () => {
      const { token, session } = await openSession();
      expect(
        (await json<Result>(await pay(session, await scheme('4000000000000226')))).resultCode,
      ).toBe('Authorised');
      expect((await request(token)).status).toBe('PROCESSING');
      await settleNow(server, token);
      const failed = await request(token);
      expect(failed.status).toBe('PAYMENT_FAILED');
      expect(failed.methodPaidWith).toBeNull();
      expect(failed.datePaid).toBeNull();
      expect(failed.statusUpdateDate).toEqual(expect.any(String));

      // A failed payment can be paid again.
      const { organizationId } = failed;
      const again = await json<Session>(
        await server.call(`/api/v1/collect/${token}/adyen/session`, {
          method: 'POST',
          json: { organizationId },
        }),
      );
      expect(
        (await json<Result>(await pay(again, await scheme('4111111111111111')))).resultCode,
      ).toBe('Authorised');
    });

    it('settles into PAYMENT_FAILED for a request with settlement "fail"', async () => {
      const { token, session } = await openSession({
        sandbox: { settlement: 'fail', settlementDelayMs: 50 },
      });
      await pay(session, await scheme('4111111111111111'));
      await eventually(async () => (await request(token)).status === 'PAYMENT_FAILED');
    });

    it('pays with the wallets when the session offers them', async () => {
      const google = await openSession();
      const result = await json<Result>(
        await pay(google.session, { type: 'googlepay', googlePayToken: 'sandbox' }),
      );
      expect(result.resultCode).toBe('Authorised');
      await settleNow(server, google.token);
      expect((await request(google.token)).methodPaidWith).toBe('googlePay');

      const apple = await openSession({ sandbox: { showApplePay: false } });
      const refused = await pay(apple.session, { type: 'applepay', applePayToken: 'sandbox' });
      expect(refused.status).toBe(422);
      expect(await json(refused)).toEqual({
        message: 'Apple Pay is not enabled for this session.',
      });
    });

    it('gives the sandbox wallet outcome to the session; authorisation-error refuses', async () => {
      const plain = await openSession();
      expect(plain.session.clientConfig).not.toHaveProperty('walletOutcome');
      const { token, session } = await openSession({
        sandbox: { walletOutcome: 'authorisation-error' },
      });
      expect(session.clientConfig).toMatchObject({ walletOutcome: 'authorisation-error' });
      const answer = await pay(session, { type: 'googlepay', googlePayToken: 'sandbox' });
      expect(answer.status).toBe(200);
      expect(await json<Result>(answer)).toMatchObject({ resultCode: 'Refused' });
      expect((await request(token)).status).toBe('UNPAID');
      const bad = await server.call('/api/v1/sandbox/payment-requests', {
        method: 'POST',
        json: { sandbox: { walletOutcome: 'maybe' } },
      });
      expect(bad.status).toBe(400);
    });

    it('answers 409 once the request is no longer payable', async () => {
      const { session } = await openSession();
      await pay(session, await scheme('4111111111111111'));
      const second = await pay(session, await scheme('4111111111111111'));
      expect(second.status).toBe(409);
      expect(await json(second)).toEqual({
        message: 'This payment request has already been processed.',
      });
    });

    it('validates the session, its data and the card fields', async () => {
      const { session } = await openSession();
      const unknown = await server.call(
        `/api/v1/sandbox/adyen/sessions/CS${'0'.repeat(24)}/payments`,
        {
          method: 'POST',
          json: { sessionData: 'x', paymentMethod: await scheme('4111111111111111') },
        },
      );
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toEqual({ message: 'Session not found.' });

      const wrongData = await pay(
        { ...session, sessionData: 'Ab02other' },
        await scheme('4111111111111111'),
      );
      expect(wrongData.status).toBe(400);
      expect(await json(wrongData)).toEqual({
        message: 'sessionData does not belong to this session.',
      });

      const plain = await pay(
        session,
        await scheme('4111111111111111', {}, { encryptedCardNumber: '4111111111111111' }),
      );
      expect(plain.status).toBe(400);
      expect(await json(plain)).toEqual({
        message:
          'paymentMethod.encryptedCardNumber: encryptedCardNumber must be a JWE from the secured fields',
      });
      // Month 13 sealed in its blob: only the processor sees it, and refuses the field (422).
      const month = await pay(session, await scheme('4111111111111111', { month: '13' }));
      expect(month.status).toBe(422);
      expect(await json(month)).toMatchObject({ field: 'encryptedExpiryMonth' });
      const type = await pay(session, { type: 'paypal' });
      expect(type.status).toBe(400);

      await server.services.db.query(
        "update card_sessions set expires_at = now() - interval '1 second' where id = $1",
        [session.id],
      );
      const expired = await pay(session, await scheme('4111111111111111'));
      expect(expired.status).toBe(410);
      expect(await json(expired)).toEqual({ message: 'This payment request session has expired.' });
    });
  });

  describe('integrity', () => {
    it('accepts exactly one of 50 concurrent pay attempts', async () => {
      const { token, session } = await openSession();
      const card = await scheme('4111111111111111');
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          pay(session, card, { 'Idempotency-Key': `attempt-${i}` }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const { rows } = await server.services.db.query<{ count: number }>(
        "select count(*)::int as count from payment_attempts where payment_request_token = $1 and outcome = 'Authorised'",
        [token],
      );
      expect(rows[0]?.count).toBe(1);
    });

    it('answers a retry with the same Idempotency-Key with the first answer', async () => {
      const { token, session } = await openSession();
      const headers = { 'Idempotency-Key': 'retry-1' };
      // A retry sends the same body (the same blobs): the page keeps its payment data.
      const card = await scheme('4111111111111111');
      const first = await pay(session, card, headers);
      const retries = await Promise.all([pay(session, card, headers), pay(session, card, headers)]);
      const firstBody = await json(first);
      for (const retry of retries) {
        expect(retry.status).toBe(first.status);
        expect(await json(retry)).toEqual(firstBody);
      }
      const { rows } = await server.services.db.query<{ count: number }>(
        'select count(*)::int as count from payment_attempts where payment_request_token = $1',
        [token],
      );
      expect(rows[0]?.count).toBe(1);

      const different = await pay(session, await scheme('5555341244441115'), headers);
      expect(different.status).toBe(422);
      expect(await json(different)).toEqual({
        message: 'This Idempotency-Key was already used with a different request.',
      });
      const badKey = await pay(session, await scheme('5555341244441115'), {
        'Idempotency-Key': 'ä',
      });
      expect(badKey.status).toBe(400);
    });

    it('stores a refusal under its key too', async () => {
      const { session } = await openSession();
      const headers = { 'Idempotency-Key': 'refused-1' };
      const card = await scheme('4000000000000002');
      const first = await json(await pay(session, card, headers));
      expect(await json(await pay(session, card, headers))).toEqual(first);
    });
  });

  describe('3-D Secure 2 challenge (4212 3456 7891 0006)', () => {
    async function challenge() {
      const { token, session } = await openSession({
        amountInCents: 4_200,
        merchant: { name: 'Tom & "Jerry" <Ltd>' },
        sandbox: HELD_SETTLEMENT,
      });
      const result = await json<Result>(await pay(session, await scheme('4212345678910006')));
      expect(result).toMatchObject({
        resultCode: 'ChallengeShopper',
        action: { type: 'threeDS2', subtype: 'challenge', paymentData: expect.any(String) },
      });
      const decoded = JSON.parse(Buffer.from(result.action!.token, 'base64').toString('utf8'));
      expect(decoded).toEqual({
        acsURL: '/api/v1/sandbox/3ds/challenge',
        acsTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        messageVersion: '2.2.0',
        threeDSServerTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        messageType: 'CReq',
      });
      expect((await request(token)).status).toBe('UNPAID');
      const creq = Buffer.from(
        JSON.stringify({
          acsTransID: decoded.acsTransID,
          threeDSServerTransID: decoded.threeDSServerTransID,
          messageVersion: '2.2.0',
          messageType: 'CReq',
          challengeWindowSize: '02',
        }),
      ).toString('base64url');
      const page = await server.call(decoded.acsURL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ creq }).toString(),
      });
      return { token, session, decoded, page };
    }

    const submit = (fields: Record<string, string>) =>
      server.call('/api/v1/sandbox/3ds/challenge/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });

    const details = (session: Session, transStatus: string, headers: Record<string, string> = {}) =>
      server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/paymentDetails`, {
        method: 'POST',
        headers,
        json: {
          sessionData: session.sessionData,
          details: {
            threeDSResult: Buffer.from(JSON.stringify({ transStatus })).toString('base64'),
          },
        },
      });

    it('serves the challenge page framable by any page (an issuer’s, in whichever page the widget is), with no inline script', async () => {
      const { page } = await challenge();
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain("'unsafe-inline' 'self'");
      // (The app's X-Frame-Options stays: browsers follow frame-ancestors when a page has both.)
      const html = await page.text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;Ltd&gt;');
      expect(html).toContain('$42.00');
      expect(html).toContain('<strong>1234</strong>');
      expect(html).toContain('name="code"');
      expect(html).toContain('<label for="code">Verification code</label>');
    });

    it('serves the external script that posts the result to the parent, whatever its origin', async () => {
      const script = await server.call('/api/v1/sandbox/3ds/challenge.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const source = await script.text();
      expect(source).toContain("type: 'paypage:3ds-challenge'");
      expect(source).toMatch(/\}\),\s*'\*'\s*\);/);
    });

    it('the code 1234 completes it: transStatus Y, then paymentDetails is Authorised', async () => {
      const { token, session, decoded } = await challenge();
      const result = await submit({
        acsTransID: decoded.acsTransID,
        code: '1234',
        action: 'submit',
      });
      expect(result.status).toBe(200);
      expect(result.headers.get('content-security-policy')).toContain('frame-ancestors *');
      const html = await result.text();
      expect(html).toContain('data-trans-status="Y"');
      expect(html).toContain(`data-three-ds-server-trans-id="${decoded.threeDSServerTransID}"`);
      expect(html).toContain('<script src="/api/v1/sandbox/3ds/challenge.js" defer></script>');

      const authorised = await json<Result>(await details(session, 'Y'));
      expect(authorised.resultCode).toBe('Authorised');
      expect((await request(token)).status).toBe('PROCESSING');
      await settleNow(server, token);
      expect((await request(token)).status).toBe('PAID');
      // The card of the challenge is the receipt's, though the payment was authorised later.
      expect((await request(token)).paymentDetails).toMatchObject({
        brand: 'visa',
        lastFour: '0006',
      });
    });

    it('a wrong code fails it: transStatus N, then Refused', async () => {
      const { token, session, decoded } = await challenge();
      const html = await (
        await submit({ acsTransID: decoded.acsTransID, code: '0000', action: 'submit' })
      ).text();
      expect(html).toContain('data-trans-status="N"');
      // A second submit cannot change the answer.
      const again = await (
        await submit({ acsTransID: decoded.acsTransID, code: '1234', action: 'submit' })
      ).text();
      expect(again).toContain('data-trans-status="N"');
      const refused = await json<Result>(await details(session, 'N'));
      expect(refused).toMatchObject({
        resultCode: 'Refused',
        refusalReason: '3D Not Authenticated',
      });
      expect((await request(token)).status).toBe('UNPAID');
    });

    it('Cancel cancels it: transStatus U, then Cancelled', async () => {
      const { session, decoded } = await challenge();
      const html = await (
        await submit({ acsTransID: decoded.acsTransID, code: '', action: 'cancel' })
      ).text();
      expect(html).toContain('data-trans-status="U"');
      expect((await json<Result>(await details(session, 'U'))).resultCode).toBe('Cancelled');
    });

    it('trusts the ACS, not the page: claiming Y without the code is refused', async () => {
      const { token, session } = await challenge();
      const claimed = await json<Result>(await details(session, 'Y'));
      expect(claimed).toMatchObject({
        resultCode: 'Refused',
        refusalReason: '3D Not Authenticated',
      });
      expect((await request(token)).status).toBe('UNPAID');
    });

    it('paymentDetails validates its body and needs a pending challenge', async () => {
      const { session } = await openSession();
      const none = await details(session, 'Y');
      expect(none.status).toBe(422);
      expect(await json(none)).toEqual({
        message: 'No 3-D Secure challenge is pending for this session.',
      });
      const bad = await details(session, 'maybe');
      expect(bad.status).toBe(400);
      const notBase64 = await server.call(
        `/api/v1/sandbox/adyen/sessions/${session.id}/paymentDetails`,
        {
          method: 'POST',
          json: { sessionData: session.sessionData, details: {} },
        },
      );
      expect(notBase64.status).toBe(400);
    });

    it('answers an invalid creq with a page that reports U', async () => {
      const page = await server.call('/api/v1/sandbox/3ds/challenge', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'creq=not-json',
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('data-trans-status="U"');
    });
  });
});
