// The ceilings on the citability score of a page held to an article's measures (decision 0045).
import type { PageKind } from '../../structured-data/page-type.ts';
import type { scoreChecks } from '../checks.ts';
import type { Amounts } from './amounts.ts';

/** The module score of a page with no words, held to an article's measures; it rises to 100 at the full amount. */
const THIN_FLOOR = 55;
/** Points the module may stand above the mean of the page's best passages. */
const PASSAGE_MARGIN = 35;

/**
 * The kinds held to the ceilings: pages written to be read through (posts, general pages such as a service or
 * landing page, recipes, videos' and podcasts' pages, docs). A product's, an about or a profile page is judged by
 * its checks alone: its specifications, or who the site is, are not an article's text.
 */
export const WRITTEN_KINDS: ReadonlySet<PageKind> = new Set([
  'article',
  'other',
  'recipe',
  'video',
  'podcast',
  'docs',
]);

/** A ceiling on the module score, and the check whose finding says why. */
export interface Ceiling {
  check: string;
  max: number;
  why: string;
}

/**
 * The ceilings on the module score of a page held to an article's measures (thin content applies to it), decision
 * 0045. Checks that need text drop out below 150 words and count in part up to 300 (decision 0050), so a short page
 * is judged mostly on what it passes, and the integrity checks (landmark, stuffing, hidden text, injection) pass by default: a 208-word
 * page scored 94, a content farm of filler passages 83. A short page is held below `THIN_FLOOR` + 45 × its share of
 * the full amount, and any page to its best passages' mean plus `PASSAGE_MARGIN`: structure cannot make up for
 * passages no one would quote.
 */
export function ceilings(words: number, amounts: Amounts, passageMean: number | null): Ceiling[] {
  const out: Ceiling[] = [];
  if (words < amounts.full) {
    const max = Math.round(THIN_FLOOR + ((100 - THIN_FLOOR) * words) / amounts.full);
    out.push({
      check: 'citability.thin_content',
      max,
      why: `the module is held to ${max} until the page has ${amounts.full} words: the checks that need more text do not yet count in full, and a short page must not score as a full one`,
    });
  }
  if (passageMean !== null) {
    const mean = Math.round(passageMean * 100);
    const max = mean + PASSAGE_MARGIN;
    if (max < 100)
      out.push({
        check: 'citability.passage_quality',
        max,
        why: `the module is held to ${max}, ${PASSAGE_MARGIN} points above its best passages' mean (${mean}/100): headings, lists and clean markup do not make weak passages quotable`,
      });
  }
  return out;
}

/**
 * The checks with the ceilings applied: the module score is the lowest of its own and theirs, the binding ceiling's
 * finding says why and recovers the points it holds back.
 */
export function bounded(
  scored: ReturnType<typeof scoreChecks>,
  limits: Ceiling[],
): ReturnType<typeof scoreChecks> {
  if (limits.length === 0) return scored;
  const binding = limits.reduce((a, b) => (b.max < a.max ? b : a));
  const score = Math.min(scored.score, binding.max);
  const held = scored.score - score;
  return {
    score,
    findings: scored.findings.map((f) => {
      const limit = limits.find((l) => l.check === f.check);
      if (limit === undefined || f.status === 'not_applicable') return f;
      return {
        ...f,
        evidence: [...f.evidence, { what: limit.why }],
        ...(limit === binding && held > 0 ? { impact: Math.round(((f.impact ?? 0) + held) * 10) / 10 } : {}),
      };
    }),
  };
}
