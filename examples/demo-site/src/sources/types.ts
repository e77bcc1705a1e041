import type { Article } from '../content.ts';

/** A CMS whose published articles the demo site renders under `/<name>/<slug>`. */
export interface ArticleSource {
  name: 'strapi' | 'wordpress' | 'sanity';
  /** The published article with this slug, or null when there is none. */
  get(slug: string): Promise<Article | null>;
  /** Published articles, newest first (for the home page, sitemap and llms.txt). */
  list(): Promise<Article[]>;
}

/** The CMS did not answer as expected; the page says so (503) instead of pretending the article is missing. */
export class SourceUnavailableError extends Error {
  constructor(source: string, detail: string) {
    super(`${source} is unavailable: ${detail}`);
    this.name = 'SourceUnavailableError';
  }
}

/** GET a CMS API as JSON; network failures and non-2xx answers become SourceUnavailableError. */
export async function getJson(
  source: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new SourceUnavailableError(source, (error as Error).message);
  }
  if (!response.ok) throw new SourceUnavailableError(source, `HTTP ${response.status} from ${url}`);
  return response.json();
}
