import { describe, expect, it } from 'vitest';
import { makePaymentRequest } from '../mocks/fixtures';
import {
  AMOUNT_LABEL,
  PRINT_RECEIPT_LABEL,
  REQUESTED_BY_LABEL,
  receiptBadge,
  STATUS_BADGES,
  VIEW_RECEIPT_LABEL,
} from './status-screens';

describe('status screen words', () => {
  it('has the spec’s badges, each with a tone', () => {
    expect(STATUS_BADGES).toEqual({
      processing: { label: 'Processing', tone: 'info' },
      complete: { label: 'Sent', tone: 'success' },
      canceled: { label: 'Canceled', tone: 'neutral' },
      expired: { label: 'Expired', tone: 'warning' },
    });
    expect(Object.isFrozen(STATUS_BADGES)).toBe(true);
  });

  it('names the buttons as the spec does, and the facts', () => {
    expect(VIEW_RECEIPT_LABEL).toBe('View receipt');
    expect(PRINT_RECEIPT_LABEL).toBe('Print receipt');
    expect([AMOUNT_LABEL, REQUESTED_BY_LABEL]).toEqual(['Amount', 'Requested by']);
  });

  it.each([
    ['PAID', 'Sent'],
    ['PROCESSING', 'Processing'],
    ['UNPAID', 'Processing'],
  ])('a receipt of a %s request is marked %s', (status, label) => {
    expect(receiptBadge(makePaymentRequest({ status })).label).toBe(label);
  });
});
