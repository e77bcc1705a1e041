import { describe, expect, it } from 'vitest';
import { eeatLocalHtml, localCheck, localEeat } from './eeat-local-pages.ts';

/**
 * About, contact, terms and editorial links in the wordings German, Italian, Dutch and Spanish sites commonly use:
 * a GmbH's "Unternehmen", a blogger's "Über mich" or "Chi sono", a webshop's "Klantenservice", "Termini di servizio",
 * the Dutch government's "Proclaimer" and "Principios editoriales".
 */

describe('eeat: trust links in local wordings, on realistic pages', () => {
  it.each([
    ['de-gmbh-impressum', 'about_page', 'https://www.schaefer-maschinenbau.de/unternehmen'],
    ['de-typo3-stadtwerke', 'about_page', 'https://www.stadtwerke-lindenau.de/unternehmen'],
    ['de-hugo-krankenversicherung', 'about_page', 'https://jonaskraft.de/ueber-mich/'],
    ['it-ricette', 'about_page', 'https://www.ilmestolodisara.it/chi-sono/'],
    ['de-praxis-zahnarzt', 'about_page', 'https://www.zahnarzt-schneider-koeln.de/praxis'],
    ['nl-webshop', 'contact_page', 'https://www.fietsenvandijk.nl/klantenservice'],
    ['it-saas-prezzi', 'terms', 'https://www.fatturino.it/termini-di-servizio'],
    ['nl-gemeente', 'terms', 'https://www.zuidwolde.nl/proclaimer'],
    ['es-noticias', 'editorial_policy', 'https://www.diariodelsur.es/principios-editoriales/'],
  ] as const)('%s: %s passes on %s', (page, check, url) => {
    const result = localCheck(localEeat(page), check);
    expect(result.status).toBe('pass');
    expect(result.said).toContain(url);
  });

  it('finds the first-person about page by its label on any path', () => {
    const html = eeatLocalHtml('it-ricette').replace('href="/chi-sono/"', 'href="/pagina/sara/"');
    expect(localCheck(localEeat('it-ricette', html), 'about_page').status).toBe('pass');
  });

  it('reads a company word in the content as the about page only when it is the whole path', () => {
    // A business news link in the article ("/wirtschaft/unternehmen/") is a section, not who runs the site.
    const html = eeatLocalHtml('de-gmbh-impressum')
      .replace('<a href="/unternehmen">Unternehmen</a>', '')
      .replace(
        '<h2>Kontakt</h2>',
        '<p>Mehr im <a href="/wirtschaft/unternehmen/">Unternehmen</a>-Ressort.</p><h2>Kontakt</h2>',
      );
    expect(localCheck(localEeat('de-gmbh-impressum', html), 'about_page').status).toBe('fail');
  });

  it('does not take a page under the customer service area for the contact page', () => {
    const html = eeatLocalHtml('nl-webshop').replace(
      '<a href="/klantenservice">Klantenservice</a>',
      '<a href="/klantenservice/verzendkosten">Verzendkosten</a>',
    );
    expect(localCheck(localEeat('nl-webshop', html), 'contact_page').status).toBe('fail');
  });
});
