import { PROBLEM_TYPES } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/util/clock.ts';
import { startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';

const defer = deferCleanups();

// 13 min 50 s before the window ends: Retry-After 830 s, which the words round up to 14 minutes.
const NOW = Date.parse('2026-11-22T10:46:10Z');

async function exhaust(send: () => Promise<{ status: number }>, allowed: number) {
  for (let i = 0; i < allowed; i++) expect((await send()).status).not.toBe(429);
}

describe('an hourly 429 says in its detail when the quota resets, as its headers do', () => {
  it('for a key past its plan quota: the UTC time and the minutes until then', async () => {
    const api = await startApi({ clock: manualClock(NOW) });
    defer(() => api.close());
    const send = () => api.call('/api/audit_status.php?job_id=x');
    await exhaust(send, 100);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.type).toBe(PROBLEM_TYPES.rateLimited);
    expect(limited.headers.get('retry-after')).toBe('830');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-11-22T11:00:00Z') / 1000));
    expect(limited.body.detail).toContain('resets at 2026-11-22 11:00 UTC, in 14 minutes');
  });

  it('under a minute before the reset, in seconds, the same number as Retry-After', async () => {
    const api = await startApi({ clock: manualClock(Date.parse('2026-11-22T10:59:15Z')) });
    defer(() => api.close());
    const send = () => api.call('/api/audit_status.php?job_id=x');
    await exhaust(send, 100);
    const limited = await send();
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(limited.body.detail).toContain('resets at 2026-11-22 11:00 UTC, in 45 seconds');
  });

  it('for requests without a valid key, and for a key whose plan has no API access', async () => {
    const api = await startApi({ clock: manualClock(NOW) });
    defer(() => api.close());
    const keyless = () => api.call('/api/audit_status.php?job_id=x', { key: null });
    await exhaust(keyless, 300);
    const anonymous = await keyless();
    expect(anonymous.status).toBe(429);
    expect(anonymous.body.detail).toContain('resets at 2026-11-22 11:00 UTC, in 14 minutes');

    const free = await api.newKey('free');
    const planless = () => api.call('/api/audit_status.php?job_id=x', { key: free.key });
    await exhaust(planless, 300);
    const refused = await planless();
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toContain('resets at 2026-11-22 11:00 UTC, in 14 minutes');
  });
});
