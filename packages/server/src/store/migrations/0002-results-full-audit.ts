import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// The scored modules as of this migration, frozen here on purpose: a later change to core's list must not
// change what this migration did to rows that already existed.
const SCORED_AT_0002 = [
  'citability',
  'brand',
  'eeat',
  'crawlers',
  'schema',
  'platforms',
  'llmstxt',
  'agent_pricing',
];

/**
 * `results.full_audit`: 1 when the job ran every scored module, so the cached `GET /api/audit.php?url=`
 * serves only complete audits, never a subset another key asked for. Existing rows take the flag from
 * their job's module list (JSON text, so a LIKE per name works the same on SQLite and PostgreSQL); a result
 * whose job is gone stays 0 and simply ages out of the 7-day cache.
 */
export const resultsFullAudit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('results')
      .addColumn('full_audit', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const ranAll = sql.join(
      SCORED_AT_0002.map((name) => sql`jobs.modules like ${`%"${name}"%`}`),
      sql` and `,
    );
    await sql`update results set full_audit = 1 where job_id in (select jobs.id from jobs where ${ranAll})`.execute(
      db,
    );
    await db.schema
      .createIndex('results_full_url_created')
      .on('results')
      .columns(['normalized_url', 'full_audit', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('results_full_url_created').ifExists().execute();
    await db.schema.alterTable('results').dropColumn('full_audit').execute();
  },
};
