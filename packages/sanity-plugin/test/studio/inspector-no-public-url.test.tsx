// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UrlFor } from '../../src/shared/public-url.ts';
import type { AuditView } from '../../src/studio/hooks/audit-view.ts';
import type { RunState } from '../../src/studio/hooks/use-run-audit.ts';
import { enUSStrings } from '../../src/studio/i18n/resources.ts';
import { auditView, result } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

/**
 * A published document the URL rule gives no page (no slug yet) cannot be audited (decision 0099): the inspector
 * says so up front when the plugin has the handler's rule, and after a run the handler refused as no_public_url.
 */

const hooks = vi.hoisted(() => ({
  audit: null as AuditView | null,
  run: vi.fn(async (_id: string) => {}),
  runState: { status: 'idle' } as RunState,
  // The whole published document, as Sanity's edit state gives it.
  published: { _id: 'post-1', _type: 'post', _rev: 'rev-1' } as Record<string, unknown>,
}));

vi.mock('sanity', () => sanityMock());
vi.mock('../../src/studio/hooks/use-audit.ts', () => ({
  useAudit: () => ({ audit: hooks.audit, loading: false }),
}));
vi.mock('../../src/studio/hooks/use-published-document.ts', () => ({
  usePublishedDocument: () => hooks.published,
}));
vi.mock('../../src/studio/hooks/use-run-audit.ts', () => ({
  useRunAudit: () => ({ run: hooks.run, state: hooks.runState }),
}));

const { GeoAuditInspectorBody } = await import('../../src/studio/inspector/geo-audit-inspector.tsx');

// The rule as the README writes it once for the handler and the plugin: the Studio gives the whole document.
const urlFor: UrlFor = (doc) => {
  const slug =
    typeof doc.slug === 'string' ? doc.slug : (doc.slug as { current?: string } | undefined)?.current;
  return slug ? `https://www.example.com/blog/${slug}` : null;
};

const inspector = (withRule = true) => (
  <GeoAuditInspectorBody
    documentType="post"
    documentId="post-1"
    handlerUrl="https://example.com/h"
    {...(withRule ? { urlFor } : {})}
  />
);

beforeEach(() => {
  hooks.audit = null;
  hooks.run.mockClear();
  hooks.runState = { status: 'idle' };
  hooks.published = { _id: 'post-1', _type: 'post', _rev: 'rev-1' };
});
afterEach(cleanup);

describe('a published document without a public page address', () => {
  it('says it cannot be audited until it has one, and offers no run', async () => {
    renderInStudioTheme(inspector());
    await screen.findByText(enUSStrings['inspector.none.noUrl']);
    expect(screen.queryByText(/Choose “Run audit”/)).toBeNull();
    expect(screen.queryByRole('button', { name: /run audit/i })).toBeNull();
  });

  it('is offered "Run audit" once it has a slug, by the same rule', async () => {
    hooks.published = { ...hooks.published, slug: { _type: 'slug', current: 'hello' } };
    renderInStudioTheme(inspector());
    await screen.findByRole('button', { name: 'Run audit' });
    expect(screen.getByText(enUSStrings['inspector.none.publishedRun'])).toBeTruthy();
    expect(screen.queryByText(enUSStrings['inspector.none.noUrl'])).toBeNull();
  });

  it('waits for no audit after a publish that leaves it without a page', async () => {
    hooks.published = { ...hooks.published, slug: { _type: 'slug', current: 'hello' } };
    const { rerender } = renderInStudioTheme(inspector());
    await screen.findByRole('button', { name: 'Run audit' });
    // Published again with the slug cleared: the handler answers that publish with no_public_url.
    hooks.published = { _id: 'post-1', _type: 'post', _rev: 'rev-2' };
    rerender(inspector());
    await screen.findByText(enUSStrings['inspector.none.noUrl']);
    expect(screen.getByTestId('geo-notices').textContent).not.toContain(
      enUSStrings['inspector.publish.awaiting'],
    );
  });

  it('keeps an earlier result but says no run can renew it', async () => {
    hooks.audit = auditView({ result: result(72, 'Fair') });
    renderInStudioTheme(inspector());
    await screen.findByText(enUSStrings['inspector.noUrl.audited']);
    expect(screen.getByRole('meter', { name: /GEO/ }).getAttribute('aria-valuenow')).toBe('72');
    expect(screen.queryByRole('button', { name: /re-run audit/i })).toBeNull();
  });

  it('without the rule, stops inviting a run once the handler answered no_public_url', async () => {
    const { rerender } = renderInStudioTheme(inspector(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Run audit' }));
    expect(hooks.run).toHaveBeenCalledWith('post-1');
    hooks.runState = { status: 'error', reason: 'no_public_url', message: 'no_public_url' };
    rerender(inspector(false));
    await waitFor(() => expect(screen.getByText(enUSStrings['inspector.none.noUrl'])).toBeTruthy());
    expect(screen.queryByText(enUSStrings['inspector.none.publishedRun'])).toBeNull();
    // The refusal itself is the alert a screen reader hears on the click.
    expect(screen.getByRole('alert').textContent).toContain(enUSStrings['run.error.no_public_url']);
  });
});
