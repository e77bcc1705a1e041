/**
 * Billing periods and per-unit words written beside a price, in the languages sites sell in: after it ("$29/mo",
 * "19,99 € pro Monat", "49 zł/mies.", "¥199/年", "990 ₽ в месяц") or, in Chinese, Japanese and Korean, before it
 * ("月額 980円", "每人每月 29元", "월 9,900원").
 */

import { TAX_NOTE } from './tax-notes.ts';

export type BillingPeriod = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year' | 'one-time';

/** Period words written in letters, lower case; a dot after one ("mies.", "мес.") is read with it. */
const WORDS: Readonly<Record<BillingPeriod, readonly string[]>> = {
  hour: [
    'hour',
    'hr',
    'h',
    'stunde',
    'heure',
    'hora',
    'godzina',
    'godz.',
    'час',
    'saat',
    'jam',
    'giờ',
    'hodina',
    'hod.',
    'óra',
    'שעה',
    'לשעה',
    'ชั่วโมง',
  ],
  day: [
    'day',
    'daily',
    'tag',
    'täglich',
    'jour',
    'día',
    'dia',
    'dzień',
    'день',
    'giorno',
    'gün',
    'günlük',
    'hari',
    'ngày',
    'วัน',
    'nap',
    'יום',
    'ליום',
    'døgn',
    'zi',
  ],
  week: [
    'week',
    'wk',
    'weekly',
    'woche',
    'wöchentlich',
    'semaine',
    'semana',
    'tydzień',
    'неделю',
    'settimana',
    'hafta',
    'haftalık',
    'minggu',
    'tuần',
    'สัปดาห์',
    'týden',
    'hét',
    'שבוע',
    'לשבוע',
    'тиждень',
    'vecka',
    'veckan',
    'uge',
    'ugen',
    'uke',
    'uken',
    'săptămână',
  ],
  month: [
    'month',
    'mo',
    'mth',
    'monthly',
    'monat',
    'monatlich',
    'monatl.',
    'mon.',
    'mtl.',
    'mois',
    'mensuel',
    'mensuels',
    'mensuelle',
    'mensuelles',
    'mes',
    'mensual',
    'mensuales',
    'mese',
    'mensile',
    'mensili',
    'mês',
    'mensal',
    'mensais',
    'mensalmente',
    'mensualmente',
    'pcm',
    'p/m',
    'maand',
    'maandelijks',
    'mies.',
    'miesiąc',
    'miesięcznie',
    'mc',
    'm-c',
    'msc',
    'месяц',
    'мес.',
    'мес',
    'ежемесячно',
    'месец',
    'месечно',
    'місяць',
    'міс.',
    'міс',
    'měsíc',
    'měs.',
    'měs',
    'měsíčně',
    'mån',
    'månad',
    'månaden',
    'måned',
    'måneden',
    'md.',
    'md',
    'mnd',
    'hó',
    'hónap',
    'havonta',
    'ay',
    'aylık',
    'bulan',
    'bln',
    'tháng',
    'เดือน',
    'شهر',
    'شهريا',
    'شهريًا',
    'חודש',
    'לחודש',
    'בחודש',
    'ต่อเดือน',
    'щомісяця',
    'lună',
    'luna',
    'lunar',
    'månedligt',
    'månedlig',
    'månadsvis',
    'månatligen',
    'माह',
    'महीना',
  ],
  quarter: ['quarter', 'quarterly', 'quartal', 'trimestre', 'kwartał', 'квартал'],
  year: [
    'year',
    'yr',
    'annum',
    'yearly',
    'annually',
    'annual',
    'jahr',
    'jährlich',
    'an',
    'année',
    'annuel',
    'annuels',
    'annuelle',
    'año',
    'ano',
    'anual',
    'anuales',
    'anuais',
    'p.a.',
    'p/a',
    'anno',
    'annuale',
    'jaar',
    'jaarlijks',
    'rok',
    'rocznie',
    'год',
    'ежегодно',
    'годишно',
    'рік',
    'ročně',
    'år',
    'året',
    'év',
    'évente',
    'yıl',
    'yıllık',
    'tahun',
    'thn',
    'năm',
    'ปี',
    'سنة',
    'سنويا',
    'سنويًا',
    'שנה',
    'לשנה',
    'בשנה',
    'ต่อปี',
    'щороку',
    'årligt',
    'årlig',
    'årligen',
    'साल',
    'वर्ष',
  ],
  'one-time': ['one-time', 'one time', 'once', 'lifetime', 'einmalig', 'jednorazowo'],
};

