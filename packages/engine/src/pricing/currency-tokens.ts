/**
 * How currencies are written next to an amount, as pieces of regular expressions (no Unicode mode): the one list the
 * price reader (`prices.ts`) and the figure scan of citability (`content/figures.ts`) both build from, so a form one
 * of them takes for money the other does too. Which currency a marker names is `currencies.ts`'s business.
 */

/** Signs of one character, written before or after the amount ("$5", "12,90 €", "₴99", "99₺"). */
export const CURRENCY_SIGNS = '$€£¥￥₹₩₽₺₪₫฿₦₱₴₸₾₼৳₡₵';

/**
 * The signs whose code unit shares its low seven bits with an ASCII letter: ￥ (U+FFE5, as "e") and ৳ (U+09F3, as
 * "s"). V8 skims a text for the characters a match can start with by those bits, so an expression that may start with
 * one of them stops at every e or s of a text: the figure scan, which runs over every passage, starts with the others
 * only. (The price reader's marker scan starts with capitals and "z" and "K" too, and found no gain without them.)
 */
export const LETTERLIKE_SIGNS = [...CURRENCY_SIGNS]
  .filter((sign) => /[A-Za-z]/.test(String.fromCharCode(sign.charCodeAt(0) & 0x7f)))
  .join('');
/** The other signs, which an expression may start with at no cost. */
export const SKIMMED_SIGNS = [...CURRENCY_SIGNS].filter((sign) => !LETTERLIKE_SIGNS.includes(sign)).join('');

/** Capitals written against "$" to say which dollar: US$, CA$, C$, AU$, A$, NZ$, R$ (the real), HK$, NT$, S$, MX$. */
export const DOLLAR_PREFIX = 'US|CA?|AU?|NZ|R|HK|NT|S|MX';

/** Markers in letters written before the amount ("Rp 99.000", "RM 49", "Rs. 499", "kr 99"). */
export const LETTERS_BEFORE = 'Rp|RM|Rs\\.?|kr\\.?';

/**
 * Codes accepted next to a number in running text: the widely used ones. The full ISO list holds words that are
 * also English ("ALL", "TOP", "CUP"), so "TOP 10" must not read as a price. Upper case only.
 */
export const CURRENCY_CODES =
  'USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|INR|CNY|RMB|BRL|MXN|ARS|CLP|COP|ZAR|SGD|HKD|KRW|TWD|THB|IDR|MYR|PHP|VND|TRY|ILS|AED|SAR|QAR|EGP|NGN|KES|RUB|UAH';

/** Markers that are not letters of a spaced script, written right after the amount: "49 zł", "100 Kč", "3,080円". */
export const MARKS_AFTER = 'zł|Kč|円|元|원';

/** The Gulf and Egyptian shops' abbreviations: riyal (ر.س), dirham (د.إ), pound (ج.م), Kuwaiti dinar, Qatari riyal. */
const ARABIC_ABBREVIATIONS = 'ر\\.س|د\\.إ|ج\\.م|د\\.ك|ر\\.ق';

/**
 * Words written after an amount as its currency in shops ("99 kr", "1 990 Ft", "990 руб."), to be followed by no
 * letter. Words of prose ("6 Euro pro Tag", "500 рублей") are left out: articles write them for allowances, fines
 * and salaries, not prices.
 */
export const WORDS_AFTER = `kr\\.?|Ft|lei|лв\\.?|руб\\.?|грн|TL|đ|VNĐ|บาท|ש["״]ח|${ARABIC_ABBREVIATIONS}`;

/**
 * `WORDS_AFTER` without the words that are also units of measure in English: "Ft" is the forint on a Hungarian page
 * and feet elsewhere, which only a reader that knows the page's language can tell apart.
 */
export const WORDS_AFTER_NOT_UNITS = WORDS_AFTER.replace('Ft|', '');

/** Chinese, Japanese and Korean count in ten-thousands: "5万円" is 50,000 yen, "29.9万元" 299,000 yuan. */
export const CJK_MAGNITUDE = '[万萬만億亿억]';

/**
 * Vietnamese and Thai write large prices in millions before the currency ("2,5 triệu VNĐ", "3.5 ล้านบาท"), with
 * the currencies of their shops only (đồng and "rupiah" written out belong to prose, as "Euro" does).
 */
export const MILLION_CURRENCY_AFTER: Readonly<Record<string, string>> = { triệu: 'VNĐ|VND|đ', ล้าน: 'บาท' };
/** The words for a million of `MILLION_CURRENCY_AFTER`. */
export const MILLION_WORD = Object.keys(MILLION_CURRENCY_AFTER).join('|');
/** The currencies of `MILLION_CURRENCY_AFTER`, after any of its words. */
export const MILLION_CURRENCY = Object.values(MILLION_CURRENCY_AFTER).join('|');

/**
 * Thousands and millions Indonesian, Vietnamese, Thai and Indian prices write after the amount ("Rp 1,5 juta", "Rp
 * 250 ribu", "₹5.5 lakh"), with the factor of each. Billions, and the Indian crore (ten million), are market sizes.
 */
export const LOCAL_SCALE_OF: Readonly<Record<string, number>> = {
  juta: 1e6,
  jt: 1e6,
  triệu: 1e6,
  ล้าน: 1e6,
  ribu: 1e3,
  rb: 1e3,
  nghìn: 1e3,
  ngàn: 1e3,
  แสน: 1e5,
  หมื่น: 1e4,
  lakh: 1e5,
  lakhs: 1e5,
  लाख: 1e5,
};

/**
 * The words of `LOCAL_SCALE_OF` written with spaces, which must end there ("Rp 250 ribu", not "ribuan"; "₹5.5 lakh",
 * Indian prices of cars and flats).
 */
export const LOCAL_SCALE_LATIN = 'juta|jt|ribu|rb|triệu|nghìn|ngàn|lakhs?|लाख';
/** Those in Thai, which is written without spaces ("3.5 ล้านบาท"). */
export const LOCAL_SCALE_THAI = 'ล้าน|แสน|หมื่น';

/**
 * Currencies written out after a word for a thousand, the euro aside: Portuguese and Spanish "5 mil reais", "10 mil
 * pesos", "2 mil dólares".
 */
export const WRITTEN_AFTER_THOUSAND = 'reais|d[óo]lares|pesos';

/** The euro, written out or as its sign, after "mil" ("5 mil euros", "2 mil €"), with the other written currencies. */
export const MIL_WRITTEN = `€|[Ee]uros?|${WRITTEN_AFTER_THOUSAND}`;

/**
 * Portuguese and Spanish thousands before a currency written out or as a sign ("5 mil euros", "2 mil €"), read only
 * where "mil" is a thousand (`isThousandWord`).
 */
export const MIL_CURRENCY = `${MIL_WRITTEN}|${CURRENCY_CODES}`;

/**
 * Currencies English prose writes out after an amount ("5 dollars", "1.200 euros", "300 pounds"), in lower case (read
 * with case ignored). The figure scan takes them for money, so a sum in them asks no source as a price does; the price
 * reader leaves them, as it leaves "6 Euro pro Tag": articles write them for allowances, fines and salaries.
 */
export const PROSE_CURRENCY_WORDS = 'dollars?|euros?|pounds?';

/**
 * Where a currency written in letters ends: before no letter of the scripts shops write them in (Latin, Cyrillic), so
 * "5 TLx" or "99 krone" is no "TL" or "kr".
 */
export const CURRENCY_WORD_END = '(?![A-Za-zÀ-ÿĀ-žА-яЁёІіЇїЄє])';
