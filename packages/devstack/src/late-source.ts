import { type ArticleSource, SourceUnavailableError } from 'example-demo-site';

/**
 * An article source bound once its CMS is up. The demo site starts before the CMSs (their sample publishes
 * are audited at once and must find a page), so until then it answers "unavailable".
 */
export function lateSource(
  name: ArticleSource['name'],
): ArticleSource & { bind(source: ArticleSource): void } {
  let target: ArticleSource | undefined;
  const current = () => {
    if (!target) throw new SourceUnavailableError(name, 'it is still starting; try again in a moment.');
    return target;
  };
  return {
    name,
    bind: (source) => {
      target = source;
    },
    get: (slug) => current().get(slug),
    list: () => current().list(),
  };
}
