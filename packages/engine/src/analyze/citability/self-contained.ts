// The citability check on whether each section can be quoted without the text before it.
import type { PassageReport } from '../../content/report.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { MAX_EVIDENCE } from './evidence.ts';

/** Words from which a section is one an engine could quote, as answer-first openings and passage quality judge them. */
const QUOTABLE_WORDS = 30;

/**
 * The self_contained check: the sections (a heading and 30 words or more under it; not the introduction before the
 * first heading, a thread's posts, nor asides such as references or reviews) whose first sentence points back to text
 * before them ("This means …", "As mentioned above", "It also …", `PassageReport.pointsBack`). An answer engine quotes
 * a section without what precedes it, so such an opening loses its subject. A penalty, as stock filler is: it weighs 1
 * when a section opens so and nothing otherwise; its score falls with the share of sections that do (half or more
 * fail). Read in English only; not applicable with no section to read (decision 0053).
 *
 * @example
 * ```ts
 * selfContainedCheck(passageReports(contentModel(document), url)).evidence;
 * ```
 */
export function selfContainedCheck(reports: PassageReport[]): CheckResult {
  const sections = reports.filter(
    (r) =>
      r.passage.heading !== null &&
      r.passage.post === null &&
      r.aside === null &&
      r.passage.words >= QUOTABLE_WORDS,
  );
  const pointing = sections.filter((r) => r.pointsBack !== null);
  const share = sections.length === 0 ? 0 : pointing.length / sections.length;
  const score = Math.max(0, Math.round((1 - 2 * share) * 100) / 100);
  return {
    check: 'citability.self_contained',
    title:
      sections.length === 0
        ? 'Self-contained openings: not applicable'
        : pointing.length > 0
          ? 'Sections open by pointing back to earlier text'
          : 'Sections open on their own subject',
    weight: pointing.length > 0 ? 1 : 0,
    score: sections.length === 0 ? null : score,
    severity: 'low',
    evidence:
      sections.length === 0
        ? [{ what: 'not applicable: no section of 30 words or more under a heading' }]
        : [
            {
              what: `${pointing.length} of ${counted(sections.length, 'section')} ${pointing.length === 1 ? 'opens' : 'open'} by pointing back to earlier text ("This means", "As mentioned above", "It also" …), which a quote out of the page loses`,
            },
            ...pointing
              .slice(0, MAX_EVIDENCE)
              .map((r) => ({ what: `opens with "${r.pointsBack} …"`, where: r.where })),
          ],
    fix: 'Open each section listed with its own subject: name the thing "This", "It" or "As mentioned above" stands for ("A cast-iron anvil cracks because …"), so the section still makes sense when an answer engine quotes it alone. Use what the page already says: rename, do not add claims.',
  };
}
