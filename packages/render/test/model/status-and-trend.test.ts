import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translator.ts';
import { toStatusView } from '../../src/model/status.ts';
import { toTrend } from '../../src/model/trend.ts';

describe('toStatusView', () => {
  it('shows a queued job with its place in the queue and the estimate', () => {
    const view = toStatusView({ job_id: 'j', status: 'queued', position: 2, estimated_seconds: 30 });
    expect(view).toMatchObject({
      state: 'queued',
      label: 'Queued',
      busy: true,
      canRetry: false,
      progress: null,
    });
    expect(view.detail).toBe('2 audits ahead · About 30 seconds left');
  });

  it('shows a running job with its progress', () => {
    const view = toStatusView({ job_id: 'j', status: 'running', progress: 0.42 });
    expect(view).toMatchObject({
      state: 'running',
      label: 'Running',
      progress: 0.42,
      progressText: '42% done',
    });
  });

  it('shows a failed job with its reason and offers a retry', () => {
    const view = toStatusView({ job_id: 'j', status: 'failed', error: { message: 'The page returned 404' } });
    expect(view).toMatchObject({ state: 'failed', label: 'The audit failed', canRetry: true, busy: false });
    expect(view.detail).toBe('Reason: The page returned 404');
    expect(toStatusView({ status: 'failed' }).detail).toMatch(/did not say why/);
  });

  it('keeps an unknown status as sent', () => {
    expect(toStatusView({ status: 'paused' })).toMatchObject({ state: 'unknown', label: 'Status: paused' });
    expect(toStatusView(null).label).toBe('Status: unknown');
  });

  it('speaks German', () => {
    const view = toStatusView({ status: 'running', progress: 0.5 }, createTranslator('de'));
    expect(view.label).toBe('Läuft');
    expect(view.progressText).toBe('50 % erledigt');
  });
});

describe('toTrend', () => {
  it('orders points by time and describes them in words', () => {
    const trend = toTrend([
      { geo_score: 72, analyzed_at: '2026-11-20T10:00:00Z' },
      { geo_score: 55, analyzed_at: '2026-11-06T10:00:00Z' },
      { score: 61, analyzedAt: '2026-11-13T10:00:00Z' },
      { geo_score: null },
    ]);
    expect(trend.points.map((point) => point.score)).toEqual([55, 61, 72]);
    expect(trend.summary).toBe('3 audits: from 55 to 72; lowest 55, highest 72.');
  });

  it('says one score once when every audit gave it', () => {
    expect(toTrend([{ geo_score: 76 }]).summary).toBe('One audit so far, scoring 76.');
    expect(toTrend([{ geo_score: 76 }, { geo_score: 76 }]).summary).toBe('2 audits, each scoring 76.');
  });

  it('says so when there is no history', () => {
    expect(toTrend([]).summary).toBe('No earlier audits yet.');
  });
});
