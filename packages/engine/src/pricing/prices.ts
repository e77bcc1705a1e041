import { primarySubtag } from '../lang/tag.ts';
import { isBlank } from '../structured-data/dom.ts';
import { parsePrice } from '../structured-data/text.ts';
import {
  currencyOf,
  isThousandWord,
  type PriceLocale,
  signStandsFor,
  writtenCurrencyOf,
} from './currencies.ts';
import {
  CJK_MAGNITUDE,
  CURRENCY_CODES,
  CURRENCY_SIGNS,
  CURRENCY_WORD_END,
  DOLLAR_PREFIX,
  LETTERS_BEFORE,
  LOCAL_SCALE_LATIN,
  LOCAL_SCALE_OF,
  LOCAL_SCALE_THAI,
  MARKS_AFTER,
  MIL_CURRENCY,
  MILLION_CURRENCY,
  MILLION_WORD,
  WORDS_AFTER,
} from './currency-tokens.ts';
import { OTHER_MAGNITUDE_WORDS, THOUSAND_WORD } from './magnitude-words.ts';
import { type BillingPeriod, periodBeside } from './periods.ts';

/** Text read before a price for a period or fee named there ("月額", "miesięcznie:", "Einrichtungsgebühr:"). */
const BEFORE_CHARS = 30;

/**
 * Prices written in text with a currency ("$29/month", "19,99 € pro Monat", "EUR 49 per seat per year", "3,080円",
 * "每人每月 29元") and their billing period. ISO 4217 codes are checked against the runtime's own list
 * (`Intl.supportedValuesOf`).
 */

export type { PriceLocale } from './currencies.ts';
export type { BillingPeriod } from './periods.ts';

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

/** Symbols written before the amount; the letter ones only where no letter runs into them ("Rs. 499", "kr 99"). */
const SYMBOL = `(?:(?:${DOLLAR_PREFIX})?\\$|[${CURRENCY_SIGNS}]|(?<![A-Za-z])(?:${LETTERS_BEFORE}))`;
/** A digit, ASCII or full-width (Japanese and Chinese shops write "３，０８０円" too). */
const DIGIT = '[\\d０-９]';
const AMOUNT = `${DIGIT}{1,3}(?:[,.，．\\u00a0\\u202f ]${DIGIT}{3})*(?:[.,．]${DIGIT}{1,2})?(?!${DIGIT})|${DIGIT}+(?:[.,．]${DIGIT}{1,2})?(?!${DIGIT})`;
const CODE = `(?:${CURRENCY_CODES})`;
/** A currency after a word for a thousand ("5 mil euros", "45 tys. zł", "500 тыс. руб."). */
const THOUSAND_CURRENCY = `${MIL_CURRENCY}|[${CURRENCY_SIGNS}]|${MARKS_AFTER}|${WORDS_AFTER}`;
const TRAILING_SYMBOL = `(?:[${CURRENCY_SIGNS}]|${MARKS_AFTER}|(?:${WORDS_AFTER})${CURRENCY_WORD_END})`;

/** "5万円" is 50,000 yen, "29.9万元" 299,000 yuan. */
const CJK_SCALE: Readonly<Record<string, number>> = {
  万: 1e4,
  萬: 1e4,
  만: 1e4,
  億: 1e8,
  亿: 1e8,
  억: 1e8,
};

const PRICE = new RegExp(
  [
    `(?<s1>${SYMBOL})\\s?(?<a1>${AMOUNT})`,
    // The forms with the amount first share one reading of it, tried once at each place instead of once per form.
    `(?<a2>${AMOUNT})(?:\\s?(?<s2>${TRAILING_SYMBOL})|\\s?(?<c2>${CODE})\\b|(?<m5>${CJK_MAGNITUDE})\\s?(?<s5>円|元|원)|\\s?(?<m6>${MILLION_WORD})\\s?(?<s6>${MILLION_CURRENCY})|\\s(?<m7>${THOUSAND_WORD})\\s?(?<s7>${THOUSAND_CURRENCY})${CURRENCY_WORD_END})`,
    `\\b(?<c1>${CODE})\\s?(?<a3>${AMOUNT})`,
  ].join('|'),
  'g',
);

