import { isBlank } from '../structured-data/dom.ts';
import { parsePrice } from '../structured-data/text.ts';

/**
 * Prices written in text with a currency ("$29/month", "19,99 € pro Monat", "EUR 49 per seat per year") and
 * their billing period. ISO 4217 codes are checked against the runtime's own list (`Intl.supportedValuesOf`).
 */

export type BillingPeriod = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year' | 'one-time';

export interface TextPrice {
  /** The text matched, e.g. `$29/mo`. */
  raw: string;
  amount: number;
  /** ISO 4217 code, or the symbol when it is ambiguous (`$` could be USD, CAD, AUD …). */
  currency: string;
  period: BillingPeriod | null;
  /** `user`, `seat`, `member` … when the price is per unit. */
  per: string | null;
  index: number;
}

const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** True when `code` is an ISO 4217 currency code the runtime knows. */
export function isCurrencyCode(code: string): boolean {
  return ISO_CODES.has(code.toUpperCase()) && /^[A-Za-z]{3}$/.test(code);
}

const SYMBOLS: Record<string, string> = {
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  R$: 'BRL',
  $: '$',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₫': 'VND',
  '฿': 'THB',
  '₦': 'NGN',
  '₱': 'PHP',
  zł: 'PLN',
  Kč: 'CZK',
  'Fr.': 'CHF',
};

const SYMBOL = '(?:US\\$|CA?\\$|AU?\\$|NZ\\$|R\\$|\\$|€|£|¥|₹|₩|₽|₺|₪|₫|฿|₦|₱)';
const AMOUNT = '\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})*(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,2})?(?!\\d)';
/**
 * Codes accepted next to a number in running text: the widely used ones. The full ISO list holds words that are
 * also English ("ALL", "TOP", "CUP"), so "TOP 10" must not read as a price.
 */
const CODE =
  '(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|INR|CNY|RMB|BRL|MXN|ARS|CLP|COP|ZAR|SGD|HKD|KRW|TWD|THB|IDR|MYR|PHP|VND|TRY|ILS|AED|SAR|QAR|EGP|NGN|KES|RUB|UAH)';
const TRAILING_SYMBOL = '(?:€|£|¥|₹|₽|₺|₪|₫|zł|Kč|\\$)';

const PRICE = new RegExp(
  [
    `(?<s1>${SYMBOL})\\s?(?<a1>${AMOUNT})`,
    `(?<a2>${AMOUNT})\\s?(?<s2>${TRAILING_SYMBOL})`,
    `\\b(?<c1>${CODE})\\s?(?<a3>${AMOUNT})`,
    `(?<a4>${AMOUNT})\\s?(?<c2>${CODE})\\b`,
  ].join('|'),
  'g',
);

/**
 * Every price match holds one of these: a currency symbol, or a code. A match is the marker with the amount (and
 * a space) before or after it, and a US$/CA$/AU$/NZ$ prefix of at most two capitals: nothing of a match but its
 * marker can be a marker character.
 */
const MARKER = new RegExp(`[$€£¥₹₩₽₺₪₫฿₦₱]|zł|Kč|${CODE}`, 'g');
const PRICE_AT = new RegExp(PRICE.source, 'y');

function isCapital(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** A digit, `,`, `.` or whitespace (`\s`): what an amount and the space after it are made of. */
function isAmountChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 44 || c === 46 || isBlank(c);
}

/**
 * The first price match at or after `from`, the same as the global expression's next match: a match starts no
 * earlier than the amount run (and capitals) before its marker, and no later than the marker, so only those few
 * places next to each marker are tried, and stretches without a currency are never read by the big expression.
 */
function nextPrice(text: string, from: number, marker: RegExp, at: RegExp): RegExpExecArray | null {
  marker.lastIndex = from;
  for (let m = marker.exec(text); m !== null; m = marker.exec(text)) {
    const k = m.index;
    let start = k;
    for (let n = 0; n < 2 && start > from && isCapital(text.charCodeAt(start - 1)); n++) start--;
    while (start > from && isAmountChar(text.charCodeAt(start - 1))) start--;
    for (let p = start; p <= k; p++) {
      at.lastIndex = p;
      const found = at.exec(text);
      if (found !== null) return found;
    }
    // No match starts at or before this marker: the next one is after it.
    marker.lastIndex = k + 1;
  }
  return null;
}

