import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { contextOf, findingOf, html } from '../content/context.ts';
import { type LocalPage, localPageContext } from './local-language-pages.ts';

type Price = { text: string; period: string | null; per: string | null };

function pricingOf(context: Parameters<typeof analyzeAgentPricing>[0]) {
  return AgentPricingModule.parse(analyzeAgentPricing(context)) as AgentPricingModule & { prices: Price[] };
}

// HR, payroll, rota and time-tracking tools price per employee: the period after the employee keeps the price's.
describe('agent_pricing: per-employee prices keep their billing period', () => {
  it.each([
    ['de-saas-preise', ['6 €', '6 €', '9 €']],
    ['nl-saas-prijzen', ['€ 3,50', '€ 3,50', '€ 5']],
  ] as [LocalPage, string[]][])('%s: every plan price is read per month', (name, amounts) => {
    const result = pricingOf(localPageContext(name));
    const perEmployee = result.prices.filter((p) => amounts.some((a) => p.text.startsWith(a)));
    expect(perEmployee.length).toBeGreaterThanOrEqual(amounts.length);
    for (const price of perEmployee) expect(price.period, price.text).toBe('month');
    expect(findingOf(result, 'agent_pricing.currency_and_period').status).toBe('pass');
  });

  it.each([
    ['$6 per employee per month', 'employee'],
    ['6 € pro Mitarbeiter und Monat', 'mitarbeiter'],
    ['9 € / Mitarbeitenden / Monat', 'mitarbeitenden'],
    ['€ 3,50 per medewerker per maand', 'medewerker'],
    ['4 € par salarié par mois', 'salarié'],
    ['5 € al mese per dipendente', null],
    ['3 € por empleado al mes', 'empleado'],
    ['R$ 19 por funcionário por mês', 'funcionário'],
    ['12 zł za pracownika miesięcznie', null],
  ])('reads "%s" as a monthly price', (text, per) => {
    const [price] = findPrices(text, 100);
    expect(price?.period).toBe('month');
    if (per !== null) expect(price?.per).toBe(per);
  });

  it('keeps the English per-user reading, and a price without a period stays without one', () => {
    expect(findPrices('$8 per user per month', 100)[0]).toMatchObject({ period: 'month', per: 'user' });
    const page = html(
      '<main><h1>Pricing</h1><p>Setup costs $600 per employee onboarding session.</p></main>',
    );
    const result = pricingOf(contextOf(page, { url: 'https://hr.example/pricing' }));
    expect(result.prices[0]?.period ?? null).toBeNull();
  });
});
