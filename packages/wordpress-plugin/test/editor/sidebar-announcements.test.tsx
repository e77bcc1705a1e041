import type { AuditProblem, AuditRecord } from '@geo-audit/core';
import { cleanup, render } from '@testing-library/react';
import { setup } from '@wordpress/a11y';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import type { PostAuditProblem, PostAuditView } from '../../src/types.ts';
import type { PostAudit } from '../../src/use-post-audit.ts';
import { record, view } from './fixtures.ts';

// What screen readers hear: WordPress's live regions, which speak() (ours and @wordpress/components' Notice)
// writes into.
beforeAll(() => setup());
const polite = () => document.getElementById('a11y-speak-polite')?.textContent ?? '';
const assertive = () => document.getElementById('a11y-speak-assertive')?.textContent ?? '';
beforeEach(() => {
  for (const id of ['a11y-speak-polite', 'a11y-speak-assertive']) {
    const region = document.getElementById(id);
    if (region) region.textContent = '';
  }
});
afterEach(cleanup);

function audit(shown: PostAuditView | null, loadError: string | null = null): PostAudit {
  return { view: shown, loadError, rerun: async () => {}, rerunning: false, reload: async () => {} };
}

function sidebar(shown: PostAuditView | null, loadError: string | null = null) {
  return <AuditSidebarBody audit={audit(shown, loadError)} locale="en" />;
}

function pending(state: AuditRecord['state'], error: PostAuditProblem | null): PostAuditView {
  return view({ record: record({ state, progress: 0, error }) });
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const siteLimit = (minutes: number): PostAuditProblem => ({
  code: 'concurrency_limited',
  scope: 'site',
  limit: 5,
  message: 'This site already runs 5 audits at once; this one starts when one of them finishes.',
  retryAt: inMinutes(minutes),
});
const quota: AuditProblem = {
  code: 'rate_limited',
  message: 'The hourly API quota is used up; the audit starts when it resets.',
  retryAt: inMinutes(30),
};

describe('the sidebar’s notice speaks what changes while the editor watches', () => {
  it('says nothing about the wait, the setup hint or the load error found on opening the sidebar', () => {
    render(sidebar(pending('waiting', siteLimit(1))));
    expect(document.querySelector('.components-notice__content')?.textContent).toMatch(/^This site already/);
    expect(polite()).toBe('');
    cleanup();
    render(sidebar(view({ configured: false, record: null })));
    expect(document.querySelector('.components-notice__content')?.textContent).toMatch(/not configured yet/);
    expect(polite()).toBe('');
    cleanup();
    render(sidebar(null, 'The GEO audit could not be loaded.'));
    expect(assertive()).toBe('');
  });

  it('says nothing about the first answer when the sidebar opened before it came', () => {
    const { rerender } = render(sidebar(null));
    rerender(sidebar(pending('waiting', quota)));
    expect(document.querySelector('.components-notice__content')).not.toBeNull();
    expect(polite()).toBe('');
  });

  it('says a wait that begins while the sidebar is open, once, and a new problem after it', () => {
    const { rerender } = render(sidebar(pending('running', null)));
    rerender(sidebar(pending('waiting', siteLimit(1))));
    expect(polite()).toBe(
      'This site already runs 5 audits at once, so the audit starts by itself when one of them finishes.',
    );
    // The site's limit is checked again every minute: the same wait with a later time is not said again.
    document.getElementById('a11y-speak-polite')!.textContent = '';
    rerender(sidebar(pending('waiting', siteLimit(2))));
    expect(polite()).toBe('');
    rerender(sidebar(pending('waiting', quota)));
    expect(polite()).toMatch(/^The hourly API quota is used up, so the audit starts by itself at /);
  });

  it('says a failed refresh that happens while the sidebar is open politely, as the audit stays on screen', () => {
    const { rerender } = render(sidebar(view()));
    rerender(sidebar(view(), 'The GEO audit could not be loaded.'));
    expect(polite()).toMatch(
      /^The latest state of the GEO audit could not be loaded, so this is the audit loaded before/,
    );
    expect(polite()).toContain('The GEO audit could not be loaded.');
    expect(assertive()).toBe('');
  });
});
