// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedAudit } from '../../src/studio/hooks/use-audit.ts';
import type { RunOutcome, RunState } from '../../src/studio/hooks/use-run-audit.ts';
import { listed } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

// The tool's data: the listed audits (as the Studio's listener delivers them) and the handler's answer.
const hooks = vi.hoisted(() => ({
  audits: [] as ListedAudit[],
  listeners: new Set<() => void>(),
  answer: null as ((outcome: RunOutcome) => void) | null,
  runState: { status: 'idle' } as RunState,
}));

vi.mock('sanity', () => sanityMock());
vi.mock('../../src/studio/hooks/use-audit.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAllAudits: () => ({
      audits: useSyncExternalStore(
        (listener) => {
          hooks.listeners.add(listener);
          return () => hooks.listeners.delete(listener);
        },
        () => hooks.audits,
      ),
      loading: false,
    }),
  };
});
vi.mock('../../src/studio/hooks/use-run-audit.ts', () => ({
  useRunAudit: () => ({
    run: () => new Promise<RunOutcome>((resolve) => (hooks.answer = resolve)),
    state: hooks.runState,
  }),
}));

const { createGeoAuditTool } = await import('../../src/studio/tool/geo-audit-tool.tsx');
const GeoAuditTool = createGeoAuditTool('https://example.com/api/geo-audit');

const latte = (overrides: Partial<ListedAudit> = {}) =>
  listed({
    documentId: 'latte',
    title: 'Latte art',
    url: 'https://example.com/latte-art',
    geoScore: 70,
    verdict: 'Good',
    updatedAt: '2026-11-24T10:00:00Z',
    ...overrides,
  });

/** The listener delivers the record's next version. */
function deliver(audit: ListedAudit) {
  act(() => {
    hooks.audits = [audit];
    for (const listener of hooks.listeners) listener();
  });
}

const region = () => screen.getByTestId('geo-tool-announcement');
/** Every text the region held, in order (what a screen reader is given to say). */
function recordRegion(node: HTMLElement) {
  const said: string[] = [];
  new MutationObserver(() => {
    const text = node.textContent ?? '';
    if (text && said.at(-1) !== text) said.push(text);
  }).observe(node, { childList: true, subtree: true, characterData: true });
  return said;
}

beforeEach(() => {
  hooks.audits = [latte()];
  hooks.answer = null;
});
afterEach(cleanup);

describe('GEO audits tool: what a re-run from a row says', () => {
  it('says once, politely, that the re-run is queued and once that it is complete, with its score', async () => {
    renderInStudioTheme(<GeoAuditTool />);
    expect(region().getAttribute('role')).toBe('status');
    expect(region().textContent).toBe('');
    const said = recordRegion(region());
    fireEvent.click(
      screen.getByRole('button', { name: 'Re-run the GEO audit of https://example.com/latte-art' }),
    );
    // Nothing while the request is on its way: the button's spinner shows it.
    expect(region().textContent).toBe('');
    await act(async () => hooks.answer?.({ status: 'done' }));
    await waitFor(() => expect(region().textContent).toBe('GEO audit of Latte art queued'));
    deliver(latte({ state: 'queued', updatedAt: '2026-11-24T10:05:00Z' }));
    deliver(latte({ state: 'running', progress: 0.5, updatedAt: '2026-11-24T10:05:01Z' }));
    deliver(latte({ state: 'complete', geoScore: 76, verdict: 'Good', updatedAt: '2026-11-24T10:05:02Z' }));
    await waitFor(() =>
      expect(region().textContent).toBe('GEO audit of Latte art complete: 76 of 100, Good.'),
    );
    // A later update of the same record (another editor's publish) is not this re-run's to announce.
    deliver(latte({ state: 'complete', geoScore: 80, verdict: 'Good', updatedAt: '2026-11-24T11:00:00Z' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(said).toEqual([
      'GEO audit of Latte art queued',
      'GEO audit of Latte art complete: 76 of 100, Good.',
    ]);
  });

  it('says a failed audit, and only the result when the handler answered after the audit had finished', async () => {
    renderInStudioTheme(<GeoAuditTool />);
    const said = recordRegion(region());
    fireEvent.click(screen.getByRole('button', { name: /Re-run the GEO audit/ }));
    await act(async () => hooks.answer?.({ status: 'done' }));
    deliver(latte({ state: 'failed', updatedAt: '2026-11-24T10:05:02Z' }));
    await waitFor(() => expect(region().textContent).toBe('The GEO audit of Latte art failed.'));

    fireEvent.click(screen.getByRole('button', { name: /Re-run the GEO audit/ }));
    deliver(latte({ state: 'complete', geoScore: 76, verdict: 'Good', updatedAt: '2026-11-24T10:06:00Z' }));
    await act(async () => hooks.answer?.({ status: 'done', complete: true }));
    await waitFor(() =>
      expect(region().textContent).toBe('GEO audit of Latte art complete: 76 of 100, Good.'),
    );
    expect(said).toEqual([
      'GEO audit of Latte art queued',
      'The GEO audit of Latte art failed.',
      'GEO audit of Latte art complete: 76 of 100, Good.',
    ]);
  });

  it('leaves a refused request to the alert and says nothing politely', async () => {
    renderInStudioTheme(<GeoAuditTool />);
    fireEvent.click(screen.getByRole('button', { name: /Re-run the GEO audit/ }));
    await act(async () =>
      hooks.answer?.({ status: 'error', reason: 'invalid_token', message: 'invalid_token' }),
    );
    deliver(latte({ state: 'failed', updatedAt: '2026-11-24T10:05:02Z' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(region().textContent).toBe('');
  });
});
