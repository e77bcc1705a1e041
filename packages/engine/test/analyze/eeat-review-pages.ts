import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Pages saved from a review of the eeat judgements on realistic sites, each as its CMS prints it (WordPress with
 * Yoast or Rank Math, Divi, Hugo PaperMod, Medium, Substack, Ghost, GOV.UK, Arc XP, Shopify Dawn …), under
 * eeat-review-pages/<name>.html, with the URL it was fetched from.
 */
export const EEAT_REVIEW_PAGES = {
  'dentist-local': 'https://www.brightsmiledentalaustin.com/services/dental-implants/',
  'wp-rankmath-finance': 'https://moneysmartly.com/what-is-a-roth-ira/',
  'hugo-papermod': 'https://janedoe.dev/posts/rust-error-handling/',
  'medium-post':
    'https://medium.com/@alexkwan/what-i-learned-shipping-a-design-system-at-a-50-person-startup-3f2a9c1d7e44',
  'wp-yoast-howto': 'https://www.gardenpathblog.com/how-to-prune-tomato-plants/',
  'health-ymyl': 'https://www.wellpointhealth.com/conditions/iron-deficiency-anemia',
  'ghost-casper-post': 'https://blog.fieldnotes.dev/why-we-moved-off-kubernetes/',
  'recipe-wprm': 'https://www.halfbakedharvest-style.com/one-pot-creamy-tuscan-chicken/',
  'govuk-service': 'https://www.gov.uk/renew-driving-licence-at-70',
  'news-arc': 'https://www.portlandledger.com/news/2025/11/18/city-council-approves-transit-levy/',
} as const;

export type EeatReviewPage = keyof typeof EEAT_REVIEW_PAGES;

/** The saved HTML of a review page. */
export function eeatReviewHtml(name: EeatReviewPage): string {
  return readFileSync(join(import.meta.dirname, 'eeat-review-pages', `${name}.html`), 'utf8');
}

/** The eeat module's parsed result for a review page (or an edited copy of it), at the URL it was fetched from. */
export function reviewEeat(name: EeatReviewPage, html = eeatReviewHtml(name)): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: EEAT_REVIEW_PAGES[name],
        headers: HTTPS_HEADERS,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

/** One check of a result: its status and its evidence as one line of text. */
export function checkOf(result: EeatModule, id: string): { status: string; said: string } {
  const found = finding(result, `eeat.${id}`);
  return {
    status: found.status,
    said: found.evidence
      .map(
        (e) =>
          `${e.what}${e.where ? ` @ ${e.where}` : ''}${e.value !== undefined ? ` = ${String(e.value)}` : ''}`,
      )
      .join(' | '),
  };
}