/**
 * Every price match holds one of these: a currency symbol, a code, or a currency written in letters. A match is the
 * marker with the amount (and a space) before or after it, and a US$/CA$/HK$ … prefix of at most two capitals:
 * nothing of a match but its marker can be a marker character. A marker in letters ("kr", "Ft", "Rs.", "руб.") or
 * in Chinese characters (円, 元, which also means "unit") is found by the digit beside it: scanning for digits is as
 * fast as before, while scanning for those letters stopped at every "e", "k" and "T" of the text. Millions before
 * a currency ("3.5 ล้านบาท", "2,5 triệu VNĐ") are one more ending of that look past the digit, which costs nothing
 * measurable, where a look of its own after every digit, or the words as markers, cost a tenth of the scan.
 */
const AFTER_DIGIT = `円|元|원|${WORDS_AFTER}`;
const MARKER = new RegExp(
  `[${CURRENCY_SIGNS}]|zł|Kč|${CODE}|\\d(?:(?=${CJK_MAGNITUDE}?\\s?(?:${AFTER_DIGIT}|(?:${MILLION_WORD})\\s?(?:${MILLION_CURRENCY})|\\s(?:${THOUSAND_WORD})\\s?(?:${THOUSAND_CURRENCY})))|(?<=(?:Rp|RM|Rs|kr)\\.?\\s?\\d))|[０-９](?=${CJK_MAGNITUDE}?\\s?[円元원])`,
  'g',
);
/** The most a letter marker and its space take before the first digit of an amount: "Rs. ". */
const LETTER_MARKER_SPAN = 4;
const PRICE_AT = new RegExp(PRICE.source, 'y');
function isCapital(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** Full-width digits and separators as ASCII ("３，０８０" → "3,080"); other text unchanged. */
function asciiDigits(amount: string): string {
  let wide = false;
  for (let i = 0; i < amount.length && !wide; i++) wide = amount.charCodeAt(i) >= 0xff0c;
  return wide ? amount.replace(/[０-９，．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)) : amount;
}

function isDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19);
}

