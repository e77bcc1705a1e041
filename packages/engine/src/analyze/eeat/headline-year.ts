/**
 * A headline that sells itself as current for a year that has passed: "The best VPNs for 2023", "Top 10 laptops in
 * 2023", "The 2023 guide to …", "Pricing (updated March 2023)". Audited in 2026, such a page tells readers and
 * answer engines it is three years old, whatever its dateModified says (a date bumped without an update leaves the
 * title behind). A year named as a subject is history and not read: "The best films of 2023", "What caused the 2008
 * crisis", "Tax changes in 2023 explained" in a sentence without a "best/top" claim.
 */

/** "Best … for/in 2023" and "Top … for/in 2023": a ranking claimed for that year. */
const BEST_FOR_YEAR = /\b(?:best|top)\b[^.!?|:]{0,80}?\b(?:for|in)\s+(20\d\d)\b/i;
/** "The 2023 guide", "2023 edition", "2023 buyer's guide", "2023 update", "2023 rankings". */
const YEAR_EDITION =
  /\b(20\d\d)\s+(?:(?:ultimate|complete|definitive)\s+)?(?:guide|edition|update|buyer['’]?s guide|rankings?)\b/i;
/**
 * "(Updated March 2023)", "Updated for 2023", "[2023]": a year the page says it is current for. A year in round
 * brackets alone is not read: "Oppenheimer (2023)" names a film's year.
 */
const UPDATED_YEAR = /\bupdated(?:\s+for)?(?:\s+[A-Z][a-z]+\.?)?\s+(20\d\d)\b|\[(20\d\d)\]/i;

/** How far into the next year a headline's year still reads as current (the roundups of January). */
const GRACE_DAYS = 60;

/** A headline's stale year and the headline it was read in. */
export interface StaleHeadline {
  year: number;
  headline: string;
}

function yearClaimed(headline: string): number | undefined {
  for (const pattern of [BEST_FOR_YEAR, YEAR_EDITION, UPDATED_YEAR]) {
    const match = pattern.exec(headline);
    const year = match?.slice(1).find((group) => group !== undefined);
    if (year !== undefined) return Number(year);
  }
  return undefined;
}

/**
 * The first headline (title, H1) that claims to be current for a year that had passed, with a grace of two months
 * into the next year, when the page was audited (`fetchedAt`); undefined when none does.
 *
 * @example
 * ```ts
 * staleHeadlineYear(['The best VPNs for 2023'], '2026-11-24T10:00:00Z'); // { year: 2023, headline: 'The best VPNs for 2023' }
 * staleHeadlineYear(['The best films of 2023'], '2026-11-24T10:00:00Z'); // undefined
 * ```
 */
export function staleHeadlineYear(
  headlines: readonly string[],
  fetchedAt: string,
): StaleHeadline | undefined {
  const now = Date.parse(fetchedAt);
  if (!Number.isFinite(now)) return undefined;
  for (const raw of headlines) {
    const headline = raw.trim().slice(0, 300);
    const year = yearClaimed(headline);
    if (year === undefined) continue;
    if (now > Date.UTC(year + 1, 0, 1) + GRACE_DAYS * 86_400_000) return { year, headline };
  }
  return undefined;
}
