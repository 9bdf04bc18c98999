import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@paypage/contract';
import { keepOrder } from './order-memory';
import { orderMemory } from './restore-order';

const order = {
  orderData: 'Ab02b4c0!order-data',
  pspReference: 'PSP-ORDER-1',
  remainingAmount: { value: 1550, currency: 'USD' },
  amount: { value: 2050, currency: 'USD' },
} as unknown as Order;

afterEach(() => sessionStorage.clear());

describe('keepOrder (an order kept over a reload)', () => {
  it('keeps the reference at once, as the part reads it back (no wait for the part)', () => {
    keepOrder('CS1', order);
    // Synchronously: a reload right after the gift card paid finds it.
    expect(orderMemory('CS1').kept()).toEqual({
      orderData: 'Ab02b4c0!order-data',
      pspReference: 'PSP-ORDER-1',
    });
    expect(orderMemory('CS2').kept()).toBeNull();
  });

  it('keeps the reference only, never the amounts', () => {
    keepOrder('CS1', order);
    expect(Object.keys(JSON.parse(sessionStorage.getItem('paypage-order:CS1') ?? '{}'))).toEqual([
      'orderData',
      'pspReference',
    ]);
  });

  it('null forgets it', () => {
    keepOrder('CS1', order);
    keepOrder('CS1', null);
    expect(orderMemory('CS1').kept()).toBeNull();
  });
});
