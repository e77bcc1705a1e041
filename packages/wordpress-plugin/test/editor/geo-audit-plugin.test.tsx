import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { record, result, view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

// The block editor around the plugin: which sidebar (complementary area) is open, the sidebar and panel
// slots (a sidebar's content is on the page only while it is the open one), and speak().
const editor = vi.hoisted(() => ({
  active: 'edit-post/document' as string | null,
  listeners: new Set<() => void>(),
  speak: vi.fn(),
}));

vi.mock('@wordpress/a11y', () => ({ speak: editor.speak }));
vi.mock('@wordpress/data', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    editor.listeners.add(listener);
    return () => editor.listeners.delete(listener);
  };
  const select = (store: unknown) =>
    store === 'core/editor'
      ? { getCurrentPostId: () => 7, isSavingPost: () => false, isAutosavingPost: () => false }
      : { getActiveComplementaryArea: () => editor.active };
  return {
    useSelect: (map: (s: typeof select) => unknown) => {
      useSyncExternalStore(subscribe, () => editor.active);
      return map(select);
    },
    useDispatch: () => ({
      enableComplementaryArea: (_scope: string, name: string) => {
        editor.active = name;
        for (const listener of editor.listeners) listener();
      },
    }),
  };
});
vi.mock('@wordpress/editor', () => ({
  store: 'core/editor',
  PluginSidebarMoreMenuItem: () => null,
  PluginSidebar: ({ name, title, children }: { name: string; title: string; children: ReactNode }) =>
    editor.active === `geo-audit/${name}` ? <section aria-label={title}>{children}</section> : null,
  PluginDocumentSettingPanel: ({ children }: { children: ReactNode }) =>
    editor.active === 'edit-post/document' ? <div data-testid="document-panel">{children}</div> : null,
  PluginPrePublishPanel: () => null,
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
  editor.active = 'edit-post/document';
  editor.speak.mockClear();
});
afterEach(cleanup);

/** A new result, 81 and Excellent, as the API stores it when the running audit completes. */
function completed() {
  return view({
    record: record({
      geoScore: 81,
      verdict: 'Excellent',
      result: { ...result, geo_score: 81, verdict: 'Excellent', analyzed_at: '2026-11-21T10:00:00Z' },
      history: [
        { jobId: 'job_3', geoScore: 81, verdict: 'Excellent', analyzedAt: '2026-11-21T10:00:00Z' },
        ...record().history,
      ],
    }),
  });
}

describe('the block editor integration', () => {
  it('"Open the full audit" moves the focus into the GEO audit sidebar it opens', async () => {
    server.set(view());
    render(<GeoAuditPlugin />);
    const open = await screen.findByRole('button', { name: 'Open the full audit' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    expect(screen.queryByTestId('document-panel')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(sidebar.contains(document.activeElement)).toBe(true);
  });

  it('speaks a completed audit while the sidebar is closed', async () => {
    server.set(view({ record: record({ state: 'running', progress: 0.5 }) }));
    render(<GeoAuditPlugin />);
    await screen.findByText('Audit running');
    act(() => server.set(completed()));
    await waitFor(() =>
      expect(editor.speak).toHaveBeenCalledWith('GEO audit complete: 81 of 100, Excellent.', 'polite'),
    );
  });

  it('leaves the announcement to the open sidebar’s panel instead of speaking it a second time', async () => {
    editor.active = 'geo-audit/geo-audit-sidebar';
    server.set(view({ record: record({ state: 'running', progress: 0.5 }) }));
    render(<GeoAuditPlugin />);
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(sidebar.textContent).toContain('Running'));
    act(() => server.set(completed()));
    await waitFor(() =>
      expect(
        [...sidebar.querySelectorAll('[role="status"]')].some((region) =>
          region.textContent?.includes('GEO audit complete: 81 of 100, Excellent'),
        ),
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(editor.speak).not.toHaveBeenCalled();
  });
});
