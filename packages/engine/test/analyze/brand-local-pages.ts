import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandModule } from '@geo-audit/core';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor } from '../structured-data/helpers.ts';

/**
 * Pages saved from the review of the engine on sites in other languages (2026-11-24), each as its CMS or theme
 * prints it, with the URL it stands for: a Shopware 6 shop, a Dutch municipality, a PrestaShop shop, a Shoper shop,
 * a Dutch webshop, a Roman trattoria's home page and a Brazilian fintech's blog post.
 */
export const LOCAL_PAGES = {
  'de-shopware-produkt': 'https://www.kaffeewelt-berlin.de/rocket-appartamento-serie-nera/RA-NERA-01',
  'nl-gemeente': 'https://www.zuidwolde.nl/paspoort-aanvragen',
  'fr-prestashop-produit':
    'https://www.maison-du-cafe.fr/cafetieres/142-cafetiere-bialetti-moka-express-6-tasses.html',
  'pl-shoper-sklep': 'https://herbaciarnialisc.pl/pl/p/Herbata-zielona-Sencha-Premium-100-g/412',
  'nl-webshop': 'https://www.fietsenvandijk.nl/gazelle-ultimate-c8-hmb-elite',
  'it-ristorante': 'https://www.trattoriadagino.it/',
  'pt-br-fintech': 'https://granacerta.com.br/blog/cdb-ou-tesouro-direto',
} as const;

export type LocalPage = keyof typeof LOCAL_PAGES;

/** The saved HTML of a page. */
export function localHtml(name: LocalPage): string {
  return readFileSync(
    join(import.meta.dirname, '../review-pages/brand-local-languages', `${name}.html`),
    'utf8',
  );
}

/** The brand module's parsed result for a page (or `html` in its place), at the URL it stands for. */
export function localBrand(name: LocalPage, html = localHtml(name)): BrandModule {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url: LOCAL_PAGES[name] })));
}
