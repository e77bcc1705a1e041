import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contactSalesIn } from '../../src/pricing/prices.ts';
import { contextOf, findingOf, resource } from '../content/context.ts';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Forge</title></head><body>${body}</body></html>`;

describe('contactSalesIn: "price on request" in the languages prices are read in', () => {
  it('finds the phrase shops and software sites write instead of a price', () => {
    const phrases: [string, string][] = [
      ['ru', 'Цена по запросу'],
      ['uk', 'Ціна за запитом'],
      ['es', 'Precio a consultar'],
      ['pt-BR', 'Sob consulta'],
      ['it', 'Prezzo su richiesta'],
      ['nl', 'Prijs op aanvraag'],
      ['pl', 'Cena na zapytanie'],
      ['cs', 'Cena na dotaz'],
      ['sv', 'Pris på förfrågan'],
      ['ro', 'Preț la cerere'],
      ['vi', 'Giá liên hệ'],
      ['th', 'สอบถามราคา'],
      ['he', 'מחיר לפי בקשה'],
      ['ja', 'お見積もり'],
      ['zh', '联系销售'],
      ['ko', '견적 문의'],
    ];
    for (const [lang, phrase] of phrases)
      expect(contactSalesIn(`Enterprise · ${phrase} ·`, lang)?.[0].toLowerCase(), `${lang} ${phrase}`).toBe(
        phrase.toLowerCase(),
      );
  });

  it('reads none of them on an English page, where "contact sales" still counts', () => {
    expect(contactSalesIn('Enterprise: цена по запросу', 'en')).toBeNull();
    expect(contactSalesIn('Enterprise: contact sales', 'en')?.[0]).toBe('contact sales');
  });
});

describe('agent_pricing: a Russian pricing page that only says "price on request"', () => {
  it('is reported as a contact-sales page, as the English one is', () => {
    const home = page('ru', '<nav><a href="/pricing">Цены</a></nav><main><p>Forge.</p></main>');
    const url = 'https://forge.example.ru/pricing';
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(
        contextOf(home, {
          url: 'https://forge.example.ru/',
          extra: {
            pricing: resource(url, page('ru', '<main><h1>Enterprise</h1><p>Цена по запросу.</p></main>')),
          },
        }),
      ),
    );
    const finding = findingOf(result, 'agent_pricing.pricing_in_html');
    expect(finding.title).toBe('The pricing page only says "contact sales"');
    expect(finding.evidence[0]?.what).toBe('no prices, only "Цена по запросу"');
  });
});