/** A digit, `,`, `.` or whitespace (`\s`): what an amount and the space after it are made of. */
function isAmountChar(c: number): boolean {
  return isDigit(c) || c === 44 || c === 46 || c === 0xff0c || c === 0xff0e || isBlank(c);
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
    const digit = isDigit(text.charCodeAt(k));
    if (!digit) for (let n = 0; n < 2 && start > from && isCapital(text.charCodeAt(start - 1)); n++) start--;
    while (start > from && isAmountChar(text.charCodeAt(start - 1))) start--;
    // A digit stands for the letters beside it: the match may start at a marker before the amount.
    if (digit) start = Math.max(from, start - LETTER_MARKER_SPAN);
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

/**
 * A letter of any script, in a non-Unicode expression: ASCII mode's `\b` sits between "m" and "å", which read
 * "79 kr. månedligt" as 79 million. The general punctuation, currency and arrow blocks (U+2000–U+2BFF) and × ÷ are
 * left out, so "$5m–$10m" stays a range of millions.
 */
const LETTER_NEXT = '(?![\\w\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u1FFF\\u2C00-\\uFFFF])';
const MAGNITUDE_WORDS = `(?:million|billion|trillion|thousand|bn|mn|mio|mrd|miliar|triliun|tỷ|${OTHER_MAGNITUDE_WORDS})${LETTER_NEXT}|万|萬|億|亿|千|만|억|тыс|млн|млрд|พันล้าน`;
/**
 * Indonesian, Vietnamese and Thai prices count in thousands and millions after the amount ("Rp 1,5 juta" is
 * 1,500,000 rupiah, "Rp 250 ribu" 250,000): read as part of the price, where English "$5 million" is a market size.
 */
const LOCAL_SCALE = new RegExp(`^\\s?(?:(${LOCAL_SCALE_LATIN})${LETTER_NEXT}|(${LOCAL_SCALE_THAI}))`, 'i');
/**
 * After an amount: "$5 billion a year" is a market size, not a price, and so are "$3m", "$40k" and, where "mil" is
 * not a thousand, "$5 mil" (slang for five million).
 */
const MAGNITUDE = new RegExp(`^\\s*(?:(?:[kmb]|mil)${LETTER_NEXT}|${MAGNITUDE_WORDS})`, 'i');
/**
 * A word for a thousand after an amount, a thousand on pages in its language ("R$ 5 mil", "US$ 2 mil por mês" in
 * Portuguese, "₴20 тис." in Ukrainian).
 */
const THOUSAND_AFTER = new RegExp(`^\\s?(${THOUSAND_WORD})${LETTER_NEXT}`, 'i');
/**
 * After a currency written after the amount, a lone k, m or b is a word of the text, not a magnitude ("99 Kč k
 * objednávce" is Czech for "99 Kč with the order"); nobody writes "99 € k" for thousands.
 */
const MAGNITUDE_AFTER_CURRENCY = new RegExp(`^\\s*(?:${MAGNITUDE_WORDS})`, 'i');

/**
 * What follows a currency sign that opens a price: an amount, after at most one blank, with no currency after it. The
 * amount is read whole (a look-ahead and a back-reference, as an atomic group) so that "15,90 €" cannot be cut to
 * "15,9" to get past the sign.
 */
/** An ISO 4217 code written after a price that opened with a sign ("$34.00 USD"), in capitals. */
const TRAILING_CODE = /^\s?([A-Z]{3})(?![A-Za-z])/;

const OPENS_PRICE = new RegExp(
  `^\\s?(?=([\\d０-９][\\d０-９.,，．]*))\\1(?!\\s?(?:${TRAILING_SYMBOL}|${CODE}\\b))`,
);

/**
 * Prices with a currency in a text, each with the billing period and unit written beside it, at most `max`. The
 * page's language (and the currencies its Offers name) settle ¥, 元 and kr; without them ¥ is read as JPY.
 *
 * @example
 * ```ts
 * findPrices('Team: $29 per user/month')[0]; // { amount: 29, currency: '$', period: 'month', per: 'user', … }
 * findPrices('专业版 ¥199/年', 500, { lang: 'zh-CN' })[0]; // { amount: 199, currency: 'CNY', period: 'year', … }
 * ```
 */
export function findPrices(source: string, max = 500, locale: PriceLocale = {}): TextPrice[] {
  const out: TextPrice[] = [];
  const text = withWesternDigits(source, locale);
  const marker = new RegExp(MARKER.source, MARKER.flags);
  const at = new RegExp(PRICE_AT.source, PRICE_AT.flags);
  let from = 0;
  for (
    let m = nextPrice(text, 0, marker, at);
    m !== null && out.length < max;
    m = nextPrice(text, from, marker, at)
  ) {
    from = m.index + m[0].length;
    const g = m.groups ?? {};
    const amountText = g.a1 ?? g.a2 ?? g.a3;
    if (amountText === undefined) continue;
    // "iPhone 16 $799", "Pack of 12\n$24.99": a sign after an amount that an amount follows opens the next price (a
    // product name ending in a number), so the search goes on from the sign; "12,90 € 15,90 €" writes every sign
    // after its amount.
    if (g.s2?.length === 1 && OPENS_PRICE.test(text.slice(from, from + 40))) {
      from -= g.s2.length;
      continue;
    }
    let currency: string | undefined;
    const symbol = g.s1 ?? g.s2 ?? g.s5 ?? g.s6;
    if (symbol !== undefined) currency = currencyOf(symbol, locale);
    if (g.s7 !== undefined) {
      if (!isThousandWord(g.m7!, locale, true)) continue;
      currency = writtenCurrencyOf(g.s7, locale) ?? currencyOf(g.s7, locale);
    }
    const code = g.c1 ?? g.c2 ?? (g.s7 !== undefined && /^[A-Z]{3}$/.test(g.s7) ? g.s7 : undefined);
    if (code !== undefined) currency = code === 'RMB' ? 'CNY' : code;
    let amount = parsePrice(asciiDigits(amountText));
    if (currency === undefined || amount === undefined) continue;
    let matched = m[0];
    // "¥1万" is ten thousand yen, not one: the count in ten-thousands after an amount belongs to it.
    const scale = CJK_SCALE[g.m5 ?? (g.a1 !== undefined ? (text[m.index + matched.length] ?? '') : '')];
    if (scale !== undefined) {
      if (g.m5 === undefined) matched += text[m.index + matched.length];
      amount = Math.round(amount * scale * 100) / 100;
    }
    let end = m.index + matched.length;
    // "¥1万5千" mixes units: left unread rather than read as ¥10,000.
    if (scale !== undefined && isDigit(text.charCodeAt(end))) continue;
    let after = text.slice(end, end + 60);
    const symbolFirst = g.a1 !== undefined || g.a3 !== undefined;
    const local = symbolFirst ? LOCAL_SCALE.exec(after) : null;
    const localWord = g.m6 ?? (local === null ? undefined : (local[1] ?? local[2]));
    let factor = localWord === undefined ? undefined : LOCAL_SCALE_OF[localWord.toLowerCase()];
    if (g.m7 !== undefined) factor = 1e3;
    else if (symbolFirst && local === null) {
      const thousand = THOUSAND_AFTER.exec(after);
      if (
        thousand !== null &&
        isThousandWord(thousand[1]!, locale, g.s1 === 'R$' && /^mil$/i.test(thousand[1]!))
      ) {
        factor = 1e3;
        matched += thousand[0];
        end += thousand[0].length;
        after = after.slice(thousand[0].length);
      }
    }
    if (factor !== undefined) {
      amount = Math.round(amount * factor * 100) / 100;
      if (local !== null) {
        matched += local[0];
        end += local[0].length;
        after = after.slice(local[0].length);
      }
    }
    if (
      (symbolFirst && local === null && factor === undefined ? MAGNITUDE : MAGNITUDE_AFTER_CURRENCY).test(
        after,
      )
    )
      continue;
    // "$34.00 USD" (Shopify prints the code after every price): the code names the sign's currency.
    const trailing = g.s1 === undefined ? null : TRAILING_CODE.exec(after);
    if (trailing !== null && isCurrencyCode(trailing[1]!) && signStandsFor(g.s1!, trailing[1]!)) {
      currency = trailing[1]!;
      end += trailing[0].length;
      after = after.slice(trailing[0].length);
    }
    const beside = periodBeside(after, text.slice(Math.max(0, m.index - BEFORE_CHARS), m.index));
    out.push({
      // From the text as written: "٩٩ ر.س", not the Western digits it was read in.
      raw: source
        .slice(m.index - beside.before.length, end + beside.after.length)
        .replace(/\s+/g, ' ')
        .trim(),
      amount,
      currency,
      period: beside.period,
      per: beside.per,
      index: m.index,
    });
  }
  return out;
}

/** Languages whose shops may write Arabic-Indic or Persian digits ("٩٩٫٩٩ ر.س", "۹۹ تومان"). */
const EASTERN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'ur', 'ps', 'ckb', 'ku']);

