/**
 * Where Shopify makes each fix, per check id or id prefix ending in ".". Sources: shopify.dev's theme template pages
 * for robots.txt.liquid, agents.md.liquid and llms.txt.liquid, and the structured_data Liquid filter.
 */

const EDIT_CODE = 'Online Store → Themes → … → Edit code';

const ROBOTS_TXT = `Shopify generates robots.txt. To change it, add a robots.txt.liquid template (${EDIT_CODE} → Add a new template → robots.txt) and add your rules to Shopify's default groups rather than replacing them.`;

const LLMS_TXT = `Shopify serves /llms.txt from the store's generated agents.md. To change it, add an agents.md.liquid template (it feeds /agents.md, /llms.txt and /llms-full.txt) or an llms.txt.liquid template for /llms.txt alone (${EDIT_CODE} → Add a new template).`;

export const SHOPIFY: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    'A store behind its password page (Online Store → Preferences → Password protection) is closed to every crawler: remove the password when the store opens. A single product, page or article is hidden from search engines by its seo.hidden metafield.',
  'crawlers.robots.': ROBOTS_TXT,
  // The platforms module's gate for ChatGPT search is the same robots.txt rule.
  'platforms.chatgpt.oai_searchbot': ROBOTS_TXT,
  'crawlers.sitemap':
    "Shopify generates /sitemap.xml and names it in its default robots.txt; a robots.txt.liquid that drops Shopify's default groups drops that line too.",
  'llmstxt.robots_allowed': ROBOTS_TXT,
  'llmstxt.': LLMS_TXT,
  'schema.present': `Most Shopify themes print Product and Article JSON-LD with the structured_data Liquid filter. If yours prints none, add {{ product | structured_data }} inside a <script type="application/ld+json"> in the product template (${EDIT_CODE}).`,
  'eeat.privacy_policy':
    'Shopify drafts a privacy policy under Settings → Policies: review it, then link it in the footer menu (Online Store → Navigation).',
  'eeat.terms':
    'Shopify drafts terms of service and a refund policy under Settings → Policies: review them, then link them in the footer menu (Online Store → Navigation).',
  'agent_pricing.terms_links':
    'Shopify drafts refund, shipping and terms policies under Settings → Policies: publish them and link them in the footer menu (Online Store → Navigation).',
  'brand.name_declared':
    'The store name under Settings → General is the name Shopify themes put in the page title and og:site_name.',
};
