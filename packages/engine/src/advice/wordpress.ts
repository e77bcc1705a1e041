/**
 * Where WordPress (6.6 and later, block themes first) makes each fix, per check id or id prefix ending in ".".
 * Screen and block names as WordPress shows them in English; check them when WordPress renames one.
 */

const ROBOTS_TXT =
  'WordPress serves a generated robots.txt when the site root holds no file: edit it in your SEO plugin, or upload a robots.txt file to the site root (the folder holding wp-config.php), which replaces the generated one.';

export const WORDPRESS: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    'A noindex on every page usually comes from Settings → Reading → "Discourage search engines from indexing this site": untick it. An SEO plugin can also set noindex per post, in the post\'s SEO settings.',
  // "Discourage search engines" writes the generic robots meta tag only; a header or a crawler-named tag is not it.
  'crawlers.indexable:header':
    "WordPress itself sends no X-Robots-Tag noindex for published posts and pages: look in the server configuration (.htaccess, nginx), your host's or CDN's header rules, and security, caching or SEO plugins that add headers.",
  'crawlers.indexable:crawler_meta':
    "WordPress's own settings never name a crawler in a robots meta tag: look in your SEO plugin's advanced robots settings, a plugin that inserts header code, or the theme's header template.",
  'crawlers.robots.': ROBOTS_TXT,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': ROBOTS_TXT,
  'crawlers.sitemap':
    'WordPress publishes its own sitemap at /wp-sitemap.xml (an SEO plugin may replace it with its own): name that URL in robots.txt.',
  'llmstxt.links_resolve':
    "WordPress redirects a post's old slug to its new address, but not a deleted post or page, nor links written before a change under Settings → Permalinks: update those links in llms.txt, or add redirects with a redirect plugin.",
  'llmstxt.exists':
    'Upload llms.txt to the site root (the folder holding wp-config.php), or use a plugin that writes it for you.',
  'eeat.date_published':
    'In a block theme, add the Post Date block to the Single Posts template (Appearance → Editor → Templates); a classic theme shows it in its post meta line.',
  'eeat.date_modified':
    "The Post Date block's Modified Date variation shows the last update (WordPress shows it only once the post has been edited).",
  'eeat.byline':
    'In a block theme, add the Post Author Name block to the Single Posts template (Appearance → Editor → Templates).',
  'eeat.author_page':
    'Turn on "Link to author archive" in the Post Author Name block, and fill in the author\'s Biographical Info under Users → Profile.',
  'eeat.author_credentials':
    "Write the author's qualifications in Biographical Info under Users → Profile; the Post Author Biography block shows it.",
  'eeat.privacy_policy':
    'WordPress drafts a privacy policy page under Settings → Privacy: review it, publish it, and link it in the footer.',
  'schema.present':
    'WordPress itself outputs no structured data: an SEO plugin (for example Yoast SEO, Rank Math or All in One SEO) adds Article, Organization and BreadcrumbList markup.',
  'brand.organization_schema':
    'WordPress itself outputs no Organization markup: an SEO plugin adds it from your site settings (name, logo, social profiles).',
  'brand.name_declared':
    'The Site Title under Settings → General is the name WordPress puts in the page title; SEO plugins also use it for og:site_name.',
};
