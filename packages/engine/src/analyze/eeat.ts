import type { EeatModule, EeatSignal } from '@geo-audit/core';
import { readsAsEnglish } from '../content/english.ts';
import { contentModel } from '../content/extract.ts';
import { pageHostOf } from '../content/hosts.ts';
import { holdsAny, needleIndex, needlesIn } from '../content/needles.ts';
import { mainText } from '../content/texts.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { resolvedAnchors } from '../structured-data/links.ts';
import { pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { pressRelease } from '../structured-data/press-release.ts';
import type { CheckResult } from './checks.ts';
import { scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { authorShown } from './eeat/author-shown.ts';
import { authorSignals } from './eeat/author-signals.ts';
import { AUTHORED_LENGTH, type AuthoredScope, authoredScope } from './eeat/authored-scope.ts';
import { CREDENTIALS, findAuthors } from './eeat/authors.ts';
import { firstByline, indonesianPage } from './eeat/bylines.ts';
import { citationsSignal } from './eeat/citations.ts';
import { contactDetailsOf } from './eeat/contact-details.ts';
import { dateSignals } from './eeat/date-signals.ts';
import { findDates } from './eeat/dates.ts';
import { EDITOR_NEEDLES, EDITOR_NEEDLES_I18N, editorOf } from './eeat/editor.ts';
import { editorialPolicySignal } from './eeat/editorial-policy.ts';
import { firstHandSignal } from './eeat/first-hand.ts';
import { freshnessSignal } from './eeat/freshness.ts';
import { staleHeadlineYear } from './eeat/headline-year.ts';
import { newsHeadlines, newsReading } from './eeat/news-advice.ts';
import { notThePageTest, schemaAuthorNames, schemaPeople } from './eeat/own-works.ts';
import { asPressRelease } from './eeat/press-release.ts';
import { reasonOnce } from './eeat/reason-once.ts';
import { pageHints, reviewerLine, reviewHeadings } from './eeat/review-widgets.ts';
import { reviewerCredentials } from './eeat/reviewer.ts';
import type { SignalSpec } from './eeat/signal-spec.ts';
import { siteSignals } from './eeat/site-signals.ts';
import { CREDENTIALS_I18N } from './eeat/statements.ts';
import { trustCandidates } from './eeat/trust-links.ts';
import { detectYmyl } from './eeat/ymyl.ts';
import { ymylSignals } from './eeat/ymyl-signals.ts';
import { DISCLAIMER_NEEDLES, EXPERT_REVIEW_NEEDLES, expertReviewOf } from './eeat/ymyl-statements.ts';

/**
 * eeat module: deterministic E-E-A-T signals, each present or not with the evidence that decided it, scored as a
 * weighted checklist. Page-type aware: author, dates, citations, first-hand experience and editorial policy
 * apply to authored content (articles, recipes, long-form pages) and weigh 0 elsewhere: job postings and product
 * docs have no byline, a podcast episode's people are its hosts and guests, and a forum's users are asked for no
 * credentials or editorial policy (eeat/authorship.ts). A press release, published under its issuer's name, is asked
 * for no author page, first-hand statement, outside sources or editorial policy (eeat/press-release.ts). The YMYL disclaimer and expert review apply only when
 * health or finance terms dominate the text, and not to news reports (advice marked as news is still asked:
 * eeat/news-advice.ts); on YMYL pages expertise and trust signals weigh 1.5×. HTTPS/HSTS come from the fetched
 * page (final URL and headers).
 *
 * This file reads the page once and hands each group of checks in eeat/ what it needs: author-signals.ts (byline,
 * author page, credentials), first-hand.ts, date-signals.ts, site-signals.ts (about, contact, privacy, terms, HTTPS,
 * HSTS), citations.ts, editorial-policy.ts and ymyl-signals.ts (disclaimer, expert review) draft them in that order;
 * it then weighs and scores them.
 *
 * Pages are read in the languages the word lists of eeat/ know (bylines, trust links, topic terms and what a page
 * says of itself) and dates in those of structured-data/date-words.ts; text that reads as English is searched for
 * the English words only (content/english.ts).
 */

/** What a phased author check's evidence says of its weight (decision 0056). */
function phaseInNote(weight: number, scope: AuthoredScope): string {
  return `weighs ${(weight * scope.share).toFixed(1)} of its ${weight} until the page has ${AUTHORED_LENGTH.full} words (it has ${scope.words}): a page with no byline, date or article markup is read as authored content in step with its length`;
}

/**
 * The needles of the disclaimer, expert review and editor expressions: one scan of the page text says which can
 * match.
 */
const PAGE_TEXT_NEEDLES = needleIndex([
  ...DISCLAIMER_NEEDLES,
  ...EXPERT_REVIEW_NEEDLES,
  ...EDITOR_NEEDLES,
  ...EDITOR_NEEDLES_I18N,
]);

export const analyzeEeat: Analyzer<EeatModule> = (context) => {
  const { artifacts, document } = context;
  const data = extractStructuredData(document);
  const facts = pageFacts(document);
  // Bylines and dates are read without review widgets' ("span.jdgm-rev__author" is a customer). A copy only when there
  // are some: the page facts are the key of memos (resolvedAnchors).
  const hints = pageHints(facts.hints);
  const own = hints === facts.hints ? facts : { ...facts, hints };
  const pageUrl = artifacts.page.finalUrl || artifacts.url;
  const pageType = detectPageType(pageUrl, facts, data);
  // The page's own prose is the content model's main text, the one citability reads: page facts' main text is the
  // whole landmark, with the comments, "More posts" lists and share bars that the content model leaves out. Bylines
  // and dates are read from page facts, as they sit around the post body (a theme's title block) rather than in it.
  const model = contentModel(document);
  const prose = mainText(model);
  // English text is searched for English words only: the other languages' lists would find nothing in it.
  const english = readsAsEnglish(prose);
  // A health or finance business's own articles and FAQs give advice in its name; its service, contact and home
  // pages only describe it (31a7caa), so the business type counts on the former alone. Its product docs (an API
  // reference) and its users' forum threads give none in its name.
  const writtenAdvice = pageType.kind === 'article' || pageType.kind === 'faq';
  const ymyl = detectYmyl(prose, data, english, pageUrl, writtenAdvice);
  // "Oleh" is "by" in Indonesian and Malay, and a first name in Ukrainian ("Oleh Petrenko").
  const indonesian = indonesianPage(facts.lang, prose, english);

  const anchors = resolvedAnchors(facts, pageUrl);
  const notThePage = notThePageTest(data);
  const people = schemaPeople(data, notThePage);
  const schemaAuthors = schemaAuthorNames(people, data);
  const headingTexts = new Set(facts.headings.map((h) => h.text.trim()));
  // A customer's "By Tom R." in a review widget (Trustpilot, Google reviews, Judge.me, Elfsight …) or under a
  // "Customer reviews" heading signs a review, not the page: page facts' main text holds the widgets' text.
  const widgetLines = {
    blocks: model.blocks,
    headings: headingTexts,
    reviewHeadings: reviewHeadings(facts.headings),
  };
  const byline = firstByline(facts.mainText, {
    headings: headingTexts,
    elements: hints.filter((h) => h.kind === 'author').map((h) => h.text.trim()),
    authors: schemaAuthors,
    indonesian,
    notThePage: (lines, index) => reviewerLine(lines, index, widgetLines),
  });
  const scope = authoredScope(pageType, data, pageUrl, prose, byline !== undefined);
  const { authored, podcast } = scope;
  const host = podcast ? pageHostOf(facts, schemaAuthors) : undefined;
  const authors = findAuthors(own, anchors, data, people, pageUrl, byline, {
    english,
    indonesian,
    podcast,
    host,
  });
  // A press release is its issuer's own announcement, as citability reads it (`pressRelease`): an article or a general
  // page told by its newsroom path, its dateline or its markup.
  const release =
    authored &&
    (pageType.kind === 'article' || pageType.kind === 'other') &&
    pressRelease(pageUrl, data, model);
  const shown = authorShown(
    authors,
    { byline, hints, indonesian, people, data, pageUrl, mainText: facts.mainText, ymyl: ymyl.ymyl, release },
    scope,
  );
  const dates = findDates(
    own,
    data,
    notThePage,
    pageUrl,
    byline,
    authors.names.map((n) => String(n.value)),
    english,
    Date.parse(artifacts.fetchedAt),
  );

  const trusted = trustCandidates(anchors);
  const contactDetails = contactDetailsOf(facts, data, pageType.kind === 'contact');
  const textNeedles = needlesIn(PAGE_TEXT_NEEDLES, facts.text);
  // An editor is part of an editorial process, not an expert's review: it counts toward the editorial policy only.
  // The other languages' credits are looked for only in text that does not read as English, where they are credits.
  const editor = editorOf(
    data,
    notThePage,
    facts.mainText,
    {
      english: holdsAny(textNeedles, EDITOR_NEEDLES),
      other: !english && holdsAny(textNeedles, EDITOR_NEEDLES_I18N),
    },
    byline?.name,
  );
  const review = expertReviewOf(data, facts.text, textNeedles, ymyl.ymyl, widgetLines);
  const { reviewText, reviewed } = review;
  // A page vouched for by a named expert has that expert's credentials (a hospital's editorial team, reviewed by an MD).
  const reviewerCreds =
    authors.credentials.length === 0 && (reviewed !== undefined || reviewText !== null)
      ? reviewerCredentials(
          data,
          facts.text,
          reviewText,
          (t) => CREDENTIALS.exec(t) ?? CREDENTIALS_I18N.exec(t),
        )
      : [];

  const draft = (scope: AuthoredScope): SignalSpec[] => [
    ...authorSignals(authors, reviewerCreds, shown, scope),
    firstHandSignal(prose, english, scope),
    ...dateSignals(dates, artifacts.fetchedAt, scope),
    freshnessSignal(dates, artifacts.fetchedAt, {
      ...scope,
      // Read only where they can decide: a page that is not authored is asked nothing anyway.
      news: scope.authored ? newsReading(facts, data, pageUrl).news : undefined,
      recipe: pageType.type === 'recipe',
      staleHeadline: scope.authored
        ? staleHeadlineYear(newsHeadlines(facts, data), artifacts.fetchedAt)
        : undefined,
    }),
    ...siteSignals(trusted, pageUrl, artifacts.page.headers, contactDetails, scope),
    citationsSignal(facts, anchors, scope),
    editorialPolicySignal(trusted, pageUrl, data, editor, scope),
    ...ymylSignals(
      ymyl,
      review,
      editor,
      { byline, hints, people: shown.unshownPerson ? [] : people, data },
      { facts, data, pageUrl, english, found: textNeedles },
    ),
  ];
  const drafted = draft(scope);
  // An unmarked page between the lengths is read as authored in step with its length (decision 0056): the checks
  // only its being authored makes apply weigh their share, found by reading the page once more as not authored.
  const applicableUnauthored =
    scope.share < 1
      ? new Set(
          draft({ ...scope, authored: false, share: 1 })
            .filter((spec) => spec.applicable)
            .map((spec) => spec.id),
        )
      : undefined;
  const phased = (spec: SignalSpec): boolean =>
    applicableUnauthored !== undefined && spec.applicable && !applicableUnauthored.has(spec.id);

  const specs = reasonOnce(release ? drafted.map(asPressRelease) : drafted);

  const boost = (spec: SignalSpec): number =>
    ymyl.ymyl && (spec.category === 'expertise' || spec.category === 'trust')
      ? spec.weight * 1.5
      : spec.weight;
  const checks: CheckResult[] = specs.map((spec) => ({
    check: `eeat.${spec.id}`,
    title: !spec.applicable
      ? `${spec.label}: not applicable`
      : (spec.score ?? (spec.present ? 1 : 0)) >= 1
        ? spec.label
        : spec.missingTitle,
    weight: phased(spec) ? boost(spec) * scope.share : boost(spec),
    score: spec.applicable ? (spec.score ?? (spec.present ? 1 : 0)) : null,
    severity: spec.severity,
    evidence: phased(spec) ? [...spec.evidence, { what: phaseInNote(boost(spec), scope) }] : spec.evidence,
    fix: spec.fix,
  }));
  const { score, findings } = scoreChecks(checks);
  const signals: EeatSignal[] = specs.map((spec, i) => ({
    id: spec.id,
    label: spec.label,
    category: spec.category,
    present: spec.present,
    evidence: spec.evidence,
    applicable: spec.applicable,
    weight: spec.applicable ? checks[i]!.weight : 0,
  }));
  return {
    score,
    signals,
    findings,
    page_type: pageType.type,
    authored_content: authored,
    ymyl: { detected: ymyl.ymyl, topic: ymyl.topic, terms: ymyl.terms.slice(0, 10) },
  };
};
