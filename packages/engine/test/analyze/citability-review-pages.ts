import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CitabilityModule } from '@geo-audit/core';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf } from '../content/context.ts';

/**
 * Pages saved from a review of the content checks on realistic sites, each as its CMS or theme prints it (WP Recipe
 * Maker, Shopify Dawn, Arc XP, Ghost, Medium …), under citability-review-pages/<name>.html, with the URL it was
 * fetched from.
 */
export const CITABILITY_PAGES = {
  'recipe-wprm': 'https://www.halfbakedharvest-style.com/one-pot-creamy-tuscan-chicken/',
  'shopify-dawn-product': 'https://www.alderandpine.co/products/merino-wool-crew-sock',
  'affiliate-listicle': 'https://www.homegearlab.com/best-robot-vacuums/',
  'wp-yoast-howto': 'https://www.gardenpathblog.com/how-to-prune-tomato-plants/',
  'news-arc': 'https://www.portlandledger.com/news/2025/11/18/city-council-approves-transit-levy/',
  'health-ymyl': 'https://www.wellpointhealth.com/conditions/iron-deficiency-anemia',
  'comparison-iphone': 'https://www.techverdict.com/iphone-16-vs-iphone-16-pro/',
  'security-blog-injection-topic': 'https://www.secureframe-labs.com/blog/what-is-prompt-injection',
  'dentist-local': 'https://www.brightsmiledentalaustin.com/services/dental-implants/',
  'ghost-casper-post': 'https://blog.fieldnotes.dev/why-we-moved-off-kubernetes/',
  'medium-post':
    'https://medium.com/@alexkwan/what-i-learned-shipping-a-design-system-at-a-50-person-startup-3f2a9c1d7e44',
  'drupal-olivero-news': 'https://www.cityofmillbrook.gov/news/leaf-collection-begins-november-3',
  'wp-about-page': 'https://www.gardenpathblog.com/about/',
  'squarespace-restaurant-menu': 'https://www.lunabistro.com/menu',
} as const;

export type CitabilityPage = keyof typeof CITABILITY_PAGES;

/** The saved HTML of a review page. */
export function citabilityHtml(name: CitabilityPage): string {
  return readFileSync(join(import.meta.dirname, 'citability-review-pages', `${name}.html`), 'utf8');
}

/** The citability module's parsed result for a review page (or `html` at its URL). */
export function reviewCitability(name: CitabilityPage, html = citabilityHtml(name)): CitabilityModule {
  return CitabilityModule.parse(analyzeCitability(contextOf(html, { url: CITABILITY_PAGES[name] })));
}
