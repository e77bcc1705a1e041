import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { signWebhook } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RECEIPT_SWEEP_BATCH } from '../../server/src/webhook-receipts.ts';
import { type RunningStrapi, startStrapi } from '../support/start-strapi.ts';
import { until } from '../support/until.ts';

// No GEO server is needed: a delivery for a job Strapi never started is still verified and its id claimed.
const SECRET = 'whsec_dGhpcy1pcy1hLXRlc3Qtc2VjcmV0LWZvci1yZWNlaXB0cw==';
const DAY_MS = 24 * 3_600_000;
const POLL_MS = 1_500;

let strapi: RunningStrapi;
let dataDir: string;
let db: DatabaseSync;

const receipts = () =>
  (
    db
      .prepare('SELECT webhook_id AS id FROM geo_audit_webhook_deliveries ORDER BY webhook_id')
      .all() as Array<{
      id: string;
    }>
  ).map((row) => row.id);

const count = () =>
  (db.prepare('SELECT count(*) AS n FROM geo_audit_webhook_deliveries').get() as { n: number }).n;

/** Makes receipts look as if the plugin had written them `days` ago. */
function age(ids: string[], days: number) {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  const update = db.prepare('UPDATE geo_audit_webhook_deliveries SET received_at = ? WHERE webhook_id = ?');
  for (const id of ids) update.run(at, id);
}

async function attempt(id: string) {
  const body = JSON.stringify({
    type: 'audit.completed',
    job_id: `job-${id}`,
    url: 'https://example.com/blog/cold-brew',
    status: 'complete',
    geo_score: 71,
    verdict: null,
    results_url: null,
    analyzed_at: new Date().toISOString(),
  });
  const headers = await signWebhook({ id, timestamp: Math.floor(Date.now() / 1000), body, secret: SECRET });
  const response = await fetch(`${strapi.url}/api/geo-audit/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { reason?: string },
  };
}

async function deliver(id: string) {
  const { status, body } = await attempt(id);
  return { status, body };
}

const claimOf = (id: string) =>
  db
    .prepare('SELECT state, claim_token AS token FROM geo_audit_webhook_deliveries WHERE webhook_id = ?')
    .get(id) as { state: string | null; token: string | null } | undefined;

const waitFor = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs?: number) =>
  until(what, probe, () => `Strapi:\n${strapi.output()}`, timeoutMs);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'geo-strapi-receipts-'));
  const file = join(dataDir, 'data.db');
  strapi = await startStrapi({
    env: {
      DATABASE_FILENAME: file,
      GEO_AUDIT_API_KEY: 'geo_test_key_never_sent',
      GEO_AUDIT_BASE_URL: 'http://127.0.0.1:9',
      GEO_AUDIT_WEBHOOK_SECRET: SECRET,
      GEO_AUDIT_POLL_INTERVAL_MS: String(POLL_MS),
    },
  });
  db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000');
});

afterAll(async () => {
  db?.close();
  await strapi?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook receipts', () => {
  test('receipts older than 14 days are swept by the poller; newer ones stay and still stop redeliveries', async () => {
    for (const id of ['msg_fresh', 'msg_13_days', 'msg_15_days', 'msg_40_days']) {
      expect(await deliver(id)).toEqual({ status: 202, body: { ok: true, reason: 'unknown_job' } });
    }
    age(['msg_13_days'], 13);
    age(['msg_15_days'], 15);
    age(['msg_40_days'], 40);

    await waitFor(
      'the poller to sweep the receipts older than 14 days',
      async () => (receipts().length === 2 ? true : undefined),
      20_000,
    );
    expect(receipts()).toEqual(['msg_13_days', 'msg_fresh']);
    // The GEO server's last retry of a delivery comes days later: a receipt inside the window still counts.
    for (const id of ['msg_fresh', 'msg_13_days']) {
      expect(await deliver(id)).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    }
  });

  test('a backlog of expired receipts is removed a bounded batch per poll, not in one delete', async () => {
    const backlog = 2 * RECEIPT_SWEEP_BATCH + 7;
    const old = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const insert = db.prepare(
      'INSERT INTO geo_audit_webhook_deliveries (document_id, webhook_id, received_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    db.exec('BEGIN');
    for (let i = 0; i < backlog; i += 1)
      insert.run(`doc${i}`, `msg_backlog_${i}`, old, Date.now(), Date.now());
    db.exec('COMMIT');
    const before = count();
    expect(before).toBe(backlog + 2);

    // Polls are 1.5 s apart and the count is read every 0.3 s, so the first change seen is one poll's work.
    const afterFirstPoll = await waitFor(
      'the first sweep',
      async () => {
        const now = count();
        return now < before ? now : undefined;
      },
      20_000,
    );
    expect(before - afterFirstPoll).toBe(RECEIPT_SWEEP_BATCH);
    await waitFor('the backlog to be worked off', async () => (count() === 2 ? true : undefined), 30_000);
    expect(receipts()).toEqual(['msg_13_days', 'msg_fresh']);
  });
});

describe('a delivery whose id another delivery still holds', () => {
  test('gets 503 with Retry-After, not "duplicate", until that claim lapses; then it is acted on, and later ones are duplicates', async () => {
    // Another Strapi on the same database (or this one, before it died) claimed the id a moment ago.
    const at = Date.now();
    db.prepare(
      'INSERT INTO geo_audit_webhook_deliveries (document_id, webhook_id, received_at, state, claim_token, lease_until, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      'doc_held',
      'msg_held',
      new Date(at).toISOString(),
      'processing',
      'elsewhere',
      new Date(at + 60_000).toISOString(),
      at,
      at,
    );

    expect(await attempt('msg_held')).toEqual({
      status: 503,
      retryAfter: '120',
      body: { ok: false, reason: 'in_progress' },
    });
    expect(claimOf('msg_held')).toEqual({ state: 'processing', token: 'elsewhere' });

    // That process died: its lease runs out, and the sender's next attempt is acted on.
    db.prepare('UPDATE geo_audit_webhook_deliveries SET lease_until = ? WHERE webhook_id = ?').run(
      new Date(at - 1_000).toISOString(),
      'msg_held',
    );
    expect(await deliver('msg_held')).toEqual({ status: 202, body: { ok: true, reason: 'unknown_job' } });
    expect(claimOf('msg_held')).toEqual({ state: 'done', token: null });
    expect(await deliver('msg_held')).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
  });

  test('a receipt written before claims had leases still makes its redelivery a duplicate', async () => {
    const at = Date.now();
    db.prepare(
      'INSERT INTO geo_audit_webhook_deliveries (document_id, webhook_id, received_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ).run('doc_legacy', 'msg_legacy', new Date(at).toISOString(), at, at);
    expect(await deliver('msg_legacy')).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
  });
});
