import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { REVIEW_PAGES, reviewHtml } from './brand-review-pages.ts';

/**
 * A news article paywalled the way Google's paywalled-content guide documents (isAccessibleForFree false, the locked
 * part named by hasPart/cssSelector) with its lead free in the HTML already does what the paywall fix asks: the
 * finding reports what agents see and gives no fix, so it never reaches the action plan.
 */

const URL = REVIEW_PAGES['news-paywall-article'];
const readinessOf = (html: string) =>
  AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(html, { url: URL })));

describe('agent_readiness.paywall: a paywall declared as Google documents', () => {
  it('is reported as info with no fix on the Coastal Tribune article (free lead, hasPart .paywall)', () => {
    const result = readinessOf(reviewHtml('news-paywall-article'));
    expect(result.states.paywall?.detected).toBe(true);
    const paywall = findingOf(result, 'agent_readiness.paywall');
    expect(paywall.status).toBe('info');
    expect(paywall.fix).toBeNull();
    expect(paywall.title).toBe('Paywalled, declared as Google documents: agents see the free lead only');
    expect(paywall.evidence.map((e) => e.what)).toContain(
      'locked part declared by hasPart/cssSelector ".paywall"',
    );
  });

  it('still fails, with the fix, when the article says it is not free but names no locked part', () => {
    const html = reviewHtml('news-paywall-article').replace(
      /,"hasPart":\{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":"\.paywall"\}/,
      '',
    );
    expect(html).not.toContain('"cssSelector"');
    const paywall = findingOf(readinessOf(html), 'agent_readiness.paywall');
    expect(paywall.status).toBe('fail');
    expect(paywall.fix).toMatch(/hasPart\/cssSelector/);
  });

  it('still fails when the declared paywall leaves no free lead in the HTML', () => {
    const html = reviewHtml('news-paywall-article').replace(
      /<div class="article-body">[\s\S]*?<div class="paywall">/,
      '<div class="article-body"><div class="paywall">',
    );
    expect(html).not.toContain('board of commissioners');
    expect(findingOf(readinessOf(html), 'agent_readiness.paywall').status).toBe('fail');
  });
});
