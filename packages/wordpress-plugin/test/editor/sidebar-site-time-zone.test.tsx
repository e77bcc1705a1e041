import { cleanup, render } from '@testing-library/react';
import { type DateSettings, getSettings, setSettings } from '@wordpress/date';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { ScoreSummary } from '../../src/score-summary.tsx';
import { record, view } from './fixtures.ts';

// The browser runs in UTC (the test process's zone) unless a test says otherwise; the site is in New York.
const siteDefaults: DateSettings = getSettings();
const browserZone = process.env.TZ;
const newYork = { offset: -5, offsetFormatted: '-5', string: 'America/New_York', abbr: 'EST' };

beforeEach(() => setSettings({ ...siteDefaults, timezone: newYork }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setSettings(siteDefaults);
  process.env.TZ = browserZone;
});

function waiting(retryAt: string) {
  return view({
    record: record({
      state: 'waiting',
      error: { code: 'rate_limited', message: 'As the API said it.', retryAt },
    }),
  });
}

function sidebarNotice(retryAt: string): string {
  const audit = {
    view: waiting(retryAt),
    loadError: null,
    rerun: async () => {},
    rerunning: false,
    reload: async () => {},
  };
  render(<AuditSidebarBody audit={audit} locale="en" />);
  return document.querySelector('.components-notice__content')?.textContent ?? '';
}

describe("a retry time is said in the site's time zone, as WordPress says the editor's other times", () => {
  it("says the time alone when it is today at the site, though tomorrow in the browser's zone", () => {
    // 22:30 on 24 November in New York, 03:30 on the 25th in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-25T03:30:00Z'), toFake: ['Date'] });
    expect(sidebarNotice('2026-11-25T04:30:00Z')).toBe(
      'The hourly API quota is used up, so the audit starts by itself at 11:30 PM (UTC−5).',
    );
  });

  it("adds the date when it is tomorrow at the site, though today in the browser's zone", () => {
    // 18:00 on 24 November in New York; the retry is 00:30 there on the 25th (05:30 UTC, also the 25th).
    vi.useFakeTimers({ now: new Date('2026-11-24T23:00:00Z'), toFake: ['Date'] });
    expect(sidebarNotice('2026-11-25T05:30:00Z')).toMatch(/ at Nov 25, 12:30 AM \(UTC−5\)\.$/);
    cleanup();
    // 20:00 in New York, 01:00 on the 25th in UTC: the retry at 23:00 New York time is today there.
    vi.useFakeTimers({ now: new Date('2026-11-25T01:00:00Z'), toFake: ['Date'] });
    expect(sidebarNotice('2026-11-25T04:00:00Z')).toMatch(/ at 11:00 PM \(UTC−5\)\.$/);
  });

  it('follows a site set to a UTC offset rather than a city, half hours included', () => {
    setSettings({
      ...siteDefaults,
      timezone: { offset: 5.5, offsetFormatted: '+5:30', string: '', abbr: '' },
    });
    // 23:45 on 24 November at the site (UTC+5:30); the retry is 00:15 there on the 25th, the 24th in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-24T18:15:00Z'), toFake: ['Date'] });
    expect(sidebarNotice('2026-11-24T18:45:00Z')).toMatch(/ at Nov 25, 12:15 AM \(UTC\+5:30\)\.$/);
  });

  it('names no zone when the browser is in the site’s zone', () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ now: new Date('2026-11-25T03:30:00Z'), toFake: ['Date'] });
    expect(sidebarNotice('2026-11-25T04:30:00Z')).toBe(
      'The hourly API quota is used up, so the audit starts by itself at 11:30 PM.',
    );
  });

  it('says the same time in the document panel', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T03:30:00Z'), toFake: ['Date'] });
    render(<ScoreSummary view={waiting('2026-11-25T04:30:00Z')} locale="en" />);
    expect(document.querySelector('.geo-audit-state')?.textContent).toMatch(/ at 11:30 PM \(UTC−5\)\.$/);
  });
});