/**
 * The text with Arabic-Indic and Persian digits, and the Arabic decimal and thousands separators, as Western ones, one
 * character for one, so every index stays where it was. Only on pages in a language that writes them: other pages
 * pay nothing.
 */
function withWesternDigits(text: string, locale: PriceLocale): string {
  const language = primarySubtag(locale.lang);
  if (!EASTERN_DIGIT_LANGUAGES.has(language) || !/[\u0660-\u066c\u06f0-\u06f9]/.test(text)) return text;
  return text.replace(/[\u0660-\u066c\u06f0-\u06f9]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    if (code >= 0x06f0) return String.fromCharCode(code - 0x06f0 + 48);
    return code <= 0x0669 ? String.fromCharCode(code - 0x0660 + 48) : c;
  });
}

/** "Contact sales", "request a quote": the price is withheld from the page. */
export const CONTACT_SALES =
  /\b(?:contact (?:sales|us for (?:pricing|a quote))|talk to sales|request (?:a )?(?:quote|pricing)|get a quote|custom pricing|call for pricing|preis auf anfrage|sur devis)\b/i;

/** The same in more languages: read only on pages not in English. */
const CONTACT_SALES_ELSEWHERE =
  /precio a consultar|consultar precio|solicitar presupuesto|sob consulta|solicite um orçamento|prezzo su richiesta|prijs op aanvraag|cena na zapytanie|zapytaj o cenę|cena na dotaz|cena dohodou|fiyat için (?:bize )?ulaşın|fiyat teklifi al|teklif al|pris på förfrågan|pris på forespørgsel|pris på forespørsel|цена по запросу|ціна за запитом|ціна договірна|preț la cerere|ár megegyezés szerint|ár egyeztetés|giá liên hệ|liên hệ báo giá|hubungi kami untuk harga|harga hubungi|สอบถามราคา|מחיר לפי בקשה|צרו קשר לקבלת הצעת מחיר|السعر عند الطلب|اطلب عرض سعر|お見積もり|要見積|価格はお問い合わせ|询价|联系销售|詢價|聯繫銷售|가격 문의|견적 문의/i;

