import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Article, STATIC_ARTICLES } from './content.ts';
import { layout } from './html.ts';
import { articlePage } from './pages/article.ts';
import { aboutPage, blogPage, homePage, notFoundPage, pricingPage } from './pages/static-pages.ts';
import { type ArticleSource, SourceUnavailableError } from './sources/types.ts';
import { llmsTxt, robotsTxt, sitemapXml } from './well-known.ts';

export interface DemoSiteOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; loopback by default, so nothing outside the machine can reach the demo. */
  host?: string;
  /** CMSs whose published articles appear under `/<source>/<slug>`. */
  sources?: ArticleSource[];
}

export interface DemoSite {
  /** Base URL, e.g. `http://127.0.0.1:4100`. */
  url: string;
  /** The public URL pattern of one CMS's articles, for the plugins' settings: `{slug}` is replaced. */
  patternFor(source: ArticleSource['name']): string;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  type: string;
  body: string;
}

const html = (body: string, status = 200): Reply => ({ status, type: 'text/html; charset=utf-8', body });
const text = (body: string, type = 'text/plain; charset=utf-8'): Reply => ({ status: 200, type, body });

/** Every article the site can list; a CMS that is down is left out of lists rather than failing them. */
async function allArticles(sources: ArticleSource[]): Promise<Article[]> {
  const lists = await Promise.all(sources.map((source) => source.list().catch(() => [] as Article[])));
  return [...STATIC_ARTICLES, ...lists.flat()];
}

async function route(path: string, origin: string, sources: ArticleSource[]): Promise<Reply> {
  switch (path) {
    case '/':
      return html(homePage(origin, await allArticles(sources)));
    case '/blog':
      return html(blogPage(origin, await allArticles(sources)));
    case '/pricing':
      return html(pricingPage(origin));
    case '/about':
      return html(aboutPage(origin));
    case '/robots.txt':
      return text(robotsTxt(origin));
    case '/llms.txt':
      return text(llmsTxt(origin, await allArticles(sources)), 'text/markdown; charset=utf-8');
    case '/sitemap.xml':
      return text(sitemapXml(origin, await allArticles(sources)), 'application/xml; charset=utf-8');
  }
  const [, prefix, slug, rest] = path.split('/');
  if (slug && rest === undefined) {
    const url = `${origin}${path}`;
    if (prefix === 'blog') {
      const article = STATIC_ARTICLES.find((a) => a.slug === slug);
      if (article) return html(articlePage(article, url, origin));
    }
    const source = sources.find((s) => s.name === prefix);
    if (source) {
      const article = await source.get(decodeURIComponent(slug));
      if (article) return html(articlePage(article, url, origin));
    }
  }
  return html(notFoundPage(origin, path), 404);
}

/**
 * Serves the demo site on loopback. CMS articles are fetched from each CMS's public API on every request,
 * so a publish in the CMS produces a real page for the audit to fetch at once.
 *
 * @example
 * ```ts
 * const site = await startDemoSite({ sources: [strapiSource({ url: 'http://127.0.0.1:1337' })] });
 * console.log(site.patternFor('strapi')); // http://127.0.0.1:41234/strapi/{slug}
 * ```
 */
export async function startDemoSite(options: DemoSiteOptions = {}): Promise<DemoSite> {
  const sources = options.sources ?? [];
  let origin = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    route(path, origin, sources)
      .catch((error: unknown): Reply => {
        const unavailable = error instanceof SourceUnavailableError;
        const message = unavailable ? error.message : 'The demo site failed to build this page.';
        return html(
          layout({
            title: 'Unavailable',
            description: message,
            url: `${origin}${path}`,
            origin,
            body: `<h1>Unavailable</h1><p>${message}</p>`,
          }),
          unavailable ? 503 : 500,
        );
      })
      .then((reply) => {
        res.writeHead(reply.status, { 'content-type': reply.type, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : reply.body);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url: origin,
    patternFor: (source) => `${origin}/${source}/{slug}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
