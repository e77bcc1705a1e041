// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditView } from '../../src/studio/hooks/audit-view.ts';
import type { RunState } from '../../src/studio/hooks/use-run-audit.ts';
import { deDEStrings } from '../../src/studio/i18n/resources.ts';
import { auditView, result } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

const hooks = vi.hoisted(() => ({
  audit: null as AuditView | null,
  loading: false,
  run: vi.fn(async (_id: string) => {}),
  runState: { status: 'idle' } as RunState,
  published: false as boolean | null,
  // The published version's _rev and _updatedAt (Sanity's time of that publish) while published.
  revision: 'rev-1',
  publishedAt: '2026-11-25T02:00:00Z',
}));

vi.mock('sanity', () => sanityMock());
vi.mock('../../src/studio/hooks/use-audit.ts', () => ({
  useAudit: () => ({ audit: hooks.audit, loading: hooks.loading }),
}));
vi.mock('../../src/studio/hooks/use-published-document.ts', () => ({
  usePublishedDocument: () =>
    hooks.published === null
      ? undefined
      : hooks.published
        ? { _id: 'article-1', _type: 'article', _rev: hooks.revision, _updatedAt: hooks.publishedAt }
        : null,
}));
vi.mock('../../src/studio/hooks/use-run-audit.ts', () => ({
  useRunAudit: () => ({ run: hooks.run, state: hooks.runState }),
}));

const { GeoAuditInspectorBody } = await import('../../src/studio/inspector/geo-audit-inspector.tsx');
const { isInspectorOpen } = await import('../../src/studio/inspector/open-inspectors.ts');

