import { describe, expect, it } from 'vitest';
import { ClickToPayError, reasonOf } from './service';
import {
  createSandboxClickToPay,
  maskEmail,
  SANDBOX_CLICK_TO_PAY_CODE,
  SANDBOX_SLOW_CALL_MS,
  type SandboxClickToPayOptions,
} from './sandbox-service';

/** A sandbox whose waits resolve at once and are recorded. */
function sandbox(options: SandboxClickToPayOptions = {}) {
  const waits: number[] = [];
  const service = createSandboxClickToPay({
    latencyMs: 250,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { service, waits };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => reasonOf(error),
  );

describe('the sandbox Click to Pay service', () => {
  it('recognises the remembered shopper and gives their cards', async () => {
    const { service } = sandbox({ recognisedEmail: 'Sam@Example.com' });
    expect(await service.initialise()).toEqual({ recognised: true });
    const cards = await service.getCards();
    expect(cards.map((c) => c.panLastFour)).toEqual(['5454', '1881', '4242']);
  });

  it('recognises nobody without a remembered shopper, and gives no cards', async () => {
    const { service } = sandbox();
    expect(await service.initialise()).toEqual({ recognised: false });
    expect(await rejection(service.getCards())).toBe('AUTH_INVALID');
  });

  it.each([
    ['sam@example.com', true],
    ['one.card@example.com', true],
    ['expired@example.com', true],
    ['locked@example.com', true],
    ['new@example.com', false],
  ])('looks up %s: enrolled %s', async (email, enrolled) => {
    const { service } = sandbox();
    expect(await service.lookup(email)).toEqual({ enrolled });
  });

  it('rejects an e-mail it cannot read', async () => {
    expect(await rejection(sandbox().service.lookup('not-an-email'))).toBe('ID_FORMAT_UNSUPPORTED');
  });

  it('sends the code, refuses a wrong or expired one, accepts 654321 and pays', async () => {
    const { service } = sandbox();
    await service.lookup('sam@example.com');
    expect(await service.startValidation()).toEqual({ channel: 's••@example.com' });
    expect(await rejection(service.finishValidation('000000'))).toBe('CODE_INVALID');
    expect(await rejection(service.finishValidation('111111'))).toBe('CODE_EXPIRED');
    const cards = await service.finishValidation(SANDBOX_CLICK_TO_PAY_CODE);
    expect(cards).toHaveLength(3);
    const { payload } = await service.checkout('ctp-visa-4242');
    expect(JSON.parse(atob(payload))).toEqual({
      srcDigitalCardId: 'ctp-visa-4242',
      srcCorrelationId: 'sandbox-correlation-1',
      scheme: 'visa',
      sandbox: true,
    });
    expect(await rejection(service.checkout('someone-elses'))).toBe('INVALID_PARAMETER');
  });

  it('refuses the code step before a lookup', async () => {
    expect(await rejection(sandbox().service.startValidation())).toBe('CONSUMER_ID_MISSING');
  });

  it('fails the inaccessible account with ACCT_INACCESSIBLE', async () => {
    const { service } = sandbox();
    await service.lookup('locked@example.com');
    const error = await service.startValidation().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClickToPayError);
    expect(reasonOf(error)).toBe('ACCT_INACCESSIBLE');
  });

  it('has an expired card for expired@example.com', async () => {
    const { service } = sandbox();
    await service.lookup('expired@example.com');
    await service.startValidation();
    const cards = await service.finishValidation(SANDBOX_CLICK_TO_PAY_CODE);
    expect(cards.map((c) => `${c.panExpirationMonth}/${c.panExpirationYear}`)).toContain('09/2025');
  });

  it('takes 6 s for the slow shopper, its latency for the others', async () => {
    const { service, waits } = sandbox();
    await service.lookup('slow@example.com');
    await service.lookup('sam@example.com');
    expect(waits).toEqual([SANDBOX_SLOW_CALL_MS, 250]);
    expect(SANDBOX_SLOW_CALL_MS).toBeGreaterThan(5_000);
  });

  it('forgets the shopper on logout', async () => {
    const { service } = sandbox({ recognisedEmail: 'sam@example.com' });
    await service.logout();
    expect(await service.initialise()).toEqual({ recognised: false });
  });

  it('masks the e-mail where the code went', () => {
    expect(maskEmail('sam@example.com')).toBe('s••@example.com');
    expect(maskEmail('nope')).toBe('•••');
  });
});
