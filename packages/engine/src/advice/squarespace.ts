/**
 * Where Squarespace makes each fix, per check id or id prefix ending in ".". Squarespace generates robots.txt and
 * does not let sites edit it; its Crawlers settings are the only switches (Squarespace's help centre, "Request that
 * AI models exclude your site").
 */

const CRAWLERS =
  'Squarespace generates robots.txt and does not let you edit it. Its switches are under Settings → Crawlers: "Block known artificial intelligence crawlers" also blocks bots that fetch pages to answer people\'s questions (ChatGPT-User, PerplexityBot); untick it to let them in.';

export const SQUARESPACE: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    "A page's SEO settings can hide it from search results, which adds noindex; Settings → Crawlers can keep search engines off the whole site.",
  'crawlers.robots.': CRAWLERS,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': CRAWLERS,
  'llmstxt.robots_allowed': CRAWLERS,
  // Squarespace writes its Organization and LocalBusiness JSON-LD itself, from the site's business details.
  'brand.organization_schema':
    'Squarespace builds its Organization and LocalBusiness markup from Settings → Business Information: fill in the business name, address and contact details there.',
  'brand.same_as':
    'Squarespace lists the profiles in Settings → Social Links in its markup: add each official profile there.',
  'crawlers.sitemap':
    "Squarespace generates /sitemap.xml and manages robots.txt itself: submit the sitemap's address in Google Search Console and Bing Webmaster Tools.",
};