/**
 * The first "contact sales" or "price on request" phrase in the text, in English or, on a page not in English, in its
 * language ("Preis auf Anfrage", "цена по запросу", "お見積もり"), or null.
 *
 * @example
 * ```ts
 * contactSalesIn('Enterprise: цена по запросу', 'ru')?.[0]; // 'цена по запросу'
 * ```
 */
export function contactSalesIn(text: string, lang: string | undefined): RegExpExecArray | null {
  const english = CONTACT_SALES.exec(text);
  if (english !== null || isEnglish(lang)) return english;
  return CONTACT_SALES_ELSEWHERE.exec(text);
}

/** Words that show the site sells subscriptions (so a billing period is expected next to prices), anywhere on it. */
export const RECURRING = /\b(?:per month|per year|annually|billed|pricing plans|free trial|abonnement)\b/i;
/** The words of `RECURRING` that are a billing period, which a price may hold. */
const PERIOD_WORDS = /^(?:per month|per year|annually)$/i;
/**
 * Words that show it only beside a price: a newsletter's "Subscribe" button, a "monthly newsletter" or a "Plans"
 * menu item elsewhere on a shop's page sells nothing by the month.
 */
const RECURRING_NEAR = /\b(?:subscription|subscribe|monthly|plans?|abo)\b/i;
/** Characters on each side of a price read for `RECURRING_NEAR`: the plan card or sentence around it. */
const RECURRING_REACH = 150;

/**
 * Words that show something can be bought here. "Proceed to checkout" and "Checkout now" are read whole, so that a
 * bare "checkout" (a word of prose as often as a button) can be told from them.
 */
export const PURCHASE =
  /\b(?:add to (?:cart|basket|bag)|buy (?:now|it now)|(?:proceed to |go to |secure )?checkout(?: now)?|order now|in den warenkorb|ajouter au panier|añadir al carrito|start (?:your )?free trial|subscribe now|get started for|upgrade now)\b/i;

/** The same in more languages: read only on pages not in English, so English pages pay nothing for them. */
const RECURRING_ELSEWHERE =
  /abonament|suscripción|assinatura|abbonamento|订阅|訂閱|包月|包年|定期購入|定期便|サブスク|月額|年額|구독|подписк|підписк|abonelik|előfizetés|předplatné|langganan|prenumeration|abonnemang|gói cước|สมัครสมาชิก|รายเดือน|מנוי|اشتراك|सदस्यता/i;
