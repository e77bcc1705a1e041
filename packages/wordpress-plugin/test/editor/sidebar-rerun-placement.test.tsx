import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { usePostAudit } from '../../src/use-post-audit.ts';
import { view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

let server: RoutesServer;

beforeAll(async () => {
  server = await startRoutesServer(view());
  const root = server.root;
  apiFetch.use((options, next) =>
    next({ ...options, url: `${root}${String(options.path).replace(/^\//, '')}` }),
  );
});
afterAll(() => server.stop());
afterEach(cleanup);

function Sidebar() {
  const audit = usePostAudit(7, () => 60_000);
  return <AuditSidebarBody audit={audit} locale="en" />;
}

/** Whether `first` comes before `second` on the page (reading and tab order). */
const before = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the re-run button and what it causes sit together, at the top of the sidebar', () => {
  it('"Queued" appears right after the button, above the audit, and the focus stays on the button', async () => {
    server.set(view());
    render(<Sidebar />);
    const button = await screen.findByRole('button', { name: 'Re-run audit' });
    const heading = screen.getByRole('heading', { name: 'Latest audit' });
    // On top, not below the findings and action plan a long audit fills the sidebar with.
    expect(before(button, heading)).toBe(true);
    await userEvent.click(button);
    const queued = await screen.findByText('Queued');
    expect(before(button, queued)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Re-run audit' }));
  });

  it('a refused re-run is said right below the button, which keeps the focus, and the audit stays', async () => {
    server.set(view());
    const { container } = render(<Sidebar />);
    const button = await screen.findByRole('button', { name: 'Re-run audit' });
    server.refuseNextPost(409, 'geo_audit_not_configured', 'GEO Audit is not configured yet.');
    await userEvent.click(button);
    const refusal = await within(container).findByText('GEO Audit is not configured yet.');
    const again = screen.getByRole('button', { name: 'Re-run audit' });
    expect(document.activeElement).toBe(again);
    expect(before(again, refusal)).toBe(true);
    expect(before(refusal, screen.getByRole('heading', { name: 'Latest audit' }))).toBe(true);
    // Screen readers hear it at once, as an error, not only those who look below the button.
    await waitFor(() =>
      expect(document.getElementById('a11y-speak-assertive')?.textContent).toContain(
        'GEO Audit is not configured yet.',
      ),
    );
    // The audit on screen is still the audit: a refused request does not replace it with the error.
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
    // The next request that goes through takes the refusal away.
    await userEvent.click(again);
    await screen.findByText('Queued');
    expect(within(container).queryByText('GEO Audit is not configured yet.')).toBeNull();
  });
});
