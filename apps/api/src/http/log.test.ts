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
    ['a webhook secret', `secret=${webhookSecret}`, 'secret=[redacted key]'],
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
    ['a 19-digit card', '6011000990139424123', '[redacted card]'],
  ])('removes %s', (_name, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['plain words', 'connection refused'],
    ['an amount and a short id', 'charged 12500 cents for req 42'],
    ['12 digits (not a card)', 'order 123456789012'],
    ['a date and a time', '2026-11-26 00:30:00'],
    ['a path', '/api/v1/health/ready'],
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
    console.error(`[api] failed for ${token} with ${stripeKey}`);
    undo();
    undo = undefined;
    expect(out.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: expect.any(String), level: 'info', msg: 'started on 3000' },
    ]);
    expect(JSON.parse(err[0]!)).toMatchObject({
      level: 'error',
      msg: '[api] failed for [redacted] with [redacted key]',
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
