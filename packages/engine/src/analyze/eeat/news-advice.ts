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
 * how to protect your children"). Counted lists only of ways, tips, steps and the like: "5 things to know about
 * the Fed's decision" explains the news.
 */
const ADVICE_OPENING =
  /^(?:how to\b|(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a few) (?:[a-z-]+ )?(?:ways|tips|steps|signs|mistakes|habits|rules|strategies|moves)\b|should (?:you|i|we)\b|what to do\b|tips (?:for|to|on)\b|(?:the )?best [^:?!.]{1,60}? for\b|when to (?:see|call|get|start|stop|buy|sell|refinance|claim|take)\b|is it (?:safe|worth it|time) to\b|do (?:you|i) need\b|why you should\b)/i;
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
    if (text.split(PARTS).some((part) => ADVICE_OPENING.test(part.trim())))
      return `headline "${text.slice(0, 80)}"`;
  }
  if (ADVICE_SECTION.test(path) || ADVICE_SLUG.test(path)) return `URL path ${path}`;
  return undefined;
}