/** Period words in Chinese, Japanese and Korean, which sit against the price without a space. */
const CJK_WORDS: Readonly<Record<BillingPeriod, readonly string[]>> = {
  hour: ['時間', '小时'],
  day: ['日', '天'],
  week: ['週', '周'],
  month: [
    '月額',
    '毎月',
    '每月',
    '按月',
    '月々',
    'ヶ月',
    'か月',
    'カ月',
    'ヵ月',
    '箇月',
    '月付',
    '月',
    '매월',
    '월간',
    '개월',
    '월',
  ],
  quarter: ['四半期', '季度', '每季'],
  year: ['年額', '毎年', '每年', '按年', '年間', '年付', '年', '매년', '연간', '년'],
  'one-time': ['買い切り', '一次性'],
};

/**
 * Short words that may follow a price after a bare space ("$29 mo", "$10 day"), as they always could; other short
 * words need a slash or "per" first ("par an": "5 € an die Tafel" is a donation, not a yearly price).
 */
const LEGACY_BARE = new Set([
  'hour',
  'hr',
  'day',
  'week',
  'wk',
  'month',
  'mo',
  'mth',
  'monat',
  'mois',
  'mes',
  'quarter',
  'year',
  'yr',
  'annum',
  'jahr',
  'año',
  'ano',
  'monthly',
  'yearly',
  'annually',
  'annual',
  'weekly',
  'daily',
  'one-time',
  'one time',
  'once',
  'lifetime',
]);

const PERIOD_OF = new Map<string, BillingPeriod>();
for (const table of [WORDS, CJK_WORDS])
  for (const [period, words] of Object.entries(table) as [BillingPeriod, readonly string[]][])
    for (const word of words) PERIOD_OF.set(word.replace(/\.$/, ''), period);

// Employees are how HR, payroll, rota and time-tracking tools price ("6 € / Mitarbeiter / Monat", "€ 3,50 per
// medewerker per maand", "$6 per employee per month").
const UNITS =
  'users?|seats?|members?|editors?|agents?|licen[cs]es?|persons?|employees?|nutzer|benutzer|mitarbeiter(?:in|innen)?|mitarbeitenden?|utilisateurs?|salariés?|collaborateurs?|usuarios?|empleados?|użytkownika|pracownik(?:a|ów)?|gebruikers?|medewerkers?|utenti|utente|dipendent[ei]|usuários?|funcionári[oa]s?';
const CJK_UNITS: Readonly<Record<string, string>> = {
  人: 'person',
  ユーザー: 'user',
  用户: 'user',
  席: 'seat',
  名: 'person',
  従業員: 'employee',
  社員: 'employee',
};

const escapeWord = (word: string): string =>
  word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s');
/** Longest first, so "monthly" is read before "month" and "月額" before "月". */
const alternation = (words: Iterable<string>): string =>
  [...words]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map(escapeWord)
    .join('|');

const LATIN = [...Object.values(WORDS).flat()];
const CJK = [...Object.values(CJK_WORDS).flat()];
const CJK_LONG = CJK.filter((w) => w.length > 1);
/** Written before a price: only month and year words ("24小时 ¥99" is a service window, not an hourly rate). */
const CJK_BEFORE = [
  '月額',
  '年額',
  '毎月',
  '每月',
  '毎年',
  '每年',
  '月々',
  '按月',
  '按年',
  '年間',
  '月付',
  '年付',
  '매월',
  '매년',
  '월간',
  '연간',
];
/**
 * Read only after "pe", "per", "mỗi" or a slash: Romanian "lună" (month) is also Italian "luna" (moon), "hari ini" is
 * Indonesian for today, "minggu" also Sunday, "ngày 5/6" a date, "hafta sonu" the weekend, "Mon." Monday.
 */