const PURCHASE_ELSEWHERE =
  /jetzt kaufen|acheter maintenant|comprar ahora|aggiungi al carrello|adicionar ao carrinho|in winkelwagen|dodaj do koszyka|kup teraz|köp nu|カートに入れる|カートに追加|今すぐ購入|購入手続き|立即购买|立即購買|加入购物车|加入購物車|立即订阅|장바구니|구매하기|в корзину|купить|sepete ekle|hemen al|satın al|læg i (?:indkøbs)?kurv|køb nu|lägg i (?:varukorgen|varukorg|kundvagnen|kundvagn)|legg i (?:handlekurven|handlekurv|handlevognen|handlevogn)|kjøp nå|(?:přidat|vložit) do košíku|koupit (?:nyní|teď|ihned)|додати (?:в|до) кошик|купити (?:зараз|в один клік)|thêm vào giỏ(?: hàng)?|mua ngay|đặt mua|หยิบใส่ตะกร้า|เพิ่มลงตะกร้า|เพิ่มไปยังตะกร้า|ใส่ตะกร้า|ซื้อเลย|ซื้อทันที|beli sekarang|tambah(?:kan)? ke keranjang|masukkan (?:ke )?keranjang|הוספה לסל|הוסף לסל|הוספה לעגלה|הוסף לעגלה|קנה עכשיו|לקנייה|kosárba|megveszem|adaugă în co[șş]|cumpără acum|acquista ora|compra ora|comprar agora|добави в количката|купи сега|أضف إلى السلة|أضف للسلة|اشتر(?:ِ)? الآن|कार्ट में जोड़ें|अभी खरीदें/i;

/**
 * True when a language tag names English (`en`, `en-GB`): words of other languages are then left unread.
 *
 * @example
 * ```ts
 * isEnglish('en-US'); // true
 * isEnglish(undefined); // false
 * ```
 */
export function isEnglish(lang: string | undefined): boolean {
  return lang !== undefined && /^en(?:$|[-_])/i.test(lang.trim());
}

/**
 * True when the text speaks of subscriptions, in English or, on a page not in English, in its language. Given the
 * prices found in it, the words that also mean other things ("Subscribe" to a newsletter, "Plans" in a menu) count
 * only beside one of them, and a period that is a price's own ("£9,535 per year" of a university's fees) not at all.
 *
 * @example
 * ```ts
 * isRecurringText('专业版 ¥199，立即订阅', 'zh'); // true
 * isRecurringText('Trail shoe $129.95 … Get our newsletter: Subscribe', 'en', findPrices('Trail shoe $129.95')); // false
 * ```
 */
export function isRecurringText(
  text: string,
  lang: string | undefined,
  prices?: readonly Pick<TextPrice, 'index' | 'raw'>[],
): boolean {
  if (!isEnglish(lang) && RECURRING_ELSEWHERE.test(text)) return true;
  if (prices === undefined) return RECURRING.test(text) || RECURRING_NEAR.test(text);
  // A price's own period ("£9,535 per year") says how often it is paid, not that the site sells subscriptions.
  const words = new RegExp(RECURRING.source, 'gi');
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    const at = m.index;
    if (!PERIOD_WORDS.test(m[0]) || !prices.some((p) => at >= p.index && at < p.index + p.raw.length))
      return true;
  }
  return prices.some((p) =>
    RECURRING_NEAR.test(
      text.slice(Math.max(0, p.index - RECURRING_REACH), p.index + p.raw.length + RECURRING_REACH),
    ),
  );
}

/**
 * The first purchase button or phrase in the text ("Add to cart", "カートに入れる"), or null.
 *
 * @example
 * ```ts
 * purchaseIn('3,080円 カートに入れる', 'ja')?.[0]; // 'カートに入れる'
 * ```
 */
