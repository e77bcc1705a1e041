import { describe, expect, it } from 'vitest';
import { isUrlField, type UrlSchema, urlFields } from '../../server/src/url-fields.ts';

const schema: UrlSchema = {
  uid: 'api::article.article',
  options: { draftAndPublish: true },
  attributes: {
    title: { type: 'string' },
    slug: { type: 'uid' },
    internalNote: { type: 'text', private: true },
    editorPin: { type: 'password' },
    cover: { type: 'media' },
    seo: { type: 'component' },
    tracking: { type: 'string' },
  },
};

describe('what a URL pattern may read of an entry', () => {
  const entry = {
    documentId: 'abc123',
    id: 7,
    locale: 'de',
    title: 'Brewing',
    slug: 'brewing',
    internalNote: 'do not publish',
    editorPin: 'hunter2',
    cover: { url: '/uploads/c.jpg' },
    seo: { slug: 'x' },
    tracking: 'utm-secret',
    createdBy: { email: 'admin@example.com' },
  };

  it('keeps the scalar, public attributes and the document id and locale', () => {
    expect(urlFields(schema, entry, [])).toEqual({
      documentId: 'abc123',
      id: 7,
      locale: 'de',
      title: 'Brewing',
      slug: 'brewing',
      tracking: 'utm-secret',
    });
  });

  it('never a private or password attribute, nor one the app marks private everywhere', () => {
    const fields = urlFields(schema, entry, ['tracking']);
    expect(Object.keys(fields)).not.toContain('internalNote');
    expect(Object.keys(fields)).not.toContain('editorPin');
    expect(Object.keys(fields)).not.toContain('tracking');
    expect(Object.keys(fields)).not.toContain('createdBy');
    expect(isUrlField('editorPin', { type: 'password' }, [])).toBe(false);
  });
});
