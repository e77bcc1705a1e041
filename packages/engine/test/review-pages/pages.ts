import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditResult } from '@geo-audit/core';
import type { Artifacts, FetchedResource } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';

/**
 * Pages saved from three reviews of the engine on realistic sites (2026-11-24), each as its CMS or theme prints it,
 * with the URL it stands for. `content` comes from the review of the content checks (citability, eeat, page type),
 * `site` from the review of the site-wide checks (crawlers, schema, brand, pricing), `languages` from the review of
 * sites in German, French, Spanish, Italian, Dutch, Portuguese, Japanese and Polish; the reviews wrote some pages of
 * the same kind separately, so a name can stand for a different page in each set. A site's llms.txt, when the tests need
 * it, sits beside its page as `<name>.llms.txt`.
 */
export const REVIEW_PAGE_URLS = {
  content: {
    'affiliate-listicle': 'https://www.homegearlab.com/best-robot-vacuums/',
    'comparison-iphone': 'https://www.techverdict.com/iphone-16-vs-iphone-16-pro/',
    'dentist-local': 'https://www.brightsmiledentalaustin.com/services/dental-implants/',
    'drupal-olivero-news': 'https://www.cityofmillbrook.gov/news/leaf-collection-begins-november-3',
    'ghost-casper-post': 'https://blog.fieldnotes.dev/why-we-moved-off-kubernetes/',
    'govuk-service': 'https://www.gov.uk/renew-driving-licence-at-70',
    'health-ymyl': 'https://www.wellpointhealth.com/conditions/iron-deficiency-anemia',
    'hugo-papermod': 'https://janedoe.dev/posts/rust-error-handling/',
    'medium-post':
      'https://medium.com/@alexkwan/what-i-learned-shipping-a-design-system-at-a-50-person-startup-3f2a9c1d7e44',
    'news-arc': 'https://www.portlandledger.com/news/2025/11/18/city-council-approves-transit-levy/',
    'nextjs-feature': 'https://www.tasklane.io/features/time-tracking',
    'recipe-wprm': 'https://www.halfbakedharvest-style.com/one-pot-creamy-tuscan-chicken/',
    'security-blog-injection-topic': 'https://www.secureframe-labs.com/blog/what-is-prompt-injection',
    'shopify-dawn-product': 'https://www.alderandpine.co/products/merino-wool-crew-sock',
    'squarespace-restaurant-menu': 'https://www.lunabistro.com/menu',
    'wp-about-page': 'https://www.gardenpathblog.com/about/',
    'wp-rankmath-finance': 'https://moneysmartly.com/what-is-a-roth-ira/',
    'wp-yoast-howto': 'https://www.gardenpathblog.com/how-to-prune-tomato-plants/',
  },
  site: {
    'docusaurus-docs': 'https://docs.quillstack.dev/docs/getting-started/installation',
    'drupal-university': 'https://www.lakemont.edu/programs/computer-science-bsc',
    'ghost-casper-post': 'https://blog.hollowpine.studio/why-we-stopped-using-microservices/',
    'govuk-service': 'https://www.gov.uk/apply-renew-passport',
    'hugo-papermod-post': 'https://jkowalski.dev/posts/postgres-vacuum-explained/',
    'mkdocs-material': 'https://tessellate.readthedocs.io/en/latest/user-guide/configuration/',
    'news-paywall-article':
      'https://www.thecoastaltribune.com/2026/11/20/business/port-authority-approves-offshore-wind-terminal/',
    'nextjs-saas-home': 'https://www.relaywise.com/',
    'recipe-wprm': 'https://www.saltandsaffron.net/easy-chicken-tikka-masala/',
    'saas-pricing': 'https://www.relaywise.com/pricing',
    'shopify-dawn-product': 'https://www.northwindcandles.com/products/cedar-and-smoke-soy-candle',
    'squarespace-cafe-home': 'https://www.bluebirdcafe.com/',
    'webflow-agency': 'https://www.northlightstudio.design/work/fintech-rebrand',
    'wix-dentist': 'https://www.brightsmiledentalaustin.com/',
    'woocommerce-product': 'https://www.hartleyteas.co.uk/product/assam-breakfast-loose-leaf-250g/',
    'wp-services-page': 'https://www.keystoneplumbingpa.com/services/water-heater-repair/',
  },
  languages: {
    'de-gmbh-impressum': 'https://www.schaefer-maschinenbau.de/impressum',
    'de-hugo-krankenversicherung': 'https://jonaskraft.de/posts/pkv-oder-gkv-selbststaendige/',
    'de-news-spiegel-style': 'https://www.rheinische-rundschau.de/politik/pflegereform-bundesrat-a-1234.html',
    'de-praxis-zahnarzt': 'https://www.zahnarzt-schneider-koeln.de/leistungen/parodontitis',
    'de-saas-preise': 'https://www.lohnbuddy.de/preise',
    'de-shopware-produkt': 'https://www.kaffeewelt-berlin.de/rocket-appartamento-serie-nera/RA-NERA-01',
    'de-typo3-stadtwerke': 'https://www.stadtwerke-lindenau.de/netze/strom/hausanschluss',
    'de-wp-yoast-ratgeber': 'https://www.energieberatung-mueller.de/waermepumpe-altbau/',
    'es-clinica-dental': 'https://www.clinicadentalsonrisa.es/implantes-dentales-valencia/',
    'es-noticias':
      'https://www.diariodelsur.es/economia/2026/02/11/gobierno-aprueba-subida-salario-minimo-1221-euros.html',
    'fr-mutuelle': 'https://www.mutuelle-horizon.fr/conseils/mutuelle-senior',
    'fr-prestashop-produit':
      'https://www.maison-du-cafe.fr/cafetieres/142-cafetiere-bialetti-moka-express-6-tasses.html',
    'fr-recette-blog': 'https://www.lescarnetsdejulie.fr/quiche-lorraine/',
    'it-ricette': 'https://www.ilmestolodisara.it/pasta-alla-norma/',
    'it-ristorante': 'https://www.trattoriadagino.it/',
    'it-saas-prezzi': 'https://www.fatturino.it/prezzi',
    'ja-note-post': 'https://note.com/hanako_design/n/n1a2b3c4d5e6f',
    'ja-saas-ryokin': 'https://timecard-pro.jp/pricing',
    'nl-gemeente': 'https://www.zuidwolde.nl/paspoort-aanvragen',
    'nl-saas-prijzen': 'https://www.roosterkoning.nl/prijzen',
    'nl-webshop': 'https://www.fietsenvandijk.nl/gazelle-ultimate-c8-hmb-elite',
    'pl-shoper-sklep': 'https://herbaciarnialisc.pl/pl/p/Herbata-zielona-Sencha-Premium-100-g/412',
    'pt-br-fintech': 'https://granacerta.com.br/blog/cdb-ou-tesouro-direto',
  },
} as const;

