import { MODULE_NAMES, PROBLEM_TYPES, SCORED_MODULES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
import { freePort } from './helpers/cli.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await site.close();
});

async function untilDone(jobId: string, key = api.key) {
  return eventually(async () => {
    const { body } = await api.call(`/api/audit_status.php?job_id=${jobId}`, { key });
    return body.status === 'complete' || body.status === 'failed' ? body : undefined;
  });
}

describe('POST /api/audit.php (SPEC 4.1)', () => {
  it('queues a job: 202 {job_id, status: "queued", estimated_seconds}', async () => {
    const res = await api.call('/api/audit.php', { json: { url: `${site.url}/article` } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      job_id: expect.any(String),
      status: 'queued',
      estimated_seconds: expect.any(Number),
    });
    expect(Number.isInteger(res.body.estimated_seconds)).toBe(true);
    expect(res.headers.get('location')).toBe(`/api/audit_status.php?job_id=${res.body.job_id}`);
    await untilDone(res.body.job_id);
  });

  it.each([
    ['not a URL', 'not a url', PROBLEM_TYPES.invalidUrl],
    ['another scheme', 'ftp://example.com/file', PROBLEM_TYPES.invalidUrl],
    [
      'a blocked destination (cloud metadata)',
      'http://169.254.169.254/latest/meta-data',
      PROBLEM_TYPES.blockedDestination,
    ],
    ['a private address', 'http://10.1.2.3/', PROBLEM_TYPES.blockedDestination],
    ['an unresolvable domain', 'https://no-such-host.invalid/page', PROBLEM_TYPES.unreachableUrl],
  ])('refuses %s with 422', async (_label, url, type) => {
    const res = await api.call('/api/audit.php', { json: { url } });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.type).toBe(type);
    expect(res.body.detail).toBeTruthy();
  });

  it('refuses a closed port on an allowed host as unreachable (422)', async () => {
    const res = await api.call('/api/audit.php', { json: { url: 'http://127.0.0.1:1/' } });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(PROBLEM_TYPES.unreachableUrl);
  });

  it('refuses unknown module names with 422 listing the accepted names', async () => {
    const res = await api.call('/api/audit.php', { json: { url: site.url, modules: ['schema', 'seo'] } });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(PROBLEM_TYPES.unknownModule);
    expect(res.body.accepted_modules).toEqual([...MODULE_NAMES]);
    expect(res.body.detail).toContain('seo');
  });

  it('refuses a webhook_url the SSRF policy blocks (422)', async () => {
    const res = await api.call('/api/audit.php', {
      json: { url: site.url, webhook_url: 'http://192.168.0.10/hook' },
    });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(PROBLEM_TYPES.blockedDestination);
    expect(res.body.errors).toEqual([{ field: 'webhook_url', message: 'blocked destination' }]);
  });

  it('refuses a webhook_url whose host name does not exist (422), and accepts a receiver that is only down', async () => {
    const typo = await api.call('/api/audit.php', {
      json: { url: site.url, webhook_url: 'https://no-such-receiver.invalid/hook' },
    });
    expect(typo.status).toBe(422);
    expect(typo.body.type).toBe(PROBLEM_TYPES.unreachableUrl);
    expect(typo.body.errors).toEqual([{ field: 'webhook_url', message: 'host not reachable' }]);
    expect(typo.body.detail).toContain('Check its spelling');

    const down = await api.call('/api/audit.php', {
      key: (await api.newKey()).key,
      json: { url: site.url, webhook_url: `http://127.0.0.1:${await freePort()}/hook` },
    });
    expect(down.status).toBe(202);
  });

  it('answers a host name that does not exist and one that points into the private network alike, so no key holder learns which names the network around the server has', async () => {
    const body = async (json: Record<string, string>) => {
      const res = await api.call('/api/audit.php', { key: (await api.newKey()).key, json });
      expect(res.status).toBe(422);
      const { request_id: _id, instance: _instance, ...rest } = res.body;
      return rest;
    };
    // localhost resolves to loopback; the harness allows only the literal 127.0.0.1.
    const privateName = await body({ url: 'http://localhost/page' });
    expect(privateName).toEqual(await body({ url: 'https://no-such-host.invalid/page' }));
    expect(privateName).toMatchObject({ type: PROBLEM_TYPES.unreachableUrl, errors: [{ field: 'url' }] });
    expect(privateName.detail).toContain('does not lead to a public site this server can contact');

    const privateHook = await body({ url: site.url, webhook_url: 'http://localhost/hook' });
    expect(privateHook).toEqual(
      await body({ url: site.url, webhook_url: 'https://no-such-receiver.invalid/hook' }),
    );
    // An address written as such is named as blocked: it tells the caller nothing about DNS.
    expect((await body({ url: 'http://10.1.2.3/' })).type).toBe(PROBLEM_TYPES.blockedDestination);
  });

  it('reads an optional field sent as null (as generated clients write "no value") as left out: 202, all modules', async () => {
    const res = await api.call('/api/audit.php', {
      key: (await api.newKey()).key,
      json: { url: `${site.url}/nulls`, modules: null, webhook_url: null },
    });
    expect(res.status).toBe(202);
    const rows = await api.db
      .selectFrom('jobs')
      .select(['modules', 'webhook_url'])
      .where('id', '=', res.body.job_id)
      .execute();
    expect(rows).toEqual([{ modules: JSON.stringify(SCORED_MODULES), webhook_url: null }]);
  });

  it('runs the 8 scored modules by default (agent_readiness rides along) and the requested subset otherwise', async () => {
    const all = await api.call('/api/audit.php', { json: { url: `${site.url}/default` } });
    await untilDone(all.body.job_id);
    const full = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/default`)}`);
    expect(Object.keys(full.body.modules).sort()).toEqual([...SCORED_MODULES, 'agent_readiness'].sort());
    const some = await api.call('/api/audit.php', {
      json: { url: `${site.url}/subset`, modules: ['schema'] },
    });
    await untilDone(some.body.job_id);
    const subset = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/subset`)}`);
    expect(Object.keys(subset.body.modules).sort()).toEqual(['agent_readiness', 'schema']);
  });

  it('refuses with 422 a modules list without a scored module, whose geo_score would be a meaningless 100', async () => {
    const res = await api.call('/api/audit.php', {
      json: { url: `${site.url}/beta-only`, modules: ['agent_readiness'] },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.errors).toEqual([{ field: 'modules', message: expect.stringContaining('citability') }]);
    expect(res.body.detail).toMatch(/weigh 0.*leave modules out/);
    expect(site.requests.some((path) => path.startsWith('/beta-only'))).toBe(false);
  });

  it('returns the same job for the same Idempotency-Key, and 422 when the key is reused for another body', async () => {
    const headers = { 'idempotency-key': 'publish-42-rev-1' };
    const first = await api.call('/api/audit.php', { json: { url: `${site.url}/idem` }, headers });
    const again = await api.call('/api/audit.php', { json: { url: `${site.url}/idem` }, headers });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const other = await api.call('/api/audit.php', { json: { url: `${site.url}/other` }, headers });
    expect(other.status).toBe(422);
    expect(other.body.type).toBe(PROBLEM_TYPES.idempotencyConflict);
    await untilDone(first.body.job_id);
  });

  it('answers a replay or a conflict from the stored request alone: no new probe of the URL, and the replay keeps Location', async () => {
    const headers = { 'idempotency-key': 'publish-43-rev-1' };
    const first = await api.call('/api/audit.php', { json: { url: `${site.url}/idem-2` }, headers });
    await untilDone(first.body.job_id);
    const fetched = (path: string) => site.requests.filter((request) => request === path).length;
    const before = { same: fetched('/idem-2'), other: fetched('/other-2') };
    const again = await api.call('/api/audit.php', { json: { url: `${site.url}/idem-2` }, headers });
    const other = await api.call('/api/audit.php', { json: { url: `${site.url}/other-2` }, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get('location')).toBe(`/api/audit_status.php?job_id=${first.body.job_id}`);
    expect(other.status).toBe(422);
    // A replay that ran on probed the URL again, inserted a job, rolled it back and logged an error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ same: fetched('/idem-2'), other: fetched('/other-2') }).toEqual(before);
  });
});