export function purchaseIn(text: string, lang: string | undefined): RegExpExecArray | null {
  const english = PURCHASE.exec(text);
  if (english !== null || isEnglish(lang)) return english;
  return PURCHASE_ELSEWHERE.exec(text);
}

/**
 * Every purchase phrase in the text, in order: the English ones, then, on a page not in English, those of its
 * language. Lazy, so a caller that finds what it needs stops the scan there.
 *
 * @example
 * ```ts
 * [...purchasePhrases('Faster checkout. Add to cart', 'en')].map((m) => m[0]); // ['checkout', 'Add to cart']
 * ```
 */
export function* purchasePhrases(text: string, lang: string | undefined): Generator<RegExpExecArray> {
  const sources = isEnglish(lang) ? [PURCHASE] : [PURCHASE, PURCHASE_ELSEWHERE];
  for (const source of sources) {
    const re = new RegExp(source.source, `${source.flags}g`);
    for (let m = re.exec(text); m !== null; m = re.exec(text)) yield m;
  }
}

/**
 * Purposes an employer funds ("home-office stipend", "wellness allowance", "commuter subsidy"): the amount beside
 * them is what staff receive, not what the site charges.
 */
const BENEFIT_PURPOSE =
  'learning|training|education(?:al)?|(?:professional |personal |career )?development|l&d|conference|books?|home[- ]?office|office|equipment|hardware|gear|set-?up|wellness|well-?being|(?:mental )?health|fitness|gym|travel|co-?working|remote(?:[- ]work(?:ing)?)?|internet|phone|mobile|meals?|lunch|commut(?:er|ing)|transit|relocation|childcare|tech(?:nology)?|laptop|workspace|workstation|sabbatical';
/**
 * The purposes a "budget" is a benefit for ("learning budget", "home office budget"). Not travel, office or food:
 * "holidays for every travel budget" and "furniture for any office budget" are a shop's.
 */
const BUDGET_PURPOSE =
  'learning|training|education(?:al)?|(?:professional |personal |career )?development|l&d|conference|books?|home[- ]?office|equipment|hardware|set-?up|wellness|well-?being|remote(?:[- ]work(?:ing)?)?|co-?working|workspace';
/**
 * Words that make an amount pay or a benefit an employer gives: a funded purpose's stipend, allowance, reimbursement
 * or subsidy, a learning or home-office budget, a stipend, a named bonus, a salary or pay range, a budget or
 * allowance "of" an amount; in German, French, Spanish and Dutch, salaries and the learning and home-office budgets
 * (Weiterbildungsbudget, budget formation, thuiswerkvergoeding). Not "pension", "401(k)", "compensation" or
 * "benefits" alone, nor "travel packages" or "health fund": payroll, insurance and travel sites sell those.
 */
const BENEFIT = new RegExp(
  `(?<!\\p{L})(?:(?:${BENEFIT_PURPOSE})[\\s-]+(?:stipends?|allowances?|reimbursements?|subsid(?:y|ies))|(?:${BUDGET_PURPOSE})[\\s-]+budgets?|stipends?|per diem|reimburs(?:e|es|ed|ing|ements?)|(?:signing|sign-on|referral|joining|annual|yearly|performance|holiday|retention|relocation|year-end|target) bonus(?:es)?|relocation (?:package|assistance|support)|(?:bonus(?:es)?|budget|allowance|stipend) of|salary|salaries|(?:total |base )compensation|compensation (?:range|band|package)|base pay|pay (?:range|band|scale)|on-target earnings|401\\(?k\\)? match(?:ing)?|(?:weiterbildungs|fortbildungs|bildungs|lern|home-?office|gesundheits|fitness|mobilitäts|essens|sport)(?:budget|zuschuss|pauschale)|(?:jahres|brutto|grund|ziel)?gehalt|gehaltsspanne|budget (?:de )?formation|forfait (?:mobilités?|télétravail)|salaire|presupuesto (?:de|para) formaci[oó]n|salario|sueldo|(?:thuiswerk|reiskosten|opleidings|studie|fiets)(?:vergoeding|budget)|salaris)(?!\\p{L})`,
  'iu',
);
/**
 * The stems every `BENEFIT` word holds, tested first: a plain expression over the short windows, so that the many
 * prices of a shop's listing pay almost nothing for the full one.
 */
