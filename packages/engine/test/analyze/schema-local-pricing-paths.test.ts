import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextOf, html } from '../content/context.ts';
import { localPageContext } from './local-language-pages.ts';

// The schema module types a page as pricing from the same paths agent_pricing prices a pricing page by.
describe('schema page type: local pricing paths', () => {
  it('types a Dutch SaaS /prijzen page as a pricing page, as agent_pricing does', () => {
    const context = localPageContext('nl-saas-prijzen');
    expect(SchemaModule.parse(analyzeSchema(context)).page_type).toBe('pricing');
    const pricing = analyzeAgentPricing(localPageContext('nl-saas-prijzen')) as unknown as {
      signals: { what: string }[];
    };
    expect(pricing.signals[0]?.what).toBe('this page is a pricing page');
  });

  it.each([
    'https://www.cennikowo.pl/cennik',
    'https://www.kasa.com.br/precos',
    'https://timecard.example.jp/ryokin',
    'https://www.roosterkoning.nl/tarieven',
  ])('types %s as a pricing page', (url) => {
    const page = html('<main><h1>Plans</h1><p>Basic 3,50 / month</p></main>');
    expect(SchemaModule.parse(analyzeSchema(contextOf(page, { url }))).page_type).toBe('pricing');
  });

  it('still types an article about prices as an article', () => {
    const page = html('<main><h1>Prices rise again</h1><p>Fuel prices rose.</p></main>');
    const url = 'https://news.example/blog/prices-rise-again';
    expect(SchemaModule.parse(analyzeSchema(contextOf(page, { url }))).page_type).toBe('article');
  });
});
