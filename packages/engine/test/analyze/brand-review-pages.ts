import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandModule } from '@geo-audit/core';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor } from '../structured-data/helpers.ts';

/**
 * Pages saved from a review of the engine on realistic sites, each as its CMS prints it (Ghost, Drupal, Squarespace,
 * WordPress with Yoast …), under brand-review-pages/<name>.html, with the URL it was fetched from.
 */
export const REVIEW_PAGES = {
  'news-paywall-article':
    'https://www.thecoastaltribune.com/2026/11/20/business/port-authority-approves-offshore-wind-terminal/',
  'ghost-casper-post': 'https://blog.hollowpine.studio/why-we-stopped-using-microservices/',
  'drupal-university': 'https://www.lakemont.edu/programs/computer-science-bsc',
  'recipe-wprm': 'https://www.saltandsaffron.net/easy-chicken-tikka-masala/',
  'wp-services-page': 'https://www.keystoneplumbingpa.com/services/water-heater-repair/',
  'squarespace-cafe-home': 'https://www.bluebirdcafe.com/',
  'saas-pricing': 'https://www.relaywise.com/pricing',
  'webflow-agency': 'https://www.northlightstudio.design/work/fintech-rebrand',
  'hugo-papermod-post': 'https://jkowalski.dev/posts/postgres-vacuum-explained/',
  'govuk-service': 'https://www.gov.uk/apply-renew-passport',
  'wix-dentist': 'https://www.brightsmiledentalaustin.com/',
  'woocommerce-product': 'https://www.hartleyteas.co.uk/product/assam-breakfast-loose-leaf-250g/',
  'docusaurus-docs': 'https://docs.quillstack.dev/docs/getting-started/installation',
  'mkdocs-material': 'https://tessellate.readthedocs.io/en/latest/user-guide/configuration/',
} as const;

export type ReviewPage = keyof typeof REVIEW_PAGES;

/** The saved HTML of a review page. */
export function reviewHtml(name: ReviewPage): string {
  return readFileSync(join(import.meta.dirname, 'brand-review-pages', `${name}.html`), 'utf8');
}

/** The brand module's parsed result for a review page, at the URL it was fetched from. */
export function reviewBrand(name: ReviewPage, html = reviewHtml(name)): BrandModule {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url: REVIEW_PAGES[name] })));
}
