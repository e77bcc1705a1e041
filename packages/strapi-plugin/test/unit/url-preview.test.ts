import type { Core } from '@strapi/strapi';
import { describe, expect, test } from 'vitest';
import auditsService from '../../server/src/services/audits.ts';

const UID = 'api::article.article';

/** The parts of Strapi the URL preview reads: the article type's schema and its newest published entry. */
function fakeStrapi(published: Record<string, unknown>[]) {
  const schema = {
    uid: UID,
    kind: 'collectionType',
    options: { draftAndPublish: true },
    attributes: { title: { type: 'string' }, slug: { type: 'uid' } },
  };
  return {
    contentTypes: { [UID]: schema },
    contentType: (uid: string) => (uid === UID ? schema : undefined),
    config: { get: (_path: string, fallback: unknown) => fallback },
    documents: () => ({ findMany: async () => published }),
  } as unknown as Core.Strapi;
}

const preview = (published: Record<string, unknown>[], pattern: string) =>
  auditsService({ strapi: fakeStrapi(published) }).previewUrl(UID, pattern);

describe('a URL pattern whose filled-in values are no URL', () => {
  test('filled from the newest entry, the preview answers with a code naming the fields, for the admin to word', async () => {
    const answer = await preview(
      [{ documentId: 'd1', title: 'Brewing guide', slug: 'brewing' }],
      'https://{title}.example.com/{slug}',
    );
    expect(answer).toMatchObject({
      ok: false,
      code: 'preview_entry_invalid_url',
      values: { fields: ['{title}', '{slug}'] },
      sampled: true,
    });
  });

  test('with nothing published yet, it says the example values did it', async () => {
    expect(await preview([], 'https://{title}.example.com/')).toMatchObject({
      ok: false,
      code: 'preview_example_invalid_url',
      values: { fields: ['{title}'] },
      sampled: false,
    });
  });

  test('a pattern that fills in fine still previews its URL', async () => {
    expect(
      await preview(
        [{ documentId: 'd1', title: 'Brewing guide', slug: 'brewing' }],
        'https://blog.example/{slug}',
      ),
    ).toEqual({ ok: true, url: 'https://blog.example/brewing', sampled: true });
  });
});

describe('a URL pattern saving would refuse', () => {
  const published = [{ documentId: 'd1', title: 'Brewing guide', slug: 'brewing' }];

  test('without a scheme, the preview answers with the save’s code and English, not a URL', async () => {
    expect(await preview(published, 'blog.example/{slug}')).toEqual({
      ok: false,
      missing: [],
      code: 'pattern_scheme',
      message: 'The URL pattern must start with http:// or https://, e.g. https://example.com/blog/{slug}.',
    });
  });

  test('naming a field the type has no URL field for, the preview names it as the save does', async () => {
    expect(await preview(published, 'https://blog.example/{nosuchfield}')).toMatchObject({
      ok: false,
      code: 'pattern_unknown_fields',
      values: { fields: ['{nosuchfield}'] },
      message: expect.stringContaining('names {nosuchfield}, which this content type has no URL field for'),
    });
  });
});

describe('a URL pattern whose field the entry has no value for', () => {
  test('the newest entry without a slug: the preview names the field and says that entry was used', async () => {
    expect(
      await preview([{ documentId: 'd1', title: 'Brewing guide' }], 'https://blog.example/{slug}'),
    ).toEqual({
      ok: false,
      missing: ['slug'],
      code: 'preview_entry_lacks',
      values: { fields: ['{slug}'] },
      message: 'The URL pattern needs slug, which this entry lacks.',
      sampled: true,
    });
  });
});
