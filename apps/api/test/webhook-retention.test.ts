/**
 * The retention job prunes the webhook outbox: deliveries delivered or failed (their
 * retries over) longer ago than WEBHOOK_RETENTION_DAYS, then the events none of whose deliveries
 * is left; a pending delivery keeps its event however old.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import { defaultRetention } from '../src/retention.ts';
import { backends, startServer, type TestServer } from './support/harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends())('webhook outbox retention on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), {
      retention: { ...defaultRetention, intervalMs: 0, webhooksMs: 30 * DAY },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes delivered and failed deliveries older than the retention, then their events', async () => {
    const { db } = server.services;
    const { id: keyId } = await createApiKey(db, 'shop');
    // name → [the delivery's status, days since its last attempt]; `bare`: an old event without
    // any delivery (no endpoint then).
    const rows = {
      oldDelivered: ['delivered', 31],
      oldFailed: ['failed', 40],
      newDelivered: ['delivered', 29],
      newFailed: ['failed', 2],
      oldPending: ['pending', 45],
    } as const;
    for (const [name, [status, days]] of Object.entries(rows)) {
      await db.query(
        `insert into webhook_events (id, account, type, payload, created_at)
         values ($1, 'shop', 'payment_request.paid', '{}', now() - $2::integer * interval '1 day')`,
        [`evt_${name}`, days],
      );
      await db.query(
        `insert into webhook_deliveries (event_id, key_id, url, status, attempt_count,
           last_attempt_at, delivered_at, next_attempt_at)
         values ($1, $2, 'https://shop.example.com/hooks', $3, 1,
           now() - $4::integer * interval '1 day',
           case when $3 = 'delivered' then now() - $4::integer * interval '1 day' end,
           now() - $4::integer * interval '1 day')`,
        [`evt_${name}`, keyId, status, days],
      );
    }
    await db.query(
      `insert into webhook_events (id, account, type, payload, created_at)
       values ('evt_bare', 'shop', 'payment_request.paid', '{}', now() - interval '31 days'),
              ('evt_bareNew', 'shop', 'payment_request.paid', '{}', now() - interval '1 day')`,
    );

    const swept = await server.services.retention.run();
    expect(swept).toMatchObject({ webhookDeliveries: 2, webhookEvents: 3 });
    const left = await db.query<{ id: string; deliveries: number }>(
      `select e.id, count(d.id)::integer as deliveries from webhook_events e
       left join webhook_deliveries d on d.event_id = e.id
       where e.id like 'evt\\_%' group by e.id order by e.id`,
    );
    expect(left.rows).toEqual([
      { id: 'evt_bareNew', deliveries: 0 },
      { id: 'evt_newDelivered', deliveries: 1 },
      { id: 'evt_newFailed', deliveries: 1 },
      { id: 'evt_oldPending', deliveries: 1 },
    ]);
    // A second run finds nothing more.
    expect(await server.services.retention.run()).toMatchObject({
      webhookDeliveries: 0,
      webhookEvents: 0,
    });
  });
});
