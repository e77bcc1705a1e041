import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentPricingModule } from '@geo-audit/core';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * Pages saved from a review of the engine on realistic sites, as their CMS prints them (Ghost, Shopify Dawn,
 * WooCommerce Storefront, Drupal, a Next.js SaaS site), under review-pages/<name>.html (and <name>.llms.txt when the
 * site has one), with the URL each was fetched from.
 */
export const REVIEW_PAGES = {
  'ghost-casper-post': 'https://blog.hollowpine.studio/why-we-stopped-using-microservices/',
  'nextjs-saas-home': 'https://www.relaywise.com/',
  'saas-pricing': 'https://www.relaywise.com/pricing',
  'shopify-dawn-product': 'https://www.northwindcandles.com/products/cedar-and-smoke-soy-candle',
  'woocommerce-product': 'https://www.hartleyteas.co.uk/product/assam-breakfast-loose-leaf-250g/',
  'drupal-university': 'https://www.lakemont.edu/programs/computer-science-bsc',
} as const;

export type ReviewPage = keyof typeof REVIEW_PAGES;

const dir = join(import.meta.dirname, 'review-pages');

/** A saved file of a review page. */
export function reviewFile(name: ReviewPage, ext: 'html' | 'llms.txt' = 'html'): string {
  return readFileSync(join(dir, `${name}.${ext}`), 'utf8');
}

export type Pricing = AgentPricingModule & {
  signals: { kind: string; what: string }[];
  prices: { text: string; amount: number; currency: string; period: string | null }[];
};

/** agent_pricing on a review page (its HTML edited by `edit`), with the site's llms.txt when given. */
export function reviewPricing(
  name: ReviewPage,
  options: { llmsTxt?: string; edit?: (html: string) => string } = {},
): Pricing {
  const html = (options.edit ?? ((h) => h))(reviewFile(name));
  return AgentPricingModule.parse(
    analyzeAgentPricing(
      contextOf(html, {
        url: REVIEW_PAGES[name],
        ...(options.llmsTxt !== undefined ? { llmsTxt: options.llmsTxt } : {}),
      }),
    ),
  ) as Pricing;
}

export { findingOf };