const NOT_BARE = new Set([
  'lună',
  'luna',
  'hari',
  'minggu',
  'ngày',
  'tuần',
  'hafta',
  'týden',
  'vecka',
  'veckan',
  'mon.',
]);
/** Abbreviations that stand after a price on their own ("£1,200 pcm", "€ 9,99 p/m", "£30,000 p.a."). */
const SHORT_BARE = new Set(['pcm', 'p/m', 'p.a.', 'p/a', 'bln', 'thn']);
const BARE = LATIN.filter(
  (w) => (LEGACY_BARE.has(w) || SHORT_BARE.has(w) || w.length >= 4) && !NOT_BARE.has(w),
);
/**
 * Period words written before a price in languages written in Latin letters ("Aylık 99 TL", "havi 2 990 Ft",
 * "miesięcznie 49 zł"): only directly before it, with at most a colon between.
 */
const LATIN_BEFORE: Readonly<Record<string, BillingPeriod>> = {
  aylık: 'month',
  ayda: 'month',
  yıllık: 'year',
  yılda: 'year',
  haftalık: 'week',
  havi: 'month',
  évi: 'year',
  heti: 'week',
  monatlich: 'month',
  jährlich: 'year',
  měsíčně: 'month',
  ročně: 'year',
  miesięcznie: 'month',
  rocznie: 'year',
};

/** A tax note between the price and its period: "12 € HT / mois", "980円（税込）/月", "99 TL + KDV / ay". */
const TAX = TAX_NOTE;
const SEPARATOR =
  "(?:[/／]\\s*|(?:per|a|an|each|every|pro|pr\\.|par|le|al|por|ao|na|za|im|i|om|в|на|за|em|pe|untuk|mỗi|một|في|ב|प्रति)\\s+|all['’]\\s*)";
const END = '(?![\\p{L}\\p{N}\\p{M}])';
/** A month or year word that starts the next price ("980円 年額 9,800円") is not this price's period. */
const NOT_BEFORE_PRICE = '(?!\\s*[:：]?\\s*[\\d¥￥$€£₩])';
/** "and" between the unit and the period: "6 € pro Mitarbeiter und Monat", "per user and month". */
const UNIT_JOIN = '(?:und|and|et|y|e|en)\\s+';
const UNIT_PART = `(?:(?:${UNITS}|${Object.keys(CJK_UNITS).join('|')})\\s*(?:${SEPARATOR}|${UNIT_JOIN})?)?`;

