import type { Evidence } from '@geo-audit/core';
import { firstText, hasProperty, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/**
 * The expert reviewer's credentials, for a page whose expert review is stated (reviewedBy in schema, or "Medically
 * reviewed by Rachel Kim, MD" in the text): a hospital's pages are written by its editorial team and vouched for by
 * a named clinician, whose qualifications are the page's.
 */

/** Person properties that state a qualification. */
const STATED = [
  'jobTitle',
  'hasCredential',
  'honorificSuffix',
  'hasOccupation',
  'alumniOf',
  'award',
  'knowsAbout',
];
/** How far after the review label the reviewer's name and title are read ("… by Rachel Kim, MD, cardiac …"). */
const AFTER_LABEL = 100;

/**
 * Credentials of the reviewer: stated in schema (reviewedBy's jobTitle, hasCredential …, or a credential in its
 * name), or written right after the review label in the text. `credential` finds a qualification in a text (the
 * caller's list: degrees, "board-certified" …).
 *
 * @example
 * ```ts
 * reviewerCredentials(data, text, reviewMatch, (t) => /\bMD\b/.exec(t));
 * // [{ what: 'reviewer "Rachel Kim, MD" states jobTitle', … }]
 * ```
 */
export function reviewerCredentials(
  data: StructuredData,
  text: string,
  review: RegExpExecArray | null,
  credential: (text: string) => RegExpExecArray | null,
): Evidence[] {
  const out: Evidence[] = [];
  for (const item of data.all) {
    if (out.length >= 3) break;
    for (const v of values(item, 'reviewedBy', data)) {
      if (!isItem(v) || !itemIs(v, 'Person')) continue;
      const name = firstText(v, 'name', data) ?? '';
      const stated = STATED.filter((p) => hasProperty(v, p));
      const inName = credential(name);
      if (stated.length === 0 && !inName) continue;
      out.push({
        what: `the expert reviewer "${name}" ${stated.length > 0 ? `states ${stated.join(', ')}` : `is "${inName![0]}"`} (reviewedBy)`,
        where: item.where,
        value: stated.length > 0 ? (firstText(v, stated[0]!, data) ?? name) : name,
      });
    }
  }
  if (out.length === 0 && review) {
    const after = text.slice(review.index + review[0].length, review.index + review[0].length + AFTER_LABEL);
    const line = after.split('\n')[0]!;
    const m = credential(line);
    if (m)
      out.push({
        what: `the expert reviewer's credential "${m[0]}" in "${review[0]} …"`,
        value: line.trim().slice(0, 80),
      });
  }
  return out;
}

/**
 * A person's name as a page prints it: without the degrees after a comma or a title before it ("Dr. Michael
 * Stevens, MD" is shown as "Michael Stevens").
 *
 * @example
 * ```ts
 * printedName('Dr. Rachel Kim, MD'); // 'Rachel Kim'
 * ```
 */
export function printedName(name: string): string {
  return name
    .split(',')[0]!
    .replace(/^(?:dr|prof|mr|mrs|ms)\.?\s+/i, '')
    .trim();
}

/**
 * The review a node's markup declares but the page does not show, or undefined when the page shows it: the name of
 * a reviewedBy Person the page's text never prints, or '' for a lastReviewed date without a reviewer. Called only
 * where no review statement was found, on health and finance pages: one search of the text per reviewer named.
 *
 * @example
 * ```ts
 * unseenReviewer(medicalWebPage, data, facts.text); // 'Dr. Michael Stevens, MD' when the page never names him
 * ```
 */
export function unseenReviewer(item: StructuredItem, data: StructuredData, text: string): string | undefined {
  const names = values(item, 'reviewedBy', data)
    .map((v) => (typeof v === 'string' ? v : isItem(v) ? firstText(v, 'name', data) : undefined))
    .filter((n): n is string => n !== undefined && n.trim().length > 1)
    .slice(0, 3);
  if (names.length === 0) return '';
  return names.some((n) => text.includes(printedName(n))) ? undefined : names[0];
}