const BENEFIT_STEM =
  /budget|stipend|allowance|reimburs|subsid|bonus|salar|compensation|pay |earnings|401|per diem|relocation|gehalt|zuschuss|pauschale|formation|forfait|salaire|presupuesto|sueldo|vergoeding/i;

/** What joins the two ends of a range ("$120,000 – $150,000", "€50k to €60k", "45.000 bis 55.000 €"). */
const RANGE_JOIN = /^\s*(?:[-\u2013\u2014~]|to|and|bis|à|a|al|tot)\s*$/i;
/** Characters read before and after an amount for `BENEFIT`, within its sentence. */
const BENEFIT_BEFORE = 80;
const BENEFIT_AFTER = 40;

/** A sentence or list item ends before the words beside an amount that belong to it. */
const CLAUSE_END = /[.!?;]\s|[\n。！？；]/g;

function afterLastClauseEnd(text: string): string {
  let start = 0;
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(text); m !== null; m = CLAUSE_END.exec(text)) start = m.index + m[0].length;
  return text.slice(start);
}

function beforeFirstClauseEnd(text: string): string {
  CLAUSE_END.lastIndex = 0;
  const m = CLAUSE_END.exec(text);
  return m === null ? text : text.slice(0, m.index);
}

/**
 * The amounts among `prices` (all found in `text`, in order) that are pay or benefits an employer gives, not what the
 * site charges, each with the word that says so: a careers page's "$2,000 yearly learning budget", "Home office
 * budget of $1,500", "Salary: $140,000 – $170,000". The words are read in the amount's own sentence or list item,
 * back to the amount before it and at most 80 characters, or after it up to the next and at most 40; a range's two
 * ends are read as one amount. A price per user, seat or employee is charged, whatever stands beside it (an HR
 * platform's "wellness stipends for $4 per employee per month"). Reads short windows only.
 *
 * @example
 * ```ts
 * const text = 'Benefits\n$2,000 yearly learning budget\nHome office budget of $1,500';
 * [...givenAmounts(text, findPrices(text)).values()]; // ['learning budget', 'budget of']
 * ```
 */
export function givenAmounts(text: string, prices: readonly TextPrice[]): Map<TextPrice, string> {
  const out = new Map<TextPrice, string>();
  for (let i = 0; i < prices.length; ) {
    // The range that starts here: its ends are joined by a dash, "to" or "bis".
    let last = i;
    while (
      last + 1 < prices.length &&
      RANGE_JOIN.test(
        text.slice(prices[last]!.index + prices[last]!.raw.length, prices[last + 1]!.index).slice(0, 12),
      )
    )
      last++;
    const first = prices[i]!;
    const end = prices[last]!.index + prices[last]!.raw.length;
    const previous = prices[i - 1];
    const next = prices[last + 1];
    const from = Math.max(previous ? previous.index + previous.raw.length : 0, first.index - BENEFIT_BEFORE);
    const to = Math.min(next ? next.index : text.length, end + BENEFIT_AFTER);
    const before = text.slice(from, first.index);
    const after = text.slice(end, Math.max(end, to));
    const word =
      BENEFIT_STEM.test(before) || BENEFIT_STEM.test(after)
        ? (BENEFIT.exec(afterLastClauseEnd(before)) ?? BENEFIT.exec(beforeFirstClauseEnd(after)))
        : null;
    if (word !== null) {
      for (let k = i; k <= last; k++) if (prices[k]!.per === null) out.set(prices[k]!, word[0]);
    }
    i = last + 1;
  }
  return out;
}
