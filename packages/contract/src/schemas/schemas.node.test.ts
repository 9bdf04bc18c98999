import { describe, expect, it } from 'vitest';
import { invoiceRequest, linkedBankResult, makeCardSession } from '../fixtures';
import {
  cardSessionSchema,
  createPaymentRequestSchema,
  deviceFingerprintSchema,
  linkedBankResultSchema,
  paymentRequestSchema,
} from '.';

const wire = (overrides: Record<string, unknown> = {}) =>
  JSON.parse(JSON.stringify({ ...invoiceRequest, ...overrides })) as Record<string, unknown>;

const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));

describe('paymentRequestSchema', () => {
  it('reads the contract’s JSON unchanged', () => {
    expect(paymentRequestSchema.parse(wire())).toEqual(invoiceRequest);
  });

  it('keeps a status it does not know (it shows the payment form)', () => {
    expect(paymentRequestSchema.parse(wire({ status: 'ON_HOLD' })).status).toBe('ON_HOLD');
  });

  it('keeps unknown method flags and methodPaidWith values as sent', () => {
    const parsed = paymentRequestSchema.parse(
      wire({ paymentMethod: ['Card', 'Crypto'], methodPaidWith: 'check' }),
    );
    expect(parsed.paymentMethod).toEqual(['Card', 'Crypto']);
    expect(parsed.methodPaidWith).toBe('check');
  });

  it('reads missing optional fields as null (and missing lists as empty)', () => {
    const minimal = wire();
    for (const key of [
      'statusUpdateDate',
      'description',
      'dueDate',
      'organizationId',
      'achDetails',
      'attachments',
      'merchantInvoice',
      'referralLink',
      'methodPaidWith',
      'datePaid',
      'recipient',
    ]) {
      delete minimal[key];
    }
    expect(paymentRequestSchema.parse(minimal)).toMatchObject({
      statusUpdateDate: null,
      description: null,
      dueDate: null,
      achDetails: null,
      attachments: [],
      merchantInvoice: null,
      methodPaidWith: null,
      recipient: { email: null, phoneNumber: null },
    });
  });

  it('drops fields it does not know', () => {
    expect(paymentRequestSchema.parse(wire({ internalNote: 'x' }))).not.toHaveProperty(
      'internalNote',
    );
  });

  it.each([
    ['amount in dollars', { amountInCents: 1250.5 }, 'amountInCents'],
    ['amount as text', { amountInCents: '125000' }, 'amountInCents'],
    ['due date with a time', { dueDate: '2026-11-25T00:00:00Z' }, 'dueDate'],
    ['impossible due date', { dueDate: '2026-02-30' }, 'dueDate'],
    ['bad timestamp', { datePaid: 'yesterday' }, 'datePaid'],
    ['no token', { token: '' }, 'token'],
    ['no merchant', { merchant: null }, 'merchant'],
    ['methods not a list', { paymentMethod: 'Card' }, 'paymentMethod'],
    [
      'line item without total',
      { merchantInvoice: { id: 'inv', lineItems: [{}] } },
      'merchantInvoice.lineItems.0.description',
    ],
  ])('refuses %s, naming the field', (_case, overrides, path) => {
    expect(failedPaths(paymentRequestSchema.safeParse(wire(overrides)))).toContain(path);
  });

  it.each(['2028-02-29', '2026-11-25'])('accepts the due date %s', (dueDate) => {
    expect(paymentRequestSchema.parse(wire({ dueDate })).dueDate).toBe(dueDate);
  });
});

describe('cardSessionSchema', () => {
  it('reads a sandbox session and a provider session', () => {
    expect(cardSessionSchema.parse(makeCardSession(invoiceRequest)).clientConfig.environment).toBe(
      'sandbox',
    );
    expect(
      cardSessionSchema.parse(makeCardSession(invoiceRequest, 'test')).clientConfig.environment,
    ).toBe('test');
  });

  it('defaults the challenge window to 02 and wallet flags to off', () => {
    const { challengeWindowSize: _size, ...session } = makeCardSession(invoiceRequest);
    const {
      showGooglePay: _g,
      showApplePay: _a,
      showCardOnFile: _c,
      ...config
    } = session.clientConfig;
    const parsed = cardSessionSchema.parse({ ...session, clientConfig: config });
    expect(parsed.challengeWindowSize).toBe('02');
    expect(parsed.clientConfig).toMatchObject({
      showGooglePay: false,
      showApplePay: false,
      showCardOnFile: false,
    });
  });

  it('refuses an unknown environment', () => {
    const session = makeCardSession(invoiceRequest);
    const result = cardSessionSchema.safeParse({
      ...session,
      clientConfig: { ...session.clientConfig, environment: 'staging' },
    });
    expect(failedPaths(result)).toEqual(['clientConfig.environment']);
  });
});

describe('the bodies a client sends', () => {
  it('a device fingerprint has a SHA-256 hex device id and an ISO capture time', () => {
    const record = {
      deviceId: 'a'.repeat(64),
      clientIp: '',
      platform: 'Linux',
      userAgent: 'Mozilla/5.0',
      timezone: 'UTC',
      locale: 'en-US',
      capturedAt: '2026-11-22T17:00:00.000Z',
    };
    expect(deviceFingerprintSchema.safeParse(record).success).toBe(true);
    expect(failedPaths(deviceFingerprintSchema.safeParse({ ...record, deviceId: 'abc' }))).toEqual([
      'deviceId',
    ]);
    expect(
      failedPaths(deviceFingerprintSchema.safeParse({ ...record, capturedAt: 'now' })),
    ).toEqual(['capturedAt']);
  });

  it('the scenario API takes no body (every default) and refuses unknown keys', () => {
    expect(createPaymentRequestSchema.parse(undefined)).toEqual({});
    expect(createPaymentRequestSchema.safeParse({ token: 'mine' }).success).toBe(false);
    expect(createPaymentRequestSchema.parse({ merchant: { name: '  Acme  ' } })).toEqual({
      merchant: { name: 'Acme' },
    });
  });
});

describe('linkedBankResultSchema', () => {
  it('reads the sandbox result and Plaid’s without an institution', () => {
    expect(linkedBankResultSchema.parse(linkedBankResult)).toEqual(linkedBankResult);
    const plaid = { ...linkedBankResult, metadata: { accounts: [{ id: 'acc' }] } };
    expect(linkedBankResultSchema.parse(plaid).metadata).toEqual({
      accounts: [{ id: 'acc', mask: null, subtype: null, name: null }],
      institution: null,
    });
  });
});
