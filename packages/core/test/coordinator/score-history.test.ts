import { expect, it } from 'vitest';
import { previousAudit, trendPoints } from '../../src/constants.ts';

const entry = (jobId: string, geoScore: number, verdict: string, analyzedAt: string) => ({
  jobId,
  geoScore,
  verdict,
  analyzedAt,
});
const latest = entry('job_2', 59, 'Poor', '2026-11-25T10:05:00Z');
const before = entry('job_1', 78, 'Good', '2026-11-25T10:00:00Z');

it('compares the shown result with the audit before it, never with itself', () => {
  expect(previousAudit({ history: [latest, before] })).toEqual({
    geo_score: 78,
    verdict: 'Good',
    analyzed_at: '2026-11-25T10:00:00Z',
  });
  expect(previousAudit({ history: [latest] })).toBeNull();
  expect(previousAudit({ history: [] })).toBeNull();
});

it('gives the trend oldest first, without changing the record', () => {
  const history = [latest, before];
  expect(trendPoints({ history })).toEqual([
    { score: 78, analyzedAt: '2026-11-25T10:00:00Z' },
    { score: 59, analyzedAt: '2026-11-25T10:05:00Z' },
  ]);
  expect(history[0]).toBe(latest);
});
