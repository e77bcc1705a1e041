import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisContext } from '../../src/analyze/context.ts';
import { contextOf } from '../content/context.ts';

/**
 * Pages saved from the review of the engine on sites in other languages (2026-11-24), as their CMS or theme prints
 * them, with the URL each stands for and, where the site has one, its llms.txt.
 */
export const LOCAL_PAGES = {
  'de-saas-preise': {
    url: 'https://www.lohnbuddy.de/preise',
    llms: '# Lohnbuddy\n\n> Lohnabrechnung für kleine Betriebe in Deutschland.\n\n## Preise\n\n- [Preise](https://www.lohnbuddy.de/preise): Start 6 €, Plus 9 € pro Mitarbeiter/Monat zzgl. MwSt.\n\n## Produkt\n\n- [Funktionen](https://www.lohnbuddy.de/funktionen): Lohnabrechnung, Zeiterfassung, DATEV\n',
  },
  'it-saas-prezzi': {
    url: 'https://www.fatturino.it/prezzi',
    llms: '# Fatturino\n\n> Fatturazione elettronica per professionisti e forfettari in Italia.\n\n## Prezzi\n\n- [Prezzi](https://www.fatturino.it/prezzi): Forfettario 9 €/mese + IVA, Professionista 19 €/mese + IVA\n\n## Documentazione\n\n- [Guida](https://www.fatturino.it/guida): come emettere la prima fattura\n',
  },
  'nl-saas-prijzen': { url: 'https://www.roosterkoning.nl/prijzen' },
  'ja-saas-ryokin': { url: 'https://timecard-pro.jp/pricing' },
  'fr-mutuelle': { url: 'https://www.mutuelle-horizon.fr/conseils/mutuelle-senior' },
  'fr-recette-blog': { url: 'https://www.lescarnetsdejulie.fr/quiche-lorraine/' },
  'de-gmbh-impressum': { url: 'https://www.schaefer-maschinenbau.de/impressum' },
} as const satisfies Record<string, { url: string; llms?: string }>;

export type LocalPage = keyof typeof LOCAL_PAGES;

/** The saved HTML of a page. */
export function localPageHtml(name: LocalPage): string {
  return readFileSync(join(import.meta.dirname, '../review-pages/local-languages', `${name}.html`), 'utf8');
}

/**
 * An analysis context for a saved page at its URL, with its llms.txt when it has one (or `html` in place of its
 * saved HTML, for a one-line variant).
 *
 * @example
 * ```ts
 * analyzeAgentPricing(localPageContext('de-saas-preise'));
 * ```
 */
export function localPageContext(name: LocalPage, html = localPageHtml(name)): AnalysisContext {
  const page: { url: string; llms?: string } = LOCAL_PAGES[name];
  return contextOf(html, { url: page.url, ...(page.llms !== undefined ? { llmsTxt: page.llms } : {}) });
}
