import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake } from './helpers/content-lake.ts';

// The queries and lookups the Studio's document list and permission checks make, answered by the stand-in.
let lake: Awaited<ReturnType<typeof startContentLake>>;
beforeAll(async () => {
  lake = await startContentLake({ tokens: { ada: { id: 'ada', write: true, admin: true } } });
  for (const [id, title, updated] of [
    ['a', 'First', '2026-11-01T00:00:00Z'],
    ['b', 'Second', '2026-11-02T00:00:00Z'],
    ['c', 'Third', '2026-11-03T00:00:00Z'],
  ] as const) {
    lake.documents.set(id, { _id: id, _type: 'article', title, _updatedAt: updated });
  }
});
afterAll(() => lake.close());

const client = () =>
  createClient({
    projectId: 'p1',
    dataset: 'production',
    token: 'ada',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: lake.apiHost,
    useProjectHostname: false,
  });

describe('Content Lake stand-in queries', () => {
  it("answers the Studio's document list query (full-text search for everything, a parameter in the slice)", async () => {
    const query = `*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]
      {_id, "orderings": [_updatedAt]} | order(orderings[0] desc) [0...$__limit]`;
    const ids = await client().fetch<Array<{ _id: string }>>(query, {
      __types: ['article'],
      __query: '*',
      __rawQuery: '',
      __limit: 2,
    });
    expect(ids.map((doc) => doc._id)).toEqual(['c', 'b']);
  });

  it('grants the Studio user read and write on every document, so the form is editable', async () => {
    const grants = await client().request<Array<{ filter: string; permissions: string[] }>>({
      url: '/projects/p1/datasets/production/acl',
    });
    expect(grants).toEqual([
      { filter: '_id in path("**")', permissions: expect.arrayContaining(['read', 'create', 'update']) },
    ]);
  });
});
