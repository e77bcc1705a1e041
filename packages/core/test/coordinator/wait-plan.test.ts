import { describe, expect, it } from 'vitest';
import { describeWaitPlan } from '../../src/constants.ts';

const now = new Date('2026-11-24T17:30:00Z');
const ahead = '2026-11-24T18:00:00Z';

describe('describeWaitPlan', () => {
  it.each(['rate_limited', 'concurrency_limited', 'server_error', 'network'])(
    'a waiting audit held up by %s starts by itself at the retry time',
    (code) => {
      expect(describeWaitPlan({ state: 'waiting', error: { code, retryAt: ahead } }, now)).toEqual({
        reason: code,
        next: 'starts',
        at: ahead,
      });
    },
  );

  it.each(['queued', 'running'])(
    'a %s audit whose status check was refused has its progress checked at the retry time',
    (state) => {
      expect(describeWaitPlan({ state, error: { code: 'rate_limited', retryAt: ahead } }, now)).toEqual({
        reason: 'rate_limited',
        next: 'checked',
        at: ahead,
      });
    },
  );

  it.each([
    ['passed', '2026-11-24T17:00:00Z'],
    ['due this very moment', '2026-11-24T17:30:00Z'],
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['unreadable', 'soon-ish'],
  ])('a retry time that is %s goes on "shortly" (no time)', (_, retryAt) => {
    expect(describeWaitPlan({ state: 'waiting', error: { code: 'network', retryAt } }, now)).toEqual({
      reason: 'network',
      next: 'starts',
      at: null,
    });
    expect(describeWaitPlan({ state: 'running', error: { code: 'server_error', retryAt } }, now)).toEqual({
      reason: 'server_error',
      next: 'checked',
      at: null,
    });
  });

  it('keeps the retry time as stored, for the host to format in the editor’s language', () => {
    const stored = '2026-11-24T19:00:00.000+01:00';
    expect(
      describeWaitPlan({ state: 'waiting', error: { code: 'rate_limited', retryAt: stored } }, now)?.at,
    ).toBe(stored);
  });

  it.each([
    ['no record', null],
    ['a record without a problem', { state: 'waiting', error: null }],
    ['a refused key', { state: 'waiting', error: { code: 'auth', retryAt: ahead } }],
    [
      'a scheduled re-check of an unserved page',
      { state: 'waiting', error: { code: 'page_not_served', retryAt: ahead } },
    ],
    ['a cancelled audit', { state: 'waiting', error: { code: 'audit_cancelled' } }],
    ['a failed audit', { state: 'failed', error: { code: 'server_error', retryAt: ahead } }],
    ['a complete audit', { state: 'complete', error: { code: 'rate_limited', retryAt: ahead } }],
  ])('says nothing of %s', (_, record) => {
    expect(describeWaitPlan(record, now)).toBeNull();
  });

  it('reads the clock when no time is given', () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      describeWaitPlan({ state: 'queued', error: { code: 'rate_limited', retryAt: inAnHour } })?.at,
    ).toBe(inAnHour);
    expect(
      describeWaitPlan({ state: 'queued', error: { code: 'rate_limited', retryAt: anHourAgo } })?.at,
    ).toBeNull();
  });
});
