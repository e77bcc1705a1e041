import type { Article } from '../content.ts';
import { strapiBlocksToHtml, textToHtml } from './rich-text.ts';
import { type ArticleSource, getJson } from './types.ts';

export interface StrapiSourceOptions {
  /** Strapi's base URL, e.g. `http://127.0.0.1:1337`. */
  url: string;
  /** The collection's REST plural name (default `articles`). */
  collection?: string;
  /** A read-only API token, when the collection is not public. */
  token?: string;
}

type Entry = Record<string, unknown>;

function toArticle(entry: Entry): Article {
  const body = entry.body ?? entry.content ?? '';
  const author = entry.author as string | { name?: string } | null | undefined;
  const authorName = typeof author === 'string' ? author : author?.name;
  return {
    slug: String(entry.slug ?? entry.documentId),
    title: String(entry.title ?? 'Untitled'),
    summary: String(entry.summary ?? entry.description ?? ''),
    bodyHtml: typeof body === 'string' ? textToHtml(body) : strapiBlocksToHtml(body),
    author: authorName ? { name: authorName } : null,
    publishedAt: (entry.publishedAt as string | undefined) ?? null,
    modifiedAt: (entry.updatedAt as string | undefined) ?? null,
    source: 'strapi',
  };
}

/**
 * Published articles from Strapi 5's REST API (flattened `data` entries; drafts are never returned by
 * default).
 *
 * @example
 * ```ts
 * const strapi = strapiSource({ url: 'http://127.0.0.1:1337' });
 * await strapi.get('hello-geo');
 * ```
 */
export function strapiSource(options: StrapiSourceOptions): ArticleSource {
  const base = `${options.url.replace(/\/$/, '')}/api/${options.collection ?? 'articles'}`;
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  return {
    name: 'strapi',
    async get(slug) {
      const query = new URLSearchParams({ 'filters[slug][$eq]': slug, status: 'published' });
      const body = (await getJson('Strapi', `${base}?${query}`, headers)) as { data?: Entry[] };
      const entry = body.data?.[0];
      return entry ? toArticle(entry) : null;
    },
    async list() {
      const query = new URLSearchParams({ sort: 'publishedAt:desc', 'pagination[pageSize]': '20' });
      const body = (await getJson('Strapi', `${base}?${query}`, headers)) as { data?: Entry[] };
      return (body.data ?? []).map(toArticle);
    },
  };
}