export type ReviewSet = keyof typeof REVIEW_PAGE_URLS;
export type ContentPage = keyof typeof REVIEW_PAGE_URLS.content;
export type SitePage = keyof typeof REVIEW_PAGE_URLS.site;
export type LanguagePage = keyof typeof REVIEW_PAGE_URLS.languages;

/**
 * A saved file of a review page: its HTML, or the site's llms.txt.
 *
 * @example
 * ```ts
 * const html = reviewPageFile('site', 'squarespace-cafe-home');
 * ```
 */
export function reviewPageFile<S extends ReviewSet>(
  set: S,
  name: keyof (typeof REVIEW_PAGE_URLS)[S] & string,
  ext: 'html' | 'llms.txt' = 'html',
): string {
  return readFileSync(join(import.meta.dirname, set, `${name}.${ext}`), 'utf8');
}

/**
 * A page of the matched review (2026-11-24: excellent, mediocre and bad pages of one kind each), saved once under
 * review-pages/matched and read by every test that needs it.
 *
 * @example
 * ```ts
 * const html = matchedPage('faucet-how-to-guide');
 * ```
 */
export function matchedPage(name: string): string {
  return readFileSync(join(import.meta.dirname, 'matched', `${name}.html`), 'utf8');
}

/**
 * The audit of a page as its site would serve it: robots.txt allowing everyone, no llms.txt (a 404 page), no probes,
 * at a fixed clock. For review pages (`reviewPageFile`) and variants of them made in a test.
 *
 * @example
 * ```ts
 * const result = auditServed(REVIEW_PAGE_URLS.content['wp-yoast-howto'], reviewPageFile('content', 'wp-yoast-howto'));
 * ```
 */
export function auditServed(
  url: string,
  html: string,
  pageHeaders: Record<string, string> = {},
): AuditResult {
  const origin = new URL(url).origin;
  const resource = (at: string, body: string, type: string, status = 200): FetchedResource => ({
    url: at,
    finalUrl: at,
    status,
    headers: { 'content-type': type, ...(at === url ? pageHeaders : {}) },
    body,
    truncated: false,
    redirects: [],
  });
  const artifacts: Artifacts = {
    url,
    page: resource(url, html, 'text/html; charset=utf-8'),
    robotsTxt: resource(`${origin}/robots.txt`, 'User-agent: *\nAllow: /\n', 'text/plain'),
    llmsTxt: resource(`${origin}/llms.txt`, '<html><body>Not found</body></html>', 'text/html', 404),
    llmsFullTxtExists: false,
    probes: [],
    fetchedAt: '2026-11-24T02:00:00.000Z',
  };
  return analyzeArtifacts(artifacts, { now: () => new Date('2026-11-24T02:00:00.000Z') });
}
