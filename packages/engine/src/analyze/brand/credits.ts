/**
 * Links in a site's chrome that credit what the site is built with (its theme, template or site generator) rather
 * than point at the brand's own profile: "Theme on GitHub", "Built with Hugo — source on GitHub", "Powered by
 * WordPress". Such a link names the platform as a follow button does, so the label alone would pass it as the
 * brand's; these tell it apart.
 */

/**
 * Link texts that credit the site's theme, template or generator, in the languages the engine reads: what it is
 * built or made with, not by whom ("Made by the Acme team on GitHub" may be the brand's own). "Source" alone is not
 * one either: a personal site's "Source on GitHub" is its owner's repository.
 */
export const CREDIT_LABEL =
  /(?:^|[^a-zà-ÿ])(?:themes?|th[èe]me|tema|templates?|plantilla|vorlage|(?:static )?site generator|(?:generated|built|made|created|crafted) (?:with|using)|(?:generated|powered) by|(?:website|site|design|theme|template) by|propuls[ée] par|(?:r[ée]alis[ée]|fait|cr[ée]{2}) avec|(?:hecho|creado|desarrollado) con|(?:realizzato|fatto|creato) con|(?:erstellt|gemacht|gebaut) mit)(?![a-zà-ÿ])/i;

/**
 * Repository names that are a theme, template or starter ("hugo-theme-paper", "jekyll-theme-minimal", "paper-theme",
 * "gatsby-starter-blog") or a plug-in of a site generator ("hugo-paper", "jekyll-seo-tag").
 */
const THEME_REPOSITORY =
  /(?:^|[-_.])(?:themes?|templates?|starter|skin)(?:$|[-_.])|^(?:hugo|jekyll|hexo|gatsby|astro|eleventy|11ty|ghost|zola|pelican|mkdocs|docusaurus|vuepress|vitepress|hydejack|wordpress|wp)-/i;

/** GitHub accounts of site generators and CMSs: a link to them from another site credits the tool it runs on. */
const GENERATOR_ACCOUNTS = new Set(
  'gohugoio jekyll hexojs gatsbyjs 11ty tryghost wordpress withastro getzola getpelican mkdocs squidfunk'.split(
    ' ',
  ),
);
/** Generator repositories under accounts that hold much else. */
const GENERATOR_REPOSITORIES = new Set([
  'facebook/docusaurus',
  'vuejs/vitepress',
  'vuejs/vuepress',
  'mmistakes/minimal-mistakes',
]);

/**
 * True when a GitHub URL is a theme's, template's or site generator's repository (or a generator's account):
 * a credit to what the site is built with, whoever made it.
 *
 * @example
 * ```ts
 * isSiteToolingRepository(new URL('https://github.com/someone/hugo-theme-paper')); // true
 * isSiteToolingRepository(new URL('https://github.com/acme-hq')); // false
 * ```
 */
export function isSiteToolingRepository(url: URL): boolean {
  if (url.hostname.replace(/^www\./, '').toLowerCase() !== 'github.com') return false;
  const [owner, repository] = url.pathname.toLowerCase().split('/').filter(Boolean);
  if (owner === undefined) return false;
  if (GENERATOR_ACCOUNTS.has(owner)) return true;
  if (repository === undefined) return false;
  return GENERATOR_REPOSITORIES.has(`${owner}/${repository}`) || THEME_REPOSITORY.test(repository);
}
