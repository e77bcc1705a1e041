import type { CitabilityModule } from '@geo-audit/core';
import type { Document } from 'domhandler';
import { scanPage } from '../agents/scan.ts';
import { declaredPaywallPart, freeLeadWords } from '../agents/states.ts';
import { readsAsEnglish } from '../content/english.ts';
import { contentModel } from '../content/extract.ts';
import type { ContentModel } from '../content/model.ts';
import { type PassageReport, passageReports } from '../content/report.ts';
import { mainProse, visibleText } from '../content/texts.ts';
import { mostlyHangul } from '../content/words.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { pathOf, resolvedHrefs } from '../structured-data/links.ts';
import { countWords, metaFirst, type PageFacts, pageFacts } from '../structured-data/metadata.ts';
import { aPageOfType, detectPageType, type PageKind } from '../structured-data/page-type.ts';
import { pressRelease } from '../structured-data/press-release.ts';
import { itemIs, itemsOf } from '../structured-data/read.ts';
import type { StructuredData } from '../structured-data/types.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import { type Amounts, ENGLISH_AMOUNTS, KOREAN_AMOUNTS } from './citability/amounts.ts';
import { quotationsCheck, sourcesCheck, statisticsCheck } from './citability/figures-sources-quotes.ts';
import { hiddenTextCheck, injectionCheck } from './citability/integrity.ts';
import { pageSubjects, shownProse, stuffingCheck } from './citability/keyword-stuffing.ts';
import { listsTablesCheck, mainContentCheck, thinContentCheck } from './citability/main-content.ts';
import {
  boilerplateRatio,
  type PageText,
  pageMetrics,
  pageText,
  proseWords,
} from './citability/page-text.ts';
import {
  answerFirstCheck,
  passageLengthCheck,
  passageQualityCheck,
  questionHeadingsCheck,
} from './citability/passage-checks.ts';
import { genericProseCheck, readabilityCheck } from './citability/prose-style.ts';
import { threadJudgement } from './citability/thread-judgement.ts';
import type { Analyzer } from './context.ts';
import { firstByline } from './eeat/bylines.ts';
import { reviewerLine, reviewHeadings } from './eeat/review-widgets.ts';
import { findTrustLinks } from './eeat/trust-links.ts';
import { counted } from './plural.ts';

/**
 * citability module: how easily an answer engine can lift and quote passages of the page's main content.
 * Main content comes from the raw HTML (`<main>`/`<article>`/role=main, else the densest block; navigation,
 * headers, footers, sidebars, cookie banners, forms and hidden text dropped) and is cut into passages at its
 * H2/H3 headings, and on a forum or Q&A thread at its posts too (see `threadPosts` in content/passages.ts).
 *
 * Checks (weight): main content found (2), thin content (3), passage quality (3: mean of the best five passages
 * blended with the share of good passages, as zubair's scorer does, over the passages an engine could quote, see
 * `quotablePassages`; a thread is judged on the posts an engine would quote, see `threadJudgement`), answer-first openings (3), passage length
 * (2), statistics density (2), source citations (2), readability (2), attributed quotations (1), question
 * headings (1), lists and tables (1); penalties for keyword stuffing (2), hidden text (2) and prompt-injection
 * strings (4, critical), and stock filler openings (2 when most paragraphs open with "Moreover", "In conclusion" …,
 * 0 otherwise), and on a paywalled article whose HTML holds only its free lead, an informational finding saying so
 * (0, see `freeLeadCheck`). Checks that need a minimum of text (statistics, citations and quotations from 150–300
 * words, readability from 100 sampled words, question headings from two H2/H3 passages) do not apply below it;
 * for text written mostly in Hangul the word amounts are two thirds of those (decision 0032q). A page held to an
 * article's measures is then held below 55 + 45 × its share of the full amount, and any such page to its best
 * passages' mean plus 35 (`ceilings`, decision 0045).
 * Fixes never ask for invented facts, figures or quotes.
 *
 * A page held to none of the prose checks (kinds whose text is not written to be quoted: contact, category and legal
 * pages, see `proseExemptions`) is `applicable: false` (decision 0041): weight 0, score 100, its landmark, stuffing,
 * hidden-text and injection findings reported as they are, at impact 0, for the spam cap to read.
 *
 * The prose checks read prose only: code blocks (see `isCodeBlock` in content/extract.ts) give no figures, terms,
 * sentences or passage words, and thin content counts the words outside them (`proseWords`). Flesch–Kincaid is
 * computed only for text that reads as English (decision 0031x); Chinese and Japanese text has no readability
 * figure at all.
 *
 * Extra fields: `main_content` {source, where, words (code included; on a thread, its replies too), boilerplate_ratio}, `passages` (the first 50:
 * heading, where, words (prose), answer_first, statistics, sources, quotes, score) and `metrics` (page-level
 * figures; words are prose words).
 */

