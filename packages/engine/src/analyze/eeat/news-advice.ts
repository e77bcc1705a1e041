import type { PageFacts } from '../../structured-data/metadata.ts';
import { firstText, itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { newsReportOf } from './authorship.ts';

/**
 * Advice published as news: news sites mark their service pieces ("How to lower your blood pressure", "Should you
 * refinance now?") as NewsArticle too. The exemption news reports get from the health and finance checks (they
 * are judged by their sourcing) holds for reporting, not for advice, which is held to the disclaimer and expert
 * review any advice page is.
 *
 * English first: the headline forms are English ones. In other languages only the URL path can tell (a few
 * section names: /ratgeber/, /conseils/, /consejos/, /consigli/), so advice marked as news there keeps the news
 * exemption.
 */

/**
 * Headline openings that give advice, read at the start of the headline or of a part after a kicker ("Measles:
 * how to protect your children"). "Is it time to" only before a reader's move ("Is it time to refinance?"):
 * "Is it time to panic?" is a market report's question. Counted lists and "best … for" are read apart
 * (`countedAdvice`, `bestAdvice`).
 */
const ADVICE_OPENING =
  /^(?:how to\b|should (?:you|i|we)\b|what to do\b|tips (?:for|to|on)\b|when to (?:see|call|get|start|stop|buy|sell|refinance|claim|take)\b|is it (?:safe|worth it) to\b|is it time to (?:buy|sell|refinance|invest|switch|retire|claim|lock|cash|move|get|start|stop|pay|upgrade)\b|do (?:you|i) need\b|why you should\b)/i;

/**
 * A counted list ("5 ways to …", "Three signs …"). Tips are advice by themselves; ways, steps, signs, mistakes,
 * moves and the like only as "to …" ("5 ways to cut your bill") or spoken to the reader ("3 mistakes you're
 * making"): "3 mistakes that sank Silicon Valley Bank" and "Three moves the Fed made" report what others did.
 */
const COUNTED =
  /^(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a few) (?:[a-z-]+ )?(?:(tips)|ways|steps|signs|mistakes|habits|rules|strategies|moves)\b( to\b)?/i;
const SECOND_PERSON = /\b(?:you|your|yours|yourself)\b/i;

/**
 * "Best … for" and "Best ways to": a recommendation ("Best credit card for travel rewards", "Best ways to save for
 * retirement, experts say", "The best savings accounts for 2026"), except a record, which is news ("Best quarter
 * for bank profits in a decade", "The best week for stocks since 2020"): a span of time right after "best", or a
 * record's words ("since 2006", "in a decade", "on record", "ever").
 */
const BEST = /^(?:the )?best (?:[^:?!.]{1,60}? for\b|ways? to\b)/i;
const RECORD =
  /\b(?:since|in (?:a|\d+|two|three|four|five|ten|twenty) (?:decades?|years?|months?)|in years|on record|ever)\b/i;
const BEST_TIME =
  /^(?:the )?best (?:(?:first|second|third|fourth|1st|2nd|3rd|4th|fiscal|financial|trading|calendar|full|single) )*(?:day|week|month|quarter|year|session|decade|hour|season|half|q[1-4])s?\b/i;
/** Companies whose name starts with "Best": "Best Buy shares jump for third straight day" is news about one. */
const BEST_NAME = /^(?:the )?best (?:buy|western|egg|friends animal society)\b/i;

function countedAdvice(part: string): boolean {
  const m = COUNTED.exec(part);
  return m !== null && (m[1] !== undefined || m[2] !== undefined || SECOND_PERSON.test(part));
}

function bestAdvice(part: string): boolean {
  return BEST.test(part) && !BEST_TIME.test(part) && !BEST_NAME.test(part) && !RECORD.test(part);
}

const advises = (part: string): boolean =>
  ADVICE_OPENING.test(part) || countedAdvice(part) || bestAdvice(part);

/** Where a headline's kicker ends: a colon, a dash, a bar, a sentence's end. */
const PARTS = /[:|–—]\s+|[?.!]\s+| - /;

/** Section paths of advice, and slugs that open as an advice headline does. */
const ADVICE_SECTION =
  /\/(?:advice|personal-finance|how-?to|tips|ratgeber|conseils|consejos|consigli)(?:\/|$)/i;
const ADVICE_SLUG =
  /\/(?:how-to|should-(?:you|i)|what-to-do|\d{1,2}-(?:[a-z]+-)?(?:ways|tips|steps))-[^/]*\/?$/i;

/**
 * Why a page marked as news reads as advice, for evidence: the headline or the URL path that says so.
 *
 * @example
 * ```ts
 * adviceOf(['Measles: how to protect your children'], '/news/measles'); // 'headline "Measles: how to protect …"'
 * adviceOf(['County confirms six measles cases'], '/news/measles'); // undefined
 * ```
 */
export function adviceOf(headlines: readonly string[], path: string): string | undefined {
  for (const headline of headlines) {
    const text = headline.trim().slice(0, 200);
    if (text.split(PARTS).some((part) => advises(part.trim()))) return `headline "${text.slice(0, 80)}"`;
  }
  if (ADVICE_SECTION.test(path) || ADVICE_SLUG.test(path)) return `URL path ${path}`;
  return undefined;
}

/** The headlines a page gives itself: its news nodes' headline, its first H1 and its title. */
export function newsHeadlines(facts: PageFacts, data: StructuredData): string[] {
  const out: string[] = [];
  for (const item of data.items)
    if (itemIs(item, 'NewsArticle', 'LiveBlogPosting')) {
      const headline = firstText(item, 'headline|name');
      if (headline) out.push(headline);
    }
  const h1 =
    facts.headings.find((h) => h.level === 1 && h.inMain) ?? facts.headings.find((h) => h.level === 1);
  if (h1) out.push(h1.text);
  if (facts.title) out.push(facts.title);
  return out;
}

/** The URL's path, or '/' when it does not parse. */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

/** A page's news markup and whether it reads as advice: see {@link newsReading}. */
export interface NewsReading {
  /** The news types of the page's report (`NewsArticle`), or undefined when it is marked as no news report. */
  report: string | undefined;
  /** Why a page marked as news reads as advice (its headline or path), or undefined. */
  advice: string | undefined;
  /** `report` when the page reports news rather than advises: the news exemptions hold for it. */
  news: string | undefined;
}

/**
 * Whether the page is a news report, whose exemptions (no disclaimer, no freshness asked) hold for reporting only:
 * advice marked as news ("How to lower your blood pressure", "The best savings accounts for 2026") is advice.
 *
 * @example
 * ```ts
 * newsReading(facts, data, 'https://paper.example/news/measles').news; // 'NewsArticle' for "County confirms six cases"
 * ```
 */
export function newsReading(facts: PageFacts, data: StructuredData, pageUrl: string): NewsReading {
  const report = newsReportOf(data);
  const advice = report === undefined ? undefined : adviceOf(newsHeadlines(facts, data), pathOf(pageUrl));
  return { report, advice, news: advice === undefined ? report : undefined };
}
