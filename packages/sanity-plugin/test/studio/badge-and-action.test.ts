// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UrlFor } from '../../src/shared/public-url.ts';
import type { AuditView } from '../../src/studio/hooks/audit-view.ts';
import type { RunOutcome, RunState } from '../../src/studio/hooks/use-run-audit.ts';

const hooks = vi.hoisted(() => ({
  audit: null as AuditView | null,
  run: vi.fn(async (_id: string): Promise<RunOutcome> => ({ status: 'done' })),
  runState: { status: 'idle' } as RunState,
  toast: vi.fn(),
  locale: 'en-US',
  inspectorOpen: new Set<string>(),
}));

vi.mock('sanity', () => ({
  useTranslation: () => ({
    // No bundle holds render's strings here: i18next answers such a key with the key itself.
    t: (key: string, values: Record<string, unknown> = {}) =>
      key.startsWith('render.')
        ? key
        : `${key}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`,
  }),
  useCurrentLocale: () => ({ id: hooks.locale, title: hooks.locale }),
  getPublishedId: (id: string) => id.replace(/^drafts\./, ''),
  defineLocaleResourceBundle: (bundle: unknown) => bundle,
}));
vi.mock('@sanity/ui/toast', () => ({ useToast: () => ({ push: hooks.toast }) }));
vi.mock('../../src/studio/hooks/use-audit.ts', () => ({
  useAudit: () => ({ audit: hooks.audit, loading: false }),
}));
vi.mock('../../src/studio/inspector/open-inspectors.ts', () => ({
  isInspectorOpen: (id: string) => hooks.inspectorOpen.has(id),
}));
vi.mock('../../src/studio/hooks/use-run-audit.ts', () => ({
  useRunAudit: () => ({ run: hooks.run, state: hooks.runState }),
}));

const { GeoScoreBadge, badgeColor } = await import('../../src/studio/components/geo-score-badge.ts');
const { createRunAuditAction } = await import('../../src/studio/components/run-audit-action.ts');

const view = (overrides: Partial<AuditView>): AuditView => ({
  documentId: 'article-1',
  url: 'https://example.com/a',
  state: 'complete',
  geoScore: 72,
  verdict: 'Fair',
  resultsUrl: null,
  result: null,
  error: null,
  progress: 1,
  requestedAt: '2026-11-22T09:59:58Z',
  updatedAt: '2026-11-22T10:00:00Z',
  completedAt: '2026-11-22T10:00:00Z',
  history: [],
  ...overrides,
});

// Badges and actions are hooks called by the Studio with the document's edit state.
const editState = (published: boolean, fields: Record<string, unknown> = {}) =>
  ({
    id: 'article-1',
    type: 'article',
    draft: null,
    published: published ? { _id: 'article-1', _type: 'article', _rev: 'rev-1', ...fields } : null,
  }) as never;

beforeEach(() => {
  hooks.audit = null;
  hooks.run.mockClear();
  hooks.toast.mockClear();
  hooks.runState = { status: 'idle' };
  hooks.locale = 'en-US';
  hooks.inspectorOpen.clear();
});

describe('GeoScoreBadge', () => {
  it('shows nothing for a document that was never audited', () => {
    expect(GeoScoreBadge(editState(true))).toBeNull();
  });

  it('shows the score as text with a band colour', () => {
    hooks.audit = view({ geoScore: 72, verdict: 'Fair' });
    expect(GeoScoreBadge(editState(true))).toEqual({
      label: 'badge.label {"score":72}',
      title: 'badge.title {"score":72,"verdict":"Fair"}',
      color: 'warning',
    });
  });

  it("words the API's English verdict in the Studio language in its tooltip", () => {
    hooks.locale = 'de-DE';
    hooks.audit = view({ geoScore: 72, verdict: 'Fair' });
    expect(GeoScoreBadge(editState(true))?.title).toBe('badge.title {"score":72,"verdict":"Befriedigend"}');
  });

  it('says an audit is pending before the first score, and hides after a failure', () => {
    hooks.audit = view({ geoScore: null, verdict: null, state: 'running' });
    expect(GeoScoreBadge(editState(true))).toEqual({ label: 'badge.waiting', color: 'primary' });
    hooks.audit = view({ geoScore: null, verdict: null, state: 'failed' });
    expect(GeoScoreBadge(editState(true))).toBeNull();
  });

  it('says a re-check is scheduled, and when, instead of the score of a page the site did not serve yet', () => {
    // Built from local time, so the expected text holds in any time zone.
    const retryAt = new Date(2030, 10, 24, 10, 2).toISOString();
    hooks.audit = view({
      state: 'waiting',
      geoScore: 0,
      verdict: 'Critical',
      error: { code: 'page_not_served', message: 'The page answered HTTP 404.', retryAt },
    });
    const badge = GeoScoreBadge(editState(true));
    expect(badge).toMatchObject({ label: 'badge.recheck', color: 'warning' });
    expect(badge?.title).toMatch(/^badge\.recheck\.title \{"time":"Nov 24, 2030, 10:02\sAM"\}$/);
  });

  it("colours by render's bands at their boundaries (Critical < 40 ≤ Poor, Fair < 75 ≤ Good, Excellent)", () => {
    expect([0, 39, 40, 59, 60, 74, 75, 89, 90, 100].map(badgeColor)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'warning',
      'warning',
      'success',
      'success',
      'success',
      'success',
    ]);
  });
});

