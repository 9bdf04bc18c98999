import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env, '/repo', '/repo/apps/pay/dist');

describe('loadConfig', () => {
  it('takes PUBLIC_ORIGIN as an origin, and refuses a URL with a path', () => {
    expect(load({ PUBLIC_ORIGIN: 'https://pay.example.com' }).publicOrigin).toBe(
      'https://pay.example.com',
    );
    expect(load({ PUBLIC_ORIGIN: 'https://pay.example.com/' }).publicOrigin).toBe(
      'https://pay.example.com',
    );
    expect(load({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
    expect(() => load({ PUBLIC_ORIGIN: 'https://pay.example.com/x' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => load({ PUBLIC_ORIGIN: 'ftp://pay.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('has defaults for npm start', () => {
    expect(load({})).toEqual({
      mode: 'sandbox',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/repo/.data',
      dataReset: false,
      databaseUrl: undefined,
      staticDir: '/repo/apps/pay/dist',
      shutdownGraceMs: 10_000,
      logFormat: 'text',
      settlementDelayMs: 5000,
      slowMs: 3000,
      providerCallTimeoutMs: 60_000,
      trustProxy: 0,
      publicOrigin: 'http://localhost:3000',
      mail: {},
      rateLimits: {
        windowMs: 60_000,
        pay: { perIp: 600, perIpToken: 120, perToken: 600 },
        status: { perIp: 6000, perIpToken: 1200, perToken: 6000 },
        write: { perIp: 1200, perIpToken: 240, perToken: 1200 },
        file: { perIp: 600, perIpToken: 120, perToken: 600 },
        merchant: { perKey: 6000 },
        refused: { perIp: 60 },
      },
      retention: {
        intervalMs: 600_000,
        sessionsAfterExpiryMs: 3_600_000,
        fingerprintsMs: 30 * 24 * 3_600_000,
        idempotencyMs: 24 * 3_600_000,
        webhooksMs: 30 * 24 * 3_600_000,
      },
      webhooks: {
        backoffMs: 30_000,
        timeoutMs: 10_000,
        sweepMs: 1000,
        secretKey: undefined,
        allowCidrs: [],
        concurrency: 32,
        perEndpoint: 2,
      },
    });
  });

  it('reads SMTP_URL and MAIL_FROM together, and never echoes the URL', () => {
    const smtpUrl = 'smtps://user:hunter2@smtp.example.com:465';
    expect(load({}).mail).toEqual({});
    expect(load({ SMTP_URL: smtpUrl, MAIL_FROM: 'receipts@example.com' }).mail).toEqual({
      smtpUrl,
      from: 'receipts@example.com',
    });
    expect(() => load({ SMTP_URL: smtpUrl })).toThrow('MAIL_FROM must be set with SMTP_URL');
    expect(() => load({ SMTP_URL: 'https://user:hunter2@x', MAIL_FROM: 'a@b.c' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL\.$/,
    );
    expect(() => load({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM must be one/);
  });

  it('reads the webhook variables, and refuses a short WEBHOOK_SECRET_KEY', () => {
    const key = 'k'.repeat(32);
    expect(
      load({
        WEBHOOK_BACKOFF_MS: '50',
        WEBHOOK_TIMEOUT_MS: '2000',
        WEBHOOK_SWEEP_MS: '20',
        WEBHOOK_SECRET_KEY: key,
        WEBHOOK_ALLOW_CIDRS: '10.1.2.0/24, fd00:1::/32',
        WEBHOOK_CONCURRENCY: '8',
        WEBHOOK_ENDPOINT_CONCURRENCY: '1',
      }).webhooks,
    ).toMatchObject({
      backoffMs: 50,
      timeoutMs: 2000,
      sweepMs: 20,
      secretKey: key,
      allowCidrs: [
        { text: '10.1.2.0/24', bits: 24 },
        { text: 'fd00:1::/32', bits: 32 },
      ],
      concurrency: 8,
      perEndpoint: 1,
    });
    expect(() => load({ WEBHOOK_ALLOW_CIDRS: '10.0.0.0/33' })).toThrow(
      'WEBHOOK_ALLOW_CIDRS: "10.0.0.0/33" is not a CIDR',
    );
    expect(() => load({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(
      'WEBHOOK_SECRET_KEY must be at least 32 characters.',
    );
    expect(() => load({ WEBHOOK_BACKOFF_MS: '0' })).toThrow(/WEBHOOK_BACKOFF_MS/);
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s trusts %i proxies', (value, hops) => {
    expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is not a number of proxies', () => {
    expect(() => load({ TRUST_PROXY: 'yes' })).toThrow(
      'TRUST_PROXY must be a whole number from 0 to 10, not "yes".',
    );
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/pp',
      DATA_RESET: '1',
      DATABASE_URL: 'postgres://localhost/pp',
      PAYPAGE_MODE: 'production',
      SETTLEMENT_DELAY_MS: '1500',
      SLOW_MS: '100',
      PROVIDER_CALL_TIMEOUT_MS: '5000',
      TRUST_PROXY: '1',
      RATE_LIMIT_PAY_PER_IP_TOKEN: '3',
      RATE_LIMIT_WRITE_PER_TOKEN: '50',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '/tmp/pp',
      dataReset: true,
      databaseUrl: 'postgres://localhost/pp',
      mode: 'production',
      settlementDelayMs: 1500,
      slowMs: 100,
      providerCallTimeoutMs: 5000,
      trustProxy: 1,
      rateLimits: {
        pay: { perIp: 30, perIpToken: 3, perToken: 30 },
        status: { perIp: 600, perIpToken: 120, perToken: 600 },
        write: { perIp: 120, perIpToken: 30, perToken: 50 },
        file: { perIp: 60, perIpToken: 20, perToken: 60 },
      },
    });
    expect(load({ RATE_LIMIT: 'off' }).rateLimits).toBeNull();
  });

  it('divides the limits among RATE_LIMIT_INSTANCES instances (at least 1 each)', () => {
    const config = load({
      PAYPAGE_MODE: 'production',
      RATE_LIMIT_INSTANCES: '4',
      RATE_LIMIT_MERCHANT_PER_KEY: '100',
    });
    expect(config.rateLimits).toEqual({
      windowMs: 60_000,
      pay: { perIp: 7, perIpToken: 2, perToken: 7 },
      status: { perIp: 150, perIpToken: 30, perToken: 150 },
      write: { perIp: 30, perIpToken: 7, perToken: 30 },
      file: { perIp: 15, perIpToken: 5, perToken: 15 },
      merchant: { perKey: 25 },
      refused: { perIp: 5 },
    });
    expect(
      load({ RATE_LIMIT_INSTANCES: '1000', RATE_LIMIT_PAY_PER_IP_TOKEN: '3' }).rateLimits?.pay,
    ).toEqual({ perIp: 1, perIpToken: 1, perToken: 1 });
    expect(() => load({ RATE_LIMIT_INSTANCES: '0' })).toThrow(
      'RATE_LIMIT_INSTANCES must be a whole number from 1 to 1000, not "0".',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty".'],
    [
      { SETTLEMENT_DELAY_MS: '-1' },
      'SETTLEMENT_DELAY_MS must be a whole number from 0 to 600000, not "-1".',
    ],
    [{ PAYPAGE_MODE: 'live' }, 'PAYPAGE_MODE must be "sandbox" or "production", not "live".'],
  ])('refuses %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
