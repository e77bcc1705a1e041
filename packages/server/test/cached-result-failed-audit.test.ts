import { PROBLEM_TYPES } from '@geo-audit/core';
import { PageFetchError, runAudit } from '@geo-audit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

const TIMEOUT_MESSAGE =
  'did not answer in time: no response within 10 s. Check that the server responds quickly.';

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi({
    runAudit: async (url, options) => {
      if (url.includes('/times-out')) throw new PageFetchError(url, 'timeout', `${url} ${TIMEOUT_MESSAGE}`);
      return runAudit(url, options);
    },
  });
});
afterAll(async () => {
  await api.close();
  await site.close();
});

describe("GET /api/audit.php?url= after this key's audit of that URL failed (SPEC 4.3)", () => {
  it('says the last audit failed and why, instead of "no audit in the last 7 days"', async () => {
    const audited = `${site.url}/times-out`;
    const start = await api.call('/api/audit.php', { json: { url: audited } });
    expect(start.status).toBe(202);
    await eventually(async () =>
      (await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`)).body.status === 'failed'
        ? true
        : undefined,
    );

    const res = await api.call(`/api/audit.php?url=${encodeURIComponent(audited)}`);
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noCachedResult);
    expect(res.body.title).toBe('The last audit of this URL failed');
    expect(res.body.detail).toContain(`(job ${start.body.job_id}) failed`);
    expect(res.body.detail).toContain(TIMEOUT_MESSAGE);
    expect(res.body.job_id).toBe(start.body.job_id);

    // Another key learns nothing of this key's audits.
    const other = await api.newKey();
    const theirs = await api.call(`/api/audit.php?url=${encodeURIComponent(audited)}`, { key: other.key });
    expect(theirs.status).toBe(404);
    expect(theirs.body.title).toBe('No recent full analysis of this URL');
    expect(theirs.body.job_id).toBeUndefined();
  });
});
