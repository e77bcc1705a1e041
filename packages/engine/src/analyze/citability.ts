import type { CitabilityModule } from '@geo-audit/core';
import { readsAsEnglish } from '../content/english.ts';
import { contentModel } from '../content/extract.ts';
import { passageReports } from '../content/report.ts';
import { mainProse, visibleText } from '../content/texts.ts';
import { mostlyHangul } from '../content/words.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { resolvedHrefs } from '../structured-data/links.ts';
import { metaFirst, pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { pressRelease } from '../structured-data/press-release.ts';
import { itemIs } from '../structured-data/read.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import { ENGLISH_AMOUNTS, KOREAN_AMOUNTS } from './citability/amounts.ts';
import { bounded, ceilings, WRITTEN_KINDS } from './citability/ceilings.ts';
import {
  exempted,
  LEGAL_EXEMPTION,
  MENU_EXEMPTION,
  menuPage,
  PRESS_RELEASE_EXEMPTIONS,
  PROSE_CHECKS,
  proseExemptions,
} from './citability/exemptions.ts';
import { quotationsCheck, sourcesCheck, statisticsCheck } from './citability/figures-sources-quotes.ts';
import { freeLeadCheck } from './citability/free-lead.ts';
import { hiddenTextCheck, injectionCheck } from './citability/integrity.ts';
import { pageSubjects, shownProse, stuffingCheck } from './citability/keyword-stuffing.ts';
import { legalPage, showsByline } from './citability/legal-page.ts';
import { listsTablesCheck, mainContentCheck, thinContentCheck } from './citability/main-content.ts';
import { explainNotApplicable } from './citability/not-applicable.ts';
import { boilerplateRatio, pageMetrics, pageText } from './citability/page-text.ts';
import {
  answerFirstCheck,
  passageLengthCheck,
  passageQualityCheck,
  questionHeadingsCheck,
} from './citability/passage-checks.ts';
import { phasedIn } from './citability/phase-in.ts';
import { genericProseCheck, readabilityCheck } from './citability/prose-style.ts';
import { selfContainedCheck } from './citability/self-contained.ts';
import { threadJudgement } from './citability/thread-judgement.ts';
import type { Analyzer } from './context.ts';

/**
 * citability module: how easily an answer engine can lift and quote passages of the page's main content.
 * Main content comes from the raw HTML (`<main>`/`<article>`/role=main, else the densest block; navigation,
 * headers, footers, sidebars, cookie banners, forms and hidden text dropped) and is cut into passages at its
 * H2/H3 headings, and on a forum or Q&A thread at its posts too (see `threadPosts` in content/passages.ts).
 *
 * Checks (weight): main content found (2), thin content (3), passage quality (3: mean of the best five passages
 * blended with the share of good passages, as zubair's scorer does, over the passages an engine could quote, see
 * `quotablePassages`; a thread is judged on the posts an engine would quote, see `threadJudgement`), answer-first openings (3), passage length
 * (2), specific figures (2: three figures for full credit, and on a page past 1,500 words two per 1,000 words,
 * proportionally less below, so that adding plain prose to an ordinary page never costs figures credit, see
 * `figureCredit`, decision 0060), source citations (2), readability (2), attributed quotations (1), question
 * headings (1), lists and tables (1); penalties for keyword stuffing (2), hidden text (2) and prompt-injection
 * strings (4, critical), stock filler openings (2 when most paragraphs open with "Moreover", "In conclusion" …,
 * 0 otherwise) and sections opening by pointing back ("This means", "As mentioned above": 1 when one does, 0
 * otherwise, see `selfContainedCheck`), and on a paywalled article whose HTML holds only its free lead, an informational finding saying so
 * (0, see `freeLeadCheck`). Checks that need a minimum of text (statistics, citations, quotations and lists from 150
 * words, readability from 100 sampled words, question headings from two H2/H3 passages) do not apply below it; the
 * first four weigh in step with the text up to 300 words and thin content rises with it, so that adding a sentence
 * never costs more than a point or two (`phasedIn`, decision 0050); for text written mostly in Hangul the word
 * amounts are two thirds of those (decision 0032q). A page held to an
 * article's measures is then held below 55 + 45 × its share of the full amount, and any such page to its best
 * passages' mean plus 35 (`ceilings`, decision 0045).
 * Fixes never ask for invented facts, figures or quotes.
 *
 * A page held to none of the prose checks (kinds whose text is not written to be quoted: contact, category and legal
 * pages, see `proseExemptions`) is `applicable: false` (decision 0041): weight 0, score 100, its landmark, stuffing,
 * hidden-text and injection findings reported as they are, at impact 0, for the spam cap to read.
 *
 * The prose checks read prose only: code blocks (see `isCodeBlock` in content/extract/blocks.ts) give no figures, terms,
 * sentences or passage words, and thin content counts the words outside them (`proseWords`). Flesch–Kincaid is
 * computed only for text that reads as English (decision 0031x); Chinese and Japanese text has no readability
 * figure at all.
 *
 * Extra fields: `main_content` {source, where, words (code included; on a thread, its replies too), boilerplate_ratio}, `passages` (the first 50:
 * heading, where, words (prose), answer_first, statistics, sources, quotes, score) and `metrics` (page-level
 * figures; words are prose words).
 */

const MAX_PASSAGES_OUT = 50;

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
    selfContainedCheck(prosePassages),
    ...(kind === 'article' ? [freeLeadCheck(document, data, model, text)] : []).filter(
      (c): c is CheckResult => c !== null,
    ),
  ]
    .map((check) => explainNotApplicable(check, amounts))
    .map((check) => exempted(check, exemptions))
    .map((check) => phasedIn(check, metrics.words, amounts));
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
