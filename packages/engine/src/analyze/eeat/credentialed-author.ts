import type { Evidence } from '@geo-audit/core';
import type { HintFact } from '../../structured-data/metadata.ts';
import { allTexts, isItem } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import type { SchemaPerson } from './own-works.ts';

/**
 * An author qualified in the page's YMYL topic ("Dan Reyes, CFP®" on a retirement guide, "Elena Vasquez, DDS" on a
 * dental page): Google's raters count content written by a qualified expert as meeting the YMYL bar, so a separate
 * expert review is one way to it, not the only one. Only the byline's credential counts (the visible byline, the
 * byline element, or the author in schema), not a bio's or a quoted expert's.
 */

/** Clinical degrees and licences, as bylines write them (case matters: "MD", not "md"; "DO", not "do"). */
const HEALTH_ABBREVIATIONS =
  /(?:^|[^\p{L}])(?:M\.D\.|MD|D\.O\.|DO|DDS|DMD|DVM|VMD|PharmD|RN|BSN|MSN|DNP|NP|APRN|PA-C|MPH|RDN?|LCSW|LPC|LMFT|PsyD|FACS|FACP|MBBS|MBChB|FRCP|DPT)(?![\p{L}\d])/u;
const HEALTH_WORDS =
  /\b(?:board[- ]certified|registered (?:nurse|dietitian)|nurse practitioner|physician|surgeon|dentist|pharmacist|psychiatrist|psychologist|pediatrician|dermatologist|cardiologist|veterinarian)\b/i;
/** Financial designations and licences. */
const FINANCE_ABBREVIATIONS =
  /(?:^|[^\p{L}])(?:CFP|CFA|CPA|CAIA|FRM|ChFC|CLU|CPWA|CIMA|RICP|AIF|CTFA|CMFC|CEPA)(?![\p{L}\d])/u;
const FINANCE_WORDS =
  /\b(?:certified financial planner|chartered financial (?:analyst|consultant)|certified public accountant|enrolled agent|chartered accountant)\b/i;

/** The relevant credential in a text, for the page's topic. */
function credentialIn(text: string, topic: 'health' | 'finance'): string | undefined {
  const [short, long] =
    topic === 'health' ? [HEALTH_ABBREVIATIONS, HEALTH_WORDS] : [FINANCE_ABBREVIATIONS, FINANCE_WORDS];
  const m = short.exec(text);
  if (m) return m[0].replace(/^[^\p{L}]/u, '');
  return long.exec(text)?.[0];
}

/** Where the byline's author is read, each with its text. */
export interface AuthorSources {
  /** The visible byline: its name and what follows it on the line ("Dan Reyes, CFP® · January 8, 2025"). */
  byline?: { name: string; rest: string } | undefined;
  /** The page's byline elements (facts.hints), of which the first few in the content are the page's. */
  hints: HintFact[];
  /** The people the page's own works name (eeat/own-works.ts). */
  people: SchemaPerson[];
  data: StructuredData;
}

/**
 * The evidence that the page's author holds a credential in its topic, or undefined.
 *
 * @example
 * ```ts
 * credentialedAuthor('finance', { byline: { name: 'Dan Reyes', rest: ', CFP® · Jan 8, 2025' }, hints: [], people: [], data });
 * // { what: 'written by a credentialed author: "CFP" in the byline …', value: 'Dan Reyes, CFP®' }
 * ```
 */
export function credentialedAuthor(
  topic: 'health' | 'finance',
  sources: AuthorSources,
): Evidence | undefined {
  const found = (credential: string | undefined, where: string, value: string): Evidence | undefined =>
    credential === undefined
      ? undefined
      : {
          what: `written by a credentialed author: "${credential}" in ${where}; content by a qualified expert meets the bar an expert review would`,
          value: value.trim().slice(0, 120),
        };
  const { byline, hints, people, data } = sources;
  if (byline) {
    // The name and the title right after it, not the rest of the line (a date, a category, a sentence).
    const line = `${byline.name}${byline.rest.split(/[·•|\n\d]/, 1)[0]!.slice(0, 60)}`;
    const hit = found(credentialIn(line, topic), 'the byline', line);
    if (hit) return hit;
  }
  const own = hints.filter(
    (h) => h.kind === 'author' && h.region !== 'nav' && h.region !== 'footer' && h.region !== 'aside',
  );
  for (const hint of own.slice(0, 3)) {
    const hit = found(credentialIn(hint.text, topic), `the byline element ${hint.where}`, hint.text);
    if (hit) return hit;
  }
  for (const { role, value } of people) {
    if (role !== 'author' && role !== 'creator') continue;
    const texts = isItem(value)
      ? ['name', 'honorificSuffix', 'hasCredential', 'jobTitle'].flatMap((p) => allTexts(value, p, data))
      : typeof value === 'string'
        ? [value]
        : [];
    for (const text of texts) {
      const hit = found(credentialIn(text, topic), `the schema ${role}`, text);
      if (hit) return hit;
    }
  }
  return undefined;
}
