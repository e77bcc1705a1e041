import type { AuditProblem, AuditRecord } from '@geo-audit/core';
import { cleanup, render, screen } from '@testing-library/react';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import type { PostAuditProblem } from '../../src/types.ts';
import { record, view } from './fixtures.ts';

// Local noon: a retry half an hour ahead is today, so it is shown as a time of day. Run at 23:40 on a real
// clock, it fell on tomorrow and was shown with its date.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12, 0, 0));
});

afterEach(() => {
  cleanup();
  resetLocaleData();
  vi.useRealTimers();
});

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** The sidebar showing one stored record, and the text of its notice as the editor sees it. */
async function noticeFor(state: AuditRecord['state'], error: PostAuditProblem): Promise<string> {
  const audit = {
    view: view({ record: record({ state, progress: 0, error }) }),
    loadError: null,
    rerun: async () => {},
    rerunning: false,
    reload: async () => {},
  };
  render(<AuditSidebarBody audit={audit} locale="en" />);
  // Notices also speak their text into a live region, so read the visible notice only.
  const notices = document.querySelectorAll('.components-notice__content');
  expect(notices).toHaveLength(1);
  return notices[0]?.textContent ?? '';
}

const quota = 'The hourly API quota is used up; the audit starts when it resets.';
const time = /at \d\d:\d\d( [AP]M)?\.$/;

describe('the sidebar says why a pending audit waits in one sentence, as the Strapi and Sanity plugins do', () => {
  it('says a waiting audit starts by itself at the time ahead, without the message as sent', async () => {
    const text = await noticeFor('waiting', {
      code: 'rate_limited',
      message: quota,
      retryAt: inHalfAnHour(),
    });
    expect(text).toMatch(/^The hourly API quota is used up, so the audit starts by itself at /);
    expect(text).toMatch(time);
    expect(text).not.toContain(quota);
    expect(text).not.toContain('tried again automatically');
  });

  it('says a queued audit whose status check was refused has its progress checked again at the time ahead', async () => {
    // The job was accepted; then the quota ran out. It does not start again: its progress is checked.
    const text = await noticeFor('queued', { code: 'rate_limited', message: quota, retryAt: inHalfAnHour() });
    expect(text).toMatch(
      /^The hourly API quota is used up, so the audit’s progress is checked again by itself at /,
    );
    expect(text).toMatch(time);
    expect(screen.getAllByText('Queued').length).toBeGreaterThan(0);
  });

  it('says "shortly" instead of a retry time that has passed', async () => {
    const text = await noticeFor('waiting', { code: 'rate_limited', message: quota, retryAt: aMinuteAgo() });
    expect(text).toBe('The hourly API quota is used up, so the audit starts by itself shortly.');
  });

  it('says "shortly" for a running audit with no retry time', async () => {
    const text = await noticeFor('running', {
      code: 'network',
      message: 'The GEO Audit API could not be reached: connect ECONNREFUSED.',
    });
    expect(text).toBe(
      'The GEO Audit API cannot be reached, so the audit’s progress is checked again by itself shortly.',
    );
  });

  it.each<[AuditProblem['code'], string]>([
    ['rate_limited', 'The hourly API quota is used up'],
    ['concurrency_limited', 'Too many audits are running for this API key'],
    ['server_error', 'The GEO Audit API had an error'],
    ['network', 'The GEO Audit API cannot be reached'],
  ])('words %s by its code', async (code, reason) => {
    const text = await noticeFor('waiting', { code, message: 'As the API said it.', retryAt: aMinuteAgo() });
    expect(text).toBe(`${reason}, so the audit starts by itself shortly.`);
  });

  it('words the site’s own limit as the site’s, not the API key’s, with the number it was stored with', async () => {
    const text = await noticeFor('waiting', {
      code: 'concurrency_limited',
      scope: 'site',
      limit: 3,
      message: 'This site already runs 3 audits at once; this one starts when one of them finishes.',
      retryAt: aMinuteAgo(),
    });
    expect(text).toBe(
      'This site already runs 3 audits at once, so the audit starts by itself when one of them finishes.',
    );
    expect(text).not.toContain('API key');
  });

  it('says a site limit of one audit in the singular', async () => {
    const text = await noticeFor('waiting', {
      code: 'concurrency_limited',
      scope: 'site',
      limit: 1,
      message: 'This site already runs 1 audit at once; this one starts when it finishes.',
      retryAt: aMinuteAgo(),
    });
    expect(text).toBe(
      'This site already runs 1 audit at once, so the audit starts by itself when it finishes.',
    );
  });

  it('says five for a site-limit wait stored before the problem carried its limit (the limit then)', async () => {
    const text = await noticeFor('waiting', {
      code: 'concurrency_limited',
      scope: 'site',
      message: 'This site already runs five audits at once; this one starts when one of them finishes.',
      retryAt: aMinuteAgo(),
    });
    expect(text).toBe(
      'This site already runs 5 audits at once, so the audit starts by itself when one of them finishes.',
    );
  });

  it('says the site’s limit in the editor’s language, with its plural form', async () => {
    setLocaleData(
      {
        '': { plural_forms: 'nplurals=2; plural=(n != 1);' },
        'This site already runs %s audit at once': [
          'Diese Website führt bereits %s Audit gleichzeitig aus',
          'Diese Website führt bereits %s Audits gleichzeitig aus',
        ],
        '%s, so the audit starts by itself when it finishes.': [
          '%s, daher startet das Audit von selbst, sobald es fertig ist.',
          '%s, daher startet das Audit von selbst, sobald eines davon fertig ist.',
        ],
      },
      'geo-audit',
    );
    const text = await noticeFor('waiting', {
      code: 'concurrency_limited',
      scope: 'site',
      limit: 12,
      message: 'As the site said it.',
      retryAt: aMinuteAgo(),
    });
    expect(text).toBe(
      'Diese Website führt bereits 12 Audits gleichzeitig aus, daher startet das Audit von selbst, sobald eines davon fertig ist.',
    );
  });

  it("is said in the editor's language", async () => {
    setLocaleData(
      {
        '': {},
        'The hourly API quota is used up': ['Das stündliche API-Kontingent ist aufgebraucht'],
        '%s, so the audit starts by itself shortly.': ['%s, daher startet das Audit in Kürze von selbst.'],
      },
      'geo-audit',
    );
    const text = await noticeFor('waiting', { code: 'rate_limited', message: quota, retryAt: aMinuteAgo() });
    expect(text).toBe(
      'Das stündliche API-Kontingent ist aufgebraucht, daher startet das Audit in Kürze von selbst.',
    );
  });
});

