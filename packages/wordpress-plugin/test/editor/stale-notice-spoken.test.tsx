import { cleanup, render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { record, view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

// What screen readers are told, through WordPress's live regions.
const speak = vi.hoisted(() => vi.fn());
vi.mock('@wordpress/a11y', () => ({ speak }));
// The editor with the document and pre-publish panels on the page, and the GEO audit sidebar open or not.
const editor = vi.hoisted(() => ({ sidebarOpen: false }));
vi.mock('@wordpress/data', () => ({
  useSelect: (map: (select: (store: unknown) => unknown) => unknown) =>
    map((store) =>
      store === 'core/editor'
        ? { getCurrentPostId: () => 7, isSavingPost: () => false, isAutosavingPost: () => false }
        : {
            getActiveComplementaryArea: () =>
              editor.sidebarOpen ? 'geo-audit/geo-audit-sidebar' : 'edit-post/document',
          },
    ),
  useDispatch: () => ({ enableComplementaryArea: () => {} }),
}));
vi.mock('@wordpress/editor', () => ({
  store: 'core/editor',
  PluginSidebarMoreMenuItem: () => null,
  PluginSidebar: ({ children }: { children: ReactNode }) =>
    editor.sidebarOpen ? <section data-testid="sidebar">{children}</section> : null,
  PluginDocumentSettingPanel: ({ children }: { children: ReactNode }) => (
    <div data-testid="document-panel">{children}</div>
  ),
  PluginPrePublishPanel: ({ children }: { children: ReactNode }) => (
    <div data-testid="pre-publish-panel">{children}</div>
  ),
}));

const { GeoAuditPlugin } = await import('../../src/geo-audit-plugin.tsx');

let server: RoutesServer;
beforeAll(async () => {
  server = await startRoutesServer(view());
  const root = server.root;
  apiFetch.use((options, next) =>
    next({ ...options, url: `${root}${String(options.path).replace(/^\//, '')}` }),
  );
});
afterAll(() => server.stop());
beforeEach(() => {
  speak.mockClear();
  // A running audit, polled every half second at first.
  server.set(view({ record: record({ state: 'running', progress: 0.5, error: null }) }));
});
afterEach(() => {
  server.failGets(false);
  cleanup();
});

const STALE = 'The latest state of the GEO audit could not be loaded, so this is the audit loaded before.';
const staleSpoken = () => speak.mock.calls.filter(([message]) => String(message).startsWith(STALE));

describe('the "audit loaded before" notice of the document and pre-publish panels', () => {
  it('is said politely once when it appears, not again as its wait grows and the panels render again', async () => {
    editor.sidebarOpen = false;
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('document-panel');
    await waitFor(() => expect(panel.textContent).toContain('Audit running'));
    expect(staleSpoken()).toEqual([]);

    server.failGets(true);
    await waitFor(() => expect(panel.textContent).toContain('by itself in 5 seconds.'), { timeout: 3_000 });
    expect(staleSpoken()).toEqual([
      [`${STALE} The site is having a hiccup. It will be tried again by itself.`, 'polite'],
    ]);
    // The next try fails too: the notice's wait grows, and nothing new is said.
    await waitFor(() => expect(panel.textContent).toContain('by itself in 10 seconds.'), { timeout: 8_000 });
    expect(staleSpoken()).toHaveLength(1);
  }, 20_000);

  it('is said once, by the sidebar, while the GEO audit sidebar is open beside the panels', async () => {
    editor.sidebarOpen = true;
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('document-panel');
    await waitFor(() => expect(panel.textContent).toContain('Audit running'));
    server.failGets(true);
    await waitFor(() => expect(panel.textContent).toContain(STALE), { timeout: 3_000 });
    await waitFor(() => expect(staleSpoken()).toHaveLength(1));
    // Give a second speaker the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staleSpoken()).toHaveLength(1);
  });
});