const MAX_PASSAGES_OUT = 50;

/** Neutral names and the reason a check did not apply, for not-applicable findings (`some`/`full`: see `Amounts`). */
const NOT_APPLICABLE: Record<string, [string, string | 'some' | 'full']> = {
  'citability.answer_first': ['Answer-first openings', 'no passage of 30 words or more'],
  'citability.passage_length': ['Passage length', 'no passage with text'],
  'citability.statistics': ['Statistics density', 'some'],
  'citability.source_citations': ['Source citations', 'some'],
  'citability.readability': ['Readability', 'fewer than 100 words of sentences'],
  'citability.quotations': ['Attributed quotations', 'full'],
  'citability.question_headings': ['Question-form headings', 'fewer than two H2/H3 sections'],
  'citability.lists_tables': ['Lists and tables', 'full'],
  'citability.keyword_stuffing': ['Keyword stuffing', 'fewer than 100 words of main content'],
};

function notApplicableReason(reason: string, amounts: Amounts): string {
  if (reason !== 'some' && reason !== 'full') return reason;
  return `fewer than ${amounts[reason]} words of main content${amounts.note === null ? '' : ` (${amounts.note})`}`;
}
/** Names for the prose checks that have no not-applicable case of their own. */
const PROSE_LABELS: Record<string, string> = {
  'citability.thin_content': 'Amount of content',
  'citability.passage_quality': 'Passage quality',
  'citability.generic_prose': 'Stock filler openings',
};

function explainNotApplicable(check: CheckResult, amounts: Amounts): CheckResult {
  const known = NOT_APPLICABLE[check.check];
  if (check.score !== null || !known) return check;
  // A check that gave its own reason (readability on Chinese or Japanese text) keeps it.
  if (check.evidence?.[0]?.what.startsWith('not applicable:')) return check;
  return {
    ...check,
    title: `${known[0]}: not applicable`,
    evidence: [
      { what: `not applicable: ${notApplicableReason(known[1], amounts)}` },
      ...(check.evidence ?? []),
    ],
  };
}