const PERIOD_AFTER = new RegExp(
  [
    // "/1 month", "/1ヶ月", "/1 tháng": one of the period, as shops also write it.
    `^${TAX}\\s*${SEPARATOR}${UNIT_PART}(?:1\\s?)?(?:(${alternation(LATIN)})${END}|(${alternation(CJK)}))`,
    `^${TAX}\\s*${UNIT_PART}(?:(${alternation(BARE)})${END}|(${alternation(CJK_LONG)})${NOT_BEFORE_PRICE})`,
  ].join('|'),
  'iu',
);
const UNIT_AFTER = new RegExp(
  `^${TAX}\\s*${SEPARATOR}(?:(${UNITS})(?![\\p{L}\\p{N}])|(${Object.keys(CJK_UNITS).join('|')}))`,
  'iu',
);
const BEFORE = new RegExp(
  `(?:(每人|每用户|每位用户|1人あたり|一人あたり|1ユーザーあたり)\\s*)?(${alternation(CJK_BEFORE)}|(?<![\\p{L}\\p{N}])[월연])\\s*[:：]?\\s*$`,
  'u',
);
const BEFORE_LATIN = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}])(${alternation(Object.keys(LATIN_BEFORE))})\\s*[:：]?\\s*$`,
  'iu',
);
/**
 * A setup or activation fee named just before a price ("初期費用は0円", "Setup fee: $0", "Einrichtungsgebühr 49 €"): paid
 * once, so it has no billing period to state.
 */
const SETUP_FEE_BEFORE =
  /(?:初期費用|導入費用|初期導入費用|\bset-?up\s+fee|\bactivation\s+fee|\bonboarding\s+fee|einrichtungsgebühr|\bfrais\s+d['’]installation|\bfrais\s+de\s+mise\s+en\s+service|\bcost[oi]\s+di\s+attivazione|\bcuota\s+de\s+alta|\btaxa\s+de\s+(?:adesão|setup|implantação)|\bopłata\s+aktywacyjna|\beenmalige\s+(?:opstart|instap)kosten)\s*(?:は|:|：|\bis\b|\bof\b|\bvon\b|\bde\b|\bdi\b)?\s*$/i;
/** The dash after a whole amount: "€ 5,-", "5.– Fr.". */
const WHOLE_UNITS_DASH = /^[,.][-\u2013\u2014]{1,2}/;
/** "billed annually" or "monatlich abgerechnet" after a price. */
const BILLED =
  /\b(?:billed|paid|charged|facturé|abgerechnet)\s+(monthly|annually|yearly|quarterly)|\b(monatlich|jährlich)\s+abgerechnet/i;

/** Whether a text holds a Chinese, Japanese or Korean character (the only scripts whose periods come first). */
function hasCjk(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x2e80) return true;
  return false;
}

function unitOf(word: string): string {
  const cjk = CJK_UNITS[word];
  if (cjk !== undefined) return cjk;
  return word.toLowerCase().replace(/s$/, '');
}

function periodOf(word: string): BillingPeriod {
  const w = word.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  // Every word read comes from the tables, except Korean 연 ("year"), read only before a price: on its own it is
  // too common a syllable to list.
  return PERIOD_OF.get(w) ?? 'year';
}

/** The billing period, per-unit word and the text read, found beside one price. */
export interface PeriodReading {
  period: BillingPeriod | null;
  per: string | null;
  /** The period text after the price (appended to its raw text), e.g. `/mies.`. */
  after: string;
  /** The period text before the price (prepended to its raw text), e.g. `每人每月 `. */
  before: string;
}

/**
 * The billing period and per-unit word written beside a price: `after` is the text just after it (some 60
 * characters), `before` the text just before it (some 30).
 *
 * @example
 * ```ts
 * periodBeside('/mies. brutto', ''); // { period: 'month', per: null, after: '/mies.', before: '' }
 * periodBeside('', '团队版 每人每月 '); // { period: 'month', per: 'person', after: '', before: '每人每月 ' }
 * ```
 */
export function periodBeside(text: string, before: string): PeriodReading {
  // "€ 5,- per medewerker / maand": the dash of whole euros (German, Dutch) sits between price and period.
  const dash = WHOLE_UNITS_DASH.exec(text)?.[0] ?? '';
  const after = text.slice(dash.length);
  const match = PERIOD_AFTER.exec(after);
  const unit = UNIT_AFTER.exec(after);
  let per = unit ? unitOf((unit[1] ?? unit[2])!) : null;
  // "月額980円" names its period before the price: that wins over a bare word after it.
  const prefix = (match && match[4] === undefined) || !hasCjk(before) ? null : BEFORE.exec(before);
  if (match && !prefix) {
    const word = match[1] ?? match[2] ?? match[3] ?? match[4];
    return { period: periodOf(word!), per, after: dash + match[0], before: '' };
  }
  if (prefix) {
    if (prefix[1] !== undefined) per = prefix[1].includes('ユーザー') ? 'user' : 'person';
    return { period: periodOf(prefix[2]!), per, after: '', before: prefix[0] };
  }
  const setup = SETUP_FEE_BEFORE.exec(before);
  if (setup !== null) return { period: 'one-time', per, after: '', before: setup[0] };
  const latin = BEFORE_LATIN.exec(before);
  if (latin !== null)
    return { period: LATIN_BEFORE[latin[1]!.toLowerCase()] ?? null, per, after: '', before: latin[0] };
  const billed = BILLED.exec(after);
  const billedWord = billed ? (billed[1] ?? billed[2]) : undefined;
  return { period: billedWord === undefined ? null : periodOf(billedWord), per, after: '', before: '' };
}
