import type { Article } from '../content.ts';
import { type ArticleSource, getJson } from './types.ts';

export interface WordPressSourceOptions {
  /** WordPress's base URL, e.g. `http://127.0.0.1:8881`. */
  url: string;
}

interface Post {
  slug: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
  date_gmt?: string;
  modified_gmt?: string;
  _embedded?: { author?: Array<{ name?: string; link?: string }> };
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();
const gmt = (value: string | undefined) => (value ? `${value}Z` : null);

function toArticle(post: Post): Article {
  const author = post._embedded?.author?.[0];
  return {
    slug: post.slug,
    title: stripTags(post.title?.rendered ?? 'Untitled'),
    summary: stripTags(post.excerpt?.rendered ?? ''),
    // WordPress already renders the post's blocks to HTML; the demo trusts its own WordPress.
    bodyHtml: post.content?.rendered ?? '',
    author: author?.name ? { name: author.name, ...(author.link ? { url: author.link } : {}) } : null,
    publishedAt: gmt(post.date_gmt),
    modifiedAt: gmt(post.modified_gmt),
    source: 'wordpress',
  };
}

/**
 * Published posts from the WordPress REST API. Uses `?rest_route=` so it works without pretty permalinks.
 *
 * @example
 * ```ts
 * const wp = wordpressSource({ url: 'http://127.0.0.1:8881' });
 * await wp.get('hello-world');
 * ```
 */
export function wordpressSource(options: WordPressSourceOptions): ArticleSource {
  const endpoint = (params: Record<string, string>) =>
    `${options.url.replace(/\/$/, '')}/?${new URLSearchParams({ rest_route: '/wp/v2/posts', _embed: 'author', ...params })}`;
  return {
    name: 'wordpress',
    async get(slug) {
      const posts = (await getJson('WordPress', endpoint({ slug }))) as Post[];
      return posts[0] ? toArticle(posts[0]) : null;
    },
    async list() {
      const posts = (await getJson('WordPress', endpoint({ per_page: '20' }))) as Post[];
      return posts.map(toArticle);
    },
  };
}
