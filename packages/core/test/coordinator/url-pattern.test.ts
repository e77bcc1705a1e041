import { expect, it } from 'vitest';
import { resolveUrlPattern } from '../../src/index.ts';

it('fills fields, encodes them and reads nested paths', () => {
  expect(
    resolveUrlPattern('https://example.com/{locale}/blog/{slug}', { locale: 'de', slug: 'über uns' }),
  ).toEqual({
    ok: true,
    url: 'https://example.com/de/blog/%C3%BCber%20uns',
  });
  expect(resolveUrlPattern('https://example.com/{slug.current}', { slug: { current: 'post' } })).toEqual({
    ok: true,
    url: 'https://example.com/post',
  });
});

it('names missing fields instead of producing a broken URL', () => {
  expect(
    resolveUrlPattern('https://example.com/{category}/{slug}', { slug: 'x', category: '' }),
  ).toMatchObject({
    ok: false,
    reason: 'missing',
    missing: ['category'],
  });
});

it('rejects patterns that do not make an absolute http(s) URL', () => {
  expect(resolveUrlPattern('/blog/{slug}', { slug: 'x' })).toMatchObject({ ok: false, reason: 'not_http' });
  expect(resolveUrlPattern('ftp://example.com/{slug}', { slug: 'x' })).toMatchObject({
    ok: false,
    reason: 'not_http',
  });
});
