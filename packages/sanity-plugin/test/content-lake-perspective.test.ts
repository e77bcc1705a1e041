import { describe, expect, it } from 'vitest';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

// Query perspectives: the Studio previews a document being edited (for example a new article in the list)
// by asking for its published id under the `drafts` perspective.
const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');

describe('Content Lake stand-in perspectives', () => {
  it('shows drafts over their published documents under "drafts", leaves them out under "published", and keeps every document under "raw"', async () => {
    const client = fixture.client();
    await client
      .transaction()
      .create({ _id: 'p1', _type: 'article', title: 'Published' })
      .create({ _id: 'drafts.p1', _type: 'article', title: 'Edited' })
      .create({ _id: 'drafts.new', _type: 'article', title: 'New' })
      .commit();
    const titles = (perspective: 'drafts' | 'published' | 'raw') =>
      client.fetch<Array<{ _id: string; _originalId?: string; title: string }>>(
        '*[_type == "article"] | order(_id asc) {_id, _originalId, title}',
        {},
        { perspective },
      );

    expect(await titles('drafts')).toEqual([
      { _id: 'new', _originalId: 'drafts.new', title: 'New' },
      { _id: 'p1', _originalId: 'drafts.p1', title: 'Edited' },
    ]);
    expect(await titles('published')).toEqual([{ _id: 'p1', _originalId: null, title: 'Published' }]);
    expect((await titles('raw')).map((doc) => doc._id)).toEqual(['drafts.new', 'drafts.p1', 'p1']);
  });

  it('defaults as the API version does: published documents only from v2025-02-19, every document before', async () => {
    const writer = fixture.client();
    await writer
      .transaction()
      .createOrReplace({ _id: 'd1', _type: 'note', title: 'Live' })
      .createOrReplace({ _id: 'drafts.d1', _type: 'note', title: 'Unsaved edit' })
      .commit();
    const ids = (apiVersion: string) =>
      fixture
        .client()
        .withConfig({ apiVersion, perspective: undefined })
        .fetch<string[]>('*[_type == "note"] | order(_id asc)._id');
    expect(await ids('2025-02-19')).toEqual(['d1']);
    expect(await ids('2021-06-07')).toEqual(['d1', 'drafts.d1']);
  });
});
