// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Sanity's pair of the document as `useEditState` answers it; a test sets what Sanity has loaded.
const sanity = vi.hoisted(() => ({
  editState: { ready: false, published: null as { _id: string; _rev?: string } | null },
  asked: [] as unknown[][],
}));
vi.mock('sanity', () => ({
  getPublishedId: (id: string) => id.replace(/^drafts\./, ''),
  useEditState: (...args: unknown[]) => {
    sanity.asked.push(args);
    return sanity.editState;
  },
}));

const { usePublished } = await import('../../src/studio/hooks/use-published.ts');

describe('whether the inspected document is published', () => {
  it('is unknown until Sanity has loaded the document, then says whether a published version exists', () => {
    sanity.editState = { ready: false, published: null };
    const { result, rerender } = renderHook(() => usePublished('drafts.article-1', 'article'));
    expect(result.current).toBeNull();
    // Sanity keys the pair by the published id, whichever version the inspector shows.
    expect(sanity.asked.at(-1)?.slice(0, 2)).toEqual(['article-1', 'article']);
    sanity.editState = { ready: true, published: null };
    rerender();
    expect(result.current).toEqual({ published: false, revision: null });
    sanity.editState = { ready: true, published: { _id: 'article-1', _rev: 'rev-1' } };
    rerender();
    expect(result.current).toEqual({ published: true, revision: 'rev-1' });
    // A publish is a new revision of the published version.
    sanity.editState = { ready: true, published: { _id: 'article-1', _rev: 'rev-2' } };
    rerender();
    expect(result.current).toEqual({ published: true, revision: 'rev-2' });
  });

  it('keeps the last answer while Sanity reloads the pair', () => {
    sanity.editState = { ready: true, published: { _id: 'article-1', _rev: 'rev-1' } };
    const { result, rerender } = renderHook(() => usePublished('article-1', 'article'));
    const first = result.current;
    sanity.editState = { ready: false, published: null };
    rerender();
    expect(result.current).toEqual({ published: true, revision: 'rev-1' });
    sanity.editState = { ready: true, published: { _id: 'article-1', _rev: 'rev-1' } };
    rerender();
    expect(result.current).toBe(first);
  });
});
