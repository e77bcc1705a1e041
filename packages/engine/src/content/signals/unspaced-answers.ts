/** Whether a first sentence asserts or directs in Chinese, Japanese or Thai, which write no blanks between words. */

/** Whether `c` is one of the characters of `set` (never true of the empty string past either end of a text). */
function oneOf(c: string, set: string): boolean {
  return c !== '' && set.includes(c);
}

/**
 * Chinese states with 是 ("寿司是日本料理", "sushi is Japanese food"), 指 ("…指…", "…refers to…"), the formal 为/為
 * ("面积为120平方米"), 称为 "is called", 意味着 "means", 包括 "includes", 属于 "belongs to". Not where 是 is part of
 * 是否 "whether", 但是/可是 "but", 还是 "or", 于是 "so" or 要是 "if"; nor 为 in 因为 "because", 为了 "in order to",
 * 为什么/为何 "why", 为您/为你/为大家 "for you" ("本文为您介绍…"); nor 指 in 指南 "guide", 指数 "index", 指标
 * "indicator", 指定 "designated", 指令 "command", 手指 "finger", 戒指 "ring".
 */
function chineseAssertion(s: string): boolean {
  for (let i = s.indexOf('是'); i >= 0; i = s.indexOf('是', i + 1))
    if (s.charAt(i + 1) !== '否' && !oneOf(s.charAt(i - 1), '但可还還于於要')) return true;
  for (let i = s.indexOf('指'); i >= 0; i = s.indexOf('指', i + 1))
    if (!oneOf(s.charAt(i + 1), '南数數标標定令') && !oneOf(s.charAt(i - 1), '手戒食拇')) return true;
  for (const mark of ['为', '為'])
    for (let i = s.indexOf(mark); i >= 0; i = s.indexOf(mark, i + 1))
      if (!oneOf(s.charAt(i + 1), '了什何您你大') && s.charAt(i - 1) !== '因') return true;
  return ['意味着', '意味著', '包括', '属于', '屬於'].some((w) => s.includes(w));
}

/** Chinese modal words: 可以 "can", 应该/應該 "should", 必须/必須 "must", 需要 "need", 建议/建議 "recommend". */
const CHINESE_DIRECT = ['可以', '应该', '應該', '必须', '必須', '需要', '建议', '建議'];

/**
 * Japanese defines with とは ("寿司とは…", "sushi is…"; not とはいえ/とは言え "even so") and states with a topic or
 * subject (は, が) and a sentence ending in the copula or a polite verb (です, である, だ, ます, ません and their past).
 * "We look forward to your visit" (お待ちしております) has neither は nor が ("thank you", ありがとうございます, has a が
 * and is filler).
 */
const JAPANESE_ENDING = /(?:です|でした|である|であった|だ|だった|ます|ました|ません)[。！]?[」』）]*$/;
/**
 * Japanese instructions and modal words: ください "please do", ましょう "let us, you should", べき "should", 必要
 * "necessary".
 */
const JAPANESE_DIRECT = ['ください', '下さい', 'ましょう', 'べき', '必要'];

function japaneseAssertion(s: string): boolean {
  for (let i = s.indexOf('とは'); i >= 0; i = s.indexOf('とは', i + 1))
    if (s.charAt(i + 2) !== 'い' && s.charAt(i + 2) !== '言') return true;
  return (s.includes('は') || s.includes('が')) && JAPANESE_ENDING.test(s);
}

/**
 * Thai states with คือ "is, namely", เป็น "is, as", หมายถึง "means", ตั้งอยู่ "is located" (not in เป็นต้น "and so on", nor the noun-maker
 * ความเป็น, "-ness", as in ความเป็นมา "background"); modal words ต้อง "must", ควร "should", สามารถ "can", ห้าม "do not".
 */
function thaiAssertion(s: string): boolean {
  if (s.includes('คือ') || s.includes('หมายถึง') || s.includes('ตั้งอยู่')) return true;
  for (let i = s.indexOf('เป็น'); i >= 0; i = s.indexOf('เป็น', i + 1))
    if (!s.startsWith('ต้น', i + 4) && !(i >= 4 && s.startsWith('ความ', i - 4))) return true;
  return false;
}
const THAI_DIRECT = ['ต้อง', 'ควร', 'สามารถ', 'ห้าม'];

/** Hiragana and katakana. */
const KANA = /[\u3040-\u30ff]/;

/**
 * Whether a first sentence asserts or directs in a language written without blanks between words (Chinese,
 * Japanese, Thai), by its characters: such a sentence is one "word" to the word lookup. `language` as in
 * `otherLanguageAnswer`: those languages' own pages, and pages of unknown language (the marks are of their scripts).
 */
export function unspacedAnswer(
  s: string,
  language: string | null,
): 'definition or assertion' | 'direct statement or instruction' | null {
  // Where the language is not known, kana tell Japanese from Chinese: Japanese writes 是 in 是非 "by all means" and
  // 為 in 為替 "exchange".
  const kana = language === null && KANA.test(s);
  if (language === 'zh' || (language === null && !kana)) {
    if (chineseAssertion(s)) return 'definition or assertion';
    if (CHINESE_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  if (language === 'ja' || kana) {
    if (japaneseAssertion(s)) return 'definition or assertion';
    if (JAPANESE_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  if (language === 'th' || language === null) {
    if (thaiAssertion(s)) return 'definition or assertion';
    if (THAI_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  return null;
}

/** The languages whose pages `unspacedAnswer` reads (besides pages of unknown language). */
export const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'th']);
