import { describe, expect, it } from 'vitest';
import {
  type PastRefund,
  RefundNotSentError,
  refundErrorOutcome,
  refundableInCents,
  refundProblem,
  refundState,
  refundedInCents,
} from './refunds.ts';

const paid = { status: 'PAID', amountInCents: 12_500, methodPaidWith: 'card', provider: 'adyen' };
const done = (amountInCents: number): PastRefund => ({ amountInCents, status: 'succeeded' });
const failed = (amountInCents: number): PastRefund => ({ amountInCents, status: 'failed' });
const pending = (amountInCents: number): PastRefund => ({ amountInCents, status: 'pending' });

describe('refundProblem', () => {
  it.each([
    ['the whole payment', {}, [], 12_500, null],
    ['a part of it', {}, [], 1, null],
    ['the rest after a partial refund', {}, [done(2_500)], 10_000, null],
    ['a failed refund gave nothing back', {}, [failed(12_500)], 12_500, null],
    ['a bank payment', { methodPaidWith: 'payByBank', provider: 'plaid' }, [], 500, null],
    ['ACH through Stripe', { methodPaidWith: 'ach', provider: 'stripe' }, [], 500, null],
    [
      'a card payment no provider here took',
      { provider: null },
      [],
      500,
      {
        status: 422,
        message:
          'This payment went through no provider this server can ask for a refund: refund it where it was taken.',
      },
    ],
    ['Apple Pay', { methodPaidWith: 'applePay' }, [], 500, null],
    [
      'more than was paid',
      {},
      [],
      12_501,
      {
        status: 422,
        message:
          'amountInCents: 12501 is more than the 12500 left to refund (12500 paid, 0 refunded).',
      },
    ],
    [
      'more than is left',
      {},
      [done(10_000), failed(2_000)],
      2_501,
      {
        status: 422,
        message:
          'amountInCents: 2501 is more than the 2500 left to refund (12500 paid, 10000 refunded).',
      },
    ],
    [
      'refunded in full already',
      {},
      [done(12_000), done(500)],
      1,
      { status: 409, message: 'This payment request is already refunded in full.' },
    ],
    [
      'one pending',
      {},
      [pending(100)],
      100,
      {
        status: 409,
        message:
          'A refund of this payment request is still pending: wait until it succeeds or fails.',
      },
    ],
    [
      'zero cents',
      {},
      [],
      0,
      { status: 422, message: 'amountInCents: A refund is a whole number of cents, at least 1.' },
    ],
    [
      'a fraction of a cent',
      {},
      [],
      10.5,
      { status: 422, message: 'amountInCents: A refund is a whole number of cents, at least 1.' },
    ],
    ...(['ach', 'wire'] as const).map(
      (method) =>
        [
          `paid by ${method} outside the page`,
          { methodPaidWith: method, provider: null },
          [],
          100,
          {
            status: 422,
            message: `This request was paid by ${method === 'ach' ? 'an ACH' : 'a wire'} transfer received outside paypage: refund it from your bank account.`,
          },
        ] as const,
    ),
    ...(['UNPAID', 'PROCESSING', 'PAYMENT_FAILED', 'CANCELED', 'EXPIRED'] as const).map(
      (status) =>
        [
          `a ${status} request`,
          { status, methodPaidWith: null },
          [],
          100,
          {
            status: 409,
            message: `Only a PAID payment request can be refunded (this one is ${status}).`,
          },
        ] as const,
    ),
  ] as const)('%s', (_name, change, refunds, amount, problem) => {
    expect(refundProblem({ ...paid, ...change }, refunds, amount)).toEqual(problem);
  });
});

describe('what is refunded and refundable', () => {
  it.each([
    ['none yet', [], 0, 12_500, 'none'],
    ['a failed one', [failed(500)], 0, 12_500, 'none'],
    ['a partial one', [done(2_500)], 2_500, 10_000, 'partial'],
    ['a pending one blocks another', [done(2_500), pending(100)], 2_500, 0, 'partial'],
    ['in full, in two', [done(2_500), done(10_000)], 12_500, 0, 'full'],
  ] as const)('%s', (_name, refunds, refunded, refundable, state) => {
    expect(refundedInCents(refunds)).toBe(refunded);
    expect(refundableInCents(12_500, refunds)).toBe(refundable);
    expect(refundState(12_500, refunds)).toBe(state);
  });
});

describe('refundErrorOutcome: failed only on the provider’s word, never on a timeout', () => {
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
    name: 'TimeoutError',
  });
  const failed = (failureReason: string) => ({
    status: 'failed',
    providerReference: null,
    failureReason,
  });
  it.each([
    [
      'Stripe refuses (400 with its code)',
      Object.assign(new Error('x'), { statusCode: 400, code: 'charge_already_refunded' }),
      failed('The provider refused the refund (HTTP 400, charge_already_refunded).'),
    ],
    [
      'Adyen refuses (422 with its errorCode)',
      Object.assign(new Error('x'), { status: 422, errorCode: '167' }),
      failed('The provider refused the refund (HTTP 422, 167).'),
    ],
    [
      'Plaid refuses (axios: response.status and error_code)',
      Object.assign(new Error('x'), {
        response: { status: 400, data: { error_code: 'TRANSFER_NOT_FOUND' } },
      }),
      failed('The provider refused the refund (HTTP 400, TRANSFER_NOT_FOUND).'),
    ],
    [
      'nothing was sent',
      new RefundNotSentError('The payment has no pspReference.'),
      failed('The refund was not sent to the provider: The payment has no pspReference.'),
    ],
    ['the library’s own timeout', timeout, null],
    [
      'a connection closed without an answer',
      Object.assign(new Error('x'), { code: 'ECONNRESET' }),
      null,
    ],
    ['axios timeout (no response)', Object.assign(new Error('x'), { code: 'ECONNABORTED' }), null],
    [
      'a 500: the provider may have acted',
      Object.assign(new Error('x'), { statusCode: 500 }),
      null,
    ],
    ['a 503', Object.assign(new Error('x'), { response: { status: 503 } }), null],
    [
      'a 409: the same refund still in flight',
      Object.assign(new Error('x'), { statusCode: 409 }),
      null,
    ],
    [
      'Adyen 704: the same idempotency key still in progress',
      Object.assign(new Error('x'), { status: 422, errorCode: '704' }),
      null,
    ],
    ['not an error at all', 'boom', null],
    ['null', null, null],
  ] as const)('%s', (_name, error, outcome) => {
    expect(refundErrorOutcome(error)).toEqual(outcome);
  });
});
