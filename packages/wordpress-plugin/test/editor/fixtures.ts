import type { AuditRecord, AuditResult } from '@geo-audit/core';
import type { PostAuditView } from '../../src/types.ts';

export const result: AuditResult = {
  geo_score: 72,
  verdict: 'good',
  analyzed_at: '2026-11-20T10:00:00Z',
  url: 'http://127.0.0.1/hello/',
  modules: {
    schema: {
      score: 40,
      types_found: ['Article'],
      findings: [
        {
          check: 'faq_markup',
          title: 'No FAQPage markup',
          status: 'fail',
          severity: 'medium',
          evidence: [],
          fix: 'Mark up the questions and answers with FAQPage.',
          impact: 12,
        },
      ],
    },
    llmstxt: { score: 100, exists: true, cta_url: 'http://127.0.0.1/llms.txt' },
  },
  action_plan: [
    {
      module: 'schema',
      check: 'faq_markup',
      title: 'Add FAQPage structured data',
      priority: 'high',
      impact: 12,
      effort: 'low',
      fix: 'Mark up the questions and answers with FAQPage.',
    },
  ],
};

export function record(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    key: 'post:7',
    url: 'http://127.0.0.1/hello/',
    state: 'complete',
    jobId: 'job_2',
    geoScore: 72,
    verdict: 'good',
    resultsUrl: 'http://127.0.0.1:8787/results/abc',
    result,
    error: null,
    progress: 1,
    requestedAt: '2026-11-20T09:59:00Z',
    updatedAt: '2026-11-20T10:00:05Z',
    completedAt: '2026-11-20T10:00:05Z',
    history: [
      { jobId: 'job_2', geoScore: 72, verdict: 'good', analyzedAt: '2026-11-20T10:00:00Z' },
      { jobId: 'job_1', geoScore: 55, verdict: 'fair', analyzedAt: '2026-11-10T10:00:00Z' },
    ],
    ...overrides,
  };
}

export function view(overrides: Partial<PostAuditView> = {}): PostAuditView {
  return { record: record(), configured: true, auditable: true, published: true, ...overrides };
}
