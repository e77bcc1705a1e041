/**
 * Currency markers written next to amounts, and how the page's language settles the ones that name more than one
 * currency: ¥ is the Chinese yuan on a Chinese page and the Japanese yen elsewhere, 元 is the New Taiwan dollar on a
 * Taiwanese page, "kr" is the krona or krone of the page's language. Nothing here reads anything but its arguments,
 * so the same page always gives the same currencies.
 */

import { subtagsOf } from '../lang/tag.ts';
import { THOUSAND_WORDS } from './magnitude-words.ts';

/** What settles an ambiguous marker: the page's language and the currencies its own Offers name. */
export interface PriceLocale {
  /** The page's language tag (`<html lang>`), e.g. `zh-CN`, `sv`, `de-AT`. */
  lang?: string | undefined;
  /** ISO 4217 codes named by the page's structured data (its Offers): they settle ¥ when the language does not. */
  currencies?: readonly string[] | undefined;
}

/** Markers that always name one currency. */
const FIXED: Readonly<Record<string, string>> = {
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  R$: 'BRL',
  HK$: 'HKD',
  NT$: 'TWD',
  S$: 'SGD',
  MX$: 'MXN',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₩': 'KRW',
  원: 'KRW',
  '₽': 'RUB',
  руб: 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  'ש"ח': 'ILS',
  'ש״ח': 'ILS',
  '₫': 'VND',
  VNĐ: 'VND',
  '฿': 'THB',
  บาท: 'THB',
  '₦': 'NGN',
  '₱': 'PHP',
  '₴': 'UAH',
  грн: 'UAH',
  '₸': 'KZT',
  '₾': 'GEL',
  '₼': 'AZN',
  '৳': 'BDT',
  '₡': 'CRC',
  '₵': 'GHS',
  zł: 'PLN',
  Kč: 'CZK',
  円: 'JPY',
  лв: 'BGN',
  Rp: 'IDR',
  RM: 'MYR',
  'ر.س': 'SAR',
  'د.إ': 'AED',
  'ج.م': 'EGP',
  'د.ك': 'KWD',
  'ر.ق': 'QAR',
};

interface Tag {
  language: string;
  region: string | undefined;
  script: string | undefined;
}

function tagOf(lang: string | undefined): Tag {
  const [language = '', ...rest] = lang ? subtagsOf(lang) : [];
  return {
    language,
    region: rest.find((part) => part.length === 2 || /^\d{3}$/.test(part)),
    script: rest.find((part) => part.length === 4),
  };
}

/** ¥ and ￥: the yuan on a Chinese page, or on a page not in Japanese whose Offers are priced in CNY only. */
function yen(tag: Tag, locale: PriceLocale): string {
  if (tag.language === 'zh') return 'CNY';
  if (tag.language !== 'ja') {
    const declared = locale.currencies ?? [];
    if (declared.includes('CNY') && !declared.includes('JPY')) return 'CNY';
  }
  return 'JPY';
}

/** 元 (yuan, "unit of money"): the currency of the Chinese-speaking place the page is written for. */
function yuan(tag: Tag): string {
  if (tag.region === 'tw') return 'TWD';
  if (tag.region === 'hk') return 'HKD';
  if (tag.region === 'mo') return 'MOP';
  if (tag.script === 'hant' && tag.region === undefined) return 'TWD';
  return 'CNY';
}

const KRONA: Readonly<Record<string, string>> = {
  sv: 'SEK',
  se: 'SEK',
  da: 'DKK',
  dk: 'DKK',
  fo: 'DKK',
  kl: 'DKK',
  nb: 'NOK',
  nn: 'NOK',
  no: 'NOK',
  is: 'ISK',
};

const RUPEE: Readonly<Record<string, string>> = {
  ur: 'PKR',
  pk: 'PKR',
  ne: 'NPR',
  np: 'NPR',
  si: 'LKR',
  lk: 'LKR',
};

/**
 * Markers that name a currency only on pages in one language ("Ft" is also feet, "TL" and "lei" are words
 * elsewhere, "đ" is a Vietnamese letter): the currency there, nothing on other pages.
 */
const LOCAL: Readonly<Record<string, [languages: readonly string[], currency: string]>> = {
  Ft: [['hu'], 'HUF'],
  TL: [['tr'], 'TRY'],
  lei: [['ro'], 'RON'],
  đ: [['vi'], 'VND'],
};

/**
 * Whether a word for a thousand after an amount ("mil", "tys.", "bin", "тыс.") is a thousand on this page: where the
 * page is in a language that writes it (`THOUSAND_WORDS`), or, on a page that names no language, where the text reads
 * so by itself (`readsSo`: the real's R$ before "mil", or a currency after the word, as in "5 mil euros"). Elsewhere
 * "5 mil" is a thickness (thousandths of an inch) and "$5 mil" slang for five million.
 *
 * @example
 * ```ts
 * isThousandWord('mil', { lang: 'pt-BR' }, false); // true
 * isThousandWord('tys.', { lang: 'pl' }, false); // true
 * isThousandWord('mil', { lang: 'en' }, true); // false
 * isThousandWord('mil', {}, true); // true
 * ```
 */
