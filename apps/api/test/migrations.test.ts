import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { dropAll, migrate, migrations } from '../src/db/migrations.ts';
import { backends } from './support/harness.ts';

describe.each(backends())('migrations on $name', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await backend.openEmpty();
  });
  afterAll(() => db.close());

  it('apply once each, in order, and carry existing data forward', async () => {
    expect(await migrate(db, migrations.slice(0, 1))).toBe(1);
    await db.query(
      `insert into payment_requests (token, status, merchant, requester, recipient, amount_in_cents,
         payment_method, processor_type, organization_id, tracking_token)
       values ('tok_before_v2_000000', 'UNPAID', '{"name":"M"}', '{"name":"R"}', '{}', 100,
         '["Card"]', 'ADYEN', 'org_1', 'trk_before_v2_000000')`,
    );
    for (const [position, name] of ['b.pdf', 'a.png'].entries()) {
      await db.query(
        `insert into attachments (file_key, payment_request_token, position, file_name, content_type, content)
         values ($1, 'tok_before_v2_000000', $2, $3, 'application/pdf', $4)`,
        [`att_${position}`, position, name, new Uint8Array([1])],
      );
    }
    expect(await migrate(db)).toBe(migrations.length - 1);
    expect(await migrate(db)).toBe(0);
    const { rows } = await db.query<{ attachment_list: unknown }>(
      "select attachment_list from payment_requests where token = 'tok_before_v2_000000'",
    );
    expect(rows[0]?.attachment_list).toEqual([
      { fileKey: 'att_0', fileName: 'b.pdf' },
      { fileKey: 'att_1', fileName: 'a.png' },
    ]);
    const versions = await db.query<{ version: number }>(
      'select version from schema_migrations order by version',
    );
    expect(versions.rows.map((r) => r.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('dropAll removes every table (DATA_RESET on PostgreSQL)', async () => {
    await dropAll(db);
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    expect(rows[0]?.count).toBe(0);
    expect(await migrate(db)).toBe(migrations.length);
  });
});

describe.each(backends().filter((backend) => backend.name === 'postgres'))(
  'migrations from several instances at once on $name',
  (backend) => {
    it('run each migration once when instances start together', async () => {
      for (let round = 0; round < 3; round += 1) {
        const db = await backend.openEmpty();
        try {
          // Four servers starting on one empty database (each migrate() on its own connections).
          const applied = await Promise.all([migrate(db), migrate(db), migrate(db), migrate(db)]);
          expect(applied.reduce((sum, n) => sum + n, 0)).toBe(migrations.length);
          const { rows } = await db.query<{ version: number; count: number }>(
            'select version, count(*)::int as count from schema_migrations group by version order by version',
          );
          expect(rows).toEqual(migrations.map((_, i) => ({ version: i + 1, count: 1 })));
        } finally {
          await db.close();
        }
      }
    });
  },
);
