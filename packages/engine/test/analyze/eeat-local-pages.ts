import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Pages saved from the review of the engine on sites in German, French, Spanish, Italian, Dutch, Portuguese and
 * Japanese (2026-11-24), as their CMS or theme prints them, with the URL each stands for: the pages the eeat tests of
 * those languages read (test/review-pages/eeat-local-languages).
 */
export const EEAT_LOCAL_PAGES = {
  'de-gmbh-impressum': 'https://www.schaefer-maschinenbau.de/impressum',
  'de-typo3-stadtwerke': 'https://www.stadtwerke-lindenau.de/netze/strom/hausanschluss',
  'de-hugo-krankenversicherung': 'https://jonaskraft.de/posts/pkv-oder-gkv-selbststaendige/',
  'de-news-spiegel-style': 'https://www.rheinische-rundschau.de/politik/pflegereform-bundesrat-a-1234.html',
  'de-praxis-zahnarzt': 'https://www.zahnarzt-schneider-koeln.de/leistungen/parodontitis',
  'de-wp-yoast-ratgeber': 'https://www.energieberatung-mueller.de/waermepumpe-altbau/',
  'it-ricette': 'https://www.ilmestolodisara.it/pasta-alla-norma/',
  'it-saas-prezzi': 'https://www.fatturino.it/prezzi',
  'nl-webshop': 'https://www.fietsenvandijk.nl/gazelle-ultimate-c8-hmb-elite',
  'nl-gemeente': 'https://www.zuidwolde.nl/paspoort-aanvragen',
  'es-noticias':
    'https://www.diariodelsur.es/economia/2026/02/11/gobierno-aprueba-subida-salario-minimo-1221-euros.html',
  'es-clinica-dental': 'https://www.clinicadentalsonrisa.es/implantes-dentales-valencia/',
  'fr-mutuelle': 'https://www.mutuelle-horizon.fr/conseils/mutuelle-senior',
  'pt-br-fintech': 'https://granacerta.com.br/blog/cdb-ou-tesouro-direto',
  'ja-note-post': 'https://note.com/hanako_design/n/n1a2b3c4d5e6f',
} as const;

export type EeatLocalPage = keyof typeof EEAT_LOCAL_PAGES;

/** The saved HTML of a page. */
export function eeatLocalHtml(name: EeatLocalPage): string {
  return readFileSync(
    join(import.meta.dirname, '../review-pages/eeat-local-languages', `${name}.html`),
    'utf8',
  );
}

/**
 * The eeat module's parsed result for a saved page (or `html`, a one-line variant of it), at the URL it stands for.
 *
 * @example
 * ```ts
 * localEeat('nl-gemeente', eeatLocalHtml('nl-gemeente').replace('Proclaimer', 'Colofon'));
 * ```
 */
export function localEeat(name: EeatLocalPage, html = eeatLocalHtml(name)): EeatModule {
  return EeatModule.parse(
    analyzeEeat(contextFor(html, { url: EEAT_LOCAL_PAGES[name], fetchedAt: '2026-11-24T12:00:00.000Z' })),
  );
}

/** One check of a result: its status and its evidence as one line of text. */
export function localCheck(result: EeatModule, id: string): { status: string; said: string } {
  const found = finding(result, `eeat.${id}`);
  return {
    status: found.status,
    said: found.evidence
      .map(
        (e) =>
          `${e.what}${e.where ? ` @ ${e.where}` : ''}${e.value !== undefined ? ` = ${String(e.value)}` : ''}`,
      )
      .join(' | '),
  };
}
