/**
 * Where Drupal (8 and later) makes each fix, per check id or id prefix ending in ".". Sources, all on drupal.org:
 * the RobotsTxt, Metatag, Schema.org Metatag, Simple XML Sitemap and /llms.txt project pages and their
 * documentation, and "Using Drupal's Composer Scaffold" (robots.txt is a scaffold file core rewrites on update).
 * Menu paths as Drupal's English admin shows them.
 */

const ROBOTS_TXT =
  'Drupal serves robots.txt as a plain file in its web root (the folder holding index.php): edit that file. On a Composer-built site, core updates rewrite it, so add your lines through the drupal-scaffold file-mapping in composer.json (append to [web-root]/robots.txt) rather than by hand. The RobotsTxt module instead lets you edit it under Configuration → Search and metadata → RobotsTxt, once the file in the web root is removed (and, on a Composer-built site, excluded from scaffolding with "[web-root]/robots.txt": false).';

const LLMS_TXT =
  'Drupal serves a file placed in its web root (the folder holding index.php and robots.txt) as it is: put llms.txt (and llms-full.txt) there. The /llms.txt module instead lets editors write llms.txt under Content → llms.txt. Some web server setups for Drupal refuse .txt files other than robots.txt: check that /llms.txt answers once it is in place.';

export const DRUPAL: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    'A noindex on a Drupal page usually comes from the Metatag module\'s Robots tag (in its Advanced group): untick "Prevents search engines from indexing this page" in the page\'s own Meta tags, or in the defaults under Configuration → Search and metadata → Metatag.',
  'crawlers.robots.': ROBOTS_TXT,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': ROBOTS_TXT,
  'llmstxt.robots_allowed': ROBOTS_TXT,
  'crawlers.sitemap':
    'Drupal core publishes no sitemap: the Simple XML Sitemap module serves one at /sitemap.xml (settings under Configuration → Search and metadata). Name that URL in robots.txt.',
  'llmstxt.': LLMS_TXT,
  'schema.present':
    'Drupal core prints no JSON-LD: the Schema.org Metatag module (an add-on to Metatag) adds Article, Organization and other types, with defaults per content type under Configuration → Search and metadata → Metatag.',
  'brand.organization_schema':
    "The Schema.org Metatag module's Organization group adds it, set once in the global defaults under Configuration → Search and metadata → Metatag.",
};