export function isThousandWord(word: string, locale: PriceLocale, readsSo: boolean): boolean {
  const languages = THOUSAND_WORDS[word.toLowerCase().replace(/\.$/, '')];
  if (languages === undefined) return false;
  const tag = tagOf(locale.lang);
  return languages.includes(tag.language) || (tag.language === '' && readsSo);
}

/** Currencies written out after "mil" ("5 mil euros", "2 mil reais", "10 mil pesos"). */
const WRITTEN_OUT: Readonly<Record<string, string>> = {
  euro: 'EUR',
  euros: 'EUR',
  reais: 'BRL',
  dólares: 'USD',
  dolares: 'USD',
};

/** Which peso "pesos" is, by the region of the page's language tag (`es-MX`); without one it stays `$`. */
const PESO: Readonly<Record<string, string>> = {
  mx: 'MXN',
  ar: 'ARS',
  co: 'COP',
  cl: 'CLP',
  uy: 'UYU',
  do: 'DOP',
  ph: 'PHP',
  cu: 'CUP',
};

/**
 * The currency of a word written out after "mil" ("euros", "reais", "pesos"), or undefined for any other word.
 *
 * @example
 * ```ts
 * writtenCurrencyOf('Euros'); // 'EUR'
 * writtenCurrencyOf('pesos', { lang: 'es-MX' }); // 'MXN'
 * ```
 */
export function writtenCurrencyOf(word: string, locale: PriceLocale = {}): string | undefined {
  const lower = word.toLowerCase();
  if (lower === 'pesos') return PESO[tagOf(locale.lang).region ?? ''] ?? '$';
  return WRITTEN_OUT[lower];
}

/**
 * The currency a marker names on a page: an ISO 4217 code, the marker itself when the page does not settle it
 * (`$`, or `kr` on a page in no Nordic language), or undefined when the marker is no currency on this page.
 *
 * @example
 * ```ts
 * currencyOf('¥', { lang: 'zh-CN' }); // 'CNY'
 * currencyOf('¥', { lang: 'ja' }); // 'JPY'
 * currencyOf('kr', { lang: 'sv-SE' }); // 'SEK'
 * currencyOf('Ft', { lang: 'en' }); // undefined
 * ```
 */
/** Currencies a sign that names several is written for. */
const SIGN_CODES: Readonly<Record<string, ReadonlySet<string>>> = {
  $: new Set([
    'USD',
    'CAD',
    'AUD',
    'NZD',
    'HKD',
    'SGD',
    'TWD',
    'MXN',
    'ARS',
    'CLP',
    'COP',
    'UYU',
    'BSD',
    'BBD',
    'BZD',
    'BMD',
    'BND',
    'KYD',
    'FJD',
    'GYD',
    'JMD',
    'LRD',
    'NAD',
    'SBD',
    'SRD',
    'TTD',
    'XCD',
  ]),
  kr: new Set(['SEK', 'NOK', 'DKK', 'ISK']),
  '¥': new Set(['JPY', 'CNY']),
  '￥': new Set(['JPY', 'CNY']),
};

/**
 * The one currency of those a sign stands for that the page declares (its Offers' priceCurrency, og:price:currency):
 * a shop whose Offer says USD writes "$34.00" in US dollars. The sign as written when none or several are declared.
 */
function declaredAs(sign: string, locale: PriceLocale): string {
  const codes = SIGN_CODES[sign]!;
  let found: string | undefined;
  for (const c of locale.currencies ?? []) {
    if (!codes.has(c) || c === found) continue;
    if (found !== undefined) return sign;
    found = c;
  }
  return found ?? sign;
}

/**
 * True when `code` (ISO 4217, upper case) is a currency the sign is written for: "$34.00 USD" names its dollar,
 * "€5 USD" is no price of one currency.
 *
 * @example
 * ```ts
 * signStandsFor('$', 'CAD'); // true
 * signStandsFor('€', 'USD'); // false
 * ```
 */
export function signStandsFor(sign: string, code: string): boolean {
  const symbol = sign.endsWith('.') ? sign.slice(0, -1) : sign;
  return FIXED[symbol] === code || SIGN_CODES[symbol]?.has(code) === true;
}

export function currencyOf(marker: string, locale: PriceLocale = {}): string | undefined {
  const symbol = marker.endsWith('.') ? marker.slice(0, -1) : marker;
  const fixed = FIXED[symbol];
  if (fixed !== undefined) return fixed;
  const tag = tagOf(locale.lang);
  switch (symbol) {
    case '¥':
    case '￥':
      return yen(tag, locale);
    case '元':
      return yuan(tag);
    case 'kr':
      return KRONA[tag.language] ?? KRONA[tag.region ?? ''] ?? declaredAs('kr', locale);
    case '$':
      return declaredAs('$', locale);
    case 'Rs':
      return RUPEE[tag.region ?? ''] ?? RUPEE[tag.language] ?? 'INR';
  }
  const local = LOCAL[symbol];
  if (local !== undefined) return local[0].includes(tag.language) ? local[1] : undefined;
  return symbol;
}
