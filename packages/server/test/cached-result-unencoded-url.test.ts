import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
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

describe('GET /api/audit.php?url= with the url left unencoded (SPEC 4.3)', () => {
  it('says to encode url, with the encoded request, instead of "start an audit" for one that was run', async () => {
    const audited = `${site.url}/search?q=geo&page=2&sort=new`;
    const start = await api.call('/api/audit.php', { json: { url: audited } });
    expect(start.status).toBe(202);
    await eventually(async () =>
      (await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`)).body.status === 'complete'
        ? true
        : undefined,
    );

    // What `curl "$API/api/audit.php?url=$URL"` sends: the server reads url up to the first "&".
    const naive = await api.call(`/api/audit.php?url=${audited}`);
    expect(naive.status).toBe(404);
    expect(naive.body.type).toBe(PROBLEM_TYPES.noCachedResult);
    expect(naive.body.detail).toContain('"page", "sort"');
    expect(naive.body.detail).not.toContain('Start one with POST');
    const suggested = /send (\/api\/audit\.php\?url=\S+)$/.exec(naive.body.detail)?.[1];
    expect(suggested).toBe(`/api/audit.php?url=${encodeURIComponent(audited)}`);

    const followed = await api.call(suggested!);
    expect(followed.status).toBe(200);
    expect(typeof followed.body.geo_score).toBe('number');
  });

  it('keeps the plain 404 when the extra parameters cannot belong to url (it has no query of its own)', async () => {
    const res = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/never`)}&nocache=1`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toContain('Start one with POST /api/audit.php');
  });
});
