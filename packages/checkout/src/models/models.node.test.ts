import { describe, expect, it } from 'vitest';
import {
  cardSessionSchema,
  describeIssues,
  deviceFingerprintSchema,
  isCalendarDate,
  isSandboxCardSession,
  linkedAccount,
  linkedBankResultSchema,
  paymentRequestSchema,
} from '.';
import {
  deviceFingerprint,
  invoiceRequest,
  linkedBankResult,
  makeCardSession,
} from '../mocks/fixtures';

const wire = (overrides: Record<string, unknown> = {}) =>
  JSON.parse(JSON.stringify({ ...invoiceRequest, ...overrides })) as Record<string, unknown>;

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
    const parsed = paymentRequestSchema.parse(minimal);
    expect(parsed).toMatchObject({
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
    const parsed = paymentRequestSchema.parse(wire({ internalNote: 'x' }));
    expect(parsed).not.toHaveProperty('internalNote');
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
    ['line item without total', { merchantInvoice: { id: 'inv', lineItems: [{}] } }, 'lineItems'],
  ])('refuses %s, naming the field', (_case, overrides, path) => {
    const result = paymentRequestSchema.safeParse(wire(overrides));
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toContain(path);
  });
});

describe('describeIssues', () => {
  it('names paths and expectations but never echoes values (a value may be a token)', () => {
    const secret = 'Zz9SecretTokenValue000';
    const result = paymentRequestSchema.safeParse(wire({ token: 42, amountInCents: secret }));
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = describeIssues(result.error);
    expect(text).toMatch(/token: .*expected string/);
    expect(text).toMatch(/amountInCents: expected (int|number)/);
    expect(text).not.toContain(secret);
  });

  it('summarises long lists of issues', () => {
    const result = paymentRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error, 2)).toMatch(/; and \d+ more$/);
  });
});

describe('cardSessionSchema', () => {
  it('reads a sandbox session and a provider session', () => {
    const sandbox = cardSessionSchema.parse(makeCardSession(invoiceRequest, 'sandbox'));
    const provider = cardSessionSchema.parse(makeCardSession(invoiceRequest, 'test'));
    expect(isSandboxCardSession(sandbox)).toBe(true);
    expect(isSandboxCardSession(provider)).toBe(false);
    expect(provider.clientConfig.environment).toBe('test');
  });

  it('defaults the challenge window to 02 and wallet flags to off', () => {
    const session = makeCardSession(invoiceRequest) as Record<string, unknown>;
    delete session.challengeWindowSize;
    const config = { ...(session.clientConfig as Record<string, unknown>) };
    delete config.showGooglePay;
    delete config.showApplePay;
    delete config.showCardOnFile;
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
    expect(result.success).toBe(false);
  });
});

describe('linked bank result', () => {
  it('uses the first account', () => {
    const result = linkedBankResultSchema.parse({
      ...linkedBankResult,
      metadata: {
        ...linkedBankResult.metadata,
        accounts: [
          ...linkedBankResult.metadata.accounts,
          { id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Savings' },
        ],
      },
    });
    expect(linkedAccount(result)?.id).toBe('acc_checking_0000');
    expect(linkedAccount({ ...result, metadata: { ...result.metadata, accounts: [] } })).toBeNull();
  });
});

describe('deviceFingerprintSchema', () => {
  it('requires a SHA-256 hex device id and an ISO capture time', () => {
    const record = deviceFingerprint;
    expect(deviceFingerprintSchema.safeParse(record).success).toBe(true);
    expect(deviceFingerprintSchema.safeParse({ ...record, deviceId: 'abc' }).success).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('describeIssues wording', () => {
  it('words refinements, enums and lengths', () => {
    const due = paymentRequestSchema.safeParse(wire({ dueDate: '2026-02-30', token: '' }));
    const session = makeCardSession(invoiceRequest);
    const env = cardSessionSchema.safeParse({
      ...session,
      clientConfig: { ...session.clientConfig, environment: 'staging' },
    });
    expect(due.success || describeIssues(due.error)).toBe(
      'token: expected a non-empty string; dueDate: Expected a date YYYY-MM-DD',
    );
    expect(env.success || describeIssues(env.error)).toMatch(
      /^clientConfig\.environment: expected one of "sandbox", "test", /,
    );
  });
});
