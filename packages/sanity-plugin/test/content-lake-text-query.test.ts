import { describe, expect, it } from 'vitest';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

const fixture = contentLakeFixture({ ada: { id: 'ada', write: true, admin: true } }, 'ada');
const client = fixture.client;

// The shape of the query the Studio's document list pane sends (sanity 6, "findability" search).
const LIST_QUERY = [
  '// findability-mvi:5',
  '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery)) && (_type == $type)]',
  '{_type, _id, _originalId, "orderings": [_updatedAt]} | order(orderings[0] desc) [0...$__limit]',
].join('\n');

describe('Content Lake stand-in: text::query, as the Studio lists and searches documents', () => {
  it('lists every document of the type when nothing is searched, without the fields it searched', async () => {
    await client()
      .transaction()
      .createOrReplace({
        _id: 'a1',
        _type: 'article',
        title: 'Latte art for beginners',
        body: 'Start with a heart.',
      })
      .createOrReplace({ _id: 'a2', _type: 'article', title: 'How decaf is made', body: 'Swiss Water.' })
      .createOrReplace({ _id: 'p1', _type: 'page', title: 'About' })
      .commit();
    const list = await client().fetch(LIST_QUERY, {
      __types: ['article'],
      __query: '*',
      __rawQuery: '',
      __limit: 1001,
      type: 'article',
    });
    expect(list.map((doc: { _id: string }) => doc._id).sort()).toEqual(['a1', 'a2']);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', '_originalId', '_type', 'orderings']);
  });

  it('finds documents by words of their text, a prefix and a phrase; a negated word filters nothing', async () => {
    const search = (query: string) =>
      client()
        .fetch<Array<{ _id: string }>>('*[[@, _id] match text::query($q)]{_id}', { q: query })
        .then((docs) => docs.map((doc) => doc._id).sort());
    expect(await search('heart')).toEqual(['a1']);
    expect(await search('decaf*')).toEqual(['a2']);
    expect(await search('"swiss water"')).toEqual(['a2']);
    expect(await search('-heart decaf')).toEqual(['a2']);
    expect(await search('espresso')).toEqual([]);
  });

  it('returns whole documents unchanged to a query that searches', async () => {
    const [doc] = await client().fetch('*[_type == "page" && [@, _id] match text::query("about")]');
    expect(doc).toMatchObject({ _id: 'p1', title: 'About' });
    expect(Object.keys(doc).filter((key) => key.startsWith('__'))).toEqual([]);
  });
});
