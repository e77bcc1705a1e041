/**
 * Where Ghost (5 and later) makes each fix, per check id or id prefix ending in ".". Sources: ghost.org's help page
 * "Modifying robots.txt", and Ghost's own source for what its help pages leave out: {{ghost_head}} (the JSON-LD it
 * prints, the noindex it adds only to previews), the theme middleware that serves any file at the theme's root but
 * templates and data files (so llms.txt goes there like robots.txt), and the "Make site private" setting.
 */

const THEME_FILE =
  'and upload the theme again (Settings → Design → Change theme); on Ghost(Pro), uploading a theme needs a plan that allows custom themes';

const ROBOTS_TXT = `Ghost serves a default robots.txt that keeps crawlers out of its admin and preview paths only (and out of the whole site while Settings → General → Make site private is on). To change it, add a robots.txt file at the root of your theme, next to its .hbs files, ${THEME_FILE}.`;

const LLMS_TXT = `Ghost serves files placed at the root of the active theme, as it does robots.txt: add llms.txt (and llms-full.txt) next to the theme's .hbs files ${THEME_FILE}.`;

export const GHOST: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    "Ghost adds noindex only to post previews, and a private site (Settings → General → Make site private) is closed to every crawler. A noindex on a published page comes from code injection (Settings → Advanced → Code injection, or Code injection in the post's settings) or from the theme: remove it there.",
  'crawlers.robots.': ROBOTS_TXT,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': ROBOTS_TXT,
  'llmstxt.robots_allowed': ROBOTS_TXT,
  'crawlers.sitemap':
    'Ghost generates /sitemap.xml and names it in its default robots.txt; a robots.txt of your own in the theme replaces that file, so copy the Sitemap line into it.',
  'llmstxt.': LLMS_TXT,
  'schema.present':
    "Ghost prints JSON-LD itself (Article on posts and pages, WebSite on the home page) through the theme's {{ghost_head}} helper (not on page 2 and later of a list). If this page has none, the theme's default.hbs lacks {{ghost_head}}, or structured data is turned off in Ghost's configuration (privacy.useStructuredData). Add more JSON-LD through Code injection, site-wide or per post.",
};
