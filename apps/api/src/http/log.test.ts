import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonLine,
  logFormatFrom,
  redact,
  redactPath,
  requestIdOf,
  requestLine,
  useJsonConsole,
} from './log.ts';

const token = 'XSRiG70LNiwOSN11a8yj0oAvphVnFNMw';
const apiKey = 'pp_sk_Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4';
const stripeKey = 'sk_test_51Hx0000aaaabbbbcccc';
const webhookSecret = 'whsec_abc123def456';

describe('redact', () => {
  it.each([
    [
      'a payment-request token',
      `Key (token)=(${token}) already exists`,
      'Key (token)=([redacted]) already exists',
    ],
    ['a paypage secret key', `bad key ${apiKey}`, 'bad key [redacted key]'],
    ['a Stripe secret key', `stripe: ${stripeKey} rejected`, 'stripe: [redacted key] rejected'],
    ['a short Stripe restricted key', 'rk_live_abc', '[redacted key]'],
    ['a webhook secret', `got ${webhookSecret}`, 'got [redacted key]'],
    ['a secret by its field', `secret=${webhookSecret}`, 'secret=[redacted]'],
    [
      'a token field in JSON',
      `{"paymentRequestToken":"${token}","n":1}`,
      '{"paymentRequestToken":"[redacted]","n":1}',
    ],
    ['a token field in a query', `?sessionResult=abc123&x=1`, '?sessionResult=[redacted]&x=1'],
    ['a session’s data', 'sessionData: Ab02b4c0!BQABAgA', 'sessionData: [redacted]'],
    ['a password', 'password=hunter2', 'password=[redacted]'],
    ['an API key header', 'x-api-key: AQE1hmfxKo3NaxZDw0m', 'x-api-key: [redacted]'],
    ['a variable set to a secret', `ADYEN_HMAC_KEY=44782DEF547AAA06`, 'ADYEN_HMAC_KEY=[redacted]'],
    [
      'a Plaid access token',
      'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6 expired',
      '[redacted key] expired',
    ],
    [
      'a token in a route path',
      `GET /api/v1/collect/${token}/status failed`,
      'GET /api/v1/collect/:token/status failed',
    ],
    [
      'a token-like segment of another path',
      `/api/v1/somewhere/${token}`,
      '/api/v1/somewhere/[redacted]',
    ],
    ['an Authorization header', 'Authorization: Bearer abc.def', 'Authorization: [redacted]'],
    [
      'an Authorization header in JSON',
      '{"authorization":"Basic dXNlcjpwYXNz"}',
      '{"authorization":"[redacted]"}',
    ],
    ['a lower-case header, no scheme', 'authorization=opaque123', 'authorization=[redacted]'],
    ['a bearer credential alone', 'sent Bearer abc123 to it', 'sent Bearer [redacted] to it'],
    ['a card number', 'card 4111111111111111 declined', 'card [redacted card] declined'],
    ['a card number with spaces', 'card 4111 1111 1111 1111.', 'card [redacted card].'],
    ['a card number with dashes', '5555-5555-5555-4444', '[redacted card]'],
    ['a 13-digit card', '4222222222222', '[redacted card]'],
    ['a 19-digit card', '6011000990139424124', '[redacted card]'],
  ])('removes %s', (_name, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['plain words', 'connection refused'],
    ['an amount and a short id', 'charged 12500 cents for req 42'],
    ['12 digits (not a card)', 'order 123456789012'],
    ['a date and a time', '2026-11-26 00:30:00'],
    ['a path', '/api/v1/health/ready'],
    [
      'a request id',
      '[api] POST /api/v1/sandbox/payment-requests (b8b1dee2-7e6c-445e-82a8-fe30f93ee93f): x',
    ],
    ['a request id of the caller', 'failed (req_01JDZ6Q4Y5M3T8V9W2X7KABCDE)'],
    ['a variable’s name', 'Adyen is configured (ADYEN_API_KEY) but ADYEN_HMAC_KEY is not set.'],
    ['long identifiers', 'paymentRequestTokenWasMissing in createPaymentRequestSchema'],
    ['a 13-digit timestamp (not a card number)', 'at 1765065600123 ms'],
    ['19 digits that fail the Luhn check', '6011000990139424123'],
  ])('keeps %s', (_name, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('redactPath', () => {
  it.each([
    [`/pay/${token}`, '/pay/:token'],
    [`/pay/${token}/receipt`, '/pay/:token/receipt'],
    [`/api/v1/collect/${token}/adyen/session`, '/api/v1/collect/:token/adyen/session'],
    [`/api/v1/collect/${token}?secret=${token}`, '/api/v1/collect/:token'],
    [
      `/api/v1/merchant/payment-requests/${token}/cancel`,
      '/api/v1/merchant/payment-requests/:token/cancel',
    ],
    ['/api/v1/files/att_abcdefghijklmnopqrstuv/Salary%20slip.pdf', '/api/v1/files/:file'],
    [`/api/v1/somewhere/${token}`, '/api/v1/somewhere/[redacted]'],
    ['/api/v1/health?x=1', '/api/v1/health'],
  ])('%s → %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
  });
});

describe('requestLine', () => {
  const entry = {
    method: 'GET',
    path: `/pay/${token}?q=${apiKey}`,
    status: 200,
    ms: 3,
    requestId: 'req-1',
  };
  const now = new Date('2026-11-26T00:30:00.000Z');

  it('text: the line as before', () => {
    expect(requestLine('text', entry, now)).toBe('[api] GET /pay/:token 200 3ms');
  });

  it('json: one object on one line, with the fields and nothing else', () => {
    const line = requestLine('json', entry, now);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-26T00:30:00.000Z',
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/pay/:token',
      status: 200,
      ms: 3,
      requestId: 'req-1',
    });
    expect(JSON.parse(requestLine('json', { ...entry, status: 503 }, now)).level).toBe('error');
  });
});

describe('logFormatFrom', () => {
  it.each([
    [{}, 'text'],
    [{ NODE_ENV: 'production' }, 'json'],
    [{ PAYPAGE_MODE: 'production' }, 'json'],
    [{ PAYPAGE_MODE: 'production', LOG_FORMAT: 'text' }, 'text'],
    [{ LOG_FORMAT: 'json' }, 'json'],
  ] as const)('%o → %s', (env, format) => {
    expect(logFormatFrom(env)).toBe(format);
  });

  it('refuses another value', () => {
    expect(() => logFormatFrom({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be "json" or "text", not "xml".',
    );
  });
});

describe('json console', () => {
  let undo: (() => void) | undefined;
  afterEach(() => undo?.());

  it('prints every console line as redacted JSON', () => {
    const out: string[] = [];
    const err: string[] = [];
    undo = useJsonConsole(
      (line) => out.push(line),
      (line) => err.push(line),
    );
    console.log('started on %d', 3000);
    console.error(`[api] failed for /pay/${token} with ${stripeKey}`);
    undo();
    undo = undefined;
    expect(out.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: expect.any(String), level: 'info', msg: 'started on 3000' },
    ]);
    expect(JSON.parse(err[0]!)).toMatchObject({
      level: 'error',
      msg: '[api] failed for /pay/:token with [redacted key]',
    });
    expect(JSON.parse(jsonLine('warn', 'x')).level).toBe('warn');
  });
});

describe('requestIdOf', () => {
  it('keeps a plain caller id and makes one otherwise', () => {
    expect(requestIdOf('abc-123')).toBe('abc-123');
    expect(requestIdOf('has space')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('x'.repeat(65))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
