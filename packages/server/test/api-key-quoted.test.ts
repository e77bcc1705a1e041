import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('X-API-Key as a shell script sends it', () => {
  it('reads a key still in the double quotes of `keys create --json` (jq without -r)', async () => {
    const res = await api.call('/api/audit_status.php?job_id=job_none', { key: `"${api.key}"` });
    expect(res.status).toBe(404);
    expect(res.headers.get('ratelimit-policy')).toBe('"hourly";q=100;w=3600');
  });

  it('still refuses a quoted key that is not a key', async () => {
    const res = await api.call('/api/audit_status.php?job_id=job_none', { key: '"geo_live_nothing"' });
    expect(res.status).toBe(401);
    expect(res.body.type).toBe(PROBLEM_TYPES.unauthorized);
  });
});
