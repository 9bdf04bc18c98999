import { describe, expect, it, vi } from 'vitest';
import { analyticsEventSchema } from '@paypage/contract/schemas';
import { analyticsValidationCode, toAnalyticsEvent } from './analytics-events';
import { ANALYTICS_FLUSH_MS, createAnalytics, type QueuedNote } from './analytics-queue';
import { CHECKOUT_ATTEMPT_TTL_MS, checkoutAttempt } from './checkout-attempt';
import { createAnalyticsSender } from './analytics-sender';

describe('validation codes for analytics (docs/widget.md#errors)', () => {
  it.each([
    ['creditCard.holderName.invalid', '925'],
    ['boleto.socialSecurityNumber.invalid', '926'],
    ['address.country.required', '930'],
    ['address.street.required', '931'],
    ['address.houseNumberOrName.required', '932'],
    ['address.postalCode.required', '933'],
    ['address.city.required', '934'],
    ['address.stateOrProvince.required', '935'],
    ['address.postalCode.invalid', '936'],
    ['creditCard.taxNumber.invalid', '942'],
    ['cc.num.902', '902'],
    ['cc.dat.914', '914'],
    ['cc.cvc.920', '920'],
    ['kcp.pwd.941', '941'],
    ['err.gen.9100', '9100'],
    ['something.else', undefined],
  ])('%s → %s', (code, mapped) => {
    expect(analyticsValidationCode(code)).toBe(mapped);
  });
});

