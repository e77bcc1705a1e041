import type { Article } from '../content.ts';
import { portableTextToHtml, textToHtml } from './rich-text.ts';
import { type ArticleSource, getJson } from './types.ts';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  /** The Content Lake host; defaults to Sanity's hosted API (`https://<projectId>.api.sanity.io`). */
  apiHost?: string;
  /** A read token, when the dataset is private. */
  token?: string;
  /** Document type of articles (default `article`). */
  type?: string;
}

type Doc = Record<string, unknown>;

const API_VERSION = 'v2025-02-19';

function toArticle(doc: Doc): Article {
  const slug = doc.slug as { current?: string } | string | undefined;
  const author = doc.author as string | { name?: string } | undefined;
  const authorName = typeof author === 'string' ? author : author?.name;
  return {
    slug: typeof slug === 'string' ? slug : (slug?.current ?? String(doc._id)),
    title: String(doc.title ?? 'Untitled'),
    summary: String(doc.summary ?? doc.description ?? ''),
    // The example Studio's body is a plain `text` field; other schemas use Portable Text.
    bodyHtml: typeof doc.body === 'string' ? textToHtml(doc.body) : portableTextToHtml(doc.body),
    author: authorName ? { name: authorName } : null,
    publishedAt: (doc.publishedAt as string | undefined) ?? (doc._createdAt as string | undefined) ?? null,
    modifiedAt: (doc._updatedAt as string | undefined) ?? null,
    source: 'sanity',
  };
}

/**
 * Published articles from Sanity's HTTP query API (GROQ). Draft documents (`drafts.` ids) are excluded.
 *
 * @example
 * ```ts
 * const sanity = sanitySource({ projectId: 'demo', dataset: 'production', apiHost: 'http://127.0.0.1:4000' });
 * await sanity.get('hello-geo');
 * ```
 */
export function sanitySource(options: SanitySourceOptions): ArticleSource {
  const host = (options.apiHost ?? `https://${options.projectId}.api.sanity.io`).replace(/\/$/, '');
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const type = JSON.stringify(options.type ?? 'article');
  const query = async (groq: string, params: Record<string, string> = {}) => {
    const search = new URLSearchParams({ query: groq });
    for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
    const body = (await getJson(
      'Sanity',
      `${host}/${API_VERSION}/data/query/${options.dataset}?${search}`,
      headers,
    )) as {
      result?: unknown;
    };
    return body.result;
  };
  return {
    name: 'sanity',
    async get(slug) {
      const doc = (await query(
        `*[_type == ${type} && slug.current == $slug && !(_id in path("drafts.**"))][0]`,
        {
          slug,
        },
      )) as Doc | null;
      return doc ? toArticle(doc) : null;
    },
    async list() {
      const docs = (await query(
        `*[_type == ${type} && !(_id in path("drafts.**"))] | order(_updatedAt desc)[0...20]`,
      )) as Doc[] | null;
      return (docs ?? []).map(toArticle);
    },
  };
}
