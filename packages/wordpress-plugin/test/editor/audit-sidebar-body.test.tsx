import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { ScoreSummary } from '../../src/score-summary.tsx';
import { usePostAudit } from '../../src/use-post-audit.ts';
import { record, result, view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

let server: RoutesServer;
let root = '';

beforeAll(async () => {
  server = await startRoutesServer(view());
  root = server.root;
  // The editor's apiFetch talks to WordPress's REST root; here, to the loopback routes server.
  apiFetch.use((options, next) =>
    next({ ...options, url: `${root}${String(options.path).replace(/^\//, '')}` }),
  );
});
afterAll(() => server.stop());
afterEach(() => {
  cleanup();
  server.requests.length = 0;
});

/** The sidebar as the plugin mounts it: the body alone, no score line above it. */
function Sidebar({ postId = 7, pollMs = 50 }: { postId?: number; pollMs?: number }) {
  const audit = usePostAudit(postId, () => pollMs);
  return (
    <AuditSidebarBody
      audit={audit}
      settingsUrl="http://127.0.0.1/wp-admin/options-general.php?page=geo-audit"
      locale="en"
    />
  );
}

/** The score render's gauge shows, as assistive technology reads it. */
async function shownScore(): Promise<string | null> {
  return (await screen.findByRole('meter')).getAttribute('aria-valuenow');
}

describe('the GEO audit sidebar', () => {
  it('shows the score, verdict, action plan, findings and trend of a completed audit', async () => {
    server.set(view());
    render(<Sidebar />);
    expect(await shownScore()).toBe('72');
    expect(screen.getAllByText(/good/i).length).toBeGreaterThan(0);
    expect(screen.getByText('Add FAQPage structured data')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Score history' })).toBeTruthy();
    expect(screen.getByText(/from 55 to 72/)).toBeTruthy();
    // Module findings sit in WordPress panels, closed at first and opened by keyboard or click.
    for (const toggle of screen.getAllByRole('button', { expanded: false })) await userEvent.click(toggle);
    expect(screen.getByText('No FAQPage markup')).toBeTruthy();
    expect(screen.getByRole('link', { name: /full report/i }).getAttribute('href')).toBe(
      'http://127.0.0.1:8787/results/abc',
    );
    expect(server.requests).toEqual(['GET /wp-json/geo-audit/v1/posts/7/audit']);
  });

  it('shows no "Full report" link for a stored address that is not http(s)', async () => {
    server.set(view({ record: record({ resultsUrl: 'javascript:alert(document.cookie)' }) }));
    render(<Sidebar />);
    expect(await shownScore()).toBe('72');
    expect(screen.queryByRole('link', { name: /full report/i })).toBeNull();
  });

  it('re-runs the audit, shows it pending, and updates when it completes', async () => {
    server.set(view());
    render(<Sidebar />);
    const button = await screen.findByRole('button', { name: 'Re-run audit' });
    await userEvent.click(button);
    await waitFor(() => expect(server.requests).toContain('POST /wp-json/geo-audit/v1/posts/7/audit'));
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-run audit' }).getAttribute('aria-disabled')).toBe('true');
    // The sidebar polls while the audit is pending; the server now reports a new result.
    act(() =>
      server.set(
        view({
          record: record({
            geoScore: 81,
            verdict: 'excellent',
            result: { ...result, geo_score: 81, verdict: 'excellent', analyzed_at: '2026-11-21T10:00:00Z' },
            history: [
              { jobId: 'job_3', geoScore: 81, verdict: 'excellent', analyzedAt: '2026-11-21T10:00:00Z' },
              ...record().history,
            ],
          }),
        }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('81'));
    // Screen readers hear the completion through WordPress's polite live region.
    await waitFor(() =>
      expect(document.getElementById('a11y-speak-polite')?.textContent).toContain(
        'GEO audit complete: 81 of 100, Excellent.',
      ),
    );
    expect(screen.queryByText('Queued')).toBeNull();
    const polls = server.requests.filter((line) => line.startsWith('GET')).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests.filter((line) => line.startsWith('GET')).length).toBe(polls);
  });

  it('says why a password-protected post is not audited, and offers no audit', async () => {
    server.set(view({ record: null, auditable: false, notAuditableReason: 'password_protected' }));
    render(<Sidebar pollMs={60_000} />);
    expect(await screen.findByText(/Password-protected posts are not audited/)).toBeTruthy();
    expect(screen.queryByText(/Posts of this type are not audited/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Audit now|Re-run audit/ })).toBeNull();
  });

  it('says a post type is not audited when that is the reason', async () => {
    server.set(view({ record: null, auditable: false, notAuditableReason: 'post_type_not_audited' }));
    render(<Sidebar pollMs={60_000} />);
    expect(await screen.findByText(/Posts of this type are not audited/)).toBeTruthy();
  });

  it('explains a re-check of a page the site did not serve yet, keeps its result visible and lets the editor audit at once', async () => {
    const reason = 'The page answered HTTP 404, so nothing on it can be cited.';
    server.set(
      view({
        record: record({
          state: 'waiting',
          geoScore: 0,
          verdict: 'critical',
          result: {
            ...result,
            geo_score: 0,
            verdict: 'critical',
            caps: [{ check: 'gate.page_not_fetched', max: 0, reason }],
          },
          rechecks: 1,
          error: {
            code: 'page_not_served',
            message: `${reason} A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check 1 of 3).`,
            retryAt: '2026-11-20T10:02:00Z',
          },
        }),
      }),
    );
    render(<Sidebar pollMs={60_000} />);
    const notice = await screen.findByText(/re-check 1 of 3/, { selector: '.components-notice__content' });
    expect(notice.textContent).toContain(reason);
    // The fixture's check time has passed (wp-cron runs it on the site's next visit): no time gone by is said.
    expect(notice.textContent).toContain('Next check shortly. If the page is live now, re-run the audit.');
    // The notice names the wait as the document panel does; no card says it is queued: nothing runs until then.
    expect(notice.textContent).toMatch(/^Re-check scheduled: /);
    expect(screen.queryByText('Queued')).toBeNull();
    // The unserved page's result stays below, with its action plan.
    expect(await shownScore()).toBe('0');
    expect(screen.getByText('Add FAQPage structured data')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Re-run audit' });
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
    await userEvent.click(button);
    await waitFor(() => expect(server.requests).toContain('POST /wp-json/geo-audit/v1/posts/7/audit'));
  });

  it('shows why an audit failed and offers a retry', async () => {
    server.set(
      view({
        record: record({
          state: 'failed',
          error: { code: 'invalid_url', message: 'The GEO Audit API cannot audit this URL.' },
        }),
      }),
    );
    render(<Sidebar />);
    expect(await screen.findByText('The audit failed')).toBeTruthy();
    expect(screen.getByText('Reason: The GEO Audit API cannot audit this URL.')).toBeTruthy();
    // The result before the failure stays, with its score.
    expect(await shownScore()).toBe('72');
    // One control for it, not render's "Run the audit again" beside "Re-run audit".
    expect(screen.getAllByRole('button', { name: /try again|retry|re-run|run the audit/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Re-run audit' })).toBeTruthy();
  });

  it('tells editors when the plugin is not configured, with the settings link for admins', async () => {
    server.set(view({ configured: false, record: null }));
    render(<Sidebar />);
    expect(
      await screen.findByText(/not configured yet/, { selector: '.components-notice__content' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /open the settings/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /audit/i })).toBeNull();
  });

  it('asks to publish a draft first', async () => {
    server.set(view({ published: false, record: null }));
    render(<Sidebar />);
    expect(await screen.findByText(/Publish the post to audit it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /audit/i })).toBeNull();
  });
});

describe('the score line of the document and pre-publish panels', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    resetLocaleData();
  });

  it('is one translatable sentence whose parts a translation may reorder, with the score in bold', () => {
    setLocaleData(
      { '': {}, '<score>%1$d</score> of 100 · %2$s': ['%2$s · <score>%1$d</score>/100'] },
      'geo-audit',
    );
    render(<ScoreSummary view={view()} />);
    expect(screen.getByTestId('geo-score').tagName).toBe('STRONG');
    expect(screen.getByTestId('geo-score').parentElement?.textContent).toBe('Good · 72/100');
  });

  it("words the API's English verdict in the editor's language", () => {
    document.documentElement.lang = 'de-DE';
    render(<ScoreSummary view={view()} />);
    expect(screen.getByTestId('geo-score').parentElement?.textContent).toBe('72 of 100 · Gut');
  });
});
