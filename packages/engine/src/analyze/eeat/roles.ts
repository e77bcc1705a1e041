import { sentences } from '../../content/signals/sentences.ts';

/**
 * A job title written after the author's name in a byline ("By Priya Nair, Senior Audio Editor · June 20, 2026",
 * "Dana Reyes — Head Mechanic"): the author's role, which the credentials check counts as a schema jobTitle.
 */

/** Nouns that name a professional role, in English (the titles bylines write), as whole words. */
const ROLE_NOUNS_EN: readonly string[] = [
  'editor',
  'writer',
  'reporter',
  'correspondent',
  'journalist',
  'columnist',
  'critic',
  'reviewer',
  'tester',
  'analyst',
  'researcher',
  'scientist',
  'engineer',
  'developer',
  'architect',
  'designer',
  'mechanic',
  'technician',
  'electrician',
  'plumber',
  'nurse',
  'physician',
  'doctor',
  'surgeon',
  'dietitian',
  'nutritionist',
  'pharmacist',
  'therapist',
  'psychologist',
  'veterinarian',
  'attorney',
  'lawyer',
  'accountant',
  'planner',
  'adviser',
  'advisor',
  'economist',
  'historian',
  'professor',
  'lecturer',
  'teacher',
  'instructor',
  'coach',
  'trainer',
  'chef',
  'photographer',
  'producer',
  'director',
  'founder',
  'co-founder',
  'consultant',
  'specialist',
  'librarian',
];

const ROLE = new RegExp(`\\b(?:${ROLE_NOUNS_EN.join('|')})s?\\b`, 'i');
/** The stretch right after the name: after a comma or dash, up to the next separator or a digit (the date). */
const AFTER_NAME = /^\s*(?:,|[–—]|\s-\s|\|)\s*([^·•|,\n\d]{2,60})/;

/**
 * The role written right after a byline's name, if it names one, up to the end of its sentence.
 *
 * @example
 * ```ts
 * roleAfterName(', Senior Audio Editor · June 20, 2026'); // 'Senior Audio Editor'
 * roleAfterName(', licensed plumber. Updated 1 February 2026.'); // 'licensed plumber'
 * roleAfterName(' · June 20, 2026'); // undefined
 * ```
 */
export function roleAfterName(rest: string | undefined): string | undefined {
  const m = rest === undefined ? null : AFTER_NAME.exec(rest);
  if (!m) return undefined;
  const role = titleSentence(m[1]!);
  // A title is a few words; a sentence that happens to hold "editor" is not one.
  return role.split(/\s+/).length <= 6 && ROLE.test(role) ? role : undefined;
}

/** A last word whose full stop is the word's own: "M.D.", "Ph.D.", "B.Sc.", "Inc.", "Ltd.", "Jr.", "Esq.". */
const ABBREVIATED_END = /(?:^|\s)(?:\p{L}+\.\p{L}[\p{L}.]*|Inc|Ltd|Co|Corp|LLC|PLC|Jr|Sr|Esq)\.$/u;

/**
 * A title's own sentence: a byline goes on after it with the next sentence ("licensed plumber. Updated 1 February
 * 2026."), which is no part of it. The segmenter keeps "Ph.D. candidate" and "St. Louis" whole and ends a sentence
 * after "M.D." or "Inc." before a capitalised word; the sentence's own full stop goes, an abbreviation's stays.
 */
function titleSentence(text: string): string {
  const first = sentences(text.trim(), 'en', 1)[0] ?? '';
  return first.endsWith('.') && !ABBREVIATED_END.test(first) ? first.slice(0, -1).trimEnd() : first;
}

/** An element beside the byline whose class says it holds the author's title: `.author-title`, `.byline__title`. */
const TITLE_ELEMENT = /(?:author|byline|writer)[-_]*(?:title|role|position|job)/i;

/**
 * The role a title element beside the byline states ("City Hall reporter" in `span.author-title`), if its class says
 * it is one and its text names a role in a few words.
 *
 * @example
 * ```ts
 * roleInElement('span.author-title', 'City Hall reporter'); // 'City Hall reporter'
 * roleInElement('div.byline', 'By Rosa Delgado'); // undefined
 * ```
 */
export function roleInElement(where: string, text: string): string | undefined {
  const role = titleSentence(text);
  if (!TITLE_ELEMENT.test(where) || role.length > 60 || role.split(/\s+/).length > 6) return undefined;
  return ROLE.test(role) ? role : undefined;
}
