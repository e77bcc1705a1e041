// The citability checks a kind of page is not held to (contact, short-form, forum, docs, legal, press release, menu),
// and the not-applicable findings that say why.
import type { PassageReport } from '../../content/report.ts';
import { aPageOfType, type PageKind } from '../../structured-data/page-type.ts';
import type { CheckResult } from '../checks.ts';
import { NOT_APPLICABLE, PROSE_LABELS } from './not-applicable.ts';

/** The checks that judge prose; the markup and integrity checks (landmark, stuffing, hidden text, injection) stay. */
export const PROSE_CHECKS: ReadonlySet<string> = new Set([
  'citability.thin_content',
  'citability.passage_quality',
  'citability.answer_first',
  'citability.passage_length',
  'citability.statistics',
  'citability.source_citations',
  'citability.readability',
  'citability.quotations',
  'citability.question_headings',
  'citability.lists_tables',
  'citability.generic_prose',
  'citability.self_contained',
]);

/**
 * The article measures a short-form page is not held to: an amount of text (300 words), sections of 100–200 words,
 * quotations from people and headings phrased as questions. Its passages are still judged on whether they can be
 * quoted and open with the answer (passage_quality, answer_first), and its figures on their sources.
 */
const ARTICLE_MEASURES: ReadonlySet<string> = new Set([
  'citability.thin_content',
  'citability.passage_length',
  'citability.quotations',
  'citability.question_headings',
]);

/** Prose checks a kind of page is not held to, and why (the evidence says it). */
export interface ProseExemption {
  checks: ReadonlySet<string>;
  reason: string;
}

/** Kinds whose figures are the site's own terms: prices, discounts, uptime, shipping times, salaries, grade weights. */
const OWN_TERMS: ReadonlySet<PageKind> = new Set(['pricing', 'faq', 'event', 'job', 'course']);

/**
 * The prose checks that do not fit a kind of page; none for the article-like kinds judged in full (article, recipe,
 * video, podcast transcripts, about and profile pages, and `other`, which may be anything).
 * - contact and category pages hold no prose written to be quoted (a form and an address, a list of links).
 * - Short-form pages say what they must in short blocks that answer engines quote as they stand: a pricing page's plan
 *   cards, a FAQ's 20–40-word answers (the ideal extract), an event's lineup, dates and tickets, a home page's
 *   sections pointing into the site, a job posting's duties and requirements, a course's syllabus and schedule, a
 *   donation appeal. Asking them for 300 words, 100–200-word sections, quotations or question headings asks them to
 *   become articles.
 * - Of those, the pricing, FAQ, event, job and course pages state the site's own terms (a 20% annual discount, 99.9%
 *   uptime, a 4% 401(k) match, grades weighed 40/25/35): the site is their source, so no citation is asked. A home
 *   page's "98% of customers …" and a donation page's "84 cents of every dollar …" are claims, and still are.
 * - A forum thread is its users' posts, which the site neither writes nor edits: no headings cut it into sections,
 *   and the site cannot make its users quote experts or cite sources.
 * - A live blog's updates are short and timestamped by nature, and headed by the time, not by a question.
 * - Documentation explains its product: it quotes no one, and its figures (a default of 3 retries, a 20% jitter, a
 *   rate limit, a timeout) are the product's own settings and behaviour, whose source is the vendor (decision 0113).
 * - Release notes (page-type.ts's `releaseNotes`) are the vendor's dated record of its product: short entries quoted
 *   as they stand, as a short-form page's are, and figures that are the product's own ("loads 40% faster", a new
 *   limit), whose source is the vendor.
 */
export function proseExemptions(kind: PageKind, liveBlog: boolean, releaseNotes: boolean): ProseExemption[] {
  const page = aPageOfType(kind);
  switch (kind) {
    case 'contact':
    case 'category':
      return [{ checks: PROSE_CHECKS, reason: `${page} is not prose written to be quoted` }];
    case 'pricing':
    case 'faq':
    case 'event':
    case 'home':
    case 'job':
    case 'course':
    case 'donate':
      return [
        {
          checks: ARTICLE_MEASURES,
          reason: `${page} is short-form: its blocks are quoted as they stand, so an article's length, section length, quotations and question headings are not asked of it`,
        },
        ...(OWN_TERMS.has(kind)
          ? [
              {
                checks: new Set(['citability.source_citations']),
                reason: `the figures on ${page} are the site's own terms (prices, discounts, dates, pay, weights), of which it is the source`,
              },
            ]
          : []),
      ];
    case 'forum':
      return [
        {
          checks: new Set([
            'citability.passage_length',
            'citability.quotations',
            'citability.question_headings',
            'citability.source_citations',
          ]),
          reason: `${page} is its users' posts, which the site does not write or edit: no headings cut it into sections, and no one can be asked to quote experts or cite sources in them`,
        },
      ];
    case 'docs':
      return releaseNotes
        ? RELEASE_NOTES_EXEMPTIONS
        : [
            {
              checks: new Set(['citability.quotations']),
              reason: `${page} explains its product; it quotes no one`,
            },
            {
              checks: new Set(['citability.source_citations']),
              reason: `the figures on ${page} are its product's own (defaults, limits, timings), of which the vendor is the source`,
            },
          ];
    default:
      return liveBlog
        ? [
            {
              checks: new Set(['citability.passage_length', 'citability.question_headings']),
              reason: "a live blog's updates are short and headed by their time, by nature",
            },
          ]
        : [];
  }
}