describe('the sidebar says the site’s own limit without a time that moves on every minute', () => {
  const siteLimit = (retryAt: string): PostAuditProblem => ({
    code: 'concurrency_limited',
    scope: 'site',
    limit: 5,
    message: 'This site already runs 5 audits at once; this one starts when one of them finishes.',
    retryAt,
  });

  it('says the same sentence, with no time, each time the plugin looks again and stores a minute later', async () => {
    // The PHP coordinator stores "a minute from now" at each look while the five audits run.
    const first = await noticeFor('waiting', siteLimit(new Date(Date.now() + 60_000).toISOString()));
    cleanup();
    vi.setSystemTime(Date.now() + 60_000);
    const second = await noticeFor('waiting', siteLimit(new Date(Date.now() + 60_000).toISOString()));
    expect(first).toBe(
      'This site already runs 5 audits at once, so the audit starts by itself when one of them finishes.',
    );
    expect(second).toBe(first);
  });
});

describe('the sidebar says the date of a retry time that is not today', () => {
  // 23:30 on 24 November where the editor is (local time, so the day boundary holds in any time zone).
  const now = new Date(2026, 10, 24, 23, 30);
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
  afterEach(() => vi.useRealTimers());
  const atTime = (iso: string) => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    return noticeFor('waiting', { code: 'rate_limited', message: 'As the API said it.', retryAt: iso });
  };

  it('says the time alone when it is later today', async () => {
    expect(await atTime(at(2026, 10, 24, 23, 50))).toBe(
      'The hourly API quota is used up, so the audit starts by itself at 11:50 PM.',
    );
  });

  it('adds the date to a time past midnight', async () => {
    expect(await atTime(at(2026, 10, 25, 0, 15))).toBe(
      'The hourly API quota is used up, so the audit starts by itself at Nov 25, 12:15 AM.',
    );
  });

  it('adds the date to a quota that resets days later, and the year when it is next year’s', async () => {
    expect(await atTime(at(2026, 11, 1, 0, 0))).toMatch(/ at Dec 1, 12:00 AM\.$/);
    cleanup();
    expect(await atTime(at(2027, 0, 1, 0, 0))).toMatch(/ at Jan 1, 2027, 12:00 AM\.$/);
  });

  it("says the date in the editor's locale", async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const audit = {
      view: view({
        record: record({
          state: 'waiting',
          error: { code: 'rate_limited', message: 'As the API said it.', retryAt: at(2026, 10, 25, 9, 5) },
        }),
      }),
      loadError: null,
      rerun: async () => {},
      rerunning: false,
      reload: async () => {},
    };
    render(<AuditSidebarBody audit={audit} locale="de-DE" />);
    expect(document.querySelector('.components-notice__content')?.textContent).toMatch(
      / at 25\. Nov\., 09:05\.$/,
    );
  });

  it('adds the date to the next check of a page the site did not serve yet', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const text = await noticeFor('waiting', {
      code: 'page_not_served',
      message: 'The page answered HTTP 404, so nothing on it can be cited.',
      retryAt: at(2026, 10, 25, 0, 2),
    });
    expect(text).toContain('Next check at Nov 25, 12:02 AM.');
  });
});

describe('the sidebar says "shortly" for a retry time that has passed, as the wait sentence does', () => {
  // 10:00 where the editor is; wp-cron has not run the 09:58 re-check yet (it runs when the site gets a visit).
  const now = new Date(2026, 10, 24, 10, 0);
  const twoMinutesAgo = new Date(2026, 10, 24, 9, 58).toISOString();
  afterEach(() => vi.useRealTimers());
  const notServed = 'The page answered HTTP 404, so nothing on it can be cited.';

  it('says the next check of a page the site did not serve comes shortly, not at a time gone by', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const text = await noticeFor('waiting', {
      code: 'page_not_served',
      message: notServed,
      retryAt: twoMinutesAgo,
    });
    expect(text).toBe(
      `Re-check scheduled: ${notServed} Next check shortly. If the page is live now, re-run the audit.`,
    );
  });

  it('still says a time ahead', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const text = await noticeFor('waiting', {
      code: 'page_not_served',
      message: notServed,
      retryAt: new Date(2026, 10, 24, 10, 2).toISOString(),
    });
    expect(text).toBe(
      `Re-check scheduled: ${notServed} Next check at 10:02 AM. If the page is live now, re-run the audit.`,
    );
  });

  it('says another problem is tried again shortly, not at a time gone by', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const message = 'The GEO Audit API answered something it should not have.';
    const text = await noticeFor('running', { code: 'contract', message, retryAt: twoMinutesAgo });
    expect(text).toBe(`${message} It will be tried again by itself shortly.`);
  });
});
