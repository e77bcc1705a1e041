import { cleanup, render, screen } from '@testing-library/react';
import { setup } from '@wordpress/a11y';
import { type DateSettings, getSettings, setSettings } from '@wordpress/date';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { ScoreSummary } from '../../src/score-summary.tsx';
import type { PostAuditView } from '../../src/types.ts';
import { record, view } from './fixtures.ts';

// A published post just updated: the plugin waits for more edits before it starts one audit for them all. The
// site is in New York, the browser in UTC; it is 22:30 on 24 November at the site (03:30 on the 25th in UTC).
const siteDefaults: DateSettings = getSettings();
const newYork = { offset: -5, offsetFormatted: '-5', string: 'America/New_York', abbr: 'EST' };
const now = new Date('2026-11-25T03:30:00Z');

beforeAll(() => setup());
beforeEach(() => {
  setSettings({ ...siteDefaults, timezone: newYork });
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const region = document.getElementById('a11y-speak-polite');
  if (region) region.textContent = '';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setSettings(siteDefaults);
});

/** The record the PHP coordinator stores on an update: waiting, no job, no problem, and when it starts. */
function settling(startsAt: string): PostAuditView {
  return view({ record: { ...record({ state: 'waiting', error: null, progress: null }), startsAt } });
}

function sidebar(shown: PostAuditView) {
  const audit = {
    view: shown,
    loadError: null,
    rerun: async () => {},
    rerunning: false,
    reload: async () => {},
  };
  return <AuditSidebarBody audit={audit} locale="en" />;
}

const notice = () => document.querySelector('.components-notice__content')?.textContent ?? '';
const polite = () => document.getElementById('a11y-speak-polite')?.textContent ?? '';

describe('an audit waiting for edits to settle after an update says so and when it starts, not "Queued"', () => {
  it('says in the sidebar when it starts, in the site’s time zone, and shows no queued job', () => {
    render(sidebar(settling('2026-11-25T03:30:15Z')));
    expect(notice()).toBe('The audit waits for edits to settle and starts by itself at 10:30 PM (UTC−5).');
    // No job exists yet: render's card would say "Queued" (and announce "GEO audit queued") with no time.
    expect(screen.queryByText('Queued')).toBeNull();
    expect(document.body.textContent).not.toContain('GEO audit queued');
    // Information, not a problem.
    expect(document.querySelector('.components-notice')?.classList.contains('is-info')).toBe(true);
  });

  it('says "shortly" once the time has passed and wp-cron has not started it yet', () => {
    render(sidebar(settling('2026-11-25T03:29:50Z')));
    expect(notice()).toBe('The edits have settled, so the audit starts by itself shortly.');
    expect(screen.queryByText('Queued')).toBeNull();
  });

  it('says the same in the document panel, without a spinner', () => {
    render(<ScoreSummary view={settling('2026-11-25T03:30:15Z')} locale="en" />);
    const line = document.querySelector('.geo-audit-state');
    expect(line?.textContent).toBe(
      'Audit scheduled: The audit waits for edits to settle and starts by itself at 10:30 PM (UTC−5).',
    );
    expect(line?.querySelector('.components-spinner')).toBeNull();
  });

  it('tells screen readers when an Update starts the wait, and the new time when another Update moves it', () => {
    const { rerender } = render(sidebar(view()));
    rerender(sidebar(settling('2026-11-25T03:30:15Z')));
    expect(polite()).toBe('The audit waits for edits to settle and starts by itself at 10:30 PM (UTC−5).');
    vi.setSystemTime(new Date('2026-11-25T03:31:00Z'));
    rerender(sidebar(settling('2026-11-25T03:31:15Z')));
    expect(polite()).toBe('The audit waits for edits to settle and starts by itself at 10:31 PM (UTC−5).');
  });

  it('keeps "Queued" for an audit sent to the API', () => {
    render(sidebar(view({ record: record({ state: 'queued', error: null, progress: 0 }) })));
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
  });
});
