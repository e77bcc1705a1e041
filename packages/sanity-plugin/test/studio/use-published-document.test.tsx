// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

type EditState = { ready: boolean; published: { _id: string; _rev?: string } | null };

// Sanity's document store as the plugin reads it through its public API: `pair.editState`, one subscription
// per document; a test sends what Sanity has loaded. `useEditState` (internal) is not there to be called.
const sanity = vi.hoisted(() => ({
  asked: [] as string[][],
  send: (_state: EditState) => {},
  open: 0,
}));
const store = vi.hoisted(() => ({
  pair: {
    editState: (id: string, type: string) => ({
      subscribe: (next: (state: EditState) => void) => {
        sanity.asked.push([id, type]);
        sanity.open += 1;
        sanity.send = next;
        return { unsubscribe: () => (sanity.open -= 1) };
      },
    }),
  },
}));
vi.mock('sanity', () => ({
  getPublishedId: (id: string) => id.replace(/^drafts\./, ''),
  useDocumentStore: () => store,
}));

const { usePublishedDocument } = await import('../../src/studio/hooks/use-published-document.ts');

describe("the inspected document's published version", () => {
  it('is unknown until Sanity has loaded the document, then the published version or null', () => {
    const { result, unmount } = renderHook(() => usePublishedDocument('drafts.article-1', 'article'));
    expect(result.current).toBeUndefined();
    // Sanity keys the pair by the published id, whichever version the inspector shows.
    expect(sanity.asked.at(-1)).toEqual(['article-1', 'article']);
    act(() => sanity.send({ ready: true, published: null }));
    expect(result.current).toBeNull();
    act(() => sanity.send({ ready: true, published: { _id: 'article-1', _rev: 'rev-1' } }));
    expect(result.current).toMatchObject({ _rev: 'rev-1' });
    // A publish is a new revision of the published version.
    act(() => sanity.send({ ready: true, published: { _id: 'article-1', _rev: 'rev-2' } }));
    expect(result.current).toMatchObject({ _rev: 'rev-2' });
    unmount();
    expect(sanity.open).toBe(0);
  });

  it('keeps the last version while Sanity reloads the pair, the same object while the revision is the same', () => {
    const { result, unmount } = renderHook(() => usePublishedDocument('article-1', 'article'));
    act(() => sanity.send({ ready: true, published: { _id: 'article-1', _rev: 'rev-1' } }));
    const first = result.current;
    act(() => sanity.send({ ready: false, published: null }));
    expect(result.current).toBe(first);
    act(() => sanity.send({ ready: true, published: { _id: 'article-1', _rev: 'rev-1' } }));
    expect(result.current).toBe(first);
    unmount();
  });

  it('answers a document without a type (gone) as unpublished, without asking Sanity', () => {
    const asked = sanity.asked.length;
    const { result } = renderHook(() => usePublishedDocument('article-9', null));
    expect(result.current).toBeNull();
    expect(sanity.asked.length).toBe(asked);
  });
});
