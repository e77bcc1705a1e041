import type { AgentPricingModule, Evidence } from '@geo-audit/core';
import type { FetchedResource } from '../artifacts.ts';
import { pricingAdvice } from '../pricing/advice.ts';
import { soldPrices } from '../pricing/chrome-prices.ts';
import { llmsPricing } from '../pricing/llms-pricing.ts';
import { type OfferFacts, offerFacts, reportedOffers, sellableItems } from '../pricing/offers.ts';
import { pageTextPrices, priceLanguage } from '../pricing/page-prices.ts';
import {
  contactSalesIn,
  findPrices,
  givenAmounts,
  isCurrencyCode,
  isEnglish,
  isRecurringText,
  type TextPrice,
} from '../pricing/prices.ts';
import { pricingPageAccess } from '../pricing/pricing-page-access.ts';
import { type PurchaseControl, purchaseControl } from '../pricing/purchase-controls.ts';
import { type ReportedPrice, reportedAsPay } from '../pricing/reported.ts';
import {
  FEED_PATH,
  llmsTxtBody,
  MENU_ONLY_PRICING_TEXT,
  ok,
  PRICING_PATH,
  PRICING_TEXT,
  parsedResource,
  pricingFeeds,
} from '../pricing/sources.ts';
import { whatIsSold } from '../pricing/what-is-sold.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { pathOf, resolvedAnchors } from '../structured-data/links.ts';
import { type PageFacts, pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { itemIs, values } from '../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../structured-data/types.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { distinctBy } from './distinct-links.ts';
import { quotedLink } from './link-label.ts';
import { offerPriceShown } from './schema/consistency.ts';

/**
 * agent_pricing module: can an AI agent read what the site charges, from the raw HTML and machine-readable
 * sources, without signing in or running JavaScript?
 *
 * `applicable` is true when the site sells something: the page is a pricing page, links to one (same site), has
 * Offer/AggregateOffer (or Product, SoftwareApplication, Service with offers) in its structured data, shows prices
 * with a currency next to a billing period or a purchase button, its llms.txt gives pricing (a Pricing section, or an
 * item linking the pricing page or stating a price, under any heading), or a pricing page or feed was gathered.
 * Prices a page only reports do not count: an article's, or pay and rent on any page but a product or pricing page (a
 * careers page's "stipend of $3,000 per month"), when nothing else says the site sells. Pay and benefits staff
 * receive ("$2,000 yearly learning budget", a salary range) are no prices on any page but a product, pricing or
 * listing page without Offer markup (`givenAmounts`): a careers page that shows only them is judged on the pricing
 * page it links, or not at all.
 * Otherwise the module is not applicable: `applicable: false`, `weight: 0`, score 100 ("nothing to fix"), no
 * penalty, and one finding saying why.
 *
 * Checks when applicable (weight): pricing in the raw HTML (3), prices with currency and billing period (2), Offer
 * completeness (2), agreement between schema, visible prices and llms.txt (2), a machine-readable pricing source
 * (1), trial/refund/terms links (1). The pricing source is this page when it shows prices, else the linked pricing
 * page gathered as `artifacts.extra.pricing`; when that page was linked but not gathered, the checks that read it
 * (prices in its HTML, its Offer markup) are "not verified" (weight 0) rather than failed.
 *
 * A page that shows no prices but links the pricing page (a SaaS feature page) is judged on what an agent needs
 * there: the link (2), named as pricing and open to the answer engines' bots in robots.txt. It is not asked for
 * Offer markup of prices it never shows, nor, when the pricing page was not read, for terms links. A page that links
 * no pricing page either, on a site whose llms.txt gives pricing (a docs page), is judged on llms.txt's pricing link
 * the same way; its prices, Offers and terms are judged on the pricing page.
 *
 * Extra fields: `signals` (why it applies, with evidence), `prices` (up to 20 visible prices found) and
 * `pricing_url` (the pricing page read or linked, or null).
 */

const MAX_EVIDENCE = 10;
/** A subscription prompt as a purchase control: "Subscribe now", "Upgrade now", 立即订阅 (subscribe now). */
const SUBSCRIPTION_PROMPT = /^"(?:subscribe now|upgrade now|立即订阅)"$/i;
/** Words of a paywall around such a prompt: access to read, not a product ("Keep reading for $1"). */
const PAYWALL_WORDS =
  /\b(?:keep reading|continue reading|read on|free (?:articles?|stories)|articles? left|unlimited (?:digital )?access|digital access|already a subscriber|subscribers? only|for subscribers)\b/i;
/** Characters on each side of the price and the prompt read for `PAYWALL_WORDS`: the paywall's box. */
const PAYWALL_REACH = 200;

/**
 * Whether an article's purchase control is its publisher's paywall: a subscription prompt, on a page whose markup
 * says it is not free (isAccessibleForFree false) or beside reading words ("You've read all your free articles").
 * A paid newsletter's product ("the full archive and the playbook for $96") stays a sale.
 */
function isPaywallPrompt(
  control: PurchaseControl,
  prices: TextPrice[],
  text: string,
  data: StructuredData,
): boolean {
  if (!SUBSCRIPTION_PROMPT.test(control.what)) return false;
  const notFree = data.items.some(
    (i) =>
      itemIs(i, 'Article', 'WebPage') &&
      values(i, 'isAccessibleForFree').some(
        (v) => v === false || (typeof v === 'string' && /^false$/i.test(v)),
      ),
  );
  if (notFree) return true;
  const price = nearest(prices, control.index);
  const at = control.index ?? price.index;
  const from = Math.max(0, Math.min(at, price.index) - PAYWALL_REACH);
  return PAYWALL_WORDS.test(text.slice(from, Math.max(at, price.index) + PAYWALL_REACH));
}
/** Periods that make a price a subscription's (an hourly or daily rate, or a yearly fee, is not one alone). */
const SUBSCRIPTION_PERIODS: ReadonlySet<string> = new Set(['week', 'month', 'quarter']);
/**
 * Terms, trial, cancellation and refund links in the languages sites sell in, as whole words (an underscore or
 * hyphen separates them): "photos" holds "tos" and "industrial" "trial".
 */
const WORD_CHAR = 'a-zA-ZÀ-ɏЀ-ӿ';
const TERMS_LINK = new RegExp(
  `(?<![${WORD_CHAR}])(?:refunds?|returns?|money-back|cancel(?:lation|ling)?|trials?|terms|tos|agb|conditions|widerruf[${WORD_CHAR}]*|rückgabe[${WORD_CHAR}]*|rücksendung[${WORD_CHAR}]*|erstattung[${WORD_CHAR}]*|kündigung[${WORD_CHAR}]*|nutzungsbedingungen|retours?|rembourse[${WORD_CHAR}]*|rétractation|résiliation|cgv|cgu|devoluci(?:ón|ones)|reembolsos?|condiciones|términos|termos|devoluç(?:ão|ões)|rimbors[oi]|resi|termini|condizioni|retourneren|voorwaarden|zwroty?|regulamin|reklamacj[ae]|возврат[${WORD_CHAR}]*|условия|оферта|tokushoho|tokusho)(?![${WORD_CHAR}])` +
    // Chinese, Japanese and Korean write no spaces between words.
    '|特定商取引|特商法|返品|返金|利用規約|解約|退款|退货|退貨|服务条款|服務條款|用户协议|使用条款|환불|반품|이용약관',
  'i',
);
/**
 * The same in Turkish, Danish, Swedish, Norwegian, Czech, Ukrainian, Vietnamese, Indonesian, Thai and Hebrew: read
 * only on pages not in English (as their purchase words are), so English pages, with their many links, pay nothing
 * for them.
 */
const TERMS_LINK_ELSEWHERE = new RegExp(
  `(?<![${WORD_CHAR}])(?:ko[şs]ullar[${WORD_CHAR}]*|s[öo]zle[şs]me[${WORD_CHAR}]*|mesafeli|[iİ]ade|[iİ]ptal|(?:handels|salgs|købs)?betingelser|(?:k[öo]p|anv[äa]ndar|allm[äa]nna[\\s_-]+)?villkor(?:en)?|(?:salgs|kj[øo]ps|bruks)?vilk[åa]r(?:ene)?|fortrydelsesret|[åa]ngerr[äa]tt(?:en)?|angrerett(?:en)?|obchodn[íi][\\s_-]+podm[íi]nky|podm[íi]nky|reklamace|vr[áa]cen[íi]|умови|повернення|[đd]i[ềe]u[\\s_-]+kho[ảa]n|[đd][ổo]i[\\s_-]+tr[ảa]|ho[àa]n[\\s_-]+ti[ềe]n|syarat|ketentuan|pengembalian)(?![${WORD_CHAR}])` +
    // Thai writes no spaces between words; Hebrew has no letters in WORD_CHAR.
    '|ข้อกำหนด|เงื่อนไข|คืนเงิน|คืนสินค้า|תקנון|החזרות|ביטול עסקה|החזר כספי',
  'i',
);
/**
 * Japan's legal notice for online sellers (特定商取引法に基づく表記: price, returns, cancellation), which Japanese
 * shops publish at /law/ or /tokushoho/.
 */
const JAPANESE_LAW_PATH =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:law|tokushoho|tokusho|tokutei)(?:\.html?|\.php)?\/?$/i;

