import { describe, expect, it } from 'vitest';
import { transferProblem, type TransferReport } from './transfers.ts';

const now = new Date('2026-12-07T12:00:00Z');
const request = {
  status: 'UNPAID',
  amountInCents: 125_000,
  paymentMethod: ['Card', 'ACH', 'PayByWire'],
  createdAt: new Date('2026-12-01T09:00:00Z'),
};
const report: TransferReport = {
  method: 'wire',
  amountInCents: 125_000,
  receivedAt: new Date('2026-12-06T15:00:00Z'),
};

describe('transferProblem', () => {
  it.each([
    ['a wire for an unpaid request', {}, {}, null],
    ['an ACH transfer', {}, { method: 'ach' }, null],
    ['after a failed card payment', { status: 'PAYMENT_FAILED' }, {}, null],
    ['after the request expired', { status: 'EXPIRED' }, {}, null],
    ['received just now', {}, { receivedAt: now }, null],
    [
      'a method the request does not offer',
      { paymentMethod: ['Card', 'ACH'] },
      {},
      { status: 422, message: 'This payment request does not offer wire transfers.' },
    ],
    ['PayByACH offers ACH', { paymentMethod: ['PayByACH'] }, { method: 'ach' }, null],
    [
      'another amount',
      {},
      { amountInCents: 100_000 },
      { status: 400, message: 'amountInCents: 100000 received, but the request is for 125000.' },
    ],
    [
      'in the future',
      {},
      { receivedAt: new Date('2026-12-07T12:00:01Z') },
      { status: 400, message: 'receivedAt: A transfer cannot be received in the future.' },
    ],
    [
      'before the request existed',
      {},
      { receivedAt: new Date('2026-11-30T09:00:00Z') },
      {
        status: 400,
        message: 'receivedAt: Before the request was created (2026-12-01T09:00:00.000Z).',
      },
    ],
    ...(['PROCESSING', 'PAID', 'CANCELED'] as const).map(
      (status) =>
        [
          `a ${status} request`,
          { status },
          {},
          {
            status: 409,
            message: `A transfer cannot be recorded on a ${status} payment request (only UNPAID, PAYMENT_FAILED, EXPIRED).`,
          },
        ] as const,
    ),
  ] as const)('%s', (_name, requestChange, reportChange, problem) => {
    expect(
      transferProblem({ ...request, ...requestChange }, { ...report, ...reportChange }, now),
    ).toEqual(problem);
  });
});
