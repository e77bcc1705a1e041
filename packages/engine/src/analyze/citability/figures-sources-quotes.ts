// The citability checks on what backs the text: figures, the sources they cite and attributed quotations.
import type { Evidence } from '@geo-audit/core';
import type { PassageReport } from '../../content/report.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import type { Amounts } from './amounts.ts';
import { MAX_EVIDENCE, NO_INVENTION, ratioScore } from './evidence.ts';
import {
  FIGURES_EXPECTED,
  figureCredit,
  figuresExpected,
  longPageRate,
  longPageWords,
} from './figures-expected.ts';
import type { PageMetrics } from './page-text.ts';

/**
 * The statistics check: whether the page states precise figures (percentages, amounts, measurements, not the years
 * that date things nor a byline's reading time, decision 0113), three
 * for full credit, or on a page past five times the full amount (1,500 English words) 2 per 1,000 words, and
 * proportionally less below (`figureCredit`, decision 0060); not applicable below some prose. The rate per 1,000
 * words is still reported, and the passages that state figures are named.
 */
export function statisticsCheck(
  metrics: PageMetrics,
  reports: PassageReport[],
  amounts: Amounts,
): CheckResult {
  const applicable = metrics.words >= amounts.some;
  const score = figureCredit(metrics.statistics, metrics.words, amounts);
  const expected = figuresExpected(metrics.words, amounts);
  const long = metrics.words > longPageWords(amounts);
  const withStats = reports.filter((r) => r.statistics.length > 0);
  return {
    check: 'citability.statistics',
    title:
      score >= 1
        ? 'Specific figures in the text'
        : metrics.statistics === 0
          ? 'No specific figures in the text'
          : 'Few specific figures in the text',
    weight: 2,
    score: applicable ? score : null,
    severity: 'medium',
    evidence: [
      {
        what: `${counted(metrics.statistics, 'figure')} (percentages, amounts and measurements, not dates), ${metrics.statisticsPer1000} per 1,000 words: ${
          long
            ? `${Math.round(expected * 10) / 10} expected on a page of ${metrics.words.toLocaleString('en-US')} words (${longPageRate(amounts)} per 1,000 words past ${longPageWords(amounts).toLocaleString('en-US')}${amounts.note === null ? '' : `; ${amounts.note}`})`
            : `${FIGURES_EXPECTED} expected`
        }`,
      },
      ...withStats
        .slice(0, 3)
        .map((r) => ({ what: `figures: ${r.statistics.slice(0, 4).join(', ')}`, where: r.where })),
    ],
    fix: `Where you have real figures (measurements, prices, counts, results), state them precisely with their units instead of "many" or "a lot", and say where each comes from. A few are enough on most pages: only a very long page is asked for more.${NO_INVENTION}`,
  };
}

/**
 * Source citations, judged where a source is owed: the passages that state a figure that is a claim about the world
 * the page did not produce (`PassageReport.claims`: a percentage, a measurement, a sum with a magnitude; not a price,
 * date or time, nor the page's own measurements, instructions, specifications or terms). The score is the share of
 * those passages that cite one (a link to another site or an "according to …"), 75% or more passing; a references
 * section sources the page as a whole, as medical and academic pages list their sources at the end, and a section
 * saying how the page measured its figures ("How we tested") makes them its own results: either covers the passages
 * that link none (they are still named in the evidence).
 * A page that states no such figure owes no source: the check does not apply, rather than failing an event page or
 * a product's own details for the links they have no reason to carry.
 */
export function sourcesCheck(metrics: PageMetrics, reports: PassageReport[], amounts: Amounts): CheckResult {
  const claims = reports
    .map((r) => ({
      where: r.where,
      figures: r.claims,
      cites: r.sources.length > 0 || r.attributions > 0,
    }))
    .filter((r) => r.figures.length > 0);
  const unsourced = claims.filter((r) => !r.cites);
  const pageWide = metrics.referencesSection || metrics.methodSection !== null;
  const covers = metrics.referencesSection
    ? 'the references section covers the rest'
    : `the "${metrics.methodSection}" section says how the page measured the rest`;
  const share = claims.length === 0 ? 0 : pageWide ? 1 : (claims.length - unsourced.length) / claims.length;
  const applicable = metrics.words >= amounts.some && claims.length > 0;
  const sourcesFound: Evidence = {
    what: `${counted(metrics.sourceSites.length, 'outside site')} linked from the content${metrics.referencesSection ? ', a references section' : ''}${metrics.cites > 0 ? `, ${metrics.cites} <cite>` : ''}${metrics.attributionPhrases > 0 ? `, ${counted(metrics.attributionPhrases, 'passage')} with "according to …"` : ''}`,
    value: metrics.sourceSites.slice(0, MAX_EVIDENCE),
  };
  const evidence: Evidence[] =
    claims.length === 0
      ? [
          ...(metrics.words >= amounts.some
            ? [
                {
                  what: "not applicable: no passage states a figure that needs a source (a percentage, a measurement or a sum with a magnitude, as a claim about the world); prices, dates, times, instructions, specifications, the business's own terms and the page's own measurements need none",
                },
              ]
            : []),
          sourcesFound,
        ]
      : [
          {
            what: `${claims.length - unsourced.length} of ${counted(claims.length, 'passage')} stating figures that need a source cite one (a link or "according to …")${pageWide && unsourced.length > 0 ? `; ${covers}` : ''}`,
          },
          sourcesFound,
          ...unsourced.slice(0, MAX_EVIDENCE).map((r) => ({
            what: `figures without a source (${r.figures.slice(0, 3).join(', ')})`,
            where: r.where,
          })),
        ];
  const passed = share >= 0.75;
  return {
    check: 'citability.source_citations',
    title:
      claims.length === 0 && metrics.words >= amounts.some
        ? 'Source citations: not applicable'
        : passed
          ? 'Figures cite their sources'
          : 'Figures without a source',
    weight: 2,
    score: applicable ? ratioScore(share, 0.75) : null,
    severity: 'medium',
    evidence,
    fix: 'Cite the source of the figures and claims you already make: link the study, official statistic or documentation from the sentence that uses it ("according to …"), and list them under a References heading. Cite only sources you actually relied on.',
  };
}

/**
 * The quotations check: whether the page quotes someone by name; not applicable below some prose, and weighed in step
 * with it up to the full amount (`phasedIn`).
 */
export function quotationsCheck(
  metrics: PageMetrics,
  reports: PassageReport[],
  amounts: Amounts,
): CheckResult {
  const withQuotes = reports.filter((r) => r.quotes.attributed + r.quotes.unattributed > 0);
  return {
    check: 'citability.quotations',
    title:
      metrics.attributedQuotes > 0
        ? 'Attributed quotations'
        : metrics.unattributedQuotes > 0
          ? 'Quotations without attribution'
          : 'No quotations',
    weight: 1,
    score:
      metrics.words < amounts.some
        ? null
        : metrics.attributedQuotes > 0
          ? 1
          : metrics.unattributedQuotes > 0
            ? 0.5
            : 0,
    severity: 'low',
    evidence: [
      {
        what: `${metrics.attributedQuotes} attributed and ${metrics.unattributedQuotes} unattributed quotations`,
      },
      ...withQuotes.slice(0, 5).map((r) => ({
        what: `${r.quotes.attributed} attributed, ${r.quotes.unattributed} unattributed`,
        where: r.where,
      })),
    ],
    fix: `If you have real statements from named people (experts, customers, your own team), quote them word for word and name the speaker and their role (<blockquote cite> with a <cite>, or "…," said Name, Role).${NO_INVENTION}`,
  };
}
