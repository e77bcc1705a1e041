// @vitest-environment jsdom
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AuditView } from '../../admin/src/api-types.ts';
import { AuditPanelView } from '../../admin/src/components/AuditPanelView.tsx';
import de from '../../admin/src/translations/de.json';
import en from '../../admin/src/translations/en.json';
import { auditView } from './audit-view.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CATALOGUES: Record<string, Record<string, string>> = { en, de };

function inAdmin(children: ReactNode, locale = 'en') {
  // Strapi's admin prefixes plugin messages with the plugin id (see registerTrads).
  const messages = Object.fromEntries(
    Object.entries(CATALOGUES[locale] ?? {}).map(([key, value]) => [`geo-audit.${key}`, value]),
  );
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <DesignSystemProvider locale={locale}>{children}</DesignSystemProvider>
    </IntlProvider>
  );
}

const result = {
  url: 'https://blog.example/brewing',
  geo_score: 81,
  verdict: 'Good',
  analyzed_at: '2026-11-22T10:00:00Z',
  modules: {
    citability: {
      score: 70,
      findings: [
        {
          check: 'citability.answer_first',
          title: 'Sections open with a direct answer',
          status: 'fail',
          severity: 'high',
          evidence: [{ what: 'Opening sentence is a question' }],
          fix: 'Start the section with a one-sentence answer.',
          impact: 9,
        },
      ],
    },
  },
  action_plan: [
    {
      module: 'citability',
      check: 'citability.answer_first',
      title: 'Sections open with a direct answer',
      priority: 'high',
      impact: 9,
      fix: 'Start the section with a one-sentence answer.',
    },
  ],
};

const audit = auditView;

// The design system adds its own (empty) live regions to the page, so queries look inside the panel.
const panel = () => within(screen.getByTestId('geo-panel'));

const never = () => new Promise<void>(() => undefined);

