import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setup } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { type PostAudit, usePostAudit } from '../../src/use-post-audit.ts';
import { view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

let server: RoutesServer;

beforeAll(async () => {
  setup();
  server = await startRoutesServer(view());
  const root = server.root;
  apiFetch.use((options, next) =>
    next({ ...options, url: `${root}${String(options.path).replace(/^\//, '')}` }),
  );
});
afterAll(() => server.stop());
afterEach(() => {
  server.failGets(false);
  cleanup();
});

const polite = () => document.getElementById('a11y-speak-polite')?.textContent ?? '';
const STALE = /latest state of the GEO audit could not be loaded/;

// The hook's reload, as the editor calls it after a save (and the polling while an audit is pending).
let current: PostAudit | null = null;
function Sidebar() {
  // Retries after 50 ms rather than 5 s and more (refresh-backoff.test.tsx has the real schedule).
  const audit = usePostAudit(
    7,
    () => 50,
    true,
    () => 50,
  );
  current = audit;
  return <AuditSidebarBody audit={audit} locale="en" />;
}

describe('a failed background refresh keeps the audit on screen', () => {
  it('keeps the score, the findings and the focused Re-run button, says why politely once, and tries again', async () => {
    server.set(view());
    const { container } = render(<Sidebar />);
    const button = await screen.findByRole('button', { name: 'Re-run audit' });
    button.focus();
    server.failGets(true);
    await act(() => current!.reload());
    const notice = await within(container).findByText(STALE);
    expect(notice.textContent).toContain('The site is having a hiccup.');
    expect(notice.textContent).toMatch(/tried again/);
    // The last audit loaded stays: its score, its findings, and the button the editor was on.
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
    expect(within(container).getAllByText('No FAQPage markup').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Re-run audit' }));
    // Said politely (the audit is still there), not as an error.
    await waitFor(() => expect(polite()).toMatch(STALE));
    expect(document.getElementById('a11y-speak-assertive')?.textContent ?? '').not.toMatch(/hiccup/);
    // The retries that fail too are not said again.
    document.getElementById('a11y-speak-polite')!.textContent = '';
    const tries = server.requests.length;
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(tries + 1));
    expect(polite()).toBe('');
    // Once the site answers again, the notice goes by itself.
    server.failGets(false);
    await waitFor(() => expect(within(container).queryByText(STALE)).toBeNull());
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
  });

  it('takes the whole body when no audit was ever loaded, as before', async () => {
    server.failGets(true);
    const { container } = render(<Sidebar />);
    await within(container).findByText('The site is having a hiccup.');
    expect(within(container).queryByText(STALE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-run audit' })).toBeNull();
  });
});
