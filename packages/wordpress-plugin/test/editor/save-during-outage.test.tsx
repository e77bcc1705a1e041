import { act, cleanup, render } from '@testing-library/react';
import { setup } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { record, view } from './fixtures.ts';

// The block editor around the plugin, with the GEO audit sidebar open: the post's save state, which the plugin
// watches to read the audit again after a save.
const editor = vi.hoisted(() => ({ saving: false, listeners: new Set<() => void>() }));
vi.mock('@wordpress/data', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    editor.listeners.add(listener);
    return () => editor.listeners.delete(listener);
  };
  const select = (store: unknown) =>
    store === 'core/editor'
      ? { getCurrentPostId: () => 7, isSavingPost: () => editor.saving, isAutosavingPost: () => false }
      : { getActiveComplementaryArea: () => 'geo-audit/geo-audit-sidebar' };
  return {
    useSelect: (map: (s: typeof select) => unknown) => {
      useSyncExternalStore(subscribe, () => String(editor.saving));
      return map(select);
    },
    useDispatch: () => ({ enableComplementaryArea: () => {} }),
  };
});
vi.mock('@wordpress/editor', () => ({
  store: 'core/editor',
  PluginSidebarMoreMenuItem: () => null,
  PluginSidebar: ({ children }: { children: ReactNode }) => <section>{children}</section>,
  PluginDocumentSettingPanel: () => null,
  PluginPrePublishPanel: () => null,
}));

const { GeoAuditPlugin } = await import('../../src/geo-audit-plugin.tsx');

// The site as apiFetch sees it: up with a running audit (polled), or down.
let down = false;
const reads: number[] = [];
apiFetch.setFetchHandler(async () => {
  reads.push(Date.now());
  if (down) throw { code: 'fetch_error', message: 'You are probably offline.' };
  return view({ record: record({ state: 'running', progress: 0.4 }) });
});

const notice = () => document.querySelector('.components-notice__content')?.textContent ?? '';
/** What screen readers hear, and what stays in WordPress's polite live region for them to find. */
const polite = () => document.getElementById('a11y-speak-polite')?.textContent ?? '';

async function advance(ms: number) {
  let left = ms;
  do {
    const step = Math.min(left, 250);
    await act(() => vi.advanceTimersByTimeAsync(step));
    left -= step;
  } while (left > 0);
}

function save() {
  for (const saving of [true, false]) {
    act(() => {
      editor.saving = saving;
      for (const listener of editor.listeners) listener();
    });
  }
}

beforeAll(() => setup());
beforeEach(() => {
  vi.useFakeTimers();
  down = false;
  reads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a save while the site is down, with a running audit on screen', () => {
  it('reads the audit once, and the spoken and shown wait never contradict each other', async () => {
    render(<GeoAuditPlugin />);
    // The audit is polled while it runs (every half second at first).
    await advance(3_000);
    expect(reads.length).toBeGreaterThan(1);

    down = true;
    reads.length = 0;
    const savedAt = Date.now();
    save();
    await advance(0);
    expect(notice()).toMatch(/It will be tried again by itself in 5 seconds\.$/);
    await advance(4_750);
    // The save's read only: the polling of the running audit does not go on beside the back-off.
    expect(reads).toEqual([savedAt]);
    expect(notice()).toMatch(/in 5 seconds\.$/);

    await advance(250);
    expect(reads).toEqual([savedAt, savedAt + 5_000]);
    expect(notice()).toMatch(/in 10 seconds\.$/);
    // Spoken once per run of failures, so what stays in the live region must not name a wait that has grown.
    expect(polite()).toMatch(/latest state of the GEO audit could not be loaded/);
    expect(polite()).toMatch(/You are probably offline\. It will be tried again by itself\.$/);
    expect(polite()).not.toMatch(/\d+ seconds?/);

    // Back up: the next read goes through, and the running audit is polled again.
    down = false;
    await advance(10_000);
    expect(notice()).toBe('');
    const back = reads.length;
    await advance(5_000);
    expect(reads.length).toBeGreaterThan(back);
  });
});
