import { describe, expect, it } from 'vitest';
import {
  REQUEST_EXAMPLES,
  exampleSecuredFields,
  invoiceRequest,
  linkedBankResult,
  makeCardSession,
} from '../fixtures';
import {
  cardPaymentRequestSchema,
  cardSessionSchema,
  encryptedFieldErrorSchema,
  isFramesOrigin,
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

  it('reads the secured fields as a public key only, and a session without them', () => {
    const session = makeCardSession(invoiceRequest);
    const privateMembers = { d: 'x', p: 'x', q: 'x', dp: 'x', dq: 'x', qi: 'x' };
    const parsed = cardSessionSchema.parse({
      ...session,
      securedFields: {
        ...exampleSecuredFields,
        key: { ...exampleSecuredFields.key, ...privateMembers },
      },
    });
    expect(parsed.securedFields).toEqual(exampleSecuredFields);
    const { securedFields: _fields, ...without } = session;
    expect(cardSessionSchema.parse(without).securedFields).toBeUndefined();
  });

  it.each([
    ['https://frames.example.com', true],
    ['https://frames.example.com:8443', true],
    ['http://localhost:3443', true],
    ['http://127.0.0.1:3443', true],
    ['http://[::1]:3443', true],
    ['http://frames.example.com', false],
    ['https://frames.example.com/', false],
    ['https://frames.example.com/path', false],
    ['javascript:alert(1)', false],
    ['frames.example.com', false],
  ])('the frames origin %s is accepted: %s', (origin, accepted) => {
    expect(isFramesOrigin(origin)).toBe(accepted);
    const session = makeCardSession(invoiceRequest);
    const result = cardSessionSchema.safeParse({
      ...session,
      securedFields: { ...exampleSecuredFields, origin },
    });
    expect(result.success).toBe(accepted);
  });

  it('refuses a key that is not an RSA-OAEP-256 encryption key', () => {
    const session = makeCardSession(invoiceRequest);
    for (const change of [{ kty: 'EC' }, { alg: 'RSA-OAEP' }, { use: 'sig' }, { kid: '' }]) {
      const result = cardSessionSchema.safeParse({
        ...session,
        securedFields: { ...exampleSecuredFields, key: { ...exampleSecuredFields.key, ...change } },
      });
      expect(result.success).toBe(false);
    }
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
  const payment = REQUEST_EXAMPLES['POST /sandbox/adyen/sessions/:id/payments'];
  const withCardNumber = (encryptedCardNumber: string) =>
    cardPaymentRequestSchema.safeParse({
      ...payment,
      paymentMethod: { ...payment.paymentMethod, encryptedCardNumber },
    });
  const jwe = ['eyJhbGciOiJSU0EtT0FFUC0yNTYifQ', 'a'.repeat(342), 'aXY', 'Y2lwaGVy', 'dGFn'].join(
    '.',
  );

  it.each([
    ['a compact JWE', jwe, true],
    ['the provider’s unencrypted test_ format', 'test_4111 1111 1111 1111', false],
    ['plain digits', '4111111111111111', false],
    ['a JWE of four parts', jwe.split('.').slice(0, 4).join('.'), false],
    ['a JWE with a stray character', `${jwe}!`, false],
    ['a JWE over 4096 characters', `${jwe}${'a'.repeat(4096)}`, false],
    ['test_ with letters', 'test_4111abc', false],
  ])('a card field as %s is accepted: %s', (_name, value, accepted) => {
    expect(withCardNumber(value).success).toBe(accepted);
  });

  it('an encrypted field error names one of the encrypted fields', () => {
    const body = {
      message: 'encryptedSecurityCode could not be decrypted.',
      field: 'encryptedSecurityCode',
    };
    expect(encryptedFieldErrorSchema.parse(body)).toEqual(body);
    expect(encryptedFieldErrorSchema.safeParse({ ...body, field: 'holderName' }).success).toBe(
      false,
    );
  });

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
