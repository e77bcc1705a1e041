import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../src/config/plans.ts';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi({
    plans: {
      ...DEFAULT_PLANS,
      trial: { name: 'Trial "EU"', apiAccess: false, requestsPerHour: 0, concurrentAudits: 0 },
    },
  });
});
afterAll(() => api.close());

describe('quota headers of a key whose plan has no API access (SPEC 5.4, 8.1)', () => {
  it("reports the key's own window under its plan's name, not the keyless per-address one", async () => {
    const free = await api.newKey('free');
    const res = await api.call('/api/audit.php?url=https://example.com/', { key: free.key });
    expect(res.status).toBe(403);
    expect(res.body.type).toBe(PROBLEM_TYPES.planForbidden);
    // SPEC 8.1: every response carries the quota headers, this 403 too.
    expect(res.headers.get('x-ratelimit-remaining')).toBe('299');
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    expect(res.headers.get('ratelimit-policy')).toBe('"free";q=300;w=3600');
    expect(res.headers.get('ratelimit')).toMatch(/^"free";r=299;t=\d+$/);

    // The keyless window of the same address is untouched and still called "anonymous".
    const keyless = await api.call('/api/audit.php?url=https://example.com/', { key: null });
    expect(keyless.status).toBe(401);
    expect(keyless.headers.get('ratelimit-policy')).toBe('"anonymous";q=300;w=3600');
    expect(keyless.headers.get('x-ratelimit-remaining')).toBe('299');
  });

  it("writes an operator's plan name as a valid structured-field string", async () => {
    const trial = await api.newKey('trial');
    const res = await api.call('/api/audit_status.php?job_id=x', { key: trial.key });
    expect(res.status).toBe(403);
    expect(res.headers.get('ratelimit-policy')).toBe('"Trial \\"EU\\"";q=300;w=3600');
  });
});
