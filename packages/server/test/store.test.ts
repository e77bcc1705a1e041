import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCORED_MODULES } from '@geo-audit/core';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey, isWellFormedApiKey } from '../src/keys/api-key.ts';
import { openPostgresKysely } from '../src/store/dialect/postgres-pool.ts';
import { claimNextJob, findExhaustedJobs, heartbeat, insertJobWithinLimit } from '../src/store/jobs-repo.ts';
import { createKey, findKeyByHash, listKeys, revokeKey } from '../src/store/keys-repo.ts';
import { migrationProvider } from '../src/store/migrations/index.ts';
import { type Db, openStore } from '../src/store/open-store.ts';
import { consume } from '../src/store/rate-limit-repo.ts';
import { latestResult } from '../src/store/results-repo.ts';
import type { Database } from '../src/store/schema.ts';
import { manualClock } from '../src/util/clock.ts';
import { STORE_KINDS, storeMatrix } from './helpers/store-matrix.ts';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The same rules hold on the embedded store and on PostgreSQL (the multi-instance mode).
const stores = storeMatrix('store');

async function store() {
  const dir = mkdtempSync(join(tmpdir(), 'geo-store-'));
  dirs.push(dir);
  const options = { dataDir: dir, ...(await stores.storeOptions()) };
  const db = await openStore(options);
  dbs.push(db);
  return { db, options };
}

const clock = manualClock(Date.parse('2026-11-22T10:15:00Z'));

function job(id: string, keyId: string) {
  return {
    id,
    key_id: keyId,
    url: 'https://example.com/',
    normalized_url: 'https://example.com/',
    modules: '[]',
    webhook_url: null,
    status: 'queued' as const,
    progress: 0,
    stage: null,
    max_attempts: 3,
    run_after: clock.now(),
    lease_owner: null,
    lease_expires_at: null,
    created_at: clock.now(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
    geo_score: null,
    verdict: null,
    result_id: null,
    error_type: null,
    error_message: null,
  };
}

describe.each(STORE_KINDS)('store on %s', (kind) => {
  beforeAll(() => stores.use(kind));
  it('survives reopening: migrations run once and keys persist hashed', async () => {
    const { db, options } = await store();
    const created = await createKey(db, clock, { plan: 'agency', name: 'ci' });
    expect(isWellFormedApiKey(created.key)).toBe(true);
    expect(created.webhookSecret).toMatch(/^whsec_/);
    await db.destroy();
    dbs.pop();
    const reopened = await openStore(options);
    dbs.push(reopened);
    const row = await findKeyByHash(reopened, hashApiKey(created.key));
    expect(row?.plan).toBe('agency');
    expect(JSON.stringify(await listKeys(reopened))).not.toContain(created.key);
    expect(await revokeKey(reopened, clock, created.prefix)).toBe(1);
    expect((await findKeyByHash(reopened, hashApiKey(created.key)))?.revoked_at).not.toBeNull();
  });

  it('counts concurrent requests exactly', async () => {
    const { db } = await store();
    const counts = await Promise.all(
      Array.from({ length: 150 }, () => consume(db, 'key:a', clock.now()).then((s) => s.count)),
    );
    expect(new Set(counts).size).toBe(150);
    expect(Math.max(...counts)).toBe(150);
  });

  it('admits at most the concurrency limit and hands a job to one worker only', async () => {
    const { db } = await store();
    const key = await createKey(db, clock, { plan: 'agency' });
    const admitted = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertJobWithinLimit(db, job(`job_${i}`, key.id), 5)),
    );
    expect(admitted.filter(Boolean)).toHaveLength(5);
    const first = await claimNextJob(db, 'w1', clock.now(), 1000);
    const second = await claimNextJob(db, 'w2', clock.now(), 1000);
    expect(first?.id).not.toBe(second?.id);
    // An expired lease is taken over; the old owner's heartbeat is then refused.
    clock.advance(5000);
    const claims = [];
    for (let i = 0; i < 5; i++) claims.push(await claimNextJob(db, 'w3', clock.now(), 1000));
    expect(claims.map((c) => c?.id)).toContain(first?.id);
    expect(
      await heartbeat(db, { id: first!.id, owner: 'w1' }, clock.now(), 1000, { value: 0.5, stage: 'x' }),
    ).toBe(false);
  });

  it('upgrades a store from before full_audit: the cached result is its newest full audit, not a later subset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'geo-store-'));
    dirs.push(dir);
    const options = { dataDir: dir, ...(await stores.storeOptions()) };
    const old = options.databaseUrl
      ? openPostgresKysely(options.databaseUrl)
      : new Kysely<Database>({
          dialect: new SqliteDialect({ database: new BetterSqlite3(join(dir, 'geo-audit.sqlite')) }),
        });
    const migrated = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0001-initial');
    expect(migrated.error).toBeUndefined();
    const key = await createKey(old, clock, { plan: 'agency' });
    const audits = [
      { id: 'full', modules: [...SCORED_MODULES], at: 1 },
      { id: 'full_reordered', modules: [...SCORED_MODULES].reverse(), at: 2 },
      { id: 'subset', modules: ['schema'], at: 3 },
    ];
    for (const audit of audits) {
      await old
        .insertInto('jobs')
        .values({
          ...job(`job_${audit.id}`, key.id),
          modules: JSON.stringify(audit.modules),
          status: 'complete',
        })
        .execute();
      // biome-ignore lint/suspicious/noExplicitAny: a row of the 0001 schema, before the column existed
      const row: any = {
        id: `res_${audit.id}`,
        job_id: `job_${audit.id}`,
        url: 'https://example.com/',
        normalized_url: 'https://example.com/',
        token: `token_${audit.id}`,
        body: '{}',
        geo_score: 80,
        verdict: 'Good',
        analyzed_at: new Date(clock.now()).toISOString(),
        created_at: clock.now() + audit.at,
        expires_at: clock.now() + 86_400_000,
      };
      await old.insertInto('results').values(row).execute();
    }
    await old.destroy();

    const db = await openStore(options);
    dbs.push(db);
    const other = await createKey(db, clock, { plan: 'agency' });
    expect((await latestResult(db, 'https://example.com/', clock.now(), other.id))?.id).toBe(
      'res_full_reordered',
    );
    // The key that ran the subset still reads its own newer result.
    expect((await latestResult(db, 'https://example.com/', clock.now(), key.id))?.id).toBe('res_subset');
  });

  it('gives up on a job whose last allowed attempt lost its lease', async () => {
    const { db } = await store();
    const key = await createKey(db, clock, { plan: 'agency' });
    await insertJobWithinLimit(db, { ...job('job_once', key.id), max_attempts: 1 }, 5);
    expect((await claimNextJob(db, 'w1', clock.now(), 1000))?.id).toBe('job_once');
    expect(await findExhaustedJobs(db, clock.now())).toEqual([]);
    clock.advance(2000);
    expect(await claimNextJob(db, 'w2', clock.now(), 1000)).toBeUndefined();
    expect((await findExhaustedJobs(db, clock.now())).map((j) => j.id)).toEqual(['job_once']);
  });
});