describe('Run GEO audit action', () => {
  const Action = createRunAuditAction('https://example.com/api/geo-audit');
  // The Studio calls an action as a hook, inside a render.
  const action = (props: never) => renderHook(() => Action(props)).result.current;

  it('is disabled for unpublished documents, and says why', () => {
    expect(action(editState(false))).toMatchObject({
      label: 'action.run',
      disabled: true,
      title: 'run.blocked.unpublished',
    });
  });

  // The inspector's decision (decision 0104): what it would refuse, the action refuses, with the same reason.
  describe('agrees with the inspector', () => {
    const urlFor: UrlFor = (doc) => (doc.slug ? `https://example.com/${String(doc.slug)}` : null);
    const WithRule = createRunAuditAction('https://example.com/api/geo-audit', urlFor);

    it('is unavailable for a published document the URL rule gives no page, and available with one', async () => {
      const { result } = renderHook((props: never) => WithRule(props), { initialProps: editState(true) });
      await waitFor(() =>
        expect(result.current).toMatchObject({ disabled: true, title: 'run.blocked.noPage' }),
      );
      result.current?.onHandle?.();
      expect(hooks.run).not.toHaveBeenCalled();
      const withSlug = renderHook((props: never) => WithRule(props), {
        initialProps: editState(true, { slug: 'hello' }),
      });
      await waitFor(() => expect(withSlug.result.current).toMatchObject({ disabled: false }));
      expect(withSlug.result.current?.title).toBeUndefined();
    });

    it('waits for the audit of a publish it saw, until the audit record changes', async () => {
      hooks.audit = view({});
      const { result, rerender } = renderHook((props: never) => WithRule(props), {
        initialProps: editState(true, { slug: 'hello' }),
      });
      await waitFor(() => expect(result.current).toMatchObject({ disabled: false }));
      rerender(editState(true, { slug: 'hello', _rev: 'rev-2' }));
      expect(result.current).toMatchObject({ disabled: true, title: 'run.blocked.publishWait' });
      result.current?.onHandle?.();
      expect(hooks.run).not.toHaveBeenCalled();
      // The handler wrote the publish's audit record.
      hooks.audit = view({ state: 'queued', updatedAt: '2026-11-22T10:05:00Z' });
      rerender(editState(true, { slug: 'hello', _rev: 'rev-2' }));
      expect(result.current).toMatchObject({ disabled: true, title: 'run.blocked.underWay' });
    });
  });

  it('asks the handler to re-run the published document', () => {
    const description = action(editState(true));
    expect(description).toMatchObject({ label: 'action.run', disabled: false });
    description?.onHandle?.();
    expect(hooks.run).toHaveBeenCalledWith('article-1');
  });

  it('shows progress while starting', () => {
    hooks.runState = { status: 'running' };
    expect(action(editState(true))).toMatchObject({ label: 'action.running', disabled: true });
  });

  it('reports a started audit with a success toast', async () => {
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.toast).toHaveBeenCalledTimes(1));
    expect(hooks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'success', title: 'run.started' }),
    );
  });

  it('says the audit is complete, not started, when the handler answered after it finished', async () => {
    hooks.run.mockResolvedValueOnce({ status: 'done', complete: true });
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.toast).toHaveBeenCalledTimes(1));
    expect(hooks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'success', title: 'run.completed' }),
    );
  });

  it('reports a refusal with an error toast that says why, as the menu never shows an action title', async () => {
    hooks.run.mockResolvedValueOnce({ status: 'error', reason: 'invalid_token', message: 'invalid_token' });
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.toast).toHaveBeenCalledTimes(1));
    expect(hooks.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 'error',
        title: 'run.error.title',
        description: 'run.error.invalid_token {"detail":"invalid_token"}',
      }),
    );
  });

  it('reports a document without a page address as an error, not as started', async () => {
    hooks.run.mockResolvedValueOnce({ status: 'error', reason: 'no_public_url', message: 'no_public_url' });
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.toast).toHaveBeenCalledTimes(1));
    expect(hooks.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 'error',
        description: expect.stringMatching(/^run\.error\.no_public_url/),
      }),
    );
  });

  it('adds no "started" toast while the inspector shows the document: its panel says queued and the score', async () => {
    hooks.inspectorOpen.add('article-1');
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.run).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('still reports a refusal with the inspector open', async () => {
    hooks.inspectorOpen.add('article-1');
    hooks.run.mockResolvedValueOnce({ status: 'error', reason: 'invalid_token', message: 'invalid_token' });
    action(editState(true))?.onHandle?.();
    await vi.waitFor(() => expect(hooks.toast).toHaveBeenCalledTimes(1));
    expect(hooks.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
  });
});