beforeEach(() => {
  hooks.audit = null;
  hooks.loading = false;
  hooks.run.mockClear();
  hooks.runState = { status: 'idle' };
  hooks.published = false;
  hooks.revision = 'rev-1';
  hooks.publishedAt = '2026-11-25T02:00:00Z';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The inspector's own polite region (render's panel may have one of its own).
const notices = () => {
  const region = screen.getByTestId('geo-notices');
  expect(region.getAttribute('role')).toBe('status');
  return region;
};

describe('GEO audit inspector', () => {
  it('says a draft that was never published is audited when it is published', () => {
    renderInStudioTheme(
      <GeoAuditInspectorBody
        documentType="article"
        documentId="drafts.article-1"
        handlerUrl="https://example.com/h"
      />,
    );
    expect(
      screen.getByText('This document is not published yet. It is audited when you publish it.'),
    ).toBeTruthy();
    // Nothing to run yet: the handler audits published documents only.
    expect(screen.queryByRole('button', { name: /run audit/i })).toBeNull();
    expect(deDEStrings['inspector.none.draft']).toBe(
      'Dieses Dokument ist noch nicht veröffentlicht. Es wird geprüft, wenn Sie es veröffentlichen.',
    );
  });

  it('offers "Run audit" for a published document that has no audit yet, and runs it', () => {
    hooks.published = true;
    const inspector = () => (
      <GeoAuditInspectorBody
        documentType="article"
        documentId="article-1"
        handlerUrl="https://example.com/h"
      />
    );
    const { rerender } = renderInStudioTheme(inspector());
    expect(
      screen.getByText(
        'This published document has not been audited yet. Choose “Run audit” to audit it now.',
      ),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Run audit' });
    button.focus();
    fireEvent.click(button);
    expect(hooks.run).toHaveBeenCalledWith('article-1');
    // The audit it started arrives: the same button, still focused, now "Re-run audit" and unavailable meanwhile.
    hooks.audit = auditView({ state: 'queued', result: null, geoScore: null, verdict: null, progress: 0 });
    rerender(inspector());
    const after = screen.getByRole('button', { name: 'Re-run audit' });
    expect(after).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(after.getAttribute('aria-disabled')).toBe('true');
  });

  it('without a run handler, says a published document is audited when a change is published', () => {
    hooks.published = true;
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(
      screen.getByText(
        'This published document has not been audited yet. It is audited the next time you publish a change to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /run audit/i })).toBeNull();
  });

  it('waits for Sanity to say whether the document is published before saying "not audited yet"', () => {
    hooks.published = null;
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(screen.queryByText(/not been audited|not published yet/)).toBeNull();
  });

  it('shows the full audit: score, verdict, change since the previous audit and the action plan', () => {
    hooks.audit = auditView({
      result: result(72, 'Fair'),
      history: [
        { jobId: 'j2', geoScore: 72, verdict: 'Fair', analyzedAt: '2026-11-20T10:00:00Z' },
        { jobId: 'j1', geoScore: 58, verdict: 'Poor', analyzedAt: '2026-11-10T10:00:00Z' },
      ],
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="drafts.article-1" />);
    // The inspector header is the h1 "GEO audit"; the panel does not repeat it one level too deep.
    expect(screen.queryByRole('heading', { name: 'GEO audit' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Latest audit', level: 2 })).toBeTruthy();
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getAllByText(/72 of 100/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Up 14 points since the previous audit \(was 58\)/)).toBeTruthy();
    expect(screen.getByText('Add Article structured data')).toBeTruthy();
  });

  it('follows the Studio dark scheme', () => {
    hooks.audit = auditView({ result: result(72, 'Fair') });
    const { container } = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="article-1" />,
      'dark',
    );
    expect(container.querySelector('.geo-audit')?.getAttribute('data-theme')).toBe('dark');
    cleanup();
    const light = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="article-1" />,
      'light',
    );
    expect(light.container.querySelector('.geo-audit')?.getAttribute('data-theme')).toBe('light');
  });

  it('shows a failed audit with its reason and re-runs the published document on retry', async () => {
    hooks.published = true;
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: { code: 'audit_failed', message: 'The page answered 404.' },
    });
    renderInStudioTheme(
      <GeoAuditInspectorBody
        documentType="article"
        documentId="drafts.article-1"
        handlerUrl="https://example.com/api/geo-audit"
      />,
    );
    expect(screen.getByText(/The page answered 404\./)).toBeTruthy();
    // One way to run it again, worded as in Strapi and WordPress, not render's retry ("Run the audit again") as well.
    expect(screen.getAllByRole('button', { name: /re-run audit|run the audit again/i })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Re-run audit' }));
    expect(hooks.run).toHaveBeenCalledWith('article-1');
  });

  it('"Re-run audit" keeps the focus while the re-run starts and the audit waits, and takes no second click', () => {
    const failed = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: { code: 'audit_failed', message: 'The page answered 404.' },
    });
    hooks.published = true;
    hooks.audit = failed;
    // A new element each time: React skips re-rendering the very same one.
    const inspector = () => (
      <GeoAuditInspectorBody
        documentType="article"
        documentId="drafts.article-1"
        handlerUrl="https://example.com/api/geo-audit"
      />
    );
    const { rerender } = renderInStudioTheme(inspector());
    const button = screen.getByRole('button', { name: 'Re-run audit' });
    button.focus();
    fireEvent.click(button);
    expect(hooks.run).toHaveBeenCalledTimes(1);
    hooks.runState = { status: 'running' };
    rerender(inspector());
    hooks.runState = { status: 'done' } as RunState;
    hooks.audit = { ...failed, state: 'queued', error: null, progress: 0 };
    rerender(inspector());
    const after = screen.getByRole('button', { name: 'Re-run audit' });
    expect(after).toBe(button);
    expect(document.activeElement).toBe(button);
    // Unavailable while the audit waits, yet focusable: aria-disabled, not disabled.
    expect(after.getAttribute('aria-disabled')).toBe('true');
    expect((after as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(after);
    expect(hooks.run).toHaveBeenCalledTimes(1);
  });

  it('says what a re-run does through live regions that were there, empty, before it', () => {
    hooks.audit = auditView({ result: result(72, 'Fair') });
    const inspector = () => (
      <GeoAuditInspectorBody
        documentType="article"
        documentId="article-1"
        handlerUrl="https://example.com/h"
      />
    );
    const { rerender } = renderInStudioTheme(inspector());
    const status = notices();
    const alerts = screen.getAllByRole('alert');
    expect(status.textContent).toBe('');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['']);
    hooks.runState = { status: 'running' };
    rerender(inspector());
    expect(notices()).toBe(status);
    expect(status.textContent).toBe('Starting GEO audit…');
    hooks.runState = { status: 'error', reason: 'rate_limited', message: 'rate_limited' };
    rerender(inspector());
    expect(status.textContent).toBe('');
    expect(alerts[0]?.textContent).toContain('Too many audits were started just now.');
  });

  it('shows a page the site did not serve yet as a scheduled re-check: why, when it runs again, and the last result', () => {
    // Built from local time, so the expected text holds in any time zone.
    const retryAt = new Date(2030, 10, 24, 10, 2).toISOString();
    hooks.audit = auditView({
      state: 'waiting',
      geoScore: 0,
      verdict: 'Critical',
      progress: 1,
      result: {
        ...result(0, 'Critical'),
        caps: [{ check: 'gate.page_not_fetched', max: 0, reason: 'The page answered HTTP 404.' }],
      },
      error: {
        code: 'page_not_served',
        message: 'The page answered HTTP 404. The audit runs again by itself (re-check 1 of 3).',
        retryAt,
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="drafts.article-1" />);
    const notice = notices();
    expect(notice.textContent).toContain('Re-check scheduled');
    expect(notice.textContent).toContain('The audit runs again by itself (re-check 1 of 3).');
    expect(notice.textContent).toMatch(/Next check: Nov 24, 2030, 10:02\sAM/);
    expect(notice.textContent).toContain('The result below is from the last check.');
    // No job runs until the re-check is due, so nothing may claim it is queued or in progress.
    expect(screen.queryByText('Queued')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('says an unpublished document is not audited, above its last result', () => {
    hooks.audit = auditView({
      state: 'complete',
      geoScore: 64,
      verdict: 'Fair',
      result: result(64, 'Fair'),
      error: {
        code: 'audit_cancelled',
        message:
          'The page is no longer published, so its audit was cancelled. Publishing it again audits it.',
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="drafts.article-1" />);
    const notice = notices();
    expect(notice.textContent).toContain('Not audited while unpublished');
    expect(notice.textContent).toContain('Publishing it again audits it.');
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('64');
  });

  it("words a re-check from its parts, so the Studio locale's sentence frames the engine's reason", () => {
    hooks.audit = auditView({
      state: 'waiting',
      result: result(0, 'Critical'),
      error: {
        code: 'page_not_served',
        message: 'An older wording of the same message.',
        retryAt: new Date(2030, 0, 2, 8, 30).toISOString(),
        recheck: { reason: 'The page answered HTTP 404.', attempt: 2, of: 3 },
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    const notice = notices().textContent ?? '';
    expect(notice).toContain('The page answered HTTP 404. A site often serves a newly published page');
    expect(notice).toContain('(re-check 2 of 3)');
    expect(notice).not.toContain('An older wording');
  });

  it('says when a re-check is overdue instead of promising a time that has passed', () => {
    hooks.audit = auditView({
      state: 'waiting',
      result: result(0, 'Critical'),
      error: {
        code: 'page_not_served',
        message: 'The page answered HTTP 404.',
        retryAt: new Date(2020, 0, 2, 8, 30).toISOString(),
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(notices().textContent).toMatch(
      /The next check was due at Jan 2, 2020, 8:30\sAM and starts with the next scheduled run\./,
    );
  });

  it('still shows a first audit waiting for the API as queued', () => {
    hooks.audit = auditView({
      state: 'waiting',
      geoScore: null,
      verdict: null,
      progress: null,
      error: {
        code: 'rate_limited',
        message: 'The hourly API quota is used up.',
        retryAt: '2030-01-01T00:00:00Z',
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
    expect(screen.queryByText('Re-check scheduled')).toBeNull();
  });

  it('says why a re-run waits for the API and when it starts by itself, above the last result', () => {
    // Seen in the running Studio: the key's hourly quota was used up, and the inspector said only "Queued"
    // beside an unavailable run button for the rest of the hour.
    const retryAt = new Date(2030, 10, 24, 17, 0).toISOString();
    hooks.audit = auditView({
      state: 'waiting',
      result: result(76, 'Good'),
      error: {
        code: 'rate_limited',
        message: 'The hourly API quota is used up; the audit starts when it resets.',
        retryAt,
      },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    // One sentence: why and when, the quota named once (the message as sent says the same again).
    expect(notices().textContent).toMatch(
      /^The hourly API quota is used up, so the audit starts by itself at Nov 24, 2030, 5:00\sPM\.$/,
    );
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('76');
  });

  it("says whose limit a concurrency wait is: the API key's, as Strapi's panel says it", () => {
    const retryAt = new Date(2030, 10, 24, 17, 0).toISOString();
    hooks.audit = auditView({
      state: 'waiting',
      result: result(76, 'Good'),
      error: { code: 'concurrency_limited', message: 'Too many audits are running.', retryAt },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(notices().textContent).toMatch(
      /^Too many audits are running for this API key, so the audit starts by itself at Nov 24, 2030, 5:00\sPM\.$/,
    );
    expect(deDEStrings['waiting.concurrency_limited']).toBe(
      'Für diesen API-Schlüssel laufen zu viele Audits',
    );
  });

  it('says the API cannot be reached and that the next scheduled run starts it, when no time is known', () => {
    hooks.audit = auditView({
      state: 'waiting',
      geoScore: null,
      verdict: null,
      error: { code: 'network', message: 'connect ECONNREFUSED 127.0.0.1:8787' },
    });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(notices().textContent).toBe(
      'The GEO Audit API cannot be reached, so the audit starts with the next scheduled run.',
    );
  });

  it('says why a queued or running audit does not move: its status check was refused, and when it is checked again', () => {
    // Core now clears such a problem once a later check answers, so it is no longer stale when shown.
    const retryAt = new Date(2030, 10, 24, 17, 0).toISOString();
    hooks.audit = auditView({
      state: 'running',
      progress: 0.4,
      geoScore: null,
      verdict: null,
      error: { code: 'rate_limited', message: 'HTTP 429: The hourly request quota is used up', retryAt },
    });
    const { rerender } = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="article-1" />,
    );
    expect(notices().textContent).toMatch(
      /^The hourly API quota is used up, so the audit’s progress is checked again by itself at Nov 24, 2030, 5:00\sPM\.$/,
    );
    hooks.audit = auditView({
      state: 'queued',
      geoScore: null,
      verdict: null,
      error: { code: 'auth', message: 'HTTP 401: The API key was rejected' },
    });
    rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    // A refused key is no editor's to fix: the notice says whom to ask, not the API's words.
    expect(notices().textContent).toBe(
      'The audit needs a working API key: ask an administrator to check the GEO Audit API key configured for the Studio’s audit handler.',
    );
    // A check that answered cleared the problem: nothing is left to say.
    hooks.audit = auditView({ state: 'running', progress: 0.6, geoScore: null, verdict: null, error: null });
    rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(notices().textContent).toBe('');
  });

  it('tells an editor to ask an administrator when the API key or plan is refused, without the API’s developer detail', () => {
    const refusedKey = {
      code: 'auth' as const,
      message: 'The GEO Audit API refused the API key (HTTP 401). Send a valid key in the X-API-Key header.',
    };
    const keySentence =
      'The audit needs a working API key: ask an administrator to check the GEO Audit API key configured for the Studio’s audit handler.';
    hooks.audit = auditView({ state: 'failed', geoScore: null, verdict: null, error: refusedKey });
    const { container, rerender } = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="article-1" />,
    );
    expect(container.textContent).toContain(`Reason: ${keySentence}`);
    expect(container.textContent).not.toContain('X-API-Key');
    // Not yet started, or its progress not checked: the same one sentence, no "could not be checked: …" around it.
    for (const state of ['waiting', 'queued'] as const) {
      hooks.audit = auditView({ state, geoScore: null, verdict: null, error: refusedKey });
      rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
      expect(notices().textContent).toBe(keySentence);
      expect(container.textContent).not.toContain('X-API-Key');
    }
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: {
        code: 'plan',
        message: 'The GEO Audit API refused the request: the plan has no API access (HTTP 403).',
      },
    });
    rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(container.textContent).toContain(
      'Reason: The GEO Audit plan does not include API access: ask an administrator to check the plan of the GEO Audit API key configured for the Studio’s audit handler.',
    );
    expect(container.textContent).not.toContain('HTTP 403');
    // Other problems keep the message as sent.
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: { code: 'audit_failed', message: 'The page could not be fetched.' },
    });
    rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(container.textContent).toContain('Reason: The page could not be fetched.');
    // Said in German too, with the key's place named.
    expect(deDEStrings['problem.auth']).toMatch(/Administrator.*GEO-Audit-API-Schlüssel/);
    expect(deDEStrings['problem.plan']).toMatch(/Administrator.*Tarif/);
  });

  it('tells an editor that the handler’s API address is wrong, not the API’s 404 detail', () => {
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: {
        code: 'api_address',
        message: 'Not found (HTTP 404). No endpoint at /api/api/audit.php: leave /api out of the base URL.',
      },
    });
    const { container } = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="article-1" />,
    );
    expect(container.textContent).toContain(
      'Reason: The GEO Audit API address configured for the Studio’s audit handler does not lead to the API: ask an administrator',
    );
    expect(container.textContent).not.toContain('HTTP 404');
    expect(deDEStrings['problem.api_address']).toMatch(/Administrator.*Basis-URL/);
  });

  it('shows a running audit as progress in a live region', () => {
    hooks.audit = auditView({ state: 'running', progress: 0.5, geoScore: null, verdict: null });
    renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
  it('says why "Re-run audit" was refused, in an alert with words to act on', () => {
    hooks.audit = auditView({
      state: 'failed',
      geoScore: null,
      verdict: null,
      error: { code: 'audit_failed', message: 'The page answered 404.' },
    });
    hooks.runState = { status: 'error', reason: 'invalid_token', message: 'invalid_token' };
    renderInStudioTheme(
      <GeoAuditInspectorBody
        documentType="article"
        documentId="drafts.article-1"
        handlerUrl="https://example.com/api/geo-audit"
      />,
    );
    const refusal = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('The GEO audit could not start'));
    expect(refusal?.textContent).toContain('The GEO audit server did not accept your Studio sign-in.');
    expect(refusal?.textContent).not.toContain('invalid_token');
  });

  it('says a document without a page address cannot be audited, above "not audited yet"', () => {
    hooks.audit = auditView({ state: 'failed', geoScore: null, verdict: null, result: null });
    hooks.runState = { status: 'error', reason: 'no_public_url', message: 'no_public_url' };
    renderInStudioTheme(
      <GeoAuditInspectorBody
        documentType="article"
        documentId="article-1"
        handlerUrl="https://example.com/h"
      />,
    );
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain('This document has no public page address yet, so it cannot be audited.');
  });

  it('announces that a re-run is starting while the request is under way', () => {
    hooks.audit = auditView({ result: result(72, 'Fair') });
    hooks.runState = { status: 'running' };
    renderInStudioTheme(
      <GeoAuditInspectorBody
        documentType="article"
        documentId="article-1"
        handlerUrl="https://example.com/h"
      />,
    );
    expect(notices().textContent).toBe('Starting GEO audit…');
  });
});

describe('what the inspector announces about the first result', () => {
  // Render's own polite region inside the panel, beside the inspector's notices.
  const panelSays = () =>
    screen
      .getAllByRole('status')
      .filter((region) => region.getAttribute('data-testid') !== 'geo-notices')
      .map((region) => region.textContent)
      .join('');

  it('a first result, read already complete (never queued), is announced once', () => {
    const view = renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(
      screen.getByText('This document is not published yet. It is audited when you publish it.'),
    ).toBeTruthy();
    expect(panelSays()).toBe('');
    hooks.audit = auditView({ result: result(72, 'Fair') });
    view.rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(panelSays()).toBe('GEO audit complete: 72 of 100, Fair.');
  });

  it('opening a document that has a result says nothing', () => {
    hooks.loading = true;
    const view = renderInStudioTheme(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    hooks.loading = false;
    hooks.audit = auditView({ result: result(72, 'Fair') });
    view.rerender(<GeoAuditInspectorBody documentType="article" documentId="article-1" />);
    expect(screen.getByRole('heading', { name: 'Latest audit' })).toBeTruthy();
    expect(panelSays()).toBe('');
  });

  it('tells the Studio that an inspector shows the document while it is open', () => {
    const view = renderInStudioTheme(
      <GeoAuditInspectorBody documentType="article" documentId="drafts.article-1" />,
    );
    expect(isInspectorOpen('article-1')).toBe(true);
    expect(isInspectorOpen('article-2')).toBe(false);
    view.unmount();
    expect(isInspectorOpen('article-1')).toBe(false);
  });
});

describe('a publish seen while the inspector is open', () => {
  const AWAITING = 'Publishing starts a GEO audit. Waiting for it to appear…';
  const MISSED = 'No audit of this publish arrived within a minute.';
  const RUN_NOW = 'This published document has not been audited yet. Choose “Run audit” to audit it now.';
  const inspector = () => (
    <GeoAuditInspectorBody documentType="article" documentId="article-1" handlerUrl="https://example.com/h" />
  );

  it('says the audit is on its way, offers no second run, and shows its progress once the record arrives', () => {
    hooks.published = true;
    const { rerender } = renderInStudioTheme(inspector());
    const status = notices();
    const button = screen.getByRole('button', { name: 'Run audit' });
    button.focus();
    // The editor publishes a change: Sanity has a new published revision, the handler has not written yet.
    hooks.revision = 'rev-2';
    rerender(inspector());
    expect(notices()).toBe(status);
    expect(status.textContent).toBe(AWAITING);
    // Said once: the panel's "not audited yet, choose Run audit" is gone, not said beside it.
    expect(screen.queryByText(RUN_NOW)).toBeNull();
    expect(screen.getAllByText(AWAITING)).toHaveLength(1);
    const during = screen.getByRole('button', { name: 'Run audit' });
    expect(during).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(during.getAttribute('aria-disabled')).toBe('true');
    // Seen as unavailable too, not only heard.
    expect(during.style.cursor).toBe('not-allowed');
    fireEvent.click(during);
    expect(hooks.run).not.toHaveBeenCalled();
    // The handler's record for the publish arrives: the normal progress, the same focused button.
    hooks.audit = auditView({
      state: 'waiting',
      result: null,
      geoScore: null,
      verdict: null,
      progress: null,
    });
    rerender(inspector());
    expect(status.textContent).toBe('');
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Re-run audit' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('after a first publish of a draft, says when no audit arrived within a minute and offers "Run audit" again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = renderInStudioTheme(inspector());
    expect(
      screen.getByText('This document is not published yet. It is audited when you publish it.'),
    ).toBeTruthy();
    hooks.published = true;
    rerender(inspector());
    expect(notices().textContent).toBe(AWAITING);
    const button = screen.getByRole('button', { name: 'Run audit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(59_000));
    expect(notices().textContent).toBe(AWAITING);
    act(() => vi.advanceTimersByTime(1_000));
    expect(notices().textContent).toBe(MISSED);
    expect(screen.getByText(RUN_NOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run audit' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button);
    expect(hooks.run).toHaveBeenCalledWith('article-1');
    // A late audit still shows, and the notice goes.
    hooks.audit = auditView({ state: 'queued', result: null, geoScore: null, verdict: null, progress: 0 });
    rerender(inspector());
    expect(notices().textContent).toBe('');
  });

  it('does not wait when the inspector opens on a published document, nor after an unpublish', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hooks.published = null;
    const { rerender } = renderInStudioTheme(inspector());
    // Sanity's first answer is the document as it was, not a publish.
    hooks.published = true;
    rerender(inspector());
    expect(notices().textContent).toBe('');
    expect(screen.getByText(RUN_NOW)).toBeTruthy();
    hooks.published = false;
    rerender(inspector());
    act(() => vi.advanceTimersByTime(120_000));
    expect(notices().textContent).toBe('');
  });

  it('keeps an audited document’s last result under the notice and takes no re-run until the new record arrives', () => {
    const before = auditView({ result: result(72, 'Fair'), updatedAt: '2026-11-20T10:00:00Z' });
    hooks.published = true;
    hooks.audit = before;
    const { rerender } = renderInStudioTheme(inspector());
    const button = screen.getByRole('button', { name: 'Re-run audit' });
    hooks.revision = 'rev-2';
    rerender(inspector());
    expect(notices().textContent).toBe(AWAITING);
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('72');
    fireEvent.click(button);
    expect(hooks.run).not.toHaveBeenCalled();
    hooks.audit = { ...before, state: 'queued', progress: 0, updatedAt: '2026-11-25T02:00:00Z' };
    rerender(inspector());
    expect(notices().textContent).toBe('');
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
  });

  // The handler hears Sanity's webhook and writes the record while the Studio's own copy of the document can
  // still be on its way: the records of the publish's audit then reach the inspector before its revision does.
  it('shows a publish’s completed audit that reached the Studio before the publish, with no wait beside it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = auditView({
      result: result(72, 'Fair'),
      requestedAt: '2026-11-20T09:59:58Z',
      updatedAt: '2026-11-20T10:00:00Z',
    });
    hooks.published = true;
    hooks.audit = before;
    const { rerender } = renderInStudioTheme(inspector());
    const meter = () => screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow');
    hooks.audit = {
      ...before,
      geoScore: 80,
      verdict: 'Good',
      result: result(80, 'Good', '2026-11-25T02:00:02Z'),
      requestedAt: '2026-11-25T02:00:01Z',
      updatedAt: '2026-11-25T02:00:03Z',
      completedAt: '2026-11-25T02:00:03Z',
    };
    rerender(inspector());
    expect(meter()).toBe('80');
    hooks.revision = 'rev-2';
    hooks.publishedAt = '2026-11-25T02:00:00Z';
    rerender(inspector());
    expect(notices().textContent).toBe('');
    expect(screen.queryByText(AWAITING)).toBeNull();
    expect(meter()).toBe('80');
    const button = screen.getByRole('button', { name: 'Re-run audit' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    // Not a wait that later turns into "no audit arrived" either.
    act(() => vi.advanceTimersByTime(60_000));
    expect(notices().textContent).toBe('');
  });

  it('shows a publish’s audit already under way when the publish reaches the Studio after it, and takes no second run', () => {
    hooks.published = true;
    hooks.audit = auditView({ result: result(72, 'Fair'), requestedAt: '2026-11-20T09:59:58Z' });
    const { rerender } = renderInStudioTheme(inspector());
    hooks.audit = auditView({
      result: result(72, 'Fair'),
      state: 'queued',
      progress: 0,
      requestedAt: '2026-11-25T02:00:00Z',
      updatedAt: '2026-11-25T02:00:01Z',
    });
    rerender(inspector());
    // Requested at the publish's own time counts as its audit, as the handler counts it for a run request.
    hooks.revision = 'rev-2';
    hooks.publishedAt = '2026-11-25T02:00:00Z';
    rerender(inspector());
    expect(notices().textContent).toBe('');
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
    const button = screen.getByRole('button', { name: 'Re-run audit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(hooks.run).not.toHaveBeenCalled();
  });

  it('still waits after a publish when the record shows an audit requested before it', () => {
    hooks.published = true;
    hooks.audit = auditView({
      result: result(72, 'Fair'),
      state: 'running',
      progress: 0.5,
      requestedAt: '2026-11-25T01:59:50Z',
      updatedAt: '2026-11-25T01:59:55Z',
    });
    const { rerender } = renderInStudioTheme(inspector());
    hooks.revision = 'rev-2';
    hooks.publishedAt = '2026-11-25T02:00:00Z';
    rerender(inspector());
    expect(notices().textContent).toBe(AWAITING);
  });
});