describe('GET /api/audit_status.php (SPEC 4.2)', () => {
  it('reports queued/running with progress and a poll hint, then complete with geo_score and results_url', async () => {
    site.hold();
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/slow` } });
    const running = await eventually(async () => {
      const { body } = await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
      return body.status === 'running' ? body : undefined;
    });
    expect(running).toMatchObject({ job_id: start.body.job_id, status: 'running' });
    expect(running.progress).toBeGreaterThanOrEqual(0);
    expect(running.progress).toBeLessThanOrEqual(1);
    expect(running.poll_after_ms).toBeGreaterThanOrEqual(1000);
    site.release();
    const done = await untilDone(start.body.job_id);
    expect(done).toEqual({
      job_id: start.body.job_id,
      status: 'complete',
      geo_score: expect.any(Number),
      results_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/results\/[\w-]{40,}$/),
    });
    const page = await fetch(done.results_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(`${done.geo_score} of 100`);
    const german = await (
      await fetch(done.results_url, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    ).text();
    expect(german).toContain('<html lang="de"');
    expect(html).toContain(`${site.url}/slow`);
  });

  it('finds the job when the job_id keeps the quotes or line end a shell script left on it', async () => {
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/quoted-id` } });
    for (const id of [`"${start.body.job_id}"`, `${start.body.job_id}\r`, ` ${start.body.job_id}\n`]) {
      const res = await api.call(`/api/audit_status.php?job_id=${encodeURIComponent(id)}`);
      expect(res.status).toBe(200);
      expect(res.body.job_id).toBe(start.body.job_id);
    }
    await untilDone(start.body.job_id);
  });

  it('answers 404 for an unknown job and for another key’s job', async () => {
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/mine` } });
    const other = await api.newKey();
    const foreign = await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`, { key: other.key });
    const unknown = await api.call('/api/audit_status.php?job_id=job_doesnotexist');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body.detail).toBe(unknown.body.detail);
    await untilDone(start.body.job_id);
  });

  it('ends a job whose audit fails in status "failed" with an error', async () => {
    const failing = await startApi();
    try {
      const start = await failing.call('/api/audit.php', { json: { url: `${site.url}/reset` } });
      const done = await eventually(async () => {
        const { body } = await failing.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
        return body.status === 'failed' ? body : undefined;
      });
      expect(done.error).toMatchObject({ type: PROBLEM_TYPES.auditFailed, code: expect.any(String) });
      expect(done.error.message).toBeTruthy();
    } finally {
      await failing.close();
    }
  });
});

