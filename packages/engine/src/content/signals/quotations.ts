/** Quotations in running text, and whether a speaker is named next to them. */

import { blankRuns } from '../words.ts';

/**
 * Quoted text in running text: an opening mark, up to 400 characters, a closing mark. Short pairs match too (and are
 * skipped by `inlineQuotes`): a pair only a quotation's length could match let the scan restart at the closing mark
 * of a short quoted term (l'effetto "camice bianco", …) and pair it with the next quotation's opening mark. A
 * straight mark after a digit is an inch mark (a 12" pizza), not an opening one.
 */
const QUOTED = /[“"«„](?<![0-9]")([^”"»“]{0,400})[”"»“]/g;
/** Quotations shorter than this are quoted terms ("camice bianco"), not speech. */
const MIN_QUOTE = 20;
/**
 * Verbs that say who spoke, in English and in the other languages we see most (de, fr, es, pt, it, nl, pl, cs, id, tr,
 * sv, da, nb, he, ru, uk). Turkish "diye" ("saying") stands for the verb after it ("…" diye konuştu).
 */
const SPEECH_VERB = [
  'said|says|explains?|explained|notes?|noted|writes?|wrote|told|adds?|added',
  'sagt|sagte|sagten|erklärt|erklärte|betont|betonte|meint|meinte|berichtet|berichtete|schreibt|schrieb|ergänzt|ergänzte|warnt|warnte|fügte hinzu|fügt hinzu',
  'dit|a dit|déclare|a déclaré|explique|a expliqué|affirme|a affirmé|souligne|a souligné|ajoute|a ajouté|précise|a précisé|estime|a estimé|raconte|a raconté',
  'dijo|dice|explicó|explica|afirmó|afirma|señaló|señala|añadió|añade|declaró|aseguró|asegura|comentó',
  'disse|diz|explicou|afirmou|declarou|acrescentou|acrescenta|contou|ressaltou|destacou',
  'ha detto|spiega|ha spiegato|afferma|ha affermato|aggiunge|ha aggiunto',
  'zei|zegt|vertelt|vertelde|legt uit|legde uit|verklaarde|schrijft|schreef|benadrukt|benadrukte',
  'powiedział|powiedziała|mówi|mówił|mówiła|wyjaśnia|wyjaśnił|wyjaśniła|dodał|dodała|dodaje|twierdzi|podkreśla|podkreślił|podkreśliła|zaznacza|zaznaczył|zaznaczyła',
  'řekl|řekla|říká|uvedl|uvedla|uvádí|upozorňuje|upozornil|upozornila|vysvětluje|vysvětlil|vysvětlila|dodal|dodala|dodává|tvrdí|zdůraznil|zdůraznila|zdůrazňuje|poznamenal|poznamenala',
  'berkata|kata|katanya|ujar|ujarnya|ungkap|ungkapnya|jelasnya|menjelaskan|mengatakan|menambahkan|tambahnya|tuturnya',
  'dedi|diyor|diye|söyledi|söylüyor|belirtti|açıkladı|ekledi|vurguladı|anlattı',
  'säger|sa|sade|berättar|berättade|förklarar|förklarade|menar|skriver|skrev|tillägger|tillade|betonar|betonade',
  'siger|sagde|sier|fortæller|fortalte|forteller|forklarer|forklarede|forklarte|tilføjer|tilføjede|legger til',
  'אמר|אמרה|אומר|אומרת|הסביר|הסבירה|מסביר|מסבירה|הוסיף|הוסיפה|ציין|ציינה|סיפר|סיפרה',
  'сказал|сказала|говорит|отметил|отметила|пояснил|пояснила|заявил|заявила|добавил|добавила|сказав|каже|зазначив|зазначила|пояснив|заявив|додав|додала',
].join('|');
/** "According to" before a name, in those languages; "aldus Name" (nl) after a quotation. */
const ACCORDING_TO =
  "[Aa]ccording to|[Ll]aut|[Ss]elon|[Dd]'après|[Ss]egún|[Ss]egundo|[Ss]econdo|[Ww]edług|[Vv]olgens|[Pp]odle|[Mm]enurut|[Ee]nligt|[Ii]følge|לדברי|לפי|על פי|[Пп]о словам|[Зз]а словами";
/** "According to" after the name: Turkish "Demirtaş'a göre", Korean "김 과장에 따르면". */
const ACCORDING_TO_AFTER_NAME = String.raw`\sgöre|에 따르면`;
/**
 * Korean quotes end in a quotative particle and the verb, glued to the closing mark: "…"고 말했다 ("said"),
 * "…"라고 설명했다 ("explained"), with up to three words (the speaker) between them, or "…"이라면서 ("saying …, he") before
 * the next clause.
 */
const KOREAN_SAID = String.raw`(?:이?라)?(?:고\s(?:[^\s"“”]+\s){0,3}?[^\s"“”]*?(?:말했|밝혔|설명했|강조했|전했|덧붙였|지적했|말한|밝힌|말합니다|밝혔습니다|설명했습니다)|면서도?\s|며\s)`;
const NAME = String.raw`\p{Lu}[\p{L}.'-]+(?:\s\p{Lu}[\p{L}.'-]+)*`;
const AFTER_VERB = String.raw`(?:${SPEECH_VERB}|a-t-(?:il|elle))(?![\p{L}\p{M}])`;
/**
 * A speaker right after a quotation. German "so Name" only after a comma and with a name of two letters or more
 * ("…“, so Brenner"): an English quotation followed by "so I …" names no speaker.
 */
/** A pronoun speaking, as news copy names a speaker already introduced ("…," he said). */
const PRONOUN = '(?:[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I)';
const SPEAKER_AFTER = new RegExp(
  String.raw`^\s*(?:,\s*so\s\p{Lu}[\p{L}\p{M}]|[,.]?\s*(?:[—–-]\s*\p{Lu}|[—–-]?\s*${AFTER_VERB}|(?:${ACCORDING_TO})(?![\p{L}\p{M}])|aldus\s\p{Lu}|(?:${NAME}|${PRONOUN}),?\s(?:${SPEECH_VERB})(?![\p{L}\p{M}])|${KOREAN_SAID}))`,
  'u',
);
/**
 * A speaker right before a quotation: "Name said:", "according to Name,", and a speaker whose verb a few words part
 * from the colon ("Kelsey Hightower put it well years ago:", "as Jane Doe wrote in 2019:").
 */
const SPEAKER_BEFORE = new RegExp(
  String.raw`(?:${NAME}(?:,[^,]{1,60},)?\s(?:${SPEECH_VERB.replace('told', 'told [^:,]{1,30}')}|puts it)|${PRONOUN}\s(?:${SPEECH_VERB})(?=\s?[,:])|${NAME}(?:,[^,]{1,60},)?\s(?:${SPEECH_VERB}|puts? it)(?:\s[\p{L}\p{M}\d'’]+){1,5}(?=:)|(?:${ACCORDING_TO}) [^,:]{2,60}(?:,[^,:]{2,60})?|${ACCORDING_TO_AFTER_NAME})\s?[,:]?\s*$`,
  'u',
);
/** Characters between an attributed quotation and the next one that still continue it, in the same paragraph. */
const CONTINUATION_GAP = 200;

export interface InlineQuote {
  text: string;
  attributed: boolean;
}

/** Quotations written with quotation marks in running text, and whether a speaker is named next to them. */
export function inlineQuotes(text: string, max = 50): InlineQuote[] {
  const out: InlineQuote[] = [];
  // Where the last quotation ended when it was attributed, else -1.
  let lastAttributed = -1;
  // Restarted rather than copied, as in `statistics`.
  const re = QUOTED;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && out.length < max; m = re.exec(text)) {
    const inner = m[1]!;
    if (inner.length < MIN_QUOTE) continue;
    // Fewer than five words: fewer than four runs of blanks inside (what splitting at blanks would count).
    if (blankRuns(inner) < 4) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    // A quotation that goes on after its speaker in the same paragraph ("…," said Name, who … "This is …") is theirs
    // too: paragraphs are joined by line breaks.
    const continues =
      lastAttributed >= 0 &&
      m.index - lastAttributed <= CONTINUATION_GAP &&
      !text.slice(lastAttributed, m.index).includes('\n');
    const attributed = continues || SPEAKER_AFTER.test(after) || SPEAKER_BEFORE.test(before);
    out.push({ text: inner, attributed });
    lastAttributed = attributed ? m.index + m[0].length : -1;
  }
  return out;
}