function decoded(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isTermsLink(url: URL, text: string, elsewhere: boolean): boolean {
  const path = decoded(url.pathname);
  return (
    TERMS_LINK.test(path) ||
    TERMS_LINK.test(text) ||
    JAPANESE_LAW_PATH.test(url.pathname) ||
    (elsewhere && (TERMS_LINK_ELSEWHERE.test(path) || TERMS_LINK_ELSEWHERE.test(text)))
  );
}

/**
 * The price written closest to a point of the text: the one beside the purchase button, not a shipping threshold
 * (the first price when the control is not in the text: a form's submit value or action).
 */
function nearest(prices: TextPrice[], at: number | undefined): TextPrice {
  let best = prices[0]!;
  if (at === undefined) return best;
  for (const p of prices) if (Math.abs(p.index - at) < Math.abs(best.index - at)) best = p;
  return best;
}

function isMenuRegion(region: string): boolean {
  return region === 'header' || region === 'nav' || region === 'footer';
}

interface Signal {
  kind: string;
  evidence: Evidence;
}

/**
 * Page types whose amounts are what the page sells, whatever words stand beside them: a product's, a pricing
 * page's, a listing's products'.
 */
const SELLING_TYPES: ReadonlySet<string> = new Set(['product', 'pricing', 'category']);

/** The first amounts `givenAmounts` set aside, with their words, for evidence: `"learning budget" beside "$2,000 yearly"`. */
function givenEvidence(given: ReadonlyMap<TextPrice, string>): string {
  return [...given]
    .slice(0, 3)
    .map(([price, word]) => `"${word}" beside "${price.raw}"`)
    .join(', ');
}

/** What the module says of the Offers it left out as a reviewed product's (see `reportedOffers`). */
function reviewedEvidence(reviewed: ReadonlySet<StructuredItem>): Evidence {
  const offer = [...reviewed].find((i) => itemIs(i, 'Offer', 'AggregateOffer'));
  return {
    what: "the Offer in the structured data is the reviewed product's (Review › itemReviewed): a price the review reports, not one this site charges",
    ...(offer === undefined ? {} : { where: offer.where }),
  };
}

function priceEvidence(prices: TextPrice[], where: string): Evidence[] {
  return prices.slice(0, MAX_EVIDENCE).map((p) => ({
    what: `price "${p.raw}"`,
    where,
    value: { amount: p.amount, currency: p.currency, period: p.period, per: p.per },
  }));
}

/**
 * A visible price of the Offer's amount written in another currency, when every price of that amount on the page
 * names one ("49 €" for an Offer of 49 USD; "¥199" read as yen for an Offer of 199 CNY on a Japanese page). A "$"
 * or "kr" that names no single currency is not held against the Offer.
 */
function shownInOtherCurrency(prices: TextPrice[], amount: number, offer: OfferFacts): TextPrice | undefined {
  if (!offer.currencyValid) return undefined;
  const code = offer.currency!.toUpperCase();
  const same = prices.filter((p) => Math.round(p.amount * 100) / 100 === amount);
  if (same.length === 0 || same.some((p) => p.currency === code || !isCurrencyCode(p.currency)))
    return undefined;
  return same[0];
}

/** Currencies the page's product meta tags name (og:price:currency, product:price:currency), as ISO codes. */
function declaredCurrencies(facts: PageFacts): string[] {
  const out: string[] = [];
  for (const key of ['og:price:currency', 'product:price:currency'])
    for (const value of facts.meta.get(key) ?? []) if (isCurrencyCode(value)) out.push(value.toUpperCase());
  return out;
}

/** The pricing page llms.txt links, resolved against the file's URL (an absolute URL, or undefined). */
function resolvedLlmsLink(
  link: string | undefined,
  llmsTxt: FetchedResource | undefined,
  pageUrl: string,
): string | undefined {
  if (link === undefined) return undefined;
  try {
    return new URL(link, llmsTxt?.finalUrl || llmsTxt?.url || pageUrl).href;
  } catch {
    return undefined;
  }
}

export const analyzeAgentPricing: Analyzer<AgentPricingModule> = (context) => {
  const { artifacts, document } = context;
  const pageUrl = artifacts.page.finalUrl || artifacts.url;
  const facts = pageFacts(document);
  const data = extractStructuredData(document);
  const anchors = resolvedAnchors(facts, pageUrl);
  const llms = llmsTxtBody(artifacts.llmsTxt);
  const pricingResource: FetchedResource | undefined = artifacts.extra?.pricing;
  const feeds = pricingFeeds(artifacts.extra);

  const signals: Signal[] = [];
  const isPricingPage = PRICING_PATH.test(pathOf(pageUrl));
  if (isPricingPage)
    signals.push({ kind: 'pricing_page', evidence: { what: 'this page is a pricing page', value: pageUrl } });

  const pricingLink = anchors.find(
    (a) =>
      a.url !== undefined &&
      a.sameSite &&
      (PRICING_PATH.test(a.url.pathname) ||
        (a.text.length <= 40 &&
          PRICING_TEXT.test(a.text) &&
          (!MENU_ONLY_PRICING_TEXT.test(a.text) || isMenuRegion(a.anchor.region)))),
  );
  if (pricingLink && !isPricingPage) {
    signals.push({
      kind: 'pricing_link',
      evidence: {
        what: quotedLink(pricingLink.text),
        where: pricingLink.anchor.region,
        value: pricingLink.url!.href,
      },
    });
  }

  // The Offer of a product an editorial review reviews is a price the page reports, not one it charges (a product
  // page's Reviews are its customers', and its product its own).
  const reviewed = reportedOffers(data);
  const reviewedOnly =
    reviewed.size > 0 && detectPageType(pageUrl, facts, data).type !== 'product' ? reviewed : undefined;
  const offers = offerFacts(data, 100, reviewedOnly);
  const sellable = sellableItems(data).filter((i) => reviewedOnly?.has(i) !== true);
  if (offers.length > 0 || sellable.length > 0) {
    const first = offers[0] ?? sellable[0]!;
    signals.push({
      kind: 'offer_schema',
      evidence: {
        what: `${offers.length} Offer nodes${sellable.length > 0 ? ` on ${[...new Set(sellable.flatMap((s) => s.types))].join(', ')}` : ''} in structured data`,
        where: first.where,
      },
    });
  }

  // The page's language, and else the currencies its Offers and product meta tags name, settle what ¥, 元, kr and $
  // mean on it.
  const currencies = [
    ...offers.flatMap((o) => (o.currencyValid ? [o.currency!.toUpperCase()] : [])),
    ...declaredCurrencies(facts),
  ];
  const lang = priceLanguage(facts);
  const llmsRead = llms === undefined ? undefined : llmsPricing(llms, { lang, currencies });
  const llmsPart = llmsRead?.pricing;
  const textPrices = soldPrices(facts, findPrices(facts.text, 500, { lang, currencies }));
  // A careers page's "$2,000 yearly learning budget", "home office budget of $1,500" and salary range are what staff
  // receive, not prices: left out on any page but a product, pricing or listing page, when no Offer markup says the
  // page sells. The page type is the one schema and eeat detect (memoised).
  const given =
    textPrices.length > 0 &&
    offers.length === 0 &&
    sellable.length === 0 &&
    !isPricingPage &&
    !SELLING_TYPES.has(detectPageType(pageUrl, facts, data).type)
      ? givenAmounts(facts.text, textPrices)
      : undefined;
  const givenHere = given !== undefined && given.size > 0 ? given : undefined;
  const visiblePrices = givenHere ? textPrices.filter((p) => !givenHere.has(p)) : textPrices;
  const withPeriod = visiblePrices.filter((p) => p.period !== null);
  // The purchase control only matters when no price names a billing period (one whole-text scan saved otherwise).
  const findPurchase = (): PurchaseControl | null => purchaseControl(facts, anchors, document, lang);
  const purchase = withPeriod.length === 0 && visiblePrices.length > 0 ? findPurchase() : undefined;
  if (withPeriod.length > 0 || purchase) {
    signals.push({
      kind: 'prices_in_text',
      evidence: {
        what:
          withPeriod.length > 0
            ? `price with a billing period: "${withPeriod[0]!.raw}"`
            : `price "${nearest(visiblePrices, purchase!.index).raw}" near ${purchase!.what}`,
        where: 'visible text',
      },
    });
  }
  if (llmsPart !== undefined)
    signals.push({ kind: 'llms_txt_pricing', evidence: { what: llmsPart.what, where: '/llms.txt' } });
  if (ok(pricingResource))
    signals.push({
      kind: 'pricing_page_gathered',
      evidence: { what: 'pricing page fetched', value: pricingResource.finalUrl || pricingResource.url },
    });
  for (const feed of feeds)
    signals.push({ kind: 'pricing_feed', evidence: { what: 'pricing feed', value: feed.url } });

  // An article that quotes prices ("teachers earn $3,000 per month", a rent index) reports them, and so does any
  // page but a product or pricing page whose every priced period is pay or rent (a careers page's stipend): they are
  // not what the site charges. On a site that sells nothing else (no pricing link, Offer markup, llms.txt pricing or
  // buy button) the module does not apply; on one that does, its prices are looked for on the pricing page instead.
  let reportedHere: 'article' | 'subscription' | 'job' | ReportedPrice | null = null;
  if (visiblePrices.length > 0 && offers.length === 0 && sellable.length === 0 && !isPricingPage) {
    const { type, kind } = detectPageType(pageUrl, facts, data);
    // A job posting's amounts are its pay and benefits, whatever words stand beside them (the pay word is named
    // when there is one).
    const reported =
      kind === 'job'
        ? (reportedAsPay(facts.text, visiblePrices) ?? 'job')
        : type === 'article'
          ? 'article'
          : type !== 'product' && type !== 'pricing'
            ? reportedAsPay(facts.text, visiblePrices)
            : null;
    // The whole-text scan for a buy button last, only where the prices would otherwise be reported. An article's
    // "Subscribe now" under "Keep reading for $1" is its publisher's paywall, not something the page sells.
    const control = reported === null ? null : purchase === undefined ? findPurchase() : purchase;
    if (reported !== null && control === null) reportedHere = reported;
    else if (
      reported === 'article' &&
      control !== null &&
      isPaywallPrompt(control, visiblePrices, facts.text, data)
    )
      reportedHere = 'subscription';
  }
  const reportedOnly =
    signals.length > 0 && signals.every((s) => s.kind === 'prices_in_text') ? reportedHere : null;
  if (reportedHere !== null && reportedOnly === null) {
    const inText = signals.findIndex((s) => s.kind === 'prices_in_text');
    if (inText !== -1) signals.splice(inText, 1);
  }
  if (signals.length === 0 || reportedOnly !== null) {
    // Pay a priced period names ("a stipend of $3,000 per month") is said as before: reported as pay.
    const paid = reportedOnly ?? (givenHere ? reportedAsPay(facts.text, textPrices) : null);
    const { findings } = scoreChecks([
      {
        check: 'agent_pricing.applicable',
        title: 'Agent pricing: not applicable',
        weight: 0,
        score: null,
        severity: 'info',
        evidence: [
          {
            what:
              paid !== null
                ? `not applicable: the only prices are ${
                    paid === 'article'
                      ? `in an article's text (${signals[0]!.evidence.what}), which reports them`
                      : paid === 'subscription'
                        ? `an article's paywall prompt (${signals[0]!.evidence.what}): its publisher's subscription, not something the page sells`
                        : paid === 'job'
                          ? `in a job posting (${signals[0]!.evidence.what}), which states pay`
                          : `reported as pay or rent ("${paid.word}" beside "${paid.price.raw}")`
                  }; no pricing page or link, Offer markup or llms.txt pricing says the site sells anything`
                : givenHere !== undefined
                  ? `not applicable: the only amounts are pay or benefits staff receive (${givenEvidence(givenHere)}), not prices; no pricing page or link, Offer markup, purchase button or llms.txt pricing says the site sells anything`
                  : 'not applicable: no pricing page or link, no Offer/Product schema with offers, no prices with a billing period or purchase button, no pricing in llms.txt',
          },
          ...(reviewedOnly === undefined ? [] : [reviewedEvidence(reviewedOnly)]),
        ],
      },
    ]);
    return { score: 100, applicable: false, weight: 0, findings, signals: [], prices: [], pricing_url: null };
  }

  // Where the prices should be: this page when it shows them, else the pricing page gathered for it.
  const pricingPage = pricingResource ? parsedResource(pricingResource) : undefined;
  const pageHasPrices = visiblePrices.length > 0 && reportedHere === null;
  // A page of a site whose llms.txt gives pricing that neither shows prices, nor links the pricing page, nor marks up
  // Offers (a docs or blog page): its prices are the pricing page's, so the page is judged on where an agent finds
  // them, llms.txt's pricing link, and not failed for prices, Offers and terms it was never meant to carry.
  const llmsOnly =
    !pageHasPrices &&
    !isPricingPage &&
    pricingLink === undefined &&
    pricingResource === undefined &&
    llmsPart !== undefined &&
    offers.length === 0 &&
    sellable.length === 0;
  const llmsPricingUrl = llmsOnly ? resolvedLlmsLink(llmsPart!.link, artifacts.llmsTxt, pageUrl) : undefined;
  const pricingUrl =
    pageHasPrices || isPricingPage
      ? pageUrl
      : pricingResource
        ? pricingResource.finalUrl || pricingResource.url
        : (pricingLink?.url?.href ?? llmsPricingUrl ?? null);
  const resourcePrices = pricingPage
    ? soldPrices(
        pricingPage.facts,
        findPrices(pricingPage.facts.text, 500, {
          lang: priceLanguage(pricingPage.facts) ?? lang,
          currencies,
        }),
      )
    : [];
  const prices = pageHasPrices ? visiblePrices : resourcePrices;
  const priceFacts = pageHasPrices ? facts : pricingPage?.facts;
  const priceText = priceFacts?.text ?? '';
  const priceWhere = pageHasPrices ? 'this page' : (pricingUrl ?? 'pricing page');
  const allOffers: OfferFacts[] = [...offers, ...(pricingPage ? offerFacts(pricingPage.data) : [])];
  // A page that shows no prices of its own and sends agents to the pricing page (a feature or product-tour page).
  const linksPricingPage = !pageHasPrices && !isPricingPage && pricingLink?.url !== undefined;

  // Whether the page sells subscriptions, so that every price should state its period: a price by the week, month
  // or quarter, subscription words, billed Offers or software. Yearly fees and hourly or daily rates alone do not
  // make a one-off fee beside them a subscription ("The placement year costs £1,905" beside yearly tuition).
  const recurring =
    prices.some((p) => p.period !== null && SUBSCRIPTION_PERIODS.has(p.period)) ||
    isRecurringText(priceText.slice(0, 200_000), (priceFacts && priceLanguage(priceFacts)) ?? lang, prices) ||
    allOffers.some((o) => o.billingSpec) ||
    sellable.some((s) => s.types.includes('SoftwareApplication'));
  // The advice speaks of what the page sells: a shop's product has a price and stock, not plans and periods.
  const advice = pricingAdvice(
    whatIsSold({
      recurring,
      prices: prices.length,
      offers: allOffers,
      sellable,
      productPage: detectPageType(pageUrl, facts, data).type === 'product',
    }),
    allOffers,
  );

  const checks: CheckResult[] = [];

  // 1. Pricing present in the raw HTML.
  {
    let score: number | null;
    let title: string;
    const evidence: Evidence[] = [];
    if (pageHasPrices) {
      score = 1;
      title = 'Prices are in the page HTML';
      evidence.push(...priceEvidence(visiblePrices, 'this page'));
    } else if (pricingResource !== undefined) {
      const status = pricingResource.status;
      const url = pricingResource.finalUrl || pricingResource.url;
      const error = pricingResource.error;
      if (!ok(pricingResource)) {
        score = 0;
        title =
          status === 401 || status === 403
            ? 'The pricing page is behind a login or blocked'
            : 'The pricing page could not be fetched';
        evidence.push({
          what: status === 0 ? `no response (${error ?? 'error'})` : `HTTP ${status}`,
          value: url,
        });
      } else if (resourcePrices.length > 0) {
        score = 1;
        title = 'Prices are in the pricing page HTML';
        evidence.push(...priceEvidence(resourcePrices, url));
      } else {
        const contact = pricingPage
          ? contactSalesIn(pricingPage.facts.text, priceLanguage(pricingPage.facts) ?? lang)
          : null;
        score = contact ? 0.3 : 0;
        title = contact
          ? 'The pricing page only says "contact sales"'
          : 'The pricing page shows no prices in its HTML';
        evidence.push({
          what: contact
            ? `no prices, only "${contact[0]}"`
            : 'no price with a currency in the server-rendered HTML (rendered by JavaScript, or images?)',
          value: url,
        });
      }
    } else if (pricingLink && !isPricingPage) {
      score = null;
      title = 'Pricing page not verified';
      evidence.push({
        what: 'not verified: the pricing page is linked but was not fetched',
        value: pricingLink.url?.href,
      });
    } else if (llmsOnly) {
      score = null;
      title = 'Prices: judged on the pricing page';
      evidence.push({
        what: `not applicable: this page shows no prices and is not the pricing page; ${llmsPricingUrl !== undefined ? 'llms.txt links the pricing page' : 'llms.txt gives the pricing'}`,
        ...(llmsPricingUrl !== undefined ? { value: llmsPricingUrl } : {}),
      });
    } else {
      const contact = contactSalesIn(facts.text, lang);
      score = contact ? 0.3 : 0;
      title = contact ? 'The page only says "contact sales"' : 'No prices in the page text';
      evidence.push({
        what: contact
          ? `no prices, only "${contact[0]}"`
          : allOffers.some((o) => o.price !== null)
            ? 'prices only in structured data, not in the visible text'
            : 'no price with a currency in the server-rendered HTML',
        where: 'this page',
      });
    }
    checks.push({
      check: 'agent_pricing.pricing_in_html',
      title,
      weight: 3,
      score,
      severity: 'high',
      evidence,
      fix: advice.pricesInHtml,
    });
  }

  // 2. Currency and billing period.
  {
    const periodic = prices.filter((p) => p.period !== null);
    const share = prices.length === 0 ? 0 : periodic.length / prices.length;
    const ambiguous = prices.filter((p) => p.currency === '$');
    const score = prices.length === 0 ? null : !recurring ? 1 : share >= 0.8 ? 1 : share > 0 ? 0.5 : 0;
    const evidence: Evidence[] = [
      {
        what:
          prices.length === 0
            ? 'not applicable: no visible prices to read'
            : recurring
              ? `${periodic.length} of ${prices.length} ${prices.length === 1 ? 'price states' : 'prices state'} a billing period`
              : periodic.length > 0 && periodic.length < prices.length
                ? `${periodic.length} of ${prices.length} prices state a period; the page sells no subscription, so the others read as one-off prices`
                : `${prices.length} ${periodic.length > 0 ? '' : 'one-off '}${prices.length === 1 ? 'price' : 'prices'} with a currency${periodic.length > 0 ? ' and a period' : ''}`,
        where: priceWhere,
      },
      ...prices
        .filter((p) => recurring && p.period === null)
        .slice(0, 5)
        .map((p) => ({ what: `no billing period after "${p.raw}"`, where: priceWhere })),
    ];
    if (ambiguous.length > 0)
      evidence.push({
        what: `"$" alone does not say which dollar (USD, CAD, AUD …); ${ambiguous.length} prices`,
      });
    const krona = prices.filter((p) => p.currency === 'kr');
    if (krona.length > 0)
      evidence.push({
        what: `"kr" alone does not say which krona or krone (SEK, NOK, DKK, ISK); ${krona.length} prices`,
      });
    checks.push({
      check: 'agent_pricing.currency_and_period',
      title:
        score === null
          ? 'Currency and billing period: not applicable'
          : score >= 1
            ? recurring
              ? 'Prices state currency and billing period'
              : 'Prices state their currency (the page sells no subscription)'
            : 'Prices lack a billing period',
      weight: 2,
      score,
      severity: 'medium',
      evidence,
      fix: 'Write each price with its currency and period as people read it ("$29 per user per month, billed annually"), and name the currency where a symbol is ambiguous (US$ or USD).',
    });
  }

  // 3. Offer completeness.
  {
    // A category page lists products whose Offers belong on their own pages: Google shows no product snippets for
    // listings, so a listing without Offers is asked for none.
    const listing =
      allOffers.length === 0 && pageHasPrices && detectPageType(pageUrl, facts, data).type === 'category';
    // Offers describe the prices a page shows: a page that shows none leaves them to its pricing page, which was not
    // read.
    const elsewhere =
      !listing && allOffers.length === 0 && (llmsOnly || (linksPricingPage && pricingPage === undefined));
    const mean =
      allOffers.length === 0 ? 0 : allOffers.reduce((s, o) => s + o.completeness, 0) / allOffers.length;
    const evidence: Evidence[] = listing
      ? [
          {
            what: 'not applicable: a category page, whose products carry their Offers on their own pages',
            where: 'this page',
          },
        ]
      : elsewhere
        ? [
            llmsOnly
              ? {
                  what: 'not applicable: this page shows no prices, so its Offers belong on the pricing page that llms.txt gives',
                  ...(llmsPricingUrl !== undefined ? { value: llmsPricingUrl } : {}),
                }
              : {
                  what: 'not verified: this page shows no prices, so its Offers belong on the linked pricing page, which was not fetched',
                  value: pricingUrl,
                },
          ]
        : allOffers.length === 0
          ? [{ what: 'no Offer or AggregateOffer in the structured data' }]
          : allOffers.slice(0, MAX_EVIDENCE).map((o) => ({
              what:
                o.missing.length === 0
                  ? `complete Offer (${o.price} ${o.currency})`
                  : `Offer missing ${o.missing.join(', ')}`,
              where: o.where,
              // Whether an Offer states a billing period only says something where the page sells subscriptions.
              value: recurring
                ? { price: o.price, currency: o.currency, billing_specification: o.billingSpec }
                : { price: o.price, currency: o.currency },
            }));
    checks.push({
      check: 'agent_pricing.offer_schema',
      title: listing
        ? 'Offer markup: not applicable on a category page'
        : elsewhere
          ? llmsOnly
            ? 'Offer markup: judged on the pricing page'
            : 'Offer markup: not verified (on the pricing page)'
          : allOffers.length === 0
            ? 'No Offer markup'
            : mean >= 0.9
              ? 'Offers are complete'
              : 'Offers are incomplete',
      weight: 2,
      score:
        listing || elsewhere
          ? null
          : allOffers.length === 0
            ? 0
            : mean >= 0.9
              ? 1
              : Math.round(mean * 100) / 100,
      severity: 'medium',
      evidence,
      fix: advice.offerSchema,
    });
  }

  // 4. Agreement between schema, visible text and llms.txt.
  {
    const evidence: Evidence[] = [];
    let compared = 0;
    let agreed = 0;
    // An Offer price of this page that its text does not show is schema.consistency's to report (markup that says
    // what the page does not, on every page with markup): reported here too, one edit was two items of the plan. It
    // is named here, not counted. This check keeps what only it reads: agreement in amount and currency, llms.txt's
    // prices, the pricing page's Offers, and a price given only in a priceSpecification.
    let leftToSchema = 0;
    if (priceFacts !== undefined && priceText !== '') {
      const own = new Set(pageHasPrices ? offers : []);
      for (const offer of allOffers) {
        if (offer.price === null) continue;
        // Read from the text only when an offer has a price to find there.
        const visible = pageTextPrices(priceFacts);
        const amount = Math.round(offer.price * 100) / 100;
        const otherCurrency = shownInOtherCurrency(prices, amount, offer);
        const ownPrice = otherCurrency === undefined && own.has(offer) && offer.priceOnOffer;
        // schema.consistency takes a 0 the page calls free as shown, and reports the rest: named here only when it
        // does, so that a 0 on a page showing "$79, free shipping" is never reported by neither.
        if (ownPrice && !visible.has(amount) && offerPriceShown(amount, data, priceFacts)) {
          compared++;
          agreed++;
          continue;
        }
        if (ownPrice && !visible.has(amount)) {
          leftToSchema++;
          evidence.push({
            what:
              `schema price ${offer.price} ${offer.currency ?? ''}`.trim() +
              ' is not shown on this page (reported by schema.consistency, not counted here)',
            where: offer.where,
          });
          continue;
        }
        compared++;
        if (otherCurrency !== undefined)
          evidence.push({
            what: `schema price ${offer.price} ${offer.currency} is shown on ${priceWhere} as "${otherCurrency.raw}" (${otherCurrency.currency})`,
            where: offer.where,
          });
        else if (visible.has(amount)) agreed++;
        else
          evidence.push({
            what: `schema price ${offer.price} ${offer.currency ?? ''} is not shown on ${priceWhere}`.trim(),
            where: offer.where,
          });
      }
    }
    const llmsPrices = llmsRead?.prices ?? [];
    if (llmsPrices.length > 0 && prices.length > 0) {
      const shown = new Set(prices.map((p) => `${Math.round(p.amount * 100) / 100}`));
      for (const p of llmsPrices) {
        compared++;
        if (shown.has(`${Math.round(p.amount * 100) / 100}`)) agreed++;
        else
          evidence.push({
            what: `llms.txt price "${p.raw}" is not shown on ${priceWhere}`,
            where: '/llms.txt',
          });
      }
    }
    const score =
      compared === 0 ? null : agreed === compared ? 1 : Math.round((agreed / compared) * 100) / 100;
    if (compared > 0 && agreed === compared)
      evidence.unshift({
        what:
          compared === 1
            ? 'the one price compared agrees across sources'
            : `${compared} prices agree across sources`,
      });
    if (compared === 0 && leftToSchema === 0)
      evidence.push({ what: 'not applicable: prices appear in only one place (nothing to compare)' });
    checks.push({
      check: 'agent_pricing.consistency',
      title:
        score === null
          ? leftToSchema > 0
            ? 'Price agreement: the Offer price the page does not show is reported by schema.consistency'
            : 'Price agreement: not applicable'
          : score >= 1
            ? 'Prices agree across schema, page and llms.txt'
            : 'Prices disagree between schema, page and llms.txt',
      weight: 2,
      score,
      severity: 'high',
      evidence: evidence.slice(0, MAX_EVIDENCE),
      fix: 'Keep one source of truth for prices and update the visible page, the Offer markup and llms.txt together; agents distrust (and users are misquoted by) prices that drift apart.',
    });
  }

  // 5. Machine-readable pricing.
  {
    const evidence: Evidence[] = [];
    for (const feed of feeds) {
      evidence.push({
        what: feed.valid
          ? `pricing feed${feed.dated ? ' with version and date' : ' (no version or valid_from date)'}`
          : 'pricing feed is not valid JSON',
        value: feed.url,
      });
    }
    if (llmsPart !== undefined)
      evidence.push({
        what: llmsPart.text.startsWith('#') ? 'Pricing section in llms.txt' : llmsPart.what,
        where: '/llms.txt',
      });
    const alternate = facts.links.find(
      (l) => l.rel.includes('alternate') && FEED_PATH.test(l.href.split(/[?#]/)[0]!),
    );
    if (alternate) evidence.push({ what: '<link rel="alternate"> to a pricing feed', value: alternate.href });
    const validFeed = feeds.some((f) => f.valid);
    const beside = validFeed || llmsPart !== undefined || alternate !== undefined;
    // Something bought once has its machine-readable price in its Offer markup (decision 0081).
    const { byOffer } = advice.machineReadable;
    if (byOffer) evidence.unshift(byOffer.evidence);
    const score = beside || byOffer ? 1 : feeds.length > 0 ? 0.5 : 0;
    if (evidence.length === 0) evidence.push(advice.machineReadable.none);
    checks.push({
      check: 'agent_pricing.machine_readable',
      title:
        score < 1
          ? advice.machineReadable.missing
          : !beside && byOffer
            ? byOffer.title
            : 'Machine-readable pricing',
      weight: 1,
      score,
      severity: 'low',
      evidence,
      fix: advice.machineReadable.fix,
    });
  }

  // 6. Trial, refund and terms links.
  {
    const elsewhere = !isEnglish(lang);
    // The page's links before the pricing page's, so a link both carry is listed where this page has it.
    const links = distinctBy(
      [
        ...anchors.map((a) => ({ a, where: a.anchor.region })),
        ...(pricingPage
          ? resolvedAnchors(pricingPage.facts, pricingUrl ?? pageUrl).map((a) => ({
              a,
              where: `${a.anchor.region} of the pricing page`,
            }))
          : []),
      ].filter(({ a }) => a.url !== undefined && a.sameSite && isTermsLink(a.url, a.text, elsewhere)),
      ({ a }) => a.url!.href,
    );
    // Terms belong beside the prices: a page that sends agents to a pricing page not read here is not failed for them.
    const unread = links.length === 0 && (llmsOnly || (linksPricingPage && pricingPage === undefined));
    checks.push({
      check: 'agent_pricing.terms_links',
      title:
        links.length > 0
          ? advice.terms.linked
          : unread
            ? 'Terms, trial or refund policy: judged on the pricing page'
            : advice.terms.missing,
      weight: 1,
      score: links.length > 0 ? 1 : unread ? null : 0,
      severity: 'low',
      evidence:
        links.length > 0
          ? links.slice(0, 5).map(({ a, where }) => ({ what: quotedLink(a.text), where, value: a.url!.href }))
          : unread
            ? [
                {
                  what: 'not applicable: this page shows no prices; the terms of sale belong on the pricing page, which was not read',
                  ...(pricingUrl !== null ? { value: pricingUrl } : {}),
                },
              ]
            : [{ what: advice.terms.none }],
      fix: advice.terms.fix,
    });
  }

  // 7. The pricing page linked by name and open to the answer engines' bots, on a page that shows no prices; or, on
  // a page that links none, the pricing page llms.txt links.
  if (linksPricingPage || llmsOnly) {
    const link = linksPricingPage ? pricingLink! : undefined;
    const href = link ? link.url!.href : llmsPricingUrl;
    // A link whose words say "pricing" (not "Learn more", nor only a /pricing path) tells an agent where prices are;
    // llms.txt's item was read as pricing by its title or path.
    const named = link ? PRICING_TEXT.test(link.text) : true;
    const access = href === undefined ? undefined : pricingPageAccess(artifacts, href);
    const blocked = access?.blocked ?? [];
    const reach = blocked.length === 0 ? 1 : blocked.length >= access!.judged ? 0 : 0.5;
    const evidence: Evidence[] = [
      link
        ? {
            what: named
              ? `${quotedLink(link.text)} names the pricing page`
              : `${quotedLink(link.text)} leads to the pricing page without naming it`,
            where: link.anchor.region,
            value: link.url!.href,
          }
        : href !== undefined
          ? { what: 'this page links no pricing page; llms.txt links it', where: '/llms.txt', value: href }
          : {
              what: `this page links no pricing page; llms.txt gives the pricing (${llmsPart!.what})`,
              where: '/llms.txt',
            },
    ];
    if (access === null)
      evidence.push({
        what: 'not verified: the robots.txt that governs the pricing page was not read (not fetched, or the page is on another host)',
        value: href,
      });
    else if (access !== undefined && blocked.length === 0)
      evidence.push({
        what: `robots.txt lets the ${access.judged} answer-engine search and user bots allowed here fetch the pricing page`,
      });
    else if (access !== undefined)
      for (const b of blocked.slice(0, MAX_EVIDENCE))
        evidence.push({
          what: `robots.txt keeps ${b.token} off the pricing page though it may read this page${b.rule ? ` (${b.rule})` : ''}`,
          where: '/robots.txt',
          value: b.line,
        });
    const score = (named ? 1 : 0.5) * reach;
    checks.push({
      check: 'agent_pricing.pricing_link',
      title:
        reach < 1
          ? 'robots.txt keeps AI crawlers off the linked pricing page'
          : !link
            ? href !== undefined
              ? 'llms.txt links the pricing page'
              : 'llms.txt gives the pricing'
            : score >= 1
              ? 'The pricing page is linked by name and open to AI crawlers'
              : 'The pricing page is linked without naming it',
      weight: 2,
      score,
      severity: reach < 1 ? 'high' : 'low',
      evidence,
      fix: 'Link the pricing page from this page with words that name it ("Pricing", "See plans and pricing"), and let the answer engines\' search and user bots (OAI-SearchBot, ChatGPT-User, Claude-SearchBot, PerplexityBot …) fetch it in robots.txt, so an agent asked what this costs can follow the link and quote the prices.',
    });
  }

  const { score, findings } = scoreChecks(checks);
  return {
    score,
    applicable: true,
    findings,
    signals: signals.map((s) => ({ kind: s.kind, ...s.evidence })),
    prices: prices
      .slice(0, 20)
      .map((p) => ({ text: p.raw, amount: p.amount, currency: p.currency, period: p.period, per: p.per })),
    pricing_url: pricingUrl,
  };
};
