/**
 * An order kept over a reload: the tab's memory of it per session, and what
 * `v1/order/status` makes of it — open (restored), expired (told), completed, cancelled or
 * unknown (forgotten), no answer (kept for a later load).
 */
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES, exampleOrder } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_EXPIRED, orderMemory, restoreOrder } from './restore-order';

const context = 'http://localhost:3000/api/v1';
const clientKey = 'sandbox_paypage_local';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const status = RESPONSE_EXAMPLES['POST /sandbox/adyen/v1/order/status'];

describe('the order memory', () => {
  it('keeps only the reference, per session, and forgets it', () => {
    const store = memoryStore();
    const memory = orderMemory('CS1', store);
    expect(memory.kept()).toBeNull();
    memory.keep(exampleOrder);
    expect(memory.kept()).toEqual({
      orderData: exampleOrder.orderData,
      pspReference: exampleOrder.pspReference,
    });
    expect([...store.items.keys()]).toEqual(['paypage-order:CS1']);
    expect(JSON.parse(store.items.get('paypage-order:CS1') ?? '')).toEqual({
      orderData: exampleOrder.orderData,
      pspReference: exampleOrder.pspReference,
    });
    expect(orderMemory('CS2', store).kept()).toBeNull();
    memory.keep(null);
    expect(store.items.size).toBe(0);
  });

  it('reads nothing from a damaged entry, and works without storage', () => {
    const store = memoryStore();
    store.setItem('paypage-order:CS1', '{not json');
    expect(orderMemory('CS1', store).kept()).toBeNull();
    store.setItem('paypage-order:CS1', JSON.stringify({ orderData: 'x' }));
    expect(orderMemory('CS1', store).kept()).toBeNull();
    const none = orderMemory('CS1', null);
    none.keep(exampleOrder);
    expect(none.kept()).toBeNull();
  });
});

describe('restoring a kept order', () => {
  const kept = () => {
    const store = memoryStore();
    const memory = orderMemory('CS1', store);
    memory.keep(exampleOrder);
    return { store, memory };
  };

  it('asks v1/order/status with the client key: open, the order again', async () => {
    const { memory } = kept();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(status));
    expect(await restoreOrder({ baseUrl: `${context}/`, clientKey, memory, fetch })).toEqual({
      kind: 'open',
      order: exampleOrder,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      `${context}/sandbox/adyen/v1/order/status?clientKey=sandbox_paypage_local`,
    );
    expect(JSON.parse(String(init?.body))).toEqual(
      REQUEST_EXAMPLES['POST /sandbox/adyen/v1/order/status'],
    );
    expect(memory.kept()).not.toBeNull();
  });

  it('expired: told, and forgotten', async () => {
    const { memory } = kept();
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json({ ...status, status: 'expired' }),
    );
    expect(await restoreOrder({ baseUrl: context, clientKey, memory, fetch })).toEqual({
      kind: 'expired',
      notice: ORDER_EXPIRED,
    });
    expect(memory.kept()).toBeNull();
  });

  it.each([
    [
      'completed',
      json({ ...status, status: 'completed', remainingAmount: { value: 0, currency: 'USD' } }),
    ],
    ['cancelled', json({ ...status, status: 'cancelled' })],
    ['open with nothing left', json({ ...status, remainingAmount: { value: 0, currency: 'USD' } })],
    ['unknown to the API', json({ message: 'No order has this orderData.' }, 404)],
  ])('%s: a fresh start, forgotten', async (_case, answer) => {
    const { memory } = kept();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer);
    expect(await restoreOrder({ baseUrl: context, clientKey, memory, fetch })).toEqual({
      kind: 'none',
    });
    expect(memory.kept()).toBeNull();
  });

  it('no answer: a fresh start, the order still kept for a later load', async () => {
    const { memory } = kept();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await restoreOrder({ baseUrl: context, clientKey, memory, fetch })).toEqual({
      kind: 'none',
    });
    expect(memory.kept()).not.toBeNull();
  });

  it('nothing kept: no call', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const memory = orderMemory('CS1', memoryStore());
    expect(await restoreOrder({ baseUrl: context, clientKey, memory, fetch })).toEqual({
      kind: 'none',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