const RELEASE_NOTES_EXEMPTIONS: ProseExemption[] = [
  {
    checks: ARTICLE_MEASURES,
    reason:
      "release notes are short dated entries, each quoted as it stands: an article's length, section length, quotations and question headings are not asked of them",
  },
  {
    checks: new Set(['citability.source_citations']),
    reason:
      'the figures in release notes are the product\'s own (its speed, limits and versions, "loads 40% faster"), of which the vendor is the source',
  },
];

/**
 * What a press release is not held to: sources for its figures, which are its issuer's own (its revenue, its
 * guidance, its capacity), and question headings, where convention fixes its sections ("Outlook", "Conference
 * call", "About …", "Forward-looking statements").
 */
export const PRESS_RELEASE_EXEMPTIONS: ProseExemption[] = [
  {
    checks: new Set(['citability.source_citations']),
    reason:
      "the figures in a press release are its issuer's own (results, guidance, capacity), of which the issuer is the source",
  },
  {
    checks: new Set(['citability.question_headings']),
    reason:
      'a press release\'s sections are set by convention ("Outlook", "About the company", "Forward-looking statements")',
  },
];

/** The checks that read passages as prose to quote, which a list of priced items is not (see `PassageReport.aside`). */
const PASSAGE_CHECKS: ReadonlySet<string> = new Set([
  'citability.passage_quality',
  'citability.answer_first',
  'citability.passage_length',
  'citability.question_headings',
  'citability.self_contained',
]);

/** What a menu page is not held to: the checks that read passages as prose to quote. */
export const MENU_EXEMPTION: ProseExemption = {
  checks: PASSAGE_CHECKS,
  reason: "a menu's sections are lists of priced dishes, not passages written to be quoted",
};

/**
 * A menu page: lists of priced items (`menu` asides) hold most of its passages' words. Its few lines of prose (the
 * opening hours, a service-charge note) are no sections to judge on their own, so the passage checks do not apply;
 * on other pages the menu sections are only left out of them.
 */
export function menuPage(reports: PassageReport[]): boolean {
  let menu = 0;
  let all = 0;
  for (const r of reports) {
    all += r.passage.words;
    if (r.aside === 'menu') menu += r.passage.words;
  }
  return menu > 0 && menu * 2 >= all;
}

/** What a legal page is not held to: every prose check (see `legalPage`). */
export const LEGAL_EXEMPTION: ProseExemption = {
  checks: PROSE_CHECKS,
  reason: 'a legal page (a legal notice, terms or a privacy policy) is not prose written to be quoted',
};

/**
 * The check made not applicable when one of `exemptions` covers it, its evidence opening with the exemption's reason;
 * other checks as they are.
 */
export function exempted(check: CheckResult, exemptions: ProseExemption[]): CheckResult {
  const exemption = exemptions.find((e) => e.checks.has(check.check));
  if (exemption === undefined) return check;
  // A check that did not apply anyway still says first why the kind of page is not held to it: that reason holds
  // whatever the page says, where "no figure owes a source" holds only for this text.
  if (check.score === null)
    return {
      ...check,
      evidence: [{ what: `not applicable: ${exemption.reason}` }, ...(check.evidence ?? [])],
    };
  const label = NOT_APPLICABLE[check.check]?.[0] ?? PROSE_LABELS[check.check] ?? check.title;
  // The check's own evidence is what it would have held against the page ("figures without a source (3 times)"):
  // under "not applicable" it would read as a fault the page does not have.
  return {
    ...check,
    title: `${label}: not applicable`,
    score: null,
    evidence: [{ what: `not applicable: ${exemption.reason}` }],
  };
}
