/**
 * Openings that point back to text before the passage ("This means …", "As mentioned above", "It also …"): an
 * answer engine quotes a passage without what came before it, so such an opening loses its subject once quoted
 * (geo-anchors §4: self-containment, pronouns at the start). English only, read on the first sentence.
 */

/**
 * A demonstrative standing for something said before, as the subject: "This means", "These are", "That's why",
 * "Those can". A demonstrative before a noun ("This anvil weighs …", "These steps …") names its subject and is not
 * matched, nor "This guide …", which the filler openings judge.
 */
const DEMONSTRATIVE_SUBJECT =
  /^(?:this|that|these|those)(?:['’]s\b|\s+(?:is|are|was|were|means|meant|includes?|included|makes?|made|allows?|allowed|lets|helps?|helped|can|could|will|would|should|may|might|must|has|have|had|does|do|did|gives?|gave|works?|worked|happens?|happened|explains?|explained|shows?|showed|ensures?|requires?|required|keeps|kept|leads?|led|depends|applies|also|alone|all|both)\b|\s+ones?(?![-\w]))/i;

/** "It" or "they" carrying on from before: "It also …", "They then …", "It, too, …". */
const PRONOUN_CONTINUING = /^(?:it|they)(?:\s+(?:also|then|still|too|further)\b|,\s+too\b)/i;

/**
 * Phrases that send the reader back: "As mentioned above", "As we saw", "See above", "The latter …", "Because of
 * this,", "For these reasons", "That said", "In that case", "If so,", "The same is true …". "As noted by the CDC" and
 * "As shown in the 2023 report" cite a source, not earlier text, and are not matched; nor "Above all".
 */
const POINTS_BACK = new RegExp(
  [
    String.raw`as (?:(?:we|I)(?: have)? (?:mentioned|noted|discussed|explained|described|said|saw|seen|covered|outlined)\b|(?:already |previously )?(?:mentioned|noted|discussed|explained|described|stated|covered|outlined)(?: (?:above|earlier|before|previously)\b| in the (?:previous|last|preceding|earlier|first) (?:section|chapter|step|part)\b|(?! (?:by|in|on|at|from)\b))|(?:shown|seen) (?:above|earlier|before|previously)\b)`,
    String.raw`see (?:above|the (?:previous|last|preceding) (?:section|step|part))\b`,
    String.raw`the (?:above|aforementioned|former|latter)\b`,
    String.raw`(?:because of|due to|despite|besides|apart from|in addition to|on top of|as with|unlike|given|other than|for|without|after|before) (?:(?:this|that|these|those)(?=\s*[,.;:]|\s+(?:reasons?|purpose|point|step)\b)|it|them)\b`,
    String.raw`(?:that|this) (?:said|being said)\b|having said (?:that|this)\b|with (?:that|this) (?:said|in mind|out of the way)\b`,
    String.raw`in (?:this|that|such a|either|both) (?:case|situation)s?\b|if (?:so|not),`,
    String.raw`the same (?:is true|goes|applies|holds)\b`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')'),
  'i',
);

/** Words of the opening a finding quotes, so the editor sees what points back. */
const QUOTED_WORDS = 5;

/**
 * The words with which an English first sentence points back to text before its passage, or null when it names its
 * own subject. Only English is read (`language` null, as `pageLanguage` gives it for English and unknown pages): the
 * demonstratives of other languages double as articles and relatives too often to read without a parser.
 *
 * @example
 * ```ts
 * pointsBack('This means the face stays hard.', null); // 'This means the face stays'
 * pointsBack('Cast iron anvils crack under heavy work.', null); // null
 * ```
 */
export function pointsBack(sentence: string, language: string | null): string | null {
  if (language !== null) return null;
  const opening = sentence.trimStart().replace(/^["“'‘(]+/, '');
  if (!DEMONSTRATIVE_SUBJECT.test(opening) && !PRONOUN_CONTINUING.test(opening) && !POINTS_BACK.test(opening))
    return null;
  return opening
    .split(/\s+/, QUOTED_WORDS)
    .join(' ')
    .replace(/[,;:.”"’)]+$/, '');
}
