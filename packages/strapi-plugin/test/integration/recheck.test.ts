import { afterAll, beforeAll, expect, describe as suite, test } from 'vitest';
import { type AdminSession, registerSuperAdmin } from '../support/admin-api.ts';
import { startArticleSite } from '../support/article-site.ts';
import { type GeoKey, geoServerAvailable, startGeoServer } from '../support/geo-server.ts';
import { startRecordingProxy } from '../support/recording-proxy.ts';
import { type RunningStrapi, startStrapi } from '../support/start-strapi.ts';
import { until } from '../support/until.ts';

// Runs against the real @geo-audit/server; skipped (visibly) only while its CLI is not in the checkout.
const describe = suite.skipIf(!geoServerAvailable);

const UID = 'api::article.article';
const CM = `/content-manager/collection-types/${UID}`;
const SLUG = 'cold-brew';
const GONE = 'withdrawn-brew';
const DELETED = 'deleted-brew';

let geo: Awaited<ReturnType<typeof startGeoServer>>;
let site: Awaited<ReturnType<typeof startArticleSite>>;
let apiProxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let strapi: RunningStrapi;
let admin: AdminSession;
let key: GeoKey;

const starts = () =>
  apiProxy.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/audit.php'));

interface AuditView {
  state: string;
  geoScore: number | null;
  rechecks?: number;
  error: { code: string; message: string; retryAt?: string } | null;
}

async function audit(documentId: string): Promise<AuditView | null> {
  const { status, body } = await admin.request('GET', `/geo-audit/audits/${UID}/${documentId}`);
  expect(status).toBe(200);
  return body.data;
}

const waitFor = <T>(what: string, probe: () => Promise<T | undefined>) =>
  until(what, probe, () => `Strapi:\n${strapi.output()}\nServer:\n${geo.output()}`);

beforeAll(async () => {
  if (!geoServerAvailable) return;
  geo = await startGeoServer();
  key = await geo.createKey();
  site = await startArticleSite({ notDeployed: [SLUG, GONE, DELETED] });
  apiProxy = await startRecordingProxy(geo.baseUrl);
  // Re-checks four seconds after each not-served result, started by a poller every half second.
  strapi = await startStrapi({
    env: { GEO_AUDIT_POLL_INTERVAL_MS: '500', GEO_AUDIT_RECHECK_DELAYS_MS: '4000,4000' },
  });
  admin = await registerSuperAdmin(strapi.url);
  const { status, body } = await admin.request('PUT', '/geo-audit/settings', {
    baseUrl: apiProxy.url,
    apiKey: key.key,
    ...(key.webhookSecret ? { webhookSecret: key.webhookSecret } : {}),
    contentTypes: { [UID]: { enabled: true, urlPattern: `${site.origin}/blog/{slug}`, locales: [] } },
  });
  expect(status, JSON.stringify(body)).toBe(200);
});

afterAll(async () => {
  await strapi?.stop();
  await geo?.stop();
  await site?.close();
  await apiProxy?.close();
});

describe('publishing before the site serves the page', () => {
  test('the entry shows why and when it is checked again, and gets its score once the page is live', async () => {
    const created = await admin.request('POST', CM, { title: 'Cold brew', slug: SLUG, body: 'Text.' });
    const documentId = created.body.data.documentId as string;
    const published = await admin.request('POST', `${CM}/${documentId}/actions/publish`, {
      title: 'Cold brew',
      slug: SLUG,
    });
    expect(published.status).toBe(200);

    const waiting = await waitFor('the not-served result to schedule a re-check', async () => {
      const record = await audit(documentId);
      return record?.error?.code === 'page_not_served' ? record : undefined;
    });
    expect(waiting.state).toBe('waiting');
    expect(waiting.error?.message).toContain('HTTP 404');
    expect(waiting.error?.message).toMatch(/re-check [12] of 2/);
    expect(Date.parse(waiting.error?.retryAt ?? '')).toBeGreaterThan(0);

    site.deploy(SLUG);
    const done = await waitFor('the re-check to find the page and store its score', async () => {
      const record = await audit(documentId);
      return record?.state === 'complete' ? record : undefined;
    });
    expect(done.geoScore).toBeGreaterThan(0);
    expect(done.error).toBeNull();
    // The count survives storage, so the schedule ends instead of starting over at every load.
    expect(done.rechecks).toBeGreaterThanOrEqual(1);
    const keys = starts().map((r) => r.headers['idempotency-key']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.at(-1)).toMatch(/#recheck-\d$/);
  });
});

describe('unpublishing or deleting an entry whose re-check is scheduled', () => {
  // Two re-checks are due within 8 s of each other; none may start for a page that is no longer published.
  const noStartsFor = async (ms: number) => {
    const before = starts().length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    expect(starts().length).toBe(before);
  };

  async function publishUnserved(slug: string): Promise<string> {
    const created = await admin.request('POST', CM, { title: `Brew ${slug}`, slug, body: 'Text.' });
    const documentId = created.body.data.documentId as string;
    const published = await admin.request('POST', `${CM}/${documentId}/actions/publish`, {
      title: `Brew ${slug}`,
      slug,
    });
    expect(published.status).toBe(200);
    await waitFor('a re-check to be scheduled', async () => {
      const record = await audit(documentId);
      return record?.error?.code === 'page_not_served' ? record : undefined;
    });
    return documentId;
  }

  test('unpublishing stops the re-checks and keeps the last result, saying why', async () => {
    const documentId = await publishUnserved(GONE);
    const unpublished = await admin.request('POST', `${CM}/${documentId}/actions/unpublish`, {});
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    const cancelled = await waitFor('the audit to be cancelled', async () => {
      const record = await audit(documentId);
      return record?.error?.code === 'audit_cancelled' ? record : undefined;
    });
    expect(cancelled.state).toBe('complete');
    await noStartsFor(9_000);
    expect((await audit(documentId))?.error?.code).toBe('audit_cancelled');
  });

  test('deleting removes the audit, so nothing is checked again', async () => {
    const documentId = await publishUnserved(DELETED);
    const deleted = await admin.request('DELETE', `${CM}/${documentId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await noStartsFor(9_000);
  });
});