describe('the reason a failed audit gives', () => {
  it('is one readable line with what to do, without OpenSSL internals, for https:// on a plain-HTTP port', async () => {
    const plain = new URL(site.url);
    const start = await api.call('/api/audit.php', { json: { url: `https://${plain.host}/tls` } });
    expect(start.status).toBe(202);
    const done = await untilDone(start.body.job_id);
    expect(done.status).toBe('failed');
    const { message } = done.error;
    expect(message).not.toMatch(/SSL routines|:error:|deps\/openssl|\.c:\d+/);
    expect(message).not.toMatch(/\s$/);
    expect(message).not.toContain('\n');
    expect(message).toContain(`audit http://${plain.host}/tls instead`);
  });
});

describe('GET /api/audit.php?url= (SPEC 4.3)', () => {
  it('returns the full result of the newest analysis, matched on the normalized URL', async () => {
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/norm?b=2&a=1` } });
    await untilDone(start.body.job_id);
    const res = await api.call(
      `/api/audit.php?url=${encodeURIComponent(`${site.url}/norm?a=1&b=2&utm_source=x#top`)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      geo_score: expect.any(Number),
      verdict: expect.any(String),
      action_plan: expect.any(Array),
      url: `${site.url}/norm?b=2&a=1`,
    });
    expect(Date.parse(res.body.analyzed_at)).not.toBeNaN();
  });

  it('keeps serving the full audit when another key later audits a subset of the same URL', async () => {
    const page = `${site.url}/shared?tenant=a`;
    const full = await api.call('/api/audit.php', { json: { url: page } });
    await untilDone(full.body.job_id);
    const before = await api.call(`/api/audit.php?url=${encodeURIComponent(page)}`);
    expect(Object.keys(before.body.modules)).toHaveLength(MODULE_NAMES.length);

    const other = await api.newKey();
    const subset = await api.call('/api/audit.php', {
      key: other.key,
      json: { url: `${page}&utm_source=x`, modules: ['agent_readiness', 'llmstxt'] },
    });
    expect(subset.status).toBe(202);
    expect((await untilDone(subset.body.job_id, other.key)).status).toBe('complete');

    const after = await api.call(`/api/audit.php?url=${encodeURIComponent(page)}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
  });

  it('serves a subset audit to the key that ran it (a CMS configured with a few modules), and 404 to other keys', async () => {
    const page = `${site.url}/only-subset`;
    const subset = await api.call('/api/audit.php', { json: { url: page, modules: ['schema'] } });
    await untilDone(subset.body.job_id);
    const own = await api.call(`/api/audit.php?url=${encodeURIComponent(page)}`);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body.modules).sort()).toEqual(['agent_readiness', 'schema']);
    const other = await api.newKey();
    const res = await api.call(`/api/audit.php?url=${encodeURIComponent(page)}`, { key: other.key });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noCachedResult);
    expect(res.body.detail).toContain('POST /api/audit.php');
  });

  it('answers 404 with a problem telling the caller to start an audit when none exists', async () => {
    const res = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/never`)}`);
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noCachedResult);
    expect(res.body.detail).toContain('POST /api/audit.php');
  });

  it('answers a fetch made before the audit finished with that job to poll, not "start an audit"', async () => {
    site.hold();
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/too-early` } });
    expect(start.status).toBe(202);
    const early = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/too-early`)}`);
    site.release();
    expect(early.status).toBe(404);
    expect(early.body.type).toBe(PROBLEM_TYPES.noCachedResult);
    expect(early.body.job_id).toBe(start.body.job_id);
    expect(early.body.detail).toContain(`GET /api/audit_status.php?job_id=${start.body.job_id}`);
    await untilDone(start.body.job_id);
    expect((await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/too-early`)}`)).status).toBe(
      200,
    );
  });
});
