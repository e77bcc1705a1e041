/**
 * Where Wix makes each fix, per check id or id prefix ending in ".". Wix generates robots.txt and lets sites add to
 * it in a Robots.txt Editor (its REST API's "txt file server" manages the same file).
 */

const ROBOTS_TXT =
  "Wix generates robots.txt: add or remove rules in the Robots.txt Editor among the SEO tools of the site's dashboard.";

export const WIX: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    'Each page\'s SEO settings hold "Let search engines index this page", and the site\'s SEO settings hold the same switch for the whole site: turn on the one that is off.',
  'crawlers.robots.': ROBOTS_TXT,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': ROBOTS_TXT,
  'llmstxt.robots_allowed': ROBOTS_TXT,
  'crawlers.sitemap':
    "Wix generates /sitemap.xml and names it in the robots.txt it generates; don't remove that line in the Robots.txt Editor.",
};
