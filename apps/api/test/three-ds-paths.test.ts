/**
 * The sandbox's other card paths on demand: the 3-D Secure fingerprint (frictionless,
 * then a challenge, never posting back) and the redirect (GET, POST), each by its test card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedScheme } from './support/sealed-card.ts';
import {
  backends,
  createRequest,
  eventually,
  json,
  startServer,
  type TestServer,
} from './support/harness.ts';

type Session = { id: string; sessionData: string };
type Action = {
  type: string;
  subtype?: string;
  paymentData?: string;
  token?: string;
  method?: string;
  url?: string;
  data?: Record<string, string>;
  name?: string;
};
type Result = { resultCode: string; refusalReason?: string; action?: Action };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const unb64 = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));

describe.each(backends())('the sandbox 3-D Secure fingerprint and redirect on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), { settlementDelayMs: 300 });
  });
  afterAll(() => server.close());

  const status = async (token: string) => {
    const body = await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`));
    if (!body.status) throw new Error(JSON.stringify(body));
    return body.status;
  };

  async function payWith(number: string) {
    const { token } = await createRequest(server, {
      amountInCents: 4_200,
      merchant: { name: 'Tom & "Jerry" <Ltd>' },
    });
    const { organizationId } = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const session = await json<Session>(
      await server.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
      }),
    );
    const paymentMethod = await sealedScheme(server.services.db, { number });
    const result = await json<Result>(
      await server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
        method: 'POST',
        json: {
          sessionData: session.sessionData,
          paymentMethod,
          origin: 'http://shop.localhost:3000',
        },
      }),
    );
    return { token, session, result };
  }

  const submitFingerprint = (
    paymentData: string,
    threeDSCompInd: string,
    clientKey = 'sandbox_paypage_local',
  ) =>
    server.call(`/api/v1/sandbox/adyen/v1/submitThreeDS2Fingerprint?token=${clientKey}`, {
      method: 'POST',
      json: {
        paymentData,
        fingerprintResult: b64(
          threeDSCompInd === 'N' ? { threeDSCompInd, errorCode: 'timeout' } : { threeDSCompInd },
        ),
      },
    });

  const details = (session: Session, detailsBody: Record<string, string>) =>
    server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/paymentDetails`, {
      method: 'POST',
      json: { sessionData: session.sessionData, details: detailsBody },
    });

  async function fingerprint(number: string) {
    const paid = await payWith(number);
    expect(paid.result).toMatchObject({
      resultCode: 'IdentifyShopper',
      action: { type: 'threeDS2', subtype: 'fingerprint', paymentData: expect.any(String) },
    });
    const token = unb64(paid.result.action!.token!);
    expect(token).toEqual({
      threeDSMethodUrl: '/api/v1/sandbox/3ds/method',
      threeDSMethodNotificationURL: '/api/v1/sandbox/3ds/method/notification',
      postMessageDomain: 'http://shop.localhost:3000',
      threeDSServerTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const methodData = Buffer.from(
      JSON.stringify({
        threeDSServerTransID: token.threeDSServerTransID,
        threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
      }),
    ).toString('base64url');
    const method = await server.call(
      token.threeDSMethodUrl,
      form({ threeDSMethodData: methodData }),
    );
    return { ...paid, fp: token, methodData, method };
  }

  describe('frictionless (4000 0000 0000 3014)', () => {
    it('serves the method page, its notification posts Y to the shop, then Authorised', async () => {
      const {
        token,
        session,
        result,
        methodData,
        method,
        fp: t,
      } = await fingerprint('4000000000003014');
      expect(method.status).toBe(200);
      expect(method.headers.get('content-security-policy')).toContain('frame-ancestors *');
      const page = await method.text();
      expect(page).toContain('data-posts-back="true"');
      expect(page).toContain('action="/api/v1/sandbox/3ds/method/notification"');
      expect(page).toContain('<script src="/api/v1/sandbox/3ds/method.js" defer></script>');
      expect(page).not.toMatch(/<script>/);

      const notified = await (
        await server.call(t.threeDSMethodNotificationURL, form({ threeDSMethodData: methodData }))
      ).text();
      expect(notified).toContain('data-comp-ind="Y"');
      expect(notified).toContain(`data-three-ds-server-trans-id="${t.threeDSServerTransID}"`);
      expect(notified).toContain('data-post-message-domain="http://shop.localhost:3000"');
      const script = await (await server.call('/api/v1/sandbox/3ds/method.js')).text();
      expect(script).toContain("type: 'paypage:3ds-fingerprint'");

      const completed = await json<{ type: string; details: { threeDSResult: string } }>(
        await submitFingerprint(result.action!.paymentData!, 'Y'),
      );
      expect(completed.type).toBe('completed');
      expect(unb64(completed.details.threeDSResult)).toEqual({ transStatus: 'Y' });
      expect(await status(token)).toBe('UNPAID');
      const authorised = await json<Result>(await details(session, completed.details));
      expect(authorised.resultCode).toBe('Authorised');
      await eventually(async () => (await status(token)) === 'PAID');
    });

    it('answers a fingerprint once, and only with the client key', async () => {
      const { result } = await fingerprint('4000000000003014');
      const paymentData = result.action!.paymentData!;
      expect((await submitFingerprint(paymentData, 'Y', 'someone_else')).status).toBe(401);
      expect((await submitFingerprint(paymentData, 'Y')).status).toBe(200);
      const again = await submitFingerprint(paymentData, 'Y');
      expect(again.status).toBe(422);
      expect(await json(again)).toEqual({
        message: 'No 3-D Secure fingerprint is pending for this paymentData.',
      });
      const bad = await server.call(
        '/api/v1/sandbox/adyen/v1/submitThreeDS2Fingerprint?token=sandbox_paypage_local',
        { method: 'POST', json: { paymentData, fingerprintResult: 'not-base64-json' } },
      );
      expect(bad.status).toBe(400);
    });
  });

  it('fingerprint then challenge (4000 0000 0000 3022): a challenge action, then the ACS decides', async () => {
    const { token, session, result } = await fingerprint('4000000000003022');
    const answer = await json<{ type: string; action: Action }>(
      await submitFingerprint(result.action!.paymentData!, 'Y'),
    );
    expect(answer).toMatchObject({
      type: 'action',
      action: { type: 'threeDS2', subtype: 'challenge' },
    });
    const challenge = unb64(answer.action.token!);
    expect(challenge.acsURL).toBe('/api/v1/sandbox/3ds/challenge');
    await server.call(
      '/api/v1/sandbox/3ds/challenge/submit',
      form({ acsTransID: challenge.acsTransID, code: '1234', action: 'submit' }),
    );
    const authorised = await json<Result>(
      await details(session, { threeDSResult: b64({ transStatus: 'Y' }) }),
    );
    expect(authorised.resultCode).toBe('Authorised');
    await eventually(async () => (await status(token)) !== 'UNPAID');
  });

  it('fingerprint that never posts back (4000 0000 0000 3030): no auto-submit; N timeout still completes', async () => {
    const { session, result, method, methodData, fp: t } = await fingerprint('4000000000003030');
    const page = await method.text();
    expect(page).toContain('data-posts-back="false"');
    expect(page).not.toContain('<form');
    const notified = await server.call(
      t.threeDSMethodNotificationURL,
      form({ threeDSMethodData: methodData }),
    );
    expect(notified.status).toBe(400);
    const completed = await json<{ type: string; details: { threeDSResult: string } }>(
      await submitFingerprint(result.action!.paymentData!, 'N'),
    );
    expect(completed.type).toBe('completed');
    expect((await json<Result>(await details(session, completed.details))).resultCode).toBe(
      'Authorised',
    );
  });

  async function redirected(number: string, method: 'GET' | 'POST') {
    const paid = await payWith(number);
    const action = paid.result.action!;
    expect(paid.result.resultCode).toBe('RedirectShopper');
    expect(action).toMatchObject({
      type: 'redirect',
      method,
      paymentMethodType: 'scheme',
      name: 'Sandbox Bank',
    });
    const issuer =
      method === 'GET'
        ? await server.call(action.url!)
        : await server.call(action.url!, form(action.data!));
    expect(issuer.status).toBe(200);
    const html = await issuer.text();
    expect(html).toContain(`data-method="${method}"`);
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;Ltd&gt;');
    expect(html).toContain('$42.00');
    const ref = /name="ref" value="([^"]+)"/.exec(html)![1]!;
    return { ...paid, ref };
  }

  const answerIssuer = async (ref: string, action: string) => {
    const response = await server.call('/api/v1/sandbox/issuer/submit', form({ ref, action }));
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!, 'http://localhost');
  };

  it('a GET redirect (4000 0000 0000 3048): the issuer approves, the return pays', async () => {
    const { token, session, ref } = await redirected('4000000000003048', 'GET');
    const back = await answerIssuer(ref, 'approve');
    expect(back.pathname).toBe(`/pay/${token}`);
    expect(back.searchParams.get('sessionId')).toBe(session.id);
    const redirectResult = back.searchParams.get('redirectResult')!;
    expect(redirectResult).toMatch(/^Rr/);
    // A second answer does not change the first.
    expect((await answerIssuer(ref, 'decline')).searchParams.get('redirectResult')).toBe(
      redirectResult,
    );
    const authorised = await json<Result>(await details(session, { redirectResult }));
    expect(authorised.resultCode).toBe('Authorised');
    await eventually(async () => (await status(token)) === 'PAID');
    // The result is spent, and the issuer no longer shows the payment.
    expect((await details(session, { redirectResult })).status).toBe(422);
    expect((await server.call(`/api/v1/sandbox/issuer?ref=${ref}`)).status).toBe(400);
  });

  it('a POST redirect (4000 0000 0000 3055): the issuer declines, the return is Refused', async () => {
    const { token, session, ref } = await redirected('4000000000003055', 'POST');
    const back = await answerIssuer(ref, 'decline');
    const redirectResult = back.searchParams.get('redirectResult')!;
    const refused = await json<Result>(await details(session, { redirectResult }));
    expect(refused).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect(await status(token)).toBe('UNPAID');
    expect((await details(session, { redirectResult: 'Rr-unknown' })).status).toBe(422);
  });
});
