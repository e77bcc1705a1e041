/**
 * The words that name pricing, in the languages sites sell in: one source for every module that looks for a pricing
 * page, link or section (agent_pricing, the page type, the llms.txt CTA, brand), so a page typed as pricing by one is
 * not missed by another. No imports: the page type reads these too.
 */

/**
 * Paths of pricing pages. A pricing word counts as a whole segment, or joined only to other words of a pricing
 * page's slug ("/pricing-plans", "/plans-and-pricing", "/pricing-2026"): "/prices-rise-again/",
 * "/pricing-strategy-guide/", "/price-most/" or "/ceny-paliw-rosna/" ("fuel prices rise") are article slugs, not
 * price lists.
 */
export const PRICING_PATH =
  /\/(?:(?:pricing|plans|prices|price-list|tarifs?|preise|precios|prezzi|abonnements?)(?:-(?:and|plans?|pricing|prices|overview|compare|comparison|\d+))*(?:[/.?#]|$)|(?:price|precos|prijzen|tarieven|priser|cennik|cenik|ceny|fiyatlar|ryokin)(?:\/|\.html?|$))/i;
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
