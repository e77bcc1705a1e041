import { PROBLEM_TYPES, signWebhook } from '@geo-audit/core';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, expect, describe as suite, test } from 'vitest';
import { describeConnection } from '../../admin/src/pages/connection-report.ts';
import { type AdminSession, createUserWithRole, registerSuperAdmin } from '../support/admin-api.ts';
import { startArticleSite } from '../support/article-site.ts';
import { freePort } from '../support/free-port.ts';
import { type GeoKey, geoServerAvailable, startGeoServer } from '../support/geo-server.ts';
import { startRecordingProxy } from '../support/recording-proxy.ts';
import { type RunningStrapi, startStrapi } from '../support/start-strapi.ts';
import { until } from '../support/until.ts';

// Runs against the real @geo-audit/server; skipped (visibly) only while its CLI is not in the checkout.
const describe = suite.skipIf(!geoServerAvailable);

const UID = 'api::article.article';
const CM = `/content-manager/collection-types/${UID}`;

let geo: Awaited<ReturnType<typeof startGeoServer>>;
let site: Awaited<ReturnType<typeof startArticleSite>>;
let apiProxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let hookProxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let strapi: RunningStrapi;
let admin: AdminSession;
let key: GeoKey;
const WEBHOOK_SECRET_FALLBACK = 'whsec_dGhpcy1pcy1hLXRlc3Qtc2VjcmV0LWZvci1zdHJhcGk=';

const starts = () =>
  apiProxy.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/audit.php'));
const webhooks = () => hookProxy.requests.filter((r) => r.path === '/api/geo-audit/webhook');

const waitFor = <T>(what: string, probe: () => Promise<T | undefined>) =>
  until(what, probe, () => `Strapi:\n${strapi.output()}\nServer:\n${geo.output()}`);

async function createDraft(slug: string) {
  const created = await admin.request('POST', CM, { title: `Brewing ${slug}`, slug, body: 'Draft text.' });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return created.body.data.documentId as string;
}

