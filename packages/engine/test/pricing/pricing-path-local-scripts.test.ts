import { AgentPricingModule, LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { findPricingLink } from '../../src/gather/pricing-link.ts';
import { artifactsFor, contextOf as crawlersContextOf } from '../analyze/crawlers-helpers.ts';
import { contextOf, findingOf, html } from '../content/context.ts';

/**
 * Pricing pages whose slug is not ASCII ("/preços", "/料金", "/가격", "/цены"), linked as written or percent-encoded
 * as browsers send them ("/pre%C3%A7os"): found by gather, by agent_pricing's pricing link and by llms.txt's CTA,
 * even when the link's words do not say pricing.
 */

// A feature page of a SaaS in the site's language: the menu links the pricing page by a phrase no word list holds.
function featurePage(origin: string, href: string, label: string): string {
  return html(
    `<header><nav><a href="/">Início</a><a href="/recursos">Recursos</a><a href="${href}">${label}</a><a href="/blog">Blog</a></nav></header>
    <main><h1>Agendamento online</h1><p>Seus clientes marcam horários pelo celular, e a agenda da equipe se atualiza sozinha.</p>
    <p>Lembretes por WhatsApp reduzem as faltas, e o pagamento antecipado garante o horário.</p>
    <p><a href="${origin}/recursos/lembretes">Como funcionam os lembretes</a></p></main>
    <footer><a href="/privacidade">Privacidade</a></footer>`,
    '<title>Agendamento online</title>',
  );
}

function pricingLinkOf(origin: string, href: string, label: string) {
  const context = contextOf(featurePage(origin, href, label), { url: `${origin}/recursos/agendamento` });
  return findingOf(AgentPricingModule.parse(analyzeAgentPricing(context)), 'agent_pricing.pricing_link');
}

const CASES = [
  ['https://www.agendafacil.com.br', '/preços', 'Planos e assinatura'],
  ['https://www.agendafacil.com.br', '/pre%C3%A7os', 'Planos e assinatura'],
  ['https://www.yoyaku.jp', '/料金', 'プランを見る'],
  ['https://www.yoyaku.jp', '/ja/%E6%96%99%E9%87%91/', 'プランを見る'],
  ['https://www.yeyak.kr', '/가격', '플랜 보기'],
  ['https://www.zapis.ru', '/цены/', 'Сколько стоит'],
] as const;

describe('pricing pages with a local slug', () => {
  it.each(CASES)('%s%s: agent_pricing finds the pricing link by its path', (origin, href, label) => {
    const link = pricingLinkOf(origin, href, label);
    expect(link.evidence[0]?.what).toBe(`link "${label}" leads to the pricing page without naming it`);
    expect(link.evidence[0]?.value).toBe(new URL(href, origin).href);
  });

  it.each(CASES)('%s%s: gather fetches that page as the pricing page', (origin, href, label) => {
    expect(findPricingLink(featurePage(origin, href, label), `${origin}/recursos/agendamento`)).toBe(
      new URL(href, origin).href,
    );
  });

  it('takes an audited /料金 page for a pricing page', () => {
    const context = contextOf(featurePage('https://www.yoyaku.jp', '/', 'ホーム'), {
      url: 'https://www.yoyaku.jp/%E6%96%99%E9%87%91',
    });
    const result = AgentPricingModule.parse(analyzeAgentPricing(context));
    expect(result.applicable).toBe(true);
    expect(JSON.stringify(result)).toContain('this page is a pricing page');
  });

  it('still reads a Russian article slug about prices as an article, not a price list', () => {
    const origin = 'https://www.zapis.ru';
    const page = featurePage(origin, '/blog/цены-на-услуги-2026', 'Сколько стоит');
    expect(findPricingLink(page, `${origin}/recursos/agendamento`)).toBeNull();
    const context = contextOf(page, { url: `${origin}/recursos/agendamento` });
    expect(AgentPricingModule.parse(analyzeAgentPricing(context)).applicable).toBe(false);
  });

  it.each([
    ['https://shop.example/preços', 'Planos e assinaturas'],
    ['https://shop.example/pre%C3%A7os', 'Planos e assinaturas'],
    ['https://shop.example/ko/%EA%B0%80%EA%B2%A9', '플랜 보기'],
    ['https://shop.example/цены', 'Сколько стоит'],
  ])('llms.txt: %s is the pricing CTA by its path, over a contact link', (url, title) => {
    const llms = `# Acme\n\n> Agenda.\n\n## Loja\n- [Fale conosco](https://shop.example/contact)\n- [${title}](${url})\n`;
    const result = analyzeLlmstxt(crawlersContextOf(artifactsFor({ llms })));
    LlmstxtModule.parse(result);
    expect({ url: result.cta_url, kind: result.cta?.kind }).toEqual({
      url: new URL(url).href,
      kind: 'pricing',
    });
  });
});
