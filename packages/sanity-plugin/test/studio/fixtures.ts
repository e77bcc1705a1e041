import type { AuditResult } from '@geo-audit/core';
import type { AuditView } from '../../src/studio/hooks/audit-view.ts';
import type { ListedAudit } from '../../src/studio/hooks/use-audit.ts';

/** A complete result as core's contract shapes it, with one module and one action. */
export function result(score: number, verdict: string, analyzedAt = '2026-11-20T10:00:00Z'): AuditResult {
  return {
    url: 'https://example.com/blog/hello',
    geo_score: score,
    verdict,
    analyzed_at: analyzedAt,
    modules: {},
    action_plan: [
      {
        module: 'schema',
        check: 'article_schema',
        title: 'Add Article structured data',
        priority: 'high',
        impact: 12,
        effort: 'low',
        fix: 'Describe the article with JSON-LD.',
      },
    ],
  };
}

export function auditView(overrides: Partial<AuditView> = {}): AuditView {
  return {
    documentId: 'article-1',
    url: 'https://example.com/blog/hello',
    state: 'complete',
    geoScore: 72,
    verdict: 'Fair',
    resultsUrl: null,
    result: null,
    error: null,
    progress: 1,
    requestedAt: '2026-11-20T09:59:58Z',
    updatedAt: '2026-11-20T10:00:00Z',
    completedAt: '2026-11-20T10:00:00Z',
    history: [],
    ...overrides,
  };
}

export function listed(overrides: Partial<ListedAudit> = {}): ListedAudit {
  return { ...auditView(overrides), title: null, documentType: 'article', ...overrides };
}
