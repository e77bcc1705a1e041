import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { findingOf } from '../content/context.ts';
import { localPageContext } from './local-language-pages.ts';

type Price = { text: string; period: string | null };

// A setup fee is paid once: it is not asked for a billing period beside the plan's monthly price.
describe('agent_pricing: a setup fee needs no billing period', () => {
  it('ja-saas-ryokin: "初期費用は0円" is a one-time fee, and every price states its period', () => {
    const result = AgentPricingModule.parse(analyzeAgentPricing(localPageContext('ja-saas-ryokin'))) as {
      prices: Price[];
    } & AgentPricingModule;
    expect(result.prices.find((p) => p.text.endsWith('0円') && !/[1-9]/.test(p.text))?.period).toBe(
      'one-time',
    );
    const finding = findingOf(result, 'agent_pricing.currency_and_period');
    expect(finding.status).toBe('pass');
    expect(JSON.stringify(finding.evidence)).not.toMatch(/no billing period/);
  });

  it.each([
    ['初期費用0円、月額300円', 0],
    ['Setup fee: $0, then $20 per user per month', 0],
    ['Einrichtungsgebühr: 49 € je Standort', 49],
    ["Frais d'installation : 0 €", 0],
  ])('"%s": the fee reads as one-time', (text, amount) => {
    expect(findPrices(text, 100).find((p) => p.amount === amount)?.period).toBe('one-time');
  });

  it('still asks a plain price for its period', () => {
    expect(findPrices('Plan Pro: 300円', 100)[0]?.period).toBeNull();
    expect(findPrices('Pro costs $0 for students', 100)[0]?.period).toBeNull();
  });
});
