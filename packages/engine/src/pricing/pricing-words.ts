/**
 * The words that name pricing, in the languages sites sell in: one source for every module that looks for a pricing
 * page, link or section (agent_pricing, the page type, the llms.txt CTA, brand), so a page typed as pricing by one is
 * not missed by another. No imports: the page type reads these too.
 */

/**
 * Pricing slugs written in a script other than Latin, or with accents: "/preços", "/цены", "/料金", "/가격". A page's
 * href keeps them as written, its URL percent-encodes them ("/pre%C3%A7os"), and callers test either (an anchor's
 * `url.pathname`, gather's decoded path), so `PRICING_PATH` holds both spellings: decoding every anchor's path first
 * would cost each caller a call, and a malformed escape would throw.
 */
const LOCAL_PRICING_SLUGS = [
  'preços',
  'tarifas',
  'prețuri',
  'árak',
  'hinnat',
  'ceník',
  'цены',
  'тарифы',
  '料金',
  '料金プラン',
  '価格',
  '价格',
  '定价',
  '요금',
  '요금제',
  '가격',
];

/** A slug as written and percent-encoded (UTF-8, as browsers encode paths); the regex's `i` flag takes `%c3%a7` too. */
const LOCAL_SLUG_SOURCE = [...LOCAL_PRICING_SLUGS, ...LOCAL_PRICING_SLUGS.map(encodeURIComponent)]
  .filter((slug, i, all) => all.indexOf(slug) === i)
  .join('|');

/**
 * Paths of pricing pages. A pricing word counts as a whole segment, or joined only to other words of a pricing
 * page's slug ("/pricing-plans", "/plans-and-pricing", "/pricing-2026"): "/prices-rise-again/",
 * "/pricing-strategy-guide/", "/price-most/" or "/ceny-paliw-rosna/" ("fuel prices rise") are article slugs, not
 * price lists. Local slugs (`LOCAL_PRICING_SLUGS`) count as whole segments only, decoded or percent-encoded.
 */
export const PRICING_PATH = new RegExp(
  `\\/(?:(?:pricing|plans|prices|price-list|tarifs?|preise|precios|prezzi|abonnements?)(?:-(?:and|plans?|pricing|prices|overview|compare|comparison|\\d+))*(?:[/.?#]|$)|(?:price|precos|prijzen|tarieven|priser|cennik|cenik|ceny|fiyatlar|ryokin|${LOCAL_SLUG_SOURCE})(?:\\/|\\.html?|$))`,
  'i',
);
/** Link texts that name a pricing page, in the languages sites sell in ("料金プラン", "Cennik", "Тарифы"). */
export const PRICING_TEXT =
  /^(?:pricing|prices|plans|plans (?:and|&) pricing|pricing (?:and|&) plans|see pricing|view pricing|compare plans|preise|tarife?|tarifs|precios|prezzi|preços|planos e preços|prijzen|tarieven|priser|cennik|ceník|ceny|цены|тарифы|fiyatlar|fiyatlandırma|árak|prețuri|hinnat|料金|料金プラン|料金・プラン|料金体系|価格|価格表|价格|定价|价格方案|요금|요금제|요금 안내|가격)$/i;
/** A link text that names a pricing page only in the site's menus: in running text "your Plans" are a calendar. */
export const MENU_ONLY_PRICING_TEXT = /^plans$/i;
/**
 * The words a pricing heading starts with (`## Preise`, `## Tarifs`, `## 料金`), as a regex source for a Unicode-mode
 * regex: llms.txt's `## Pricing` section, and a CTA section named for pricing.
 */
export const PRICING_HEADING_WORDS =
  'pricing|prices|plans|plans (?:and|&) pricing|preise|tarife|tarifs|prix|precios|prezzi|preços|prijzen|cennik|цены|тарифы|料金|価格|价格|定价|요금|가격';

/** A short title (a section heading, a link's text) that names pricing by its first word (`Preise`, `Tarifs et offres`). */
export const PRICING_HEADING = new RegExp(`^(?:${PRICING_HEADING_WORDS})(?!\\p{L})`, 'iu');
