import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_CALLS, type ApiCall, type CallWithBody, type CallWithResponse } from './calls';
import {
  REQUEST_EXAMPLES,
  RESPONSE_EXAMPLES,
  cardPaymentResults,
  challengeAction,
  exampleStoredCardPayment,
  exampleStoredPaymentMethods,
} from './fixtures';
import {
  cardPaymentResultSchema,
  challengeTokenSchema,
  threeDS2ActionSchema,
  type CreatePaymentRequest,
  type PaymentRequest,
} from './schemas';

const calls = Object.keys(API_CALLS) as ApiCall[];
const withResponse = calls.filter((call) => 'response' in API_CALLS[call]) as CallWithResponse[];
const withBody = calls.filter((call) => 'body' in API_CALLS[call]) as CallWithBody[];

describe('the examples of the contract', () => {
  it('has an answer for every call that answers JSON, and a body for every call that takes one', () => {
    expect(Object.keys(RESPONSE_EXAMPLES).sort()).toEqual([...withResponse].sort());
    expect(Object.keys(REQUEST_EXAMPLES).sort()).toEqual([...withBody].sort());
  });

  it.each(withResponse)('the answer of %s parses, unchanged', (call) => {
    const example = RESPONSE_EXAMPLES[call];
    const wire = JSON.parse(JSON.stringify(example)) as unknown;
    expect(API_CALLS[call].response.parse(wire)).toEqual(example);
  });

  it.each(withBody)('the body of %s parses', (call) => {
    const wire = JSON.parse(JSON.stringify(REQUEST_EXAMPLES[call])) as unknown;
    expect(API_CALLS[call].body.safeParse(wire).success).toBe(true);
  });

  it.each(Object.entries(cardPaymentResults))('the %s payment answer parses', (_name, result) => {
    expect(cardPaymentResultSchema.safeParse(result).success).toBe(true);
  });

  it('a setup listing stored cards parses, and a stored card paid by its id and code', () => {
    const setup = {
      ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'],
      storedPaymentMethods: exampleStoredPaymentMethods,
    };
    const answer = API_CALLS['POST /sandbox/adyen/sessions/:id/setup'].response.parse(setup);
    expect(answer.storedPaymentMethods?.map((card) => card.lastFour)).toEqual([
      '1111',
      '1115',
      '0002',
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/4111111111111111|card"/);
    const body = API_CALLS['POST /sandbox/adyen/sessions/:id/payments'].body;
    expect(body.safeParse(exampleStoredCardPayment).success).toBe(true);
  });

  it('a card payment is a new card (number, month, year) or a stored one, never both nor neither', () => {
    const body = API_CALLS['POST /sandbox/adyen/sessions/:id/payments'].body;
    const newCard = REQUEST_EXAMPLES['POST /sandbox/adyen/sessions/:id/payments'];
    const both = {
      ...newCard,
      paymentMethod: { ...newCard.paymentMethod, storedPaymentMethodId: 'sc_demo_visa_1111' },
    };
    const { encryptedCardNumber: _, ...withoutNumber } = newCard.paymentMethod;
    expect(body.safeParse(both).success).toBe(false);
    expect(body.safeParse({ ...newCard, paymentMethod: withoutNumber }).success).toBe(false);
  });

  it('a challenge action carries a token that decodes to its CReq fields', () => {
    const action = threeDS2ActionSchema.parse(challengeAction('/acs'));
    const token = challengeTokenSchema.parse(JSON.parse(atob(action.token)));
    expect(token).toMatchObject({ acsURL: '/acs', messageType: 'CReq', messageVersion: '2.2.0' });
  });
});

describe('the table of calls', () => {
  it('names each call by method and a path under /api/v1, sandbox calls under /sandbox', () => {
    for (const call of calls) {
      expect(call).toMatch(/^(GET|POST) \/[a-z]/);
      const sandbox = 'sandbox' in API_CALLS[call];
      expect(call.split(' ')[1]!.startsWith('/sandbox/')).toBe(sandbox);
    }
  });

  it('marks every merchant API call (under /merchant, with a secret key), and only those', () => {
    for (const call of calls) {
      const merchant = 'merchant' in API_CALLS[call];
      expect(call.split(' ')[1]!.startsWith('/merchant/')).toBe(merchant);
    }
  });

  it('says what every call answers', () => {
    for (const call of calls) {
      const spec = API_CALLS[call];
      expect('response' in spec || 'answers' in spec).toBe(true);
    }
  });

  it('the scenario API creates requests from fields of the paymentRequest only', () => {
    type Extra = Exclude<keyof CreatePaymentRequest, keyof PaymentRequest | 'sandbox'>;
    expectTypeOf<Extra>().toEqualTypeOf<never>();
  });
});