const PERIOD =
  /^\s*(?:\/\s*|per\s+|a\s+|an\s+|each\s+|every\s+|pro\s+|par\s+|al\s+|por\s+|\s)?(?:(?:user|seat|member|editor|agent|license|licence|person|nutzer|utilisateur|usuario)s?\s*(?:\/\s*|per\s+|a\s+|pro\s+|par\s+)?)?(hour|hr|h|day|week|wk|month|mo|mth|monat|mois|mes|quarter|year|yr|annum|jahr|an|año|ano|monthly|yearly|annually|annual|weekly|daily|one[- ]time|once|lifetime)\b/i;
const PER_UNIT =
  /^\s*(?:\/\s*|per\s+|a\s+|pro\s+|par\s+)(user|seat|member|editor|agent|license|licence|person|nutzer|utilisateur|usuario)s?\b/i;
const MAGNITUDE = /^\s*(?:million|billion|trillion|thousand|bn|mn|mio|mrd|[kmb])\b/i;
const BILLED = /\b(?:billed|paid|charged|facturé|abgerechnet)\s+(monthly|annually|yearly|quarterly)/i;

function periodOf(word: string): BillingPeriod {
  const w = word.toLowerCase();
  if (/^(?:hour|hr|h)$/.test(w)) return 'hour';
  if (/^(?:day|daily)$/.test(w)) return 'day';
  if (/^(?:week|wk|weekly)$/.test(w)) return 'week';
  if (/^(?:month|mo|mth|monat|mois|mes|monthly)$/.test(w)) return 'month';
  if (/^quarter/.test(w)) return 'quarter';
  if (/^(?:one[- ]time|once|lifetime)$/.test(w)) return 'one-time';
  return 'year';
}

/**
 * Prices with a currency in a text, each with the billing period and unit that follow it, at most `max`.
 *
 * @example
 * ```ts
 * findPrices('Team: $29 per user/month')[0]; // { amount: 29, currency: '$', period: 'month', per: 'user', … }
 * ```
 */
export function findPrices(text: string, max = 500): TextPrice[] {
  const out: TextPrice[] = [];
  const marker = new RegExp(MARKER.source, MARKER.flags);
  const at = new RegExp(PRICE_AT.source, PRICE_AT.flags);
  for (
    let m = nextPrice(text, 0, marker, at);
    m !== null && out.length < max;
    m = nextPrice(text, m.index + m[0].length, marker, at)
  ) {
    const g = m.groups ?? {};
    const amountText = g.a1 ?? g.a2 ?? g.a3 ?? g.a4;
    if (amountText === undefined) continue;
    let currency: string | undefined;
    const symbol = g.s1 ?? g.s2;
    if (symbol !== undefined) currency = SYMBOLS[symbol] ?? symbol;
    const code = g.c1 ?? g.c2;
    if (code !== undefined) currency = code === 'RMB' ? 'CNY' : code;
    const amount = parsePrice(amountText);
    if (currency === undefined || amount === undefined) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    // "$5 billion a year" is a market size, not a price.
    if (MAGNITUDE.test(after)) continue;
    const periodMatch = PERIOD.exec(after);
    const perMatch = PER_UNIT.exec(after);
    const billed = BILLED.exec(after);
    const period = periodMatch ? periodOf(periodMatch[1]!) : billed ? periodOf(billed[1]!) : null;
    out.push({
      raw: (m[0] + (periodMatch ? periodMatch[0] : '')).replace(/\s+/g, ' ').trim(),
      amount,
      currency,
      period,
      per: perMatch ? perMatch[1]!.toLowerCase() : null,
      index: m.index,
    });
  }
  return out;
}

/** "Contact sales", "request a quote": the price is withheld from the page. */
export const CONTACT_SALES =
  /\b(?:contact (?:sales|us for (?:pricing|a quote))|talk to sales|request (?:a )?(?:quote|pricing)|get a quote|custom pricing|call for pricing|preis auf anfrage|sur devis)\b/i;

/** Words that show the site sells subscriptions (so a billing period is expected next to prices). */
export const RECURRING =
  /\b(?:subscription|subscribe|per month|per year|monthly|annually|billed|plans?\b|pricing plans|free trial|abo(?:nnement)?)\b/i;

/** Words that show something can be bought here. */
export const PURCHASE =
  /\b(?:add to (?:cart|basket|bag)|buy (?:now|it now)|checkout|order now|in den warenkorb|ajouter au panier|añadir al carrito|start (?:your )?free trial|subscribe now|get started for|upgrade now)\b/i;
