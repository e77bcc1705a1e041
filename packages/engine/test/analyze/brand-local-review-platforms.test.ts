import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { type LocalPage, localBrand, localHtml } from './brand-local-pages.ts';

/**
 * brand.review_platforms on shops and restaurants outside the English-speaking markets: each market's own review
 * platform counts (Ceneo, Kiyoh, Avis Vérifiés, Reclame Aqui …), and so does a listing the page body links, as
 * restaurants and shops link theirs in a reviews band or beside the product, when the listing is the brand's own.
 */

const reviews = (name: LocalPage, html?: string) => {
  const result = localBrand(name, html);
  const f = finding(result, 'brand.review_platforms');
  // Evidence names where a listing was found (decision 0094); its platform is the one holding its URL.
  const keyOf = (url: unknown) => Object.entries(result.platforms).find(([, p]) => p.url === url)?.[0];
  return { status: f.status, keys: f.evidence.map((e) => keyOf(e.value)), result };
};

describe("brand: each market's review platforms", () => {
  it.each([
    ['pl-shoper-sklep', 'ceneo', 'https://www.ceneo.pl/sklepy/herbaciarnialisc.pl-s12345'],
    [
      'fr-prestashop-produit',
      'avis_verifies',
      'https://www.avis-verifies.com/avis-clients/maison-du-cafe.fr',
    ],
    ['pt-br-fintech', 'reclame_aqui', 'https://www.reclameaqui.com.br/empresa/grana-certa/'],
  ] as const)('passes %s, which links %s in its footer', (name, platform, url) => {
    const { status, keys, result } = reviews(name);
    expect(status).toBe('pass');
    expect(keys).toEqual([platform]);
    expect(result.platforms[platform]).toMatchObject({ linked_from_site: true, url, source: 'link' });
  });

  it.each([
    ['jameda', 'https://www.jameda.de/julia-schneider/zahnaerztin/koeln'],
    [
      'jameda',
      'https://www.jameda.de/koeln/zahnaerzte/parodontologen/dr-julia-schneider/uebersicht/80123456_1/',
    ],
    ['ekomi', 'https://www.ekomi.de/bewertungen-herbaciarnialisc.html'],
    ['idealo', 'https://www.idealo.de/preisvergleich/Shop/312345.html'],
    ['avis_verifies', 'https://www.opiniones-verificadas.com/opiniones-cliente/herbaciarnialisc.pl'],
    ['kiyoh', 'https://www.kiyoh.com/reviews/1051234/herbaciarnia_lisc'],
    ['klantenvertellen', 'https://www.klantenvertellen.nl/reviews/1051234/herbaciarnia_lisc'],
    ['opineo', 'https://www.opineo.pl/opinie/herbaciarnialisc-pl'],
    ['tabelog', 'https://tabelog.com/tokyo/A1301/A130101/13012345/'],
  ])('counts a footer link to %s (%s)', (platform, url) => {
    const html = localHtml('pl-shoper-sklep').replace(
      'https://www.ceneo.pl/sklepy/herbaciarnialisc.pl-s12345',
      url,
    );
    expect(html).toContain(url);
    const { status, keys } = reviews('pl-shoper-sklep', html);
    expect(status).toBe('pass');
    expect(keys).toEqual([platform]);
  });

  it.each([
    'https://www.ceneo.pl/123456789',
    'https://www.jameda.de/suche/zahnarzt/koeln',
    'https://www.idealo.de/preisvergleich/OffersOfProduct/123_-sencha.html',
    'https://www.avis-verifies.com/',
  ])('does not count a link to a product or search page of a review site (%s)', (url) => {
    const html = localHtml('pl-shoper-sklep').replace(
      'https://www.ceneo.pl/sklepy/herbaciarnialisc.pl-s12345',
      url,
    );
    expect(reviews('pl-shoper-sklep', html).status).toBe('fail');
  });
});

describe('brand: review listings linked from the page body', () => {
  it("passes the trattoria that links its Tripadvisor and TheFork listings in its 'Dicono di noi' section", () => {
    const { status, keys } = reviews('it-ristorante');
    expect(status).toBe('pass');
    expect(keys).toEqual(['tripadvisor', 'thefork']);
  });

  it('passes the webshop that shows its Kiyoh score beside the product', () => {
    const { status, keys, result } = reviews('nl-webshop');
    expect(status).toBe('pass');
    expect(keys).toEqual(['kiyoh']);
    expect(result.platforms.kiyoh?.url).toBe('https://www.kiyoh.com/reviews/1051234/fietsenwinkel_van_dijk');
  });

  it("does not count another restaurant's listing the body links", () => {
    const html = localHtml('it-ristorante')
      .replace('Trattoria_Da_Gino-Rome_Lazio', 'Osteria_Da_Enzo-Rome_Lazio')
      .replace('trattoria-da-gino-r12345', 'osteria-da-enzo-r67890');
    expect(html).toContain('Osteria_Da_Enzo');
    const { status, result } = reviews('it-ristorante', html);
    expect(status).toBe('fail');
    expect(result.platforms.tripadvisor?.linked_from_site ?? false).toBe(false);
  });

  it('does not count a review site an article cites', () => {
    const html = localHtml('pt-br-fintech')
      .replace(' · <a href="https://www.reclameaqui.com.br/empresa/grana-certa/">Reclame Aqui</a>', '')
      .replace(
        '<h2>Qual é mais seguro?</h2>',
        '<p>Antes de escolher um banco, veja as reclamações dele: o <a href="https://www.reclameaqui.com.br/empresa/banco-horizonte/">Banco Horizonte no Reclame Aqui</a> tem nota 7,9, e o <a href="https://www.trustpilot.com/review/exemplo-invest.com">Exemplo Invest no Trustpilot</a>, 4,1.</p><h2>Qual é mais seguro?</h2>',
      );
    expect(html).toContain('banco-horizonte');
    expect(html).not.toContain('empresa/grana-certa');
    const { result } = reviews('pt-br-fintech', html);
    expect(result.platforms.reclame_aqui?.linked_from_site ?? false).toBe(false);
    expect(result.platforms.trustpilot?.linked_from_site).toBe(false);
  });
});