async function publish(documentId: string, slug: string) {
  const published = await admin.request('POST', `${CM}/${documentId}/actions/publish`, {
    title: `Brewing ${slug}`,
    slug,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body.data.publishedAt).toBeTruthy();
}

async function audit(documentId: string) {
  const { status, body } = await admin.request('GET', `/geo-audit/audits/${UID}/${documentId}`);
  expect(status).toBe(200);
  return body.data as null | {
    state: string;
    geoScore: number | null;
    updatedAt: string;
    jobId: string | null;
    error: { code: string; message: string } | null;
  };
}

async function configure(settings: Record<string, unknown>) {
  const { status, body } = await admin.request('PUT', '/geo-audit/settings', settings);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

beforeAll(async () => {
  if (!geoServerAvailable) return;
  geo = await startGeoServer();
  key = await geo.createKey();
  site = await startArticleSite();
  apiProxy = await startRecordingProxy(geo.baseUrl);
  const strapiPort = await freePort();
  hookProxy = await startRecordingProxy(() => `http://127.0.0.1:${strapiPort}`);
  strapi = await startStrapi({
    port: strapiPort,
    env: { PUBLIC_URL: hookProxy.url, GEO_AUDIT_POLL_INTERVAL_MS: '0' },
  });
  admin = await registerSuperAdmin(strapi.url);
  await configure({
    baseUrl: apiProxy.url,
    apiKey: key.key,
    webhookSecret: key.webhookSecret ?? WEBHOOK_SECRET_FALLBACK,
    contentTypes: { [UID]: { enabled: true, urlPattern: `${site.origin}/blog/{slug}`, locales: [] } },
  });
});

afterAll(async () => {
  await strapi?.stop();
  await geo?.stop();
  await site?.close();
  await apiProxy?.close();
  await hookProxy?.close();
});

describe('settings', () => {
  test('the settings API shows that a key is set and its last 4 characters, never the key or the secret', async () => {
    const { body } = await admin.request('GET', '/geo-audit/settings');
    const text = JSON.stringify(body);
    expect(text).not.toContain(key.key);
    expect(text).not.toContain(key.webhookSecret ?? WEBHOOK_SECRET_FALLBACK);
    expect(body.data.apiKey).toEqual({ set: true, last4: key.key.slice(-4), fromConfig: false });
    expect(body.data.webhookSecret).toEqual({ set: true, fromConfig: false, problem: null });
  });

  test("a role without the plugin's permissions gets 403 from the settings and audit routes", async () => {
    const editor = await createUserWithRole(admin, strapi.url, 'Editor');
    expect((await editor.request('GET', '/geo-audit/settings')).status).toBe(403);
    expect((await editor.request('PUT', '/geo-audit/settings', { apiKey: 'stolen-key-123' })).status).toBe(
      403,
    );
    expect((await editor.request('POST', `/geo-audit/audits/${UID}/x/run`)).status).toBe(403);
  });

  test('Test connection reports the quota of the real server', async () => {
    const { body } = await admin.request('POST', '/geo-audit/settings/test-connection');
    expect(body.data.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.rateLimit.remaining).toBeGreaterThan(0);
  });

  test('a base URL at a path the real API does not have is not "Connected": its no-such-endpoint names the address to set', async () => {
    const wrong = `${geo.baseUrl}/geo-audit`;
    await configure({ baseUrl: wrong });
    try {
      // What the real server answers the connection test's request there (decision 0100).
      const probe = await fetch(`${wrong}/api/audit_status.php?job_id=x`, {
        headers: { 'x-api-key': key.key },
      });
      expect(probe.status).toBe(404);
      expect((await probe.json()).type).toBe(PROBLEM_TYPES.noSuchEndpoint);

      const { body } = await admin.request('POST', '/geo-audit/settings/test-connection');
      expect(body.data, JSON.stringify(body)).toMatchObject({
        ok: false,
        code: 'base_url',
        baseUrl: wrong,
        suggestion: geo.baseUrl,
      });
      const said = describeConnection(createIntl({ locale: 'en' }), body.data);
      expect(said).not.toContain('Connected');
      expect(said).toContain(`The address ${wrong} answered, but it is not the GEO Audit API’s address`);
      expect(said).toContain(`like ${geo.baseUrl}, then save and test again.`);
    } finally {
      await configure({ baseUrl: apiProxy.url });
    }
  });

  test('a base URL ending in /api is refused at save, naming the address to set, and the saved one stays', async () => {
    const { status, body } = await admin.request('PUT', '/geo-audit/settings', {
      baseUrl: `${geo.baseUrl}/api`,
    });
    expect(status).toBe(400);
    expect(body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['baseUrl'],
        code: 'base_url_api_path',
        values: { suggestion: geo.baseUrl },
      }),
    ]);
    const saved = await admin.request('GET', '/geo-audit/settings');
    expect(saved.body.data.baseUrl).toBe(apiProxy.url);
  });
});

