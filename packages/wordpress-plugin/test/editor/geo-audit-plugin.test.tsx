import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
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
  saving: false,
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
      ? { getCurrentPostId: () => 7, isSavingPost: () => editor.saving, isAutosavingPost: () => false }
      : { getActiveComplementaryArea: () => editor.active };
  return {
    useSelect: (map: (s: typeof select) => unknown) => {
      useSyncExternalStore(subscribe, () => `${editor.active}|${editor.saving}`);
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
  // WordPress names the sidebar area after the editor ("Editor settings"), not after the plugin.
  PluginSidebar: ({ name, children }: { name: string; children: ReactNode }) =>
    editor.active === `geo-audit/${name}` ? <section aria-label="Editor settings">{children}</section> : null,
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
  editor.saving = false;
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
  it('"Open the full audit" moves the focus to the GEO audit sidebar, a region named "GEO audit"', async () => {
    server.set(view());
    render(<GeoAuditPlugin />);
    const open = await screen.findByRole('button', { name: 'Open the full audit' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const sidebar = await screen.findByRole('region', { name: 'Editor settings' });
    expect(screen.queryByTestId('document-panel')).toBeNull();
    // Not an unnamed element: a screen reader says where the focus went.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'GEO audit' })),
    );
    expect(sidebar.contains(document.activeElement)).toBe(true);
    // …and the page shows it: a ring while focused from the keyboard (the editor's styles take the outline off).
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(/\.geo-audit-sidebar-body:focus-visible\s*\{[^}]*outline:\s*2px solid/);
    expect(document.activeElement?.classList.contains('geo-audit-sidebar-body')).toBe(true);
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

  /** The editor saves (publishes) the post; the plugin reads the audit again when the save ends. */
  function publishWith(after: ReturnType<typeof view>) {
    act(() => {
      editor.saving = true;
      for (const listener of editor.listeners) listener();
    });
    server.set(after);
    act(() => {
      editor.saving = false;
      for (const listener of editor.listeners) listener();
    });
  }

  it('speaks the score when the first read after publishing a never-audited post is already complete', async () => {
    server.set(view({ record: null }));
    render(<GeoAuditPlugin />);
    await screen.findByRole('button', { name: 'Open the full audit' });
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    publishWith(completed());
    await waitFor(() =>
      expect(editor.speak).toHaveBeenCalledWith('GEO audit complete: 81 of 100, Excellent.', 'polite'),
    );
    expect(editor.speak).toHaveBeenCalledTimes(1);
  });

  it('the open sidebar announces that first complete result once, and speak() stays silent', async () => {
    editor.active = 'geo-audit/geo-audit-sidebar';
    server.set(view({ record: null }));
    render(<GeoAuditPlugin />);
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(sidebar.textContent).toContain('This post has not been audited yet.'));
    publishWith(completed());
    const spoken = () =>
      [...sidebar.querySelectorAll('[role="status"]')].map((region) => region.textContent).filter(Boolean);
    await waitFor(() => expect(spoken()).toHaveLength(1));
    expect(spoken()[0]).toMatch(/^GEO audit complete: 81 of 100, Excellent\./);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(editor.speak).not.toHaveBeenCalled();
  });

  it('says nothing when the editor opens on a post that already has a result, sidebar open or closed', async () => {
    server.set(completed());
    render(<GeoAuditPlugin />);
    await screen.findByRole('button', { name: 'Open the full audit' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    cleanup();
    editor.active = 'geo-audit/geo-audit-sidebar';
    render(<GeoAuditPlugin />);
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(sidebar.textContent).toContain('Latest audit'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      [...sidebar.querySelectorAll('[role="status"]')].map((region) => region.textContent).join(''),
    ).toBe('');
    expect(editor.speak).not.toHaveBeenCalled();
  });

  it('the open sidebar says a failed or running audit once: in render’s status card, not again in a state line', async () => {
    editor.active = 'geo-audit/geo-audit-sidebar';
    server.set(
      view({
        record: record({
          state: 'failed',
          error: { code: 'auth', message: 'The API key was rejected; check the configured key' },
        }),
      }),
    );
    render(<GeoAuditPlugin />);
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(sidebar.textContent).toContain('The API key was rejected'));
    expect(sidebar.textContent?.split('The API key was rejected').length).toBe(2);
    expect(sidebar.textContent).not.toContain('Audit failed');
    // The result before the failure stays, with its score.
    expect(within(sidebar).getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
    cleanup();
    server.set(view({ record: record({ state: 'running', progress: 0.5 }) }));
    render(<GeoAuditPlugin />);
    const again = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(again.textContent).toContain('Running'));
    expect(again.textContent).not.toContain('Audit running');
    // The document panel keeps its state line: nothing else there says it.
    cleanup();
    editor.active = 'edit-post/document';
    render(<GeoAuditPlugin />);
    expect(await screen.findByText('Audit running')).toBeTruthy();
  });

  it('the open sidebar says the score, or that the post is not audited yet, once', async () => {
    const times = (text: string | null | undefined, phrase: RegExp) => text?.match(phrase)?.length ?? 0;
    editor.active = 'geo-audit/geo-audit-sidebar';
    server.set(view());
    render(<GeoAuditPlugin />);
    const sidebar = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(sidebar.textContent).toContain('72 of 100'));
    expect(times(sidebar.textContent, /72 of 100/g)).toBe(1);
    cleanup();
    server.set(view({ record: null }));
    render(<GeoAuditPlugin />);
    const unaudited = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(unaudited.textContent).toContain('This post has not been audited yet.'));
    expect(times(unaudited.textContent, /not (been )?audited yet/gi)).toBe(1);
    cleanup();
    server.set(view({ published: false, record: null }));
    render(<GeoAuditPlugin />);
    const draft = await screen.findByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(draft.textContent).toContain('Publish the post to audit it'));
    expect(times(draft.textContent, /publish/gi)).toBe(1);
  });
});
