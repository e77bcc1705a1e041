import { type Article, type ArticleSource, SourceUnavailableError } from 'example-demo-site';

/**
 * An article source bound once its CMS is up. The demo site starts before the CMSs (their sample publishes
 * are audited at once and must find a page), so until then it answers "unavailable".
 *
 * Lists (home, blog, llms.txt, sitemap: every CMS on every request) are served stale-while-revalidate: an
 * audit fetches several of them, and asking WordPress under `php -S` each time made a Strapi or Sanity
 * audit wait seconds for WordPress. A new article appears in lists one request later; its own page is
 * always fetched live.
 */
export function lateSource(
  name: ArticleSource['name'],
): ArticleSource & { bind(source: ArticleSource): void } {
  let target: ArticleSource | undefined;
  let cached: Article[] | undefined;
  let refreshing: Promise<Article[]> | undefined;
  const current = () => {
    if (!target) throw new SourceUnavailableError(name, 'it is still starting; try again in a moment.');
    return target;
  };
  const refresh = () => {
    refreshing ??= current()
      .list()
      .then((list) => {
        cached = list;
        return list;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  return {
    name,
    bind: (source) => {
      target = source;
    },
    get: (slug) => current().get(slug),
    list: async () => {
      if (cached === undefined) return refresh();
      refresh().catch(() => {});
      return cached;
    },
  };
}
