import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Only portable column types (text, integer, bigint, double precision) and no dialect-specific defaults,
// so a PostgreSQL dialect can run the same migration.
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('webhook_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();

    await db.schema
      .createTable('rate_counters')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_counters_pk', ['subject', 'window_start'])
      .execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('normalized_url', 'text', (c) => c.notNull())
      .addColumn('modules', 'text', (c) => c.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'double precision', (c) => c.notNull())
      .addColumn('stage', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('duration_ms', 'bigint')
      .addColumn('geo_score', 'integer')
      .addColumn('verdict', 'text')
      .addColumn('result_id', 'text')
      .addColumn('error_type', 'text')
      .addColumn('error_message', 'text')
      .execute();
    await db.schema
      .createIndex('jobs_status_run_after')
      .on('jobs')
      .columns(['status', 'run_after'])
      .execute();
    await db.schema.createIndex('jobs_key_status').on('jobs').columns(['key_id', 'status']).execute();

    await db.schema
      .createTable('results')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull().unique())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('normalized_url', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('geo_score', 'integer', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull())
      .addColumn('analyzed_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('results_url_created')
      .on('results')
      .columns(['normalized_url', 'created_at'])
      .execute();
    await db.schema.createIndex('results_expires').on('results').column('expires_at').execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['key_id', 'idempotency_key'])
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull().unique())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_expires_at', 'bigint')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'webhook_deliveries',
      'idempotency_keys',
      'results',
      'jobs',
      'rate_counters',
      'api_keys',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
