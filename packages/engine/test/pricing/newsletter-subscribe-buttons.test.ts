import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * Ghost's post-footer call to action ("Subscribe to Field Notes. Get new posts in your inbox. Subscribe now") signs
 * readers up to a newsletter: it sells nothing, so an engineering post that reports its infrastructure bill ("fell
 * from $4,800 to $1,150") is not a page that charges, and agent_pricing does not apply to it.
 */

const URL_ = REVIEW_PAGE_URLS.content['ghost-casper-post'];
const page = reviewPageFile('content', 'ghost-casper-post');

const pricingOf = (html: string) =>
  AgentPricingModule.parse(analyzeAgentPricing(contextOf(html, { url: URL_ })));

describe('a newsletter’s "Subscribe now"', () => {
  it('leaves a Ghost post with the upgrade call to action out of agent_pricing', () => {
    const result = pricingOf(page);
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(findingOf(result, 'agent_pricing.applicable').status).toBe('not_applicable');
  });

  it('leaves out a newsletter form that asks for an email and says "Subscribe now"', () => {
    const html = page
      .replace('>Subscribe now</a>', '>Join</a>')
      .replace(
        '</article>',
        '<form action="https://fieldnotes.us21.list-manage.com/subscribe/post" method="post"><label>Email <input type="email" name="EMAIL"></label><input type="submit" value="Subscribe now"></form></article>',
      );
    expect(pricingOf(html).applicable).toBe(false);
  });

  it('still reads "Subscribe now" beside a price as a purchase', () => {
    const html = page.replace(
      '<p>Get new posts in your inbox.</p>',
      '<p>Field Notes Pro: the full archive and the team playbook for $96, paid once.</p>',
    );
    const result = pricingOf(html);
    expect(result.applicable).toBe(true);
    expect(result.signals).toContainEqual(
      expect.objectContaining({ kind: 'prices_in_text', what: 'price "$96" near "Subscribe now"' }),
    );
  });
});
