import { AgentPricingModule } from '@geo-audit/core';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { REVIEW_PAGE_URLS, reviewPageFile, type SitePage } from '../review-pages/pages.ts';

/** The site review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const REVIEW_PAGES = REVIEW_PAGE_URLS.site;

export type ReviewPage = SitePage;

/** A saved file of a review page: its HTML or the site's llms.txt. */
export function reviewFile(name: ReviewPage, ext: 'html' | 'llms.txt' = 'html'): string {
  return reviewPageFile('site', name, ext);
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
