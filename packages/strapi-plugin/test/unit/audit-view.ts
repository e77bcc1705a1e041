import type { AuditView } from '../../admin/src/api-types.ts';

/**
 * A stored audit record as the admin routes answer it, for component tests: a completed audit with no result
 * yet; `overrides` set what a test is about.
 *
 * @example
 * ```ts
 * auditView({ state: 'waiting', error: { code: 'rate_limited', message: '…' } });
 * ```
 */
export function auditView(overrides: Partial<AuditView> = {}): AuditView {
  return {
    url: 'https://blog.example/brewing',
    state: 'complete',
    jobId: 'job-2',
    geoScore: null,
    verdict: null,
    resultsUrl: null,
    result: null,
    error: null,
    progress: null,
    requestedAt: '2026-11-22T09:59:00Z',
    updatedAt: '2026-11-22T10:00:00Z',
    completedAt: null,
    history: [],
    ...overrides,
  } as AuditView;
}