describe('the Content Manager side panel', () => {
  test('says the entry was never audited', () => {
    render(inAdmin(<AuditPanelView audit={null} canRun onRerun={never} />));
    expect(screen.getByText(/not audited yet/i)).toBeTruthy();
  });

  test('an audit that could not be loaded says why, and not also "not audited yet"', () => {
    render(inAdmin(<AuditPanelView audit={null} loadError="Bad Gateway" canRun onRerun={never} />));
    expect(panel().getByRole('alert').textContent).toBe('The audit could not be loaded: Bad Gateway');
    expect(screen.queryByText(/not audited yet/i)).toBeNull();
  });

  test('a running audit shows its progress in a polite live region and cannot be re-run meanwhile', () => {
    let calls = 0;
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ state: 'running', progress: 0.4 })}
          canRun
          onRerun={() => {
            calls += 1;
            return never();
          }}
        />,
      ),
    );
    expect(panel().getByText('Running')).toBeTruthy();
    expect(panel().getByText('40% done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Audit progress' })).toBeTruthy();
    // Unavailable but still focusable (aria-disabled): a disabled button would drop the focus to the body.
    const rerun = screen.getByRole('button', { name: 'Re-run audit' }) as HTMLButtonElement;
    expect(rerun.getAttribute('aria-disabled')).toBe('true');
    expect(rerun.disabled).toBe(false);
    rerun.focus();
    fireEvent.click(rerun);
    expect(calls).toBe(0);
    expect(document.activeElement).toBe(rerun);
  });

  test('"Re-run audit" keeps the focus while its audit starts, waits and fails, and takes one click at a time', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const onRerun = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const view = (state: Partial<AuditView>) =>
      inAdmin(<AuditPanelView audit={audit(state)} canRun onRerun={onRerun} />);
    const { rerender } = render(view({ state: 'complete' }));
    const rerun = screen.getByRole('button', { name: 'Re-run audit' });
    rerun.focus();
    fireEvent.click(rerun);
    fireEvent.click(rerun);
    expect(calls).toBe(1);
    await waitFor(() => expect(rerun.getAttribute('aria-disabled')).toBe('true'));
    rerender(view({ state: 'queued', progress: 0 }));
    release();
    rerender(view({ state: 'failed', error: { code: 'auth', message: 'Key revoked' } }));
    await waitFor(() => expect(rerun.getAttribute('aria-disabled')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Re-run audit' })).toBe(rerun);
    expect(document.activeElement).toBe(rerun);
  });

  test('"Full report" says that it opens in a new tab', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ resultsUrl: 'https://geo.example/results/job-2' })}
          canRun
          onRerun={never}
        />,
      ),
    );
    const link = screen.getByRole('link', { name: 'Full report (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  test('shows no "Full report" link for a stored address that is not http(s)', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ resultsUrl: 'javascript:alert(document.cookie)' })}
          canRun
          onRerun={never}
        />,
      ),
    );
    expect(screen.queryByRole('link', { name: /Full report/ })).toBeNull();
  });

  test('an audit waiting out a rate limit says why and when it starts, in one sentence that names the quota once', () => {
    // 10:00 in the browser's zone, so half an hour later is still today: the time alone, no date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
    const inHalfAnHour = new Date(2026, 10, 25, 10, 30).toISOString();
    const { rerender } = render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            error: {
              code: 'rate_limited',
              // The coordinator's own sentence, which the notice used to put after its own title.
              message: 'The hourly API quota is used up; the audit starts when it resets.',
              retryAt: inHalfAnHour,
            },
          })}
          canRun
          onRerun={never}
        />,
      ),
    );
    expect(screen.getByText('Queued')).toBeTruthy();
    const problem = screen.getByTestId('geo-problem');
    expect(problem.textContent).toMatch(
      /^The hourly API quota is used up, so the audit starts by itself at 10:30\sAM\.$/,
    );
    // A queued job whose status check was refused (core now clears that once a check answers) is not
    // started again: its progress is checked then.
    rerender(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'running',
            progress: 0.4,
            error: {
              code: 'rate_limited',
              message: 'HTTP 429: The hourly request quota is used up',
              retryAt: inHalfAnHour,
            },
          })}
          canRun
          onRerun={never}
        />,
      ),
    );
    expect(screen.getByTestId('geo-problem').textContent).toMatch(
      /^The hourly API quota is used up, so the audit’s progress is checked again by itself at .+\.$/,
    );
  });

  test('a wait until another day names the date as well as the time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 23, 50));
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            error: {
              code: 'rate_limited',
              message: 'The hourly API quota is used up.',
              retryAt: new Date(2026, 10, 26, 0, 20).toISOString(),
            },
          })}
          canRun
          onRerun={never}
        />,
      ),
    );
    expect(screen.getByTestId('geo-problem').textContent).toMatch(
      /starts by itself at 11\/26\/2026 12:20\sAM\.$/,
    );
  });

  test('a wait whose time has passed says it starts shortly, and other waits name their own reason', () => {
    const view = (error: NonNullable<AuditView['error']>) =>
      inAdmin(<AuditPanelView audit={audit({ state: 'waiting', error })} canRun onRerun={never} />);
    const { rerender } = render(
      view({ code: 'server_error', message: 'HTTP 503', retryAt: '2026-11-22T11:00:00Z' }),
    );
    expect(screen.getByTestId('geo-problem').textContent).toBe(
      'The GEO Audit API had an error, so the audit starts by itself shortly.',
    );
    rerender(view({ code: 'concurrency_limited', message: 'HTTP 429' }));
    expect(screen.getByTestId('geo-problem').textContent).toBe(
      'Too many audits are running for this API key, so the audit starts by itself shortly.',
    );
  });

  test('in German', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            error: {
              code: 'network',
              message: 'Could not reach the GEO Audit API.',
              retryAt: '2026-11-22T11:00:00Z',
            },
          })}
          canRun
          onRerun={never}
        />,
        'de',
      ),
    );
    expect(screen.getByTestId('geo-problem').textContent).toBe(
      'Die GEO-Audit-API ist nicht erreichbar, daher startet das Audit in Kürze von selbst.',
    );
  });

  test('the reason an audit waits comes before the audit it is about: its status, score and modules', () => {
    // In the running admin the reason sat below every module, while the top of the panel said only "Queued".
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            geoScore: 81,
            verdict: 'Good',
            result: result as AuditView['result'],
            error: {
              code: 'rate_limited',
              message: '0 of 100 audits left this hour',
              retryAt: '2026-11-22T11:00:00Z',
            },
          })}
          canRun
          onRerun={never}
        />,
      ),
    );
    const problem = screen.getByTestId('geo-problem');
    const follows = (node: Node) =>
      Boolean(problem.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('heading', { name: 'Latest audit' }))).toBe(true);
    expect(follows(screen.getByText('Queued'))).toBe(true);
    expect(follows(screen.getByRole('heading', { name: 'Modules' }))).toBe(true);
  });

  test('"Re-run audit" sits above the notice and the status its click changes, and keeps the focus', async () => {
    // At the bottom of the panel the button pushed its own "Queued" or failure out of view, to the top.
    const view = (state: Partial<AuditView>) =>
      inAdmin(
        <AuditPanelView
          audit={audit({ result: result as AuditView['result'], ...state })}
          canRun
          onRerun={async () => undefined}
        />,
      );
    const { rerender } = render(view({ state: 'complete', geoScore: 81 }));
    const rerun = screen.getByRole('button', { name: 'Re-run audit' });
    rerun.focus();
    fireEvent.click(rerun);
    const precedes = (node: Node) =>
      Boolean(rerun.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    rerender(view({ state: 'queued', progress: 0 }));
    expect(precedes(screen.getByText('Queued'))).toBe(true);
    expect(precedes(screen.getByRole('heading', { name: 'Modules' }))).toBe(true);
    rerender(
      view({
        state: 'waiting',
        error: {
          code: 'rate_limited',
          message: '0 of 100 audits left this hour',
          retryAt: '2026-11-22T11:00:00Z',
        },
      }),
    );
    expect(precedes(screen.getByTestId('geo-problem'))).toBe(true);
    await waitFor(() => expect(rerun.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(rerun);
  });

  test('the reason an audit waits is written into a polite region that was there, empty, before it', () => {
    const view = (state: Partial<AuditView>) =>
      inAdmin(<AuditPanelView audit={audit(state)} canRun onRerun={never} />);
    const { rerender } = render(view({ state: 'complete' }));
    const region = screen.getByTestId('geo-problem-region');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    rerender(
      view({
        state: 'waiting',
        error: {
          code: 'rate_limited',
          message: '0 of 100 audits left this hour',
          retryAt: '2026-11-22T11:00:00Z',
        },
      }),
    );
    expect(screen.getByTestId('geo-problem-region')).toBe(region);
    expect(region.textContent).toContain('The hourly API quota is used up, so the audit starts by itself');
  });

  test('a wait is said once: its time passing is shown, not read out again; another reason is said', () => {
    // In the running admin the region read "…starts by itself at 7:58 PM." and, when that time passed before
    // the minute's poller started the audit, "…starts by itself shortly." a second time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T19:58:30Z'));
      const view = (error: NonNullable<AuditView['error']>) =>
        inAdmin(<AuditPanelView audit={audit({ state: 'waiting', error })} canRun onRerun={never} />);
      const busy = {
        code: 'concurrency_limited' as const,
        message: 'HTTP 429',
        retryAt: '2026-11-24T19:58:41Z',
      };
      const { rerender } = render(
        inAdmin(<AuditPanelView audit={audit({ state: 'complete' })} canRun onRerun={never} />),
      );
      const region = screen.getByTestId('geo-problem-region');
      rerender(view(busy));
      expect(region.textContent).toMatch(
        /^Too many audits are running for this API key, so the audit starts by itself at /,
      );
      // Read once: the notice itself is hidden from screen readers while the region holds the same words.
      expect(screen.getByTestId('geo-problem').getAttribute('aria-hidden')).toBe('true');

      vi.setSystemTime(new Date('2026-11-24T19:58:45Z'));
      rerender(view({ ...busy }));
      const notice = screen.getByTestId('geo-problem');
      expect(notice.textContent).toBe(
        'Too many audits are running for this API key, so the audit starts by itself shortly.',
      );
      expect(region.textContent).toBe('');
      expect(notice.getAttribute('aria-hidden')).toBeNull();

      rerender(view({ code: 'rate_limited', message: 'HTTP 429', retryAt: '2026-11-24T21:00:00Z' }));
      expect(region.textContent).toMatch(
        /^The hourly API quota is used up, so the audit starts by itself at /,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  test('an audit of a page the site did not serve yet keeps that result, says when it checks again, and can run now', () => {
    let calls = 0;
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            geoScore: 0,
            verdict: 'Critical',
            result: {
              ...result,
              geo_score: 0,
              verdict: 'Critical',
              caps: [
                {
                  check: 'gate.page_not_fetched',
                  max: 0,
                  reason: 'The page answered HTTP 404, so nothing on it can be cited.',
                },
              ],
            } as AuditView['result'],
            error: {
              code: 'page_not_served',
              message: 'The page answered HTTP 404, so nothing on it can be cited. (re-check 1 of 3)',
              retryAt: '2026-11-22T10:02:00Z',
              recheck: {
                reason: 'The page answered HTTP 404, so nothing on it can be cited.',
                attempt: 1,
                of: 3,
              },
            },
          })}
          canRun
          onRerun={async () => {
            calls += 1;
          }}
        />,
      ),
    );
    const root = screen.getByTestId('geo-panel');
    expect(root.textContent).toContain('0 of 100');
    expect(screen.queryByText('Queued')).toBeNull();
    const problem = screen.getByTestId('geo-problem');
    expect(problem.textContent).toContain(
      'The site did not serve the page when it was audited: The page answered HTTP 404',
    );
    expect(problem.textContent).toContain('Tries again by itself at');
    expect(problem.textContent).toContain('(re-check 1 of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Re-run audit' }));
    expect(calls).toBe(1);
  });

  test('a failed audit names the specific reason and retries through the plugin', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const onRerun = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'failed',
            error: { code: 'invalid_url', message: 'The page answered 404' },
          })}
          canRun
          onRerun={onRerun}
        />,
      ),
    );
    const root = screen.getByTestId('geo-panel');
    expect(root.textContent).toContain('The audit failed');
    expect(root.textContent).toContain('The public URL could not be audited: The page answered 404');
    // One way to retry, not two: the panel's "Re-run audit", which stays put whatever the audit does next.
    expect(screen.queryByRole('button', { name: /run the audit again/i })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Re-run audit' });
    fireEvent.click(retry);
    expect(calls).toBe(1);
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'));
    release();
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('false'));
  });

  test('without the run permission a failed audit offers no retry', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ state: 'failed', error: { code: 'auth', message: 'Key revoked' } })}
          canRun={false}
          onRerun={never}
        />,
      ),
    );
    expect(screen.getByTestId('geo-panel').textContent).toContain(
      'ask an administrator to check the API key',
    );
    expect(panel().queryByRole('button')).toBeNull();
  });

  test('a complete audit shows score, verdict, change, action plan and module scores, and re-runs', () => {
    let calls = 0;
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'complete',
            geoScore: 81,
            verdict: 'Good',
            result: result as AuditView['result'],
            completedAt: '2026-11-22T10:00:00Z',
            history: [
              { jobId: 'job-2', geoScore: 81, verdict: 'Good', analyzedAt: '2026-11-22T10:00:00Z' },
              { jobId: 'job-1', geoScore: 64, verdict: 'Fair', analyzedAt: '2026-11-21T10:00:00Z' },
            ],
          })}
          canRun
          onRerun={async () => {
            calls += 1;
          }}
        />,
      ),
    );
    const root = screen.getByTestId('geo-panel');
    expect(root.getAttribute('data-state')).toBe('complete');
    expect(document.head.querySelectorAll('style#geo-audit-theme')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'GEO readiness' })).toBeTruthy();
    expect(root.textContent).toContain('81 of 100');
    expect(root.textContent).toContain('Good');
    expect(root.textContent).toMatch(/17 points/);
    expect(screen.getByRole('heading', { name: 'Score history' })).toBeTruthy();
    expect(root.textContent).toContain('Sections open with a direct answer');
    expect(root.textContent).toMatch(/citability/i);
    expect(screen.queryByTestId('geo-problem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Re-run audit' }));
    expect(calls).toBe(1);
  });

  test('while a re-run waits, is queued or runs, the change still compares the shown result with the audit before it', () => {
    // "Cold brew at home" from the review: 78 Good, then 59 Poor; a re-run (or a re-publish) is under way.
    const cold = { ...result, geo_score: 59, verdict: 'Poor', analyzed_at: '2026-11-22T10:00:00Z' };
    const history = [
      { jobId: 'job-2', geoScore: 59, verdict: 'Poor', analyzedAt: '2026-11-22T10:00:00Z' },
      { jobId: 'job-1', geoScore: 78, verdict: 'Good', analyzedAt: '2026-11-21T10:00:00Z' },
    ];
    const shown = { geoScore: 59, verdict: 'Poor', result: cold as AuditView['result'] };
    for (const next of [
      { state: 'complete', jobId: 'job-2' },
      { state: 'waiting', jobId: null },
      { state: 'queued', jobId: 'job-3' },
      { state: 'running', jobId: 'job-3', progress: 0.4 },
    ] as const) {
      render(
        inAdmin(<AuditPanelView audit={audit({ ...shown, ...next, history })} canRun onRerun={never} />),
      );
      const text = screen.getByTestId('geo-panel').textContent;
      expect(text, next.state).toContain('Down 19 points since the previous audit (was 78)');
      expect(text, next.state).toContain('Verdict changed from Good to Poor');
      expect(text, next.state).not.toContain('No change');
      cleanup();
    }
    // The first re-publish: one audit so far, so there is nothing to compare it with.
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ ...shown, state: 'queued', jobId: 'job-3', history: history.slice(0, 1) })}
          canRun
          onRerun={never}
        />,
      ),
    );
    expect(screen.getByTestId('geo-panel').textContent).not.toMatch(/since the previous audit/);
  });

  test('says why a re-check waits in the admin locale (German), around the engine reason as sent', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'waiting',
            error: {
              code: 'page_not_served',
              message: 'The page answered HTTP 404. A site often serves … (re-check 2 of 3).',
              retryAt: '2026-11-22T10:07:00Z',
              recheck: { reason: 'The page answered HTTP 404.', attempt: 2, of: 3 },
            },
          })}
          canRun
          onRerun={never}
        />,
        'de',
      ),
    );
    const problem = screen.getByTestId('geo-problem').textContent ?? '';
    expect(problem).toContain(
      'Die Website hat die Seite beim Audit nicht ausgeliefert: The page answered HTTP 404.',
    );
    expect(problem).toContain('(erneute Prüfung 2 von 3)');
    expect(problem).not.toContain('A site often serves');
  });

  test('an audit cancelled by unpublishing says so in the admin locale (German), not in core’s English', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({
            state: 'complete',
            error: {
              code: 'audit_cancelled',
              message:
                'The page is no longer published, so its audit was cancelled. Publishing it again audits it.',
            },
          })}
          canRun
          onRerun={never}
        />,
        'de',
      ),
    );
    expect(screen.getByTestId('geo-problem').textContent).toBe(
      'Die Seite ist nicht mehr veröffentlicht, deshalb wurde ihr Audit abgebrochen. Wenn Sie sie erneut veröffentlichen, wird sie wieder geprüft.',
    );
  });

  test('follows the admin locale (German)', () => {
    render(
      inAdmin(
        <AuditPanelView audit={audit({ state: 'running', progress: 0.5 })} canRun onRerun={never} />,
        'de',
      ),
    );
    expect(screen.getByRole('button', { name: 'Audit erneut ausführen' })).toBeTruthy();
    expect(screen.getByTestId('geo-panel').textContent).not.toContain('Running');
  });

  // What the coordinator stores for a refused key: the API's message, written for whoever holds the key.
  const REFUSED =
    'The API key was rejected; check the configured key (401): Send a valid key in the X-API-Key header. Create one with `geo-audit keys create --plan agency`.';

  test.each([
    [
      'failed',
      'auth',
      'The audit needs a working API key: ask an administrator to check the API key under Settings → GEO Audit.',
    ],
    [
      'waiting',
      'auth',
      'The audit needs a working API key: ask an administrator to check the API key under Settings → GEO Audit.',
    ],
    [
      'failed',
      'plan',
      'The GEO Audit plan does not include API access: ask an administrator to check the plan under Settings → GEO Audit.',
    ],
  ] as const)(
    'a %s audit whose %s was refused tells the editor to ask an administrator, without the developer message',
    (state, code, sentence) => {
      render(
        inAdmin(
          <AuditPanelView
            audit={audit({ state, error: { code, message: REFUSED } })}
            canRun
            onRerun={never}
          />,
        ),
      );
      const root = screen.getByTestId('geo-panel');
      expect(root.textContent).toContain(sentence);
      expect(root.textContent).not.toMatch(/X-API-Key|keys create|401|rejected/);
      if (state === 'waiting') expect(screen.getByTestId('geo-problem-region').textContent).toBe(sentence);
    },
  );

  test('a refused key, in German', () => {
    render(
      inAdmin(
        <AuditPanelView
          audit={audit({ state: 'failed', error: { code: 'auth', message: REFUSED } })}
          canRun
          onRerun={never}
        />,
        'de',
      ),
    );
    const text = screen.getByTestId('geo-panel').textContent;
    expect(text).toContain('den API-Schlüssel unter Einstellungen → GEO Audit zu prüfen');
    expect(text).not.toContain('X-API-Key');
  });
});
