/** Sentences of a text, by the locale's segmenter, and the abbreviations after which a full stop ends none. */

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string | null): Intl.Segmenter {
  const key = lang ?? 'en';
  let known = segmenters.get(key);
  if (!known) {
    try {
      known = new Intl.Segmenter(key, { granularity: 'sentence' });
    } catch {
      known = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(key, known);
  }
  return known;
}

/**
 * Titles and common abbreviations that a name or number follows: a full stop after them ends no sentence. The Thai
 * titles are those of doctors and academics (นพ. and พญ. male and female physician, ทพ./ทพญ. dentist, ภก./ภญ.
 * pharmacist, ดร. doctor, ศ./รศ./ผศ. professor, associate and assistant professor).
 */
export const ABBREVIATION = String.raw`(?:Dr|Dres|Prof|Mr|Mrs|Ms|Mme|Mlle|St|Sr|Sra|Srta|Jr|Nr|Hr|ca|bzw|vgl|z|d|u|z\.\s?B|d\.\s?h|u\.\s?a|นพ|พญ|ทพญ?|ภ[กญ]|ดร|[รผ]?ศ)\.`;
/** A segment the segmenter ended at such an abbreviation ("Dr. ", "Wir empfehlen z. "). */
const ENDS_WITH_ABBREVIATION = new RegExp(String.raw`(?:^|[^\p{L}.])${ABBREVIATION}\s*$`, 'u');

/**
 * Calls `visit` with each sentence of a text (Intl.Segmenter, locale-aware; line breaks end sentences too) until
 * it returns false: a reader that needs the first few hundred words stops segmenting there. The segmenter ends a
 * sentence after "Dr." or "z. B." (it knows no abbreviations); such a piece is joined to the next.
 *
 * @example
 * ```ts
 * eachSentence('One. Two.\nThree', 'en', (s) => (console.log(s), true)); // One. / Two. / Three
 * ```
 */
export function eachSentence(text: string, lang: string | null, visit: (sentence: string) => boolean): void {
  // One segmenter pass over the whole text, not one per line (each pass costs a setup about as dear as a short
  // line's segmentation): a line feed is a hard sentence break (UAX #29 SB4: ParaSep ÷), no rule looks past one,
  // and it stays at the end of the segment it closes, where trimming removes it; so the trimmed segments are the
  // same as line by line.
  let pending = '';
  for (const { segment } of segmenter(lang).segment(text)) {
    const piece = pending + segment;
    pending = '';
    // Only a piece that ends in a full stop and a space (not a line break) can be an abbreviation cut short.
    const last = piece.charCodeAt(piece.length - 1);
    if (last === 32 && piece.charCodeAt(piece.length - 2) === 46 && ENDS_WITH_ABBREVIATION.test(piece)) {
      pending = piece;
      continue;
    }
    const s = piece.trim();
    if (s !== '' && !visit(s)) return;
  }
  const s = pending.trim();
  if (s !== '') visit(s);
}

/** Sentences of a text (see `eachSentence`), at most `max`. */
export function sentences(text: string, lang: string | null, max = 10_000): string[] {
  const out: string[] = [];
  if (max <= 0) return out;
  eachSentence(text, lang, (s) => out.push(s) < max);
  return out;
}
