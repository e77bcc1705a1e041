import { cleanup, render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { record, view } from './fixtures.ts';
import { type RoutesServer, startRoutesServer } from './plugin-routes-server.ts';

// The editor's document panel and pre-publish panel, both on the page (the sidebar closed).
vi.mock('@wordpress/a11y', () => ({ speak: vi.fn() }));
vi.mock('@wordpress/data', () => ({
  useSelect: (map: (select: (store: unknown) => unknown) => unknown) =>
    map((store) =>
      store === 'core/editor'
        ? { getCurrentPostId: () => 7, isSavingPost: () => false, isAutosavingPost: () => false }
        : { getActiveComplementaryArea: () => 'edit-post/document' },
    ),
  useDispatch: () => ({ enableComplementaryArea: () => {} }),
}));
vi.mock('@wordpress/editor', () => ({
  store: 'core/editor',
  PluginSidebarMoreMenuItem: () => null,
  PluginSidebar: () => null,
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
afterEach(cleanup);

describe('the document panel', () => {
  it('says why a scheduled audit waits (the API down) and shows no spinner, not only "Audit scheduled"', async () => {
    const retryAt = new Date(Date.now() + 3 * 60_000).toISOString();
    server.set(
      view({
        record: record({
          state: 'waiting',
          geoScore: 52,
          verdict: 'poor',
          error: { code: 'network', message: 'The GEO Audit API could not be reached.', retryAt },
        }),
      }),
    );
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('document-panel');
    await waitFor(() => expect(panel.textContent).toContain('Audit scheduled'));
    // The sidebar's wait sentence, the same words: why, and that it starts by itself.
    expect(panel.textContent).toContain(
      'Audit scheduled: The GEO Audit API cannot be reached, so the audit starts by itself at',
    );
    // Nothing is under way while the plugin sits out the outage: no spinner says otherwise.
    expect(panel.querySelector('.components-spinner')).toBeNull();
  });

  it('keeps the spinner and says no reason for an audit that is simply running', async () => {
    server.set(view({ record: record({ state: 'running', progress: 0.5, error: null }) }));
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('document-panel');
    await waitFor(() => expect(panel.textContent).toContain('Audit running'));
    expect(panel.textContent).not.toContain('cannot be reached');
    expect(panel.querySelector('.components-spinner')).not.toBeNull();
  });
});

describe('the document and pre-publish panels, when the latest state could not be loaded', () => {
  it('say, as the sidebar does, that the audit they show is the one loaded before, and when it is read again', async () => {
    // A running audit is polled; the site then fails, so the panels keep showing the state read before.
    server.set(view({ record: record({ state: 'running', progress: 0.5, error: null }) }));
    render(<GeoAuditPlugin />);
    const documentPanel = await screen.findByTestId('document-panel');
    await waitFor(() => expect(documentPanel.textContent).toContain('Audit running'));
    server.failGets(true);
    try {
      const stale =
        'The latest state of the GEO audit could not be loaded, so this is the audit loaded before. The site is having a hiccup. It will be tried again by itself in 5 seconds.';
      await waitFor(() => expect(documentPanel.textContent).toContain(stale), { timeout: 3_000 });
      expect(screen.getByTestId('pre-publish-panel').textContent).toContain(stale);
    } finally {
      server.failGets(false);
    }
  });
});

describe('the pre-publish panel', () => {
  it('says where the score appears after publishing, as the panel itself closes then', async () => {
    server.set(view({ record: null, published: false }));
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('pre-publish-panel');
    await waitFor(() => expect(panel.textContent).toContain('Publishing starts a GEO audit'));
    expect(panel.textContent).toContain('GEO audit sidebar');
    expect(panel.textContent).not.toMatch(/appears here/);
  });

  it('says that publishing audits the post once, in one sentence', async () => {
    server.set(view({ record: null, published: false }));
    render(<GeoAuditPlugin />);
    const panel = await screen.findByTestId('pre-publish-panel');
    await waitFor(() => expect(panel.textContent).toContain('Publishing starts a GEO audit'));
    // It said "This post is audited when you publish it." before the same promise.
    expect(panel.textContent).toBe(
      'Publishing starts a GEO audit in the background; when it is done, its score appears in the GEO audit sidebar and in the GEO audit panel of the post settings.',
    );
    // The document panel, with no sentence of its own about publishing, still says it.
    expect(screen.getByTestId('document-panel').textContent).toContain(
      'This post is audited when you publish it.',
    );
  });
});

describe('the document and pre-publish panels of a post no audit will run for', () => {
  const cases = [
    {
      why: 'the plugin is not set up',
      view: view({ record: null, published: false, configured: false }),
      says: 'GEO Audit is not configured yet: an administrator sets the API under Settings → GEO Audit.',
    },
    {
      why: 'the post has a password',
      view: view({
        record: null,
        published: false,
        auditable: false,
        notAuditableReason: 'password_protected',
      }),
      says: 'Password-protected posts are not audited: the GEO Audit API would only see the password form. Remove the password to audit the post.',
    },
    {
      why: 'its type is not audited',
      view: view({
        record: null,
        published: false,
        auditable: false,
        notAuditableReason: 'post_type_not_audited',
      }),
      says: 'Posts of this type are not audited. An administrator can change that in the settings.',
    },
  ];
  it.each(cases)('say why when $why, as the sidebar does, and promise no audit on publish', async (c) => {
    server.set(c.view);
    render(<GeoAuditPlugin />);
    const prePublish = await screen.findByTestId('pre-publish-panel');
    await waitFor(() => expect(prePublish.textContent).toContain(c.says));
    expect(screen.getByTestId('document-panel').textContent).toContain(c.says);
    for (const panel of [prePublish, screen.getByTestId('document-panel')]) {
      expect(panel.textContent).not.toContain('audited when you publish it');
      expect(panel.textContent).not.toContain('Publishing starts a new GEO audit');
    }
  });
});