describe('a noted event as the §3 event', () => {
  it('has its id, timestamp, the mapped code and the encrypted field as target', () => {
    const note: QueuedNote = {
      at: 1_795_705_910_000,
      component: 'scheme',
      type: 'validationError',
      target: 'cardNumber',
      errorCode: 'cc.num.902',
      errorMessage: 'Check the card number',
    };
    const event = toAnalyticsEvent(note, 'id-1');
    expect(event).toEqual({
      id: 'id-1',
      timestamp: '1795705910000',
      component: 'scheme',
      type: 'validationError',
      target: 'encryptedCardNumber',
      validationErrorCode: '902',
      validationErrorMessage: 'Check the card number',
    });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    [
      { component: 'scheme', type: 'selected', target: 'dual_brand_button', brand: 'bcmc' },
      { component: 'scheme', type: 'selected', target: 'dual_brand_button', brand: 'bcmc' },
    ],
    [
      { component: 'scheme', type: 'focus', target: 'securityCode' },
      { component: 'scheme', type: 'focus', target: 'encryptedSecurityCode' },
    ],
    [
      { component: 'scheme', type: 'unfocus', target: 'holderName' },
      { component: 'scheme', type: 'unfocus', target: 'holderName' },
    ],
    [
      { component: 'googlepay', type: 'selected', isExpress: true, expressPage: 'cart' },
      { component: 'googlepay', type: 'selected', isExpress: true, expressPage: 'cart' },
    ],
    [
      { component: 'applepay', type: 'submit', isExpress: false },
      { component: 'applepay', type: 'submit', isExpress: false },
    ],
  ] as const)('%j as §3: %j', (note, expected) => {
    const event = toAnalyticsEvent({ ...note, at: 9 }, 'id-9');
    expect(event).toEqual({ id: 'id-9', timestamp: '9', ...expected });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('keeps only the §3 fields, whatever a note carries', () => {
    const note = { at: 1, component: 'scheme', type: 'submit', number: '4111111111111111' };
    expect(JSON.stringify(toAnalyticsEvent(note as QueuedNote, 'x'))).not.toContain('4111');
  });
});

describe('the queue', () => {
  const setup = (enabled = true) => {
    const sent: QueuedNote[][] = [];
    const timers: (() => void)[] = [];
    const loadSend = vi.fn(() =>
      Promise.resolve(async (notes: readonly QueuedNote[]) => {
        sent.push([...notes]);
      }),
    );
    const analytics = createAnalytics({
      enabled,
      loadSend,
      now: () => 5,
      setTimer: (run, ms) => {
        expect(ms).toBe(ANALYTICS_FLUSH_MS);
        timers.push(run);
      },
    });
    return { analytics, sent, timers, loadSend };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends a batch after 10 000 ms (the sender loaded once, with the first event)', async () => {
    const { analytics, sent, timers, loadSend } = setup();
    expect(loadSend).not.toHaveBeenCalled();
    analytics.add({ component: 'scheme', type: 'rendered' });
    analytics.add({ component: 'scheme', type: 'validationError', target: 'holderName' });
    expect(timers).toHaveLength(1);
    expect(loadSend).toHaveBeenCalledTimes(1);
    await settle();
    expect(sent).toEqual([]);
    timers[0]?.();
    await settle();
    expect(loadSend).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      [
        { component: 'scheme', type: 'rendered', at: 5 },
        { component: 'scheme', type: 'validationError', target: 'holderName', at: 5 },
      ],
    ]);
  });

  it('sends at once at a submit', async () => {
    const { analytics, sent } = setup();
    analytics.add({ component: 'scheme', type: 'rendered' });
    analytics.add({ component: 'googlepay', type: 'submit' });
    await settle();
    expect(sent.map((batch) => batch.map((note) => note.type))).toEqual([['rendered', 'submit']]);
  });

  it('is off with enabled: false: nothing noted, nothing loaded, no attempt id', async () => {
    const { analytics, timers, loadSend } = setup(false);
    analytics.add({ component: 'scheme', type: 'submit' });
    analytics.flush();
    await settle();
    expect(timers).toHaveLength(0);
    expect(loadSend).not.toHaveBeenCalled();
    expect(analytics.checkoutAttemptId()).toBeUndefined();
  });

  it('begins the checkout attempt with the first event: its id is known before any batch', async () => {
    const attempt = vi.fn(async () => 'ca_1');
    const send = Object.assign(
      vi.fn(async () => undefined),
      { attempt },
    );
    const analytics = createAnalytics({ loadSend: async () => send, setTimer: () => undefined });
    expect(analytics.checkoutAttemptId()).toBeUndefined();
    analytics.add({ component: 'scheme', type: 'rendered' });
    await settle();
    expect(analytics.checkoutAttemptId()).toBe('ca_1');
    expect(send).not.toHaveBeenCalled();
    analytics.add({ component: 'scheme', type: 'focus', target: 'holderName' });
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('has no attempt id when the attempt could not begin', async () => {
    const send = Object.assign(async () => undefined, {
      attempt: () => Promise.reject(new Error('down')),
    });
    const analytics = createAnalytics({ loadSend: async () => send, setTimer: () => undefined });
    analytics.add({ component: 'scheme', type: 'rendered' });
    await settle();
    expect(analytics.checkoutAttemptId()).toBeUndefined();
  });

  it('drops a batch it cannot send, and sends the next', async () => {
    let calls = 0;
    const analytics = createAnalytics({
      loadSend: () =>
        Promise.resolve(() =>
          ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(),
        ),
      setTimer: () => undefined,
    });
    analytics.add({ component: 'scheme', type: 'submit' });
    analytics.add({ component: 'scheme', type: 'submit' });
    await settle();
    expect(calls).toBe(2);
  });
});

describe('the checkout attempt id (kept 15 minutes)', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('is asked for once, kept for 15 minutes, then asked for again', async () => {
    let clock = 1_000;
    let n = 0;
    const begin = vi.fn(() => Promise.resolve(`ca_${++n}`));
    const attempt = checkoutAttempt({ begin, now: () => clock, storage: memory() });
    expect(await Promise.all([attempt(), attempt()])).toEqual(['ca_1', 'ca_1']);
    clock += CHECKOUT_ATTEMPT_TTL_MS - 1;
    expect(await attempt()).toBe('ca_1');
    clock += 1;
    expect(await attempt()).toBe('ca_2');
    expect(begin).toHaveBeenCalledTimes(2);
  });

  it('outlives the page in storage, per scope', async () => {
    const storage = memory();
    const first = checkoutAttempt({
      begin: async () => 'ca_a',
      now: () => 0,
      storage,
      scope: 'S1',
    });
    await first();
    const again = checkoutAttempt({
      begin: async () => 'ca_b',
      now: () => 60_000,
      storage,
      scope: 'S1',
    });
    expect(await again()).toBe('ca_a');
    const other = checkoutAttempt({
      begin: async () => 'ca_c',
      now: () => 0,
      storage,
      scope: 'S2',
    });
    expect(await other()).toBe('ca_c');
  });

  it('asks again after a failed call', async () => {
    const begin = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ca_ok');
    const attempt = checkoutAttempt({ begin, storage: null });
    await expect(attempt()).rejects.toThrow('down');
    expect(await attempt()).toBe('ca_ok');
  });
});

describe('the sender', () => {
  it('begins the attempt for the session, then posts the batch as §3 events', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as unknown });
      return new Response(JSON.stringify({ checkoutAttemptId: 'ca_1' }), { status: 200 });
    });
    const send = createAnalyticsSender({
      baseUrl: 'http://localhost:3000/api/v1/',
      clientKey: 'sandbox_paypage_local',
      sessionId: 'CS1',
      fetch,
      newId: () => 'e1',
      storage: null,
    });
    expect(await send.attempt?.()).toBe('ca_1');
    await send([{ at: 7, component: 'scheme', type: 'submit', brand: 'visa' }]);
    expect(calls).toEqual([
      {
        url: 'http://localhost:3000/api/v1/sandbox/adyen/v3/analytics?clientKey=sandbox_paypage_local',
        body: { channel: 'Web', platform: 'Web', component: 'scheme', sessionId: 'CS1' },
      },
      {
        url: 'http://localhost:3000/api/v1/sandbox/adyen/v3/analytics/ca_1?clientKey=sandbox_paypage_local',
        body: {
          channel: 'Web',
          platform: 'Web',
          events: [
            { id: 'e1', timestamp: '7', component: 'scheme', type: 'submit', brand: 'visa' },
          ],
        },
      },
    ]);
  });
});
