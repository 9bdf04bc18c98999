/**
 * The retention job and the processor's card sessions (`provider_card_sessions`, the ids the
 * widget reports a test or live session's result by): a session past Adyen's lifetime and the
 * retention's grace is deleted with the card sessions; a live one, or one within the grace, stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SESSION_LIFETIME_MS } from '../src/retention.ts';
import { backends, createRequest, startServer, type TestServer } from './support/harness.ts';

describe.each(backends())('processor card sessions’ retention on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await backend.open());
  });
  afterAll(() => server.close());

  const ids = async (token: string) =>
    (
      await server.services.db.query<{ id: string }>(
        'select id from provider_card_sessions where payment_request_token = $1 order by id',
        [token],
      )
    ).rows.map((row) => row.id);

  it('deletes a session an hour past its expiry, keeps a live one and one within the grace', async () => {
    const { token } = await createRequest(server);
    // Adyen's sessions expire an hour after they are made (no expiresAt is asked for).
    expect(PROVIDER_SESSION_LIFETIME_MS).toBe(60 * 60 * 1000);
    await server.services.db.query(
      `insert into provider_card_sessions (id, payment_request_token, created_at)
       values ('CSGONE', $1, now() - interval '2 hours 1 minute'),
              ('CSGRACE', $1, now() - interval '1 hour 50 minutes'),
              ('CSLIVE', $1, now() - interval '10 minutes')`,
      [token],
    );
    const swept = await server.services.retention.run();
    expect(swept.providerCardSessions).toBe(1);
    expect(await ids(token)).toEqual(['CSGRACE', 'CSLIVE']);
    // A second run finds nothing more to delete.
    expect((await server.services.retention.run()).providerCardSessions).toBe(0);
  });
});
