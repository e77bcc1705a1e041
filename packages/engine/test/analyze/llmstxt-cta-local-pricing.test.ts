import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { findingOf } from '../content/context.ts';
import { artifactsFor, contextOf } from './crawlers-helpers.ts';
import { localPageContext } from './local-language-pages.ts';

// llms.txt's CTA reads a pricing section and link in the site's language, with the words agent_pricing reads them by.
function llmstxtOf(context: Parameters<typeof analyzeLlmstxt>[0]) {
  const result = analyzeLlmstxt(context);
  LlmstxtModule.parse(result);
  return result;
}

describe('llmstxt cta: local pricing sections and links', () => {
  it.each([
    ['de-saas-preise', 'https://www.lohnbuddy.de/preise'],
    ['it-saas-prezzi', 'https://www.fatturino.it/prezzi'],
  ] as const)('%s: the `## Preise`/`## Prezzi` link is the CTA', (name, url) => {
    const result = llmstxtOf(localPageContext(name));
    expect(result.cta_url).toBe(url);
    expect(result.cta?.kind).toBe('pricing');
    expect(findingOf(result, 'llmstxt.cta').title).not.toMatch(/^No pricing/);
  });

  it.each([
    ['## Tarifs', '[Tarifs et offres](https://shop.example/tarifs)', 'https://shop.example/tarifs'],
    ['## Precios', '[Planes](https://shop.example/precios)', 'https://shop.example/precios'],
    ['## Prijzen', '[Bekijk de prijzen](https://shop.example/prijzen)', 'https://shop.example/prijzen'],
    ['## Cennik', '[Cennik](https://shop.example/cennik)', 'https://shop.example/cennik'],
    ['## 料金', '[料金プラン](https://shop.example/ryokin)', 'https://shop.example/ryokin'],
    ['## Produkt', '[Preise](https://shop.example/produkt/preise)', 'https://shop.example/produkt/preise'],
  ])('a link under %s is the pricing CTA', (section, link, url) => {
    const llms = `# Acme\n\n> Tools.\n\n## Docs\n- [Guide](https://shop.example/guide)\n\n${section}\n- ${link}\n`;
    const result = llmstxtOf(contextOf(artifactsFor({ llms })));
    expect({ url: result.cta_url, kind: result.cta?.kind }).toEqual({ url, kind: 'pricing' });
  });

  it('still finds no CTA in a German docs index', () => {
    const llms =
      '# Acme\n\n> Doku.\n\n## Anleitungen\n- [Installation](https://shop.example/anleitung/installation)\n';
    expect(llmstxtOf(contextOf(artifactsFor({ llms }))).cta_url).toBeNull();
  });
});