/** The checks that judge prose; the markup and integrity checks (landmark, stuffing, hidden text, injection) stay. */
const PROSE_CHECKS: ReadonlySet<string> = new Set([
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
interface ProseExemption {
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
 * - Documentation explains its product: it quotes no one.
 * - Release notes (page-type.ts's `releaseNotes`) are the vendor's dated record of its product: short entries quoted
 *   as they stand, as a short-form page's are, and figures that are the product's own ("loads 40% faster", a new
 *   limit), whose source is the vendor.
 */
function proseExemptions(kind: PageKind, liveBlog: boolean, releaseNotes: boolean): ProseExemption[] {
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
 * A legal page: its last path segment names a legal notice, terms or a privacy policy (/impressum, /mentions-legales,
 * /aviso-legal, /datenschutz, /privacy-policy, /agb), as eeat reads the site's trust links. It says what the law asks
 * of it, and no one audits it to be quoted: asking it for figures, question headings or answers first would have the
 * owner rewrite their legal notice. It is judged as a contact page is, on its markup and integrity only. A
 * regulation's name (/gdpr/, /rodo/, /kvkk/) names a law firm's guide or a vendor's product page as often as a
 * policy, and an Article node or a byline marks the page as written to be read: those are judged as prose.
 * `bylined` is asked only of a page at a legal address.
 */
function legalPage(pageUrl: string, data: StructuredData, bylined: () => boolean): boolean {
  const legal =
    findTrustLinks([], pageUrl, 'terms').length > 0 || findTrustLinks([], pageUrl, 'privacy').length > 0;
  if (!legal || REGULATION_PATH.test(pathOf(pageUrl))) return false;
  return itemsOf(data, 'Article').length === 0 && !bylined();
}

/**
 * Whether the main content shows the page's own byline, as eeat reads it: a customer's "By Tom R." in a review widget,
 * under a "What our customers say" heading or among rated reviews signs a review, not the page (themes print their
 * Google reviews section in the main column of every page, the privacy policy's too). Headings are titles, never
 * bylines.
 */
function showsByline(facts: PageFacts, model: ContentModel): boolean {
  const headings = new Set(facts.headings.map((h) => h.text.trim()));
  const widgets = { blocks: model.blocks, headings, reviewHeadings: reviewHeadings(facts.headings) };
  const notThePage = (lines: readonly string[], index: number): boolean =>
    reviewerLine(lines, index, widgets);
  return firstByline(facts.mainText, { headings, notThePage }) !== undefined;
}

/** A last path segment that names a data-protection law, not a page: its policy page is named otherwise. */
const REGULATION_PATH = /\/(?:gdpr|rodo|kvkk)(?:\.[a-z0-9]+)?\/?$/i;

/**
 * What a press release is not held to: sources for its figures, which are its issuer's own (its revenue, its
 * guidance, its capacity), and question headings, where convention fixes its sections ("Outlook", "Conference
 * call", "About …", "Forward-looking statements").
 */
const PRESS_RELEASE_EXEMPTIONS: ProseExemption[] = [
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
]);

const MENU_EXEMPTION: ProseExemption = {
  checks: PASSAGE_CHECKS,
  reason: "a menu's sections are lists of priced dishes, not passages written to be quoted",
};

/**
 * A menu page: lists of priced items (`menu` asides) hold most of its passages' words. Its few lines of prose (the
 * opening hours, a service-charge note) are no sections to judge on their own, so the passage checks do not apply;
 * on other pages the menu sections are only left out of them.
 */
function menuPage(reports: PassageReport[]): boolean {
  let menu = 0;
  let all = 0;
  for (const r of reports) {
    all += r.passage.words;
    if (r.aside === 'menu') menu += r.passage.words;
  }
  return menu > 0 && menu * 2 >= all;
}

const LEGAL_EXEMPTION: ProseExemption = {
  checks: PROSE_CHECKS,
  reason: 'a legal page (a legal notice, terms or a privacy policy) is not prose written to be quoted',
};

function exempted(check: CheckResult, exemptions: ProseExemption[]): CheckResult {
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
  return {
    ...check,
    title: `${label}: not applicable`,
    score: null,
    evidence: [{ what: `not applicable: ${exemption.reason}` }, ...(check.evidence ?? [])],
  };
}

/**
 * Words of prose in the HTML (main content and hidden text together) below which a paywalled article holds only its
 * free lead. The Denver Ledger's metered story (review 3) gave 102 words, its byline and "Keep reading for $1" box
 * included, where its full stories run 350 and more; 150 is the amount from which figures and sources are judged, more
 * than a lead paragraph or two and less than any article. Hidden text counts: a locked part sent in the HTML and
 * hidden by a class is the article, there for the engines that read it.
 */
const FREE_LEAD_ONLY_WORDS = 150;

/** The first of the page's articles or pages that says it is not free (isAccessibleForFree false), as evidence. */
function declaredNotFree(data: StructuredData): string | null {
  for (const item of itemsOf(data, 'Article', 'WebPage')) {
    const flags = item.properties.isAccessibleForFree ?? [];
    if (flags.some((v) => v === false || (typeof v === 'string' && /^\s*(?:false|no)\s*$/i.test(v))))
      return `${item.types.join(', ')} has isAccessibleForFree: false (${item.where})`;
  }
  return null;
}

/**
 * A paywalled article whose HTML holds only its free lead: answer engines read the HTML, so they can quote the lead
 * and nothing after it. Informational (weight 0): the paywall is the publisher's choice, which the thin-content and
 * passage checks already score; this says why the text is short and how Google documents showing it to crawlers.
 * Null unless the page declares a paywall (isAccessibleForFree false) or shows a paywall container, and is short.
 * The lead's words are the paragraphs and list items outside the locked part, the paywall containers and dialogs
 * (`freeLeadWords`): a subscribe box is no part of the article.
 */
function freeLeadCheck(
  document: Document,
  data: StructuredData,
  model: ContentModel,
  text: PageText,
): CheckResult | null {
  const declared = declaredNotFree(data);
  // The scan is memoised: agent_readiness walks the page for it anyway.
  const paywalls = scanPage(document).paywall;
  const shown = declared === null ? paywalls[0] : undefined;
  if (declared === null && shown === undefined) return null;
  let inHtml = proseWords(text);
  for (const h of model.hidden) {
    if (inHtml >= FREE_LEAD_ONLY_WORDS) return null;
    // A hidden menu in the header is no locked article.
    if (h.boilerplate) continue;
    inHtml += countWords(h.text, FREE_LEAD_ONLY_WORDS);
  }
  if (inHtml >= FREE_LEAD_ONLY_WORDS) return null;
  // The paywall containers the scan found lock their text too, each by the class token or id that marked it.
  const lead = freeLeadWords(
    model,
    declaredPaywallPart(data) ?? '',
    paywalls.map((m) => m.matched),
  );
  return {
    check: 'citability.free_lead',
    title: `Answer engines see only the free lead (${counted(lead, 'word')}): the rest of the article is not in the HTML`,
    weight: 0,
    score: 0,
    severity: 'info',
    evidence: [
      {
        what: declared ?? `${shown!.what} on the page`,
        ...(shown === undefined ? {} : { where: shown.where }),
      },
      {
        what: `${counted(lead, 'word')} of free lead and ${counted(inHtml, 'word')} of text in all in the HTML (under ${FREE_LEAD_ONLY_WORDS})`,
        where: model.main.where ?? 'page',
      },
    ],
    fix: "If you want answer engines to read more than the lead, follow Google's paywalled-content guidelines: send the article's text in the HTML to the crawlers you allow, mark the page isAccessibleForFree: false with a hasPart WebPageElement whose cssSelector names the locked section, and consider flexible sampling (a few free articles a month, or a longer free lead). Engines decide for themselves what they cite; this only lets them read what you choose to show.",
  };
}

/** The module score of a page with no words, held to an article's measures; it rises to 100 at the full amount. */
const THIN_FLOOR = 55;
/** Points the module may stand above the mean of the page's best passages. */
const PASSAGE_MARGIN = 35;

/**
 * The kinds held to the ceilings: pages written to be read through (posts, general pages such as a service or
 * landing page, recipes, videos' and podcasts' pages, docs). A product's, an about or a profile page is judged by
 * its checks alone: its specifications, or who the site is, are not an article's text.
 */
const WRITTEN_KINDS: ReadonlySet<PageKind> = new Set([
  'article',
  'other',
  'recipe',
  'video',
  'podcast',
  'docs',
]);

interface Ceiling {
  check: string;
  max: number;
  why: string;
}

/**
 * The ceilings on the module score of a page held to an article's measures (thin content applies to it), decision
 * 0045. Checks that need text drop out below 150–300 words and weigh nothing, so a short page was judged only on
 * what it passed, and the integrity checks (landmark, stuffing, hidden text, injection) pass by default: a 208-word
 * page scored 94, a content farm of filler passages 83. A short page is held below `THIN_FLOOR` + 45 × its share of
 * the full amount, and any page to its best passages' mean plus `PASSAGE_MARGIN`: structure cannot make up for
 * passages no one would quote.
 */
function ceilings(words: number, amounts: Amounts, passageMean: number | null): Ceiling[] {
  const out: Ceiling[] = [];
  if (words < amounts.full) {
    const max = Math.round(THIN_FLOOR + ((100 - THIN_FLOOR) * words) / amounts.full);
    out.push({
      check: 'citability.thin_content',
      max,
      why: `the module is held to ${max} until the page has ${amounts.full} words: the checks that need more text do not apply, and a short page must not score as a full one`,
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
function bounded(scored: ReturnType<typeof scoreChecks>, limits: Ceiling[]): ReturnType<typeof scoreChecks> {
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

export const analyzeCitability: Analyzer<CitabilityModule> = (context) => {
  const { artifacts, document } = context;
  const pageUrl = artifacts.page.finalUrl || artifacts.url;
  const model = contentModel(document);
  // The content's links are anchors the page facts already resolved (eeat, brand and agent_pricing read those).
  const prose = mainProse(model);
  const data = extractStructuredData(document);
  const { kind, releaseNotes = false } = detectPageType(pageUrl, pageFacts(document), data);
  // Whether the text reads as English, as eeat decides it, not by `lang` (themes leave lang="en-US" over German).
  // A thread is quoted by the post: its passages end at its posts as well as at its headings.
  const reports = passageReports(
    model,
    pageUrl,
    resolvedHrefs(pageFacts(document), pageUrl),
    () => readsAsEnglish(prose),
    { posts: kind === 'forum' },
  );
  const text = pageText(model, kind === 'forum');
  const metrics = pageMetrics(model, text, reports, pageUrl);
  const thread =
    kind === 'forum' && reports.some((r) => r.passage.post !== null) ? threadJudgement(reports) : null;

  const byKind = legalPage(pageUrl, data, () => showsByline(pageFacts(document), model))
    ? [LEGAL_EXEMPTION]
    : (kind === 'article' || kind === 'other') && pressRelease(pageUrl, data, model)
      ? PRESS_RELEASE_EXEMPTIONS
      : proseExemptions(
          kind,
          kind === 'article' && data.items.some((item) => itemIs(item, 'LiveBlogPosting')),
          releaseNotes,
        );
  const menu = menuPage(reports);
  const exemptions = menu ? [...byKind, MENU_EXEMPTION] : byKind;
  // A menu section is a list, not a passage: the answer-first, length and heading checks leave it out, as passage
  // quality leaves out every aside.
  const prosePassages = reports.filter((r) => r.aside !== 'menu');
  const amounts = mostlyHangul(prose) ? KOREAN_AMOUNTS : ENGLISH_AMOUNTS;
  const quality = passageQualityCheck(reports, thread);
  const checks: CheckResult[] = [
    mainContentCheck(model, text),
    thinContentCheck(model, text, amounts),
    quality,
    answerFirstCheck(prosePassages, thread),
    passageLengthCheck(prosePassages, text),
    statisticsCheck(metrics, reports, amounts),
    sourcesCheck(metrics, reports, amounts),
    readabilityCheck(model, text),
    quotationsCheck(metrics, reports, amounts),
    questionHeadingsCheck(prosePassages),
    listsTablesCheck(model, text, amounts),
    stuffingCheck(
      model,
      shownProse(model, prose),
      metaFirst(pageFacts(document), 'og:site_name'),
      pageSubjects(model, pageFacts(document).title),
    ),
    hiddenTextCheck(model, text),
    injectionCheck(model, visibleText(model)),
    genericProseCheck(model),
    ...(kind === 'article' ? [freeLeadCheck(document, data, model, text)] : []).filter(
      (c): c is CheckResult => c !== null,
    ),
  ]
    .map((check) => explainNotApplicable(check, amounts))
    .map((check) => exempted(check, exemptions));
  // The ceilings hold a page written to be read through (`WRITTEN_KINDS`) whose thin-content check applies: not the
  // short-form pages, whose blocks are quoted as they stand, nor a menu, whose priced lists are its content.
  const applies = (id: string): boolean => checks.some((c) => c.check === id && c.score !== null);
  const held = WRITTEN_KINDS.has(kind) && !menu && applies('citability.thin_content');
  const scored = bounded(
    scoreChecks(checks),
    // Code counts here: a docs page's samples are what its readers came for, and thin content already asks for prose.
    held
      ? ceilings(
          text.words - (text.labelWords ?? 0),
          amounts,
          thread === null && applies('citability.passage_quality') ? quality.mean : null,
        )
      : [],
  );
  // A page held to none of the prose checks (a contact, category or legal page) has nothing an answer engine would
  // quote: the module does not apply (decision 0041). Its markup and integrity findings stay as they are, so the spam
  // cap still reads hidden text and stuffing, but they weigh nothing here.
  const applicable = checks.some((c) => PROSE_CHECKS.has(c.check) && c.score !== null);
  return {
    ...(applicable
      ? scored
      : { score: 100, applicable: false, findings: scored.findings.map((f) => ({ ...f, impact: 0 })) }),
    main_content: {
      source: model.main.source,
      where: model.main.where,
      words: text.words,
      boilerplate_ratio: boilerplateRatio(model, text),
    },
    passages: reports.slice(0, MAX_PASSAGES_OUT).map((r) => ({
      heading: r.passage.heading,
      level: r.passage.level,
      where: r.where,
      words: r.passage.words,
      answer_first: r.answerFirst.ok,
      statistics: r.statistics.length,
      sources: r.sources.length + r.attributions,
      quotes: r.quotes.attributed,
      question_heading: r.questionHeading,
      score: Math.round(r.score * 100),
    })),
    metrics: {
      words: metrics.words,
      passages: reports.length,
      statistics_per_1000_words: metrics.statisticsPer1000,
      source_sites: metrics.sourceSites.length,
      attributed_quotes: metrics.attributedQuotes,
      attribution_phrases: metrics.attributionPhrases,
    },
  };
};
