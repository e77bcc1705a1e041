import type { TextPrice } from './prices.ts';

/**
 * Prices a page reports rather than charges: pay ("a stipend of $3,000 per month", "Bruttogehalt 3.200 € pro
 * Monat", "薪资 8000元/月") and rents ("the average rent is $1,650 per month"). A careers page or a city guide that
 * quotes them sells nothing.
 *
 * Rent counts only where a report names it (an average, a median, rents in the plural): "Rent: €900 per month" on
 * a flat's listing is what its owner charges.
 */

const LETTER = '\\p{L}';
/** Words read from their start ("salar" for salary, salario, salaris …), each after a non-letter. */
const STARTS = [
  'salar',
  'salár',
  'salair',
  'stipend',
  'стипенд',
  'stypendi',
  'wages?(?!\\p{L})',
  'earn(?:s|ed|ing|ings)?(?!\\p{L})',
  'incomes?(?!\\p{L}|\\s+(?:protection|insurance))',
  'revenu',
  'pensi[oó]n',
  'pensja',
  'пенси',
  'r[ée]mun[ée]ra',
  'retribuzion',
  'sueldo',
  'ingresos',
  'reddito',
  'rendimento',
  'smic(?!\\p{L})',
  'gagnen?t?(?!\\p{L})',
  'guadagn',
  'ganha',
  'verdien',
  'renten?(?!\\p{L})',
  'wynagrodzen',
  'zarob',
  'dochód',
  'зарплат',
  'заработ',
  'оклад',
  'доход',
  'plat(?!\\p{L})',
  'mzd[ayuo]',
  'příj[ea]m',
  'loyers?(?!\\p{L})',
  '(?:average|median|typical|mean)\\s+(?:monthly\\s+)?rents?(?!\\p{L})',
  'rents(?!\\p{L})',
  'durchschnittsmiete',
  'durchschnittliche\\s+(?:kalt|warm)?miete',
  'mietspiegel',
  'alquiler\\s+(?:medio|promedio)',
  'affitto\\s+medio',
  'alugu[ée][lr]\\s+médio',
  'gemiddelde\\s+huur',
  'czynsz',
  'průměrné\\s+nájemné',
  // Turkish, Hungarian, Indonesian, Vietnamese, Hebrew, Hindi and Ukrainian pay ("lương" alone is also "lương thực",
  // food; Hebrew "שכר" also names tuition, שכר לימוד, which is a price).
  'maaş',
  'fizetés',
  'bérek?(?!\\p{L})',
  'gaji',
  'mức\\s+lương',
  'tiền\\s+lương',
  'lương\\s+(?:tháng|cơ bản)',
  'משכורת',
  'वेतन',
  'заробітн',
  'ortalama\\s+kira',
  'средн(?:яя|ей)\\s+(?:стоимост[ьи]\\s+)?аренд',
  'середн(?:я|ьої)\\s+(?:вартіст[ьі]\\s+)?оренд',
];
/** German, Dutch and Nordic words that end compounds (Bruttogehalt, Mindestlohn, månadslön), read to their end. */
const ENDS = [
  'gehalt(?:s|es)?',
  'gehälter(?:n)?',
  'lohn(?:s|es)?',
  'löhne(?:n)?',
  'vergütung(?:en)?',
  'einkommen(?:s)?',
  'inkomen',
  'salaris',
  'loon',
  'lonen',
  'lön(?:en)?',
  'løn(?:nen)?',
  'lønn(?:en)?',
];
/** Chinese, Japanese and Korean, written without spaces. */
const CJK = [
  '時給',
  '日給',
  '月給',
  '年収',
  '給与',
  '給料',
  '初任給',
  '平均家賃',
  '家賃相場',
  '工资',
  '工資',
  '月薪',
  '年薪',
  '薪资',
  '薪資',
  '薪水',
  '时薪',
  '底薪',
  '平均租金',
  '월급',
  '연봉',
  '시급',
  '급여',
  '평균 월세',
  // Thai and Arabic, whose words sit against the one before them (เงินเดือนเฉลี่ย, الراتب).
  'เงินเดือน',
  'ค่าจ้าง',
  'ค่าแรง',
  'راتب',
  'رواتب',
];

const PAY = new RegExp(
  `(?<!${LETTER})(?:${STARTS.join('|')})|(?:${ENDS.join('|')})(?!${LETTER})|${CJK.join('|')}`,
  'iu',
);
/** A sentence ends before the words beside a price that belong to it. */
const SENTENCE_END = /[.!?]\s|[\n。！？]/g;
const BEFORE_CHARS = 80;
const AFTER_CHARS = 40;

/** The pay or rent word beside a price, with the price it is beside. */
export interface ReportedPrice {
  word: string;
  price: TextPrice;
}

function sinceSentenceStart(text: string): string {
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text))
    start = m.index + m[0].length;
  return text.slice(start);
}

function toSentenceEnd(text: string): string {
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(text);
  return m === null ? text : text.slice(0, m.index);
}

/**
 * The pay or rent word beside each price with a billing period among `prices` (all found in `text`, in order),
 * when every one of them has one: the words of its own sentence, back to the price before it and at most 80
 * characters, or after it up to the next price and at most 40 characters. Null when one has none (or none has a
 * period), so a page that also charges for something is read as selling.
 *
 * @example
 * ```ts
 * const text = 'Interns are paid a stipend of $3,000 per month.';
 * reportedAsPay(text, findPrices(text))?.word; // 'stipend'
 * reportedAsPay('Starter €9 per month.', findPrices('Starter €9 per month.')); // null
 * ```
 */
export function reportedAsPay(text: string, prices: readonly TextPrice[]): ReportedPrice | null {
  let first: ReportedPrice | null = null;
  for (let i = 0; i < prices.length; i++) {
    const price = prices[i]!;
    if (price.period === null) continue;
    const previous = prices[i - 1];
    const next = prices[i + 1];
    const end = price.index + price.raw.length;
    const from = Math.max(previous ? previous.index + previous.raw.length : 0, price.index - BEFORE_CHARS);
    const to = Math.min(next ? next.index : text.length, end + AFTER_CHARS);
    const before = sinceSentenceStart(text.slice(from, price.index));
    const after = toSentenceEnd(text.slice(end, Math.max(end, to)));
    const word = PAY.exec(before) ?? PAY.exec(after);
    if (word === null) return null;
    first ??= { word: word[0], price };
  }
  return first;
}
