// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditView } from '../../src/studio/hooks/audit-view.ts';
import { auditView, result } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

const hooks = vi.hoisted(() => ({
  audit: null as AuditView | null,
  loading: false,
  run: vi.fn(async (_id: string) => {}),
}));

vi.mock('sanity', () => sanityMock());
vi.mock('../../src/studio/hooks/use-audit.ts', () => ({
  useAudit: () => ({ audit: hooks.audit, loading: hooks.loading }),
}));
vi.mock('../../src/studio/hooks/use-run-audit.ts', () => ({
  useRunAudit: () => ({ run: hooks.run, state: { status: 'idle' } }),
}));

const { GeoAuditInspectorBody } = await import('../../src/studio/inspector/geo-audit-inspector.tsx');

beforeEach(() => {
  hooks.audit = null;
  hooks.loading = false;
  hooks.run.mockClear();
});
afterEach(cleanup);

describe('GEO audit inspector', () => {
  it('says when the document has not been audited', () => {
    renderInStudioTheme(<GeoAuditInspectorBody documentId="drafts.article-1" />);
    expect(screen.getByText('This document has not been audited yet.')).toBeTruthy();
  });

  it('shows the full audit: score, verdict, change since the previous audit and the action plan', () => {
    hooks.audit = auditView({
      result: result(72, 'Fair'),
      history: [
        { jobId: 'j2', geoScore: 72, verdict: 'Fair', analyzedAt: '2026-11-20T10:00:00Z' },
        { jobId: 'j1', geoScore: 58, verdict: 'Poor', analyzedAt: '2026-11-10T10:00:00Z' },
      ],
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentId="drafts.article-1" />);
    expect(screen.getByRole('heading', { name: 'GEO audit' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getAllByText(/72 of 100/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Up 14 points since the previous audit \(was 58\)/)).toBeTruthy();
    expect(screen.getByText('Add Article structured data')).toBeTruthy();
  });

  it('follows the Studio dark scheme', () => {
    hooks.audit = auditView({ result: result(72, 'Fair') });
    const { container } = renderInStudioTheme(<GeoAuditInspectorBody documentId="article-1" />, 'dark');
    expect(container.querySelector('.geo-audit')?.getAttribute('data-theme')).toBe('dark');
    cleanup();
    const light = renderInStudioTheme(<GeoAuditInspectorBody documentId="article-1" />, 'light');
    expect(light.container.querySelector('.geo-audit')?.getAttribute('data-theme')).toBe('light');
  });

  it('shows a failed audit with its reason and re-runs the published document on retry', async () => {
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: { code: 'audit_failed', message: 'The page answered 404.' },
    });
    renderInStudioTheme(
      <GeoAuditInspectorBody documentId="drafts.article-1" handlerUrl="https://example.com/api/geo-audit" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The page answered 404.');
    fireEvent.click(screen.getByRole('button', { name: /run the audit again/i }));
    expect(hooks.run).toHaveBeenCalledWith('article-1');
  });

  it('shows a running audit as progress in a live region', () => {
    hooks.audit = auditView({ state: 'running', progress: 0.5, geoScore: null, verdict: null });
    renderInStudioTheme(<GeoAuditInspectorBody documentId="article-1" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
