/**
 * `@paypage/checkout/mocks/node`: the MSW server for Vitest (Node and jsdom).
 *
 * ```ts
 * // fresh handlers (and fresh scenario state) for every test:
 * const server = setupMockServer(() => scenario('unpaid-all-methods'));
 * it('…', () => { server.use(...scenario('not-found')); … });
 * ```
 *
 * Listens before all tests, goes back to the initial handlers after each, closes after all.
 * Unhandled requests fail the test, so a missing handler is never a silent real request.
 */
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function setupMockServer(
  handlers: RequestHandler[] | (() => RequestHandler[]) = [],
): SetupServer {
  const fresh = typeof handlers === 'function' ? handlers : () => handlers;
  const server = setupServer(...fresh());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers(...fresh());
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