describe('audit on publish', () => {
  let documentId: string;

  test('saving a draft starts no audit', async () => {
    const before = starts().length;
    documentId = await createDraft('filter-coffee');
    const updated = await admin.request('PUT', `${CM}/${documentId}`, {
      title: 'Brewing filter coffee, edited',
      slug: 'filter-coffee',
    });
    expect(updated.status).toBe(200);
    // The middleware schedules audits on the next tick; give any stray start ample time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(starts().length).toBe(before);
    expect(await audit(documentId)).toBeNull();
  });

  test('publishing starts exactly one audit; the signed webhook arrives and the score is stored', async () => {
    const before = starts().length;
    await publish(documentId, 'filter-coffee');
    const done = await waitFor('the audit to complete', async () => {
      const record = await audit(documentId);
      return record?.state === 'complete' ? record : undefined;
    });
    expect(done.geoScore).toBeGreaterThan(0);
    expect(starts().length - before).toBe(1);
    expect(JSON.parse(starts().at(-1)!.body).url).toBe(`${site.origin}/blog/filter-coffee`);
    expect(webhooks().length).toBeGreaterThanOrEqual(1);
    expect(webhooks()[0]!.headers['webhook-signature']).toMatch(/^v1,/);
  });

  test('a forged webhook gets 401 and changes nothing', async () => {
    const before = await audit(documentId);
    const delivery = webhooks()[0]!;
    const forged = JSON.parse(delivery.body);
    forged.geo_score = 1;
    const response = await fetch(`${strapi.url}/api/geo-audit/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...pick(delivery.headers, ['webhook-id', 'webhook-timestamp', 'webhook-signature']),
      },
      body: JSON.stringify(forged),
    });
    expect(response.status).toBe(401);
    expect(await audit(documentId)).toEqual(before);
  });

  test('a replayed webhook is refused (stale timestamp: 401) or ignored (same id) and changes nothing', async () => {
    const before = await audit(documentId);
    const delivery = webhooks()[0]!;
    const stale = await signWebhook({
      secret: key.webhookSecret ?? WEBHOOK_SECRET_FALLBACK,
      id: `${delivery.headers['webhook-id']}-replay`,
      timestamp: Math.floor((Date.now() - 3_600_000) / 1000),
      body: delivery.body,
    });
    const old = await fetch(`${strapi.url}/api/geo-audit/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...stale },
      body: delivery.body,
    });
    expect(old.status).toBe(401);
    const again = await fetch(`${strapi.url}/api/geo-audit/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...pick(delivery.headers, ['webhook-id', 'webhook-timestamp', 'webhook-signature']),
      },
      body: delivery.body,
    });
    expect(await again.json()).toMatchObject({ reason: 'duplicate' });
    expect(await audit(documentId)).toEqual(before);
  });
});

describe('failures leave a visible, specific state while publishing succeeds', () => {
  test('422 (unreachable domain): the entry shows an invalid-URL problem', async () => {
    await configure({
      contentTypes: { [UID]: { enabled: true, urlPattern: 'https://{slug}.invalid/', locales: [] } },
    });
    const documentId = await createDraft('no-such-host');
    await publish(documentId, 'no-such-host');
    const record = await waitFor('the 422 to be stored', async () => {
      const value = await audit(documentId);
      return value?.state === 'failed' ? value : undefined;
    });
    expect(record.error?.code).toBe('invalid_url');
  });

  test('an entry without the slug its URL pattern needs: failed, with the missing field as data for the editor’s language', async () => {
    await configure({
      contentTypes: { [UID]: { enabled: true, urlPattern: `${site.origin}/blog/{slug}`, locales: [] } },
    });
    const created = await admin.request('POST', CM, { title: 'Brewing without a slug', body: 'Draft text.' });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const documentId = created.body.data.documentId as string;
    const published = await admin.request('POST', `${CM}/${documentId}/actions/publish`, {
      title: 'Brewing without a slug',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const record = await waitFor('the missing slug to be stored', async () => {
      const value = await audit(documentId);
      return value?.state === 'failed' ? value : undefined;
    });
    expect(record.error).toMatchObject({
      code: 'invalid_url',
      pattern: { reason: 'missing', fields: ['slug'] },
    });
  });

  test('server down: the entry waits with a network problem and a retry time', async () => {
    const closed = await freePort();
    await configure({
      baseUrl: `http://127.0.0.1:${closed}`,
      contentTypes: { [UID]: { enabled: true, urlPattern: `${site.origin}/blog/{slug}`, locales: [] } },
    });
    const documentId = await createDraft('server-down');
    await publish(documentId, 'server-down');
    const record = await waitFor('the network problem to be stored', async () => {
      const value = await audit(documentId);
      return value?.error ? value : undefined;
    });
    expect(record.state).toBe('waiting');
    expect(record.error?.code).toBe('network');
  });

  test('429 (quota used up): the entry waits with a rate-limit problem', async () => {
    const spent = await geo.createKey('spent');
    // Use up the hourly quota of this key on the real server.
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${geo.baseUrl}/api/audit_status.php?job_id=none`, {
        headers: { 'x-api-key': spent.key },
      });
      await response.arrayBuffer();
      if (response.status === 429) break;
    }
    await configure({ baseUrl: geo.baseUrl, apiKey: spent.key });
    const documentId = await createDraft('quota');
    await publish(documentId, 'quota');
    const record = await waitFor('the rate-limit problem to be stored', async () => {
      const value = await audit(documentId);
      return value?.error ? value : undefined;
    });
    expect(record.state).toBe('waiting');
    expect(record.error?.code).toBe('rate_limited');
  });
});

function pick(headers: Record<string, string>, names: string[]) {
  return Object.fromEntries(names.filter((name) => headers[name]).map((name) => [name, headers[name]!]));
}

describe('URL preview (open to "Read settings")', () => {
  const preview = (uid: string, pattern: string) =>
    admin.request('POST', '/geo-audit/settings/preview-url', { uid, pattern });

  test('reads only content types the plugin audits: never admin users or API tokens', async () => {
    for (const [uid, pattern] of [
      ['admin::user', 'https://x.example/{email}/{password}/{resetPasswordToken}'],
      ['admin::api-token', 'https://x.example/{accessKey}'],
      ['plugin::geo-audit.audit', 'https://x.example/{url}'],
    ]) {
      const { status, body } = await preview(uid as string, pattern as string);
      expect(status).toBe(200);
      expect(body.data.ok).toBe(false);
      expect(body.data.message).toContain('Only content types with Draft & Publish');
      expect(body.data.code).toBe('preview_not_auditable');
      expect(JSON.stringify(body)).not.toContain('admin@example.com');
    }
  });

  test('a pattern saving would refuse is answered with the refusal’s code, for the page to say in its words', async () => {
    expect((await preview(UID, 'blog.example/{slug}')).body.data).toMatchObject({
      ok: false,
      code: 'pattern_scheme',
    });
    expect((await preview(UID, 'https://blog.example/{nosuchfield}')).body.data).toMatchObject({
      ok: false,
      code: 'pattern_unknown_fields',
      values: { fields: ['{nosuchfield}'] },
    });
  });

  test('fills the pattern from the newest published entry, not a newer draft', async () => {
    const published = await createDraft('preview-published');
    await publish(published, 'preview-published');
    await createDraft('preview-draft-only');
    const { body } = await preview(UID, 'https://blog.example/{slug}');
    expect(body.data).toMatchObject({
      ok: true,
      url: 'https://blog.example/preview-published',
      sampled: true,
    });
  });
});

describe("audits follow the Content Manager's permissions", () => {
  test('an Author with "See audits" and "Run audits" sees and runs the audits of their own entries only', async () => {
    const roles = await admin.request('GET', '/admin/roles');
    const author = (roles.body.data as { id: number; name: string }[]).find((r) => r.name === 'Author')!;
    const current = await admin.request('GET', `/admin/roles/${author.id}/permissions`);
    const kept = (current.body.data as Array<Record<string, unknown>>).map(
      ({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }),
    );
    const granted = await admin.request('PUT', `/admin/roles/${author.id}/permissions`, {
      permissions: [
        ...kept,
        { action: 'plugin::geo-audit.audits.read', subject: null, properties: {}, conditions: [] },
        { action: 'plugin::geo-audit.audits.run', subject: null, properties: {}, conditions: [] },
      ],
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const writer = await createUserWithRole(admin, strapi.url, 'Author');

    const othersId = await createDraft('someone-elses-post');
    await publish(othersId, 'someone-elses-post');
    const mine = await writer.request('POST', CM, {
      title: 'Brewing mine',
      slug: 'authors-own-post',
      body: 'Text.',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBeLessThan(300);
    const myId = mine.body.data.documentId as string;

    expect((await writer.request('GET', `/geo-audit/audits/${UID}/${myId}`)).status).toBe(200);
    const others = await writer.request('GET', `/geo-audit/audits/${UID}/${othersId}`);
    expect(others.status).toBe(404);
    expect(JSON.stringify(others.body)).not.toContain('someone-elses-post');
    expect((await writer.request('POST', `/geo-audit/audits/${UID}/${othersId}/run`)).status).toBe(404);
    const scores = await writer.request('GET', `/geo-audit/scores/${UID}?documentIds=${othersId},${myId}`);
    expect(scores.status).toBe(200);
    expect((scores.body.data as Array<{ documentId: string }>).map((row) => row.documentId)).not.toContain(
      othersId,
    );
  });
});
