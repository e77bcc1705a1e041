import type { Evidence } from '@geo-audit/core';
import { isoDay } from '../../structured-data/dates.ts';
import type { AuthoredScope } from './authored-scope.ts';
import type { DateSource } from './dates.ts';
import type { StaleHeadline } from './headline-year.ts';
import type { SignalSpec } from './signal-spec.ts';

/**
 * How current the page says it is: the age of its newest publication, update or review date when it was audited.
 * Answer engines prefer recent pages for most questions (Perplexity and Google weigh freshness; an answer from a page
 * last touched years ago may be out of date), and readers trust a page that says it was checked. The date is the
 * page's own: the HTTP Last-Modified header is left out, as a CMS that renders pages on request sends the time of the
 * request.
 *
 * A headline that still claims a past year ("The best VPNs for 2023", eeat/headline-year.ts) fails the check whatever
 * the dates say: a date bumped without an update leaves the title behind, and readers and engines read the title.
 *
 * Asked of authored content only, and not of a news report (it records what happened on its date and is not
 * revised; advice marked as news is asked), a recipe (a dish does not go out of date) or a page that gives no date
 * (the date checks ask for one).
 */

const DAY_MS = 86_400_000;

/** Up to a year old: current. */
export const FRESH_DAYS = 365;

/** Over two years old: stale. Between the two the check passes half. */
export const STALE_DAYS = 730;

/** What decides whether the check applies: authored content that is no news report and no recipe. */
export interface FreshnessScope extends Pick<AuthoredScope, 'authored' | 'notAuthored'> {
  /** The page's news type when it reports news (see eeat/news-advice.ts `newsReading`). */
  news: string | undefined;
  recipe: boolean;
  /** The headline that claims a past year as current, if any. */
  staleHeadline: StaleHeadline | undefined;
}

function ageText(days: number): string {
  if (days < 60) return `${days} day${days === 1 ? '' : 's'}`;
  if (days < 730) return `${Math.floor(days / 30.44)} months`;
  return `${Math.floor(days / 365.25)} years`;
}

function notApplicable(scope: FreshnessScope, newest: DateSource | undefined, now: number): string | null {
  if (!scope.authored) return scope.notAuthored;
  if (scope.news !== undefined)
    return `not applicable: a news report (${scope.news}), which records what happened on its date and is not revised`;
  if (scope.recipe) return 'not applicable: a recipe, which does not go out of date';
  if (!Number.isFinite(now)) return 'not applicable: the time of the audit is unknown';
  if (newest === undefined && scope.staleHeadline === undefined)
    return 'not applicable: the page gives no date (the publication date check asks for one)';
  return null;
}

/**
 * The `content_fresh` signal: passes when the page's newest own date is at most a year old, half between one and
 * two years, fails beyond. Dates in the future are left out (`dates_agree` reports them).
 *
 * @example
 * ```ts
 * freshnessSignal(dates, '2026-11-24T10:00:00Z', {
 *   authored: true, notAuthored: '', news: undefined, recipe: false, staleHeadline: undefined,
 * });
 * // { id: 'content_fresh', present: false, score: 0, missingTitle: 'Last updated 3 years ago', … } for a 2023 post
 * ```
 */
export function freshnessSignal(dates: DateSource[], fetchedAt: string, scope: FreshnessScope): SignalSpec {
  const now = Date.parse(fetchedAt);
  let newest: DateSource | undefined;
  for (const date of dates) {
    if (date.date.getTime() > now + DAY_MS) continue;
    if (newest === undefined || date.date.getTime() > newest.date.getTime()) newest = date;
  }
  const why = notApplicable(scope, newest, now);
  const stale = why === null ? scope.staleHeadline : undefined;
  const days = newest === undefined ? 0 : Math.max(0, Math.floor((now - newest.date.getTime()) / DAY_MS));
  const score = stale !== undefined ? 0 : days <= FRESH_DAYS ? 1 : days <= STALE_DAYS ? 0.5 : 0;
  const evidence: Evidence[] = [];
  if (why !== null) evidence.push({ what: why });
  if (stale !== undefined)
    evidence.push({
      what: `the headline presents the page as current for ${stale.year}: "${stale.headline.slice(0, 120)}"`,
      value: String(stale.year),
    });
  if (why === null && newest !== undefined)
    evidence.push({
      what: `newest date: ${newest.kind} (${newest.source}) ${isoDay(newest.date)}, ${ageText(days)} before the audit`,
      where: newest.where,
      value: newest.raw,
    });
  return {
    id: 'content_fresh',
    label: 'Content published, updated or reviewed within the last year',
    category: 'trust',
    present: why === null && score === 1,
    score,
    evidence,
    applicable: why === null,
    weight: 1,
    severity: 'low',
    missingTitle:
      stale !== undefined ? `The headline still says ${stale.year}` : `Last updated ${ageText(days)} ago`,
    fix: `${stale !== undefined ? `The title presents the page as current for ${stale.year}. ` : ''}Answer engines prefer current pages, and readers trust a page that says when it was checked. Review this one: correct the figures, prices, versions, names and links that have changed, then show "Updated <date>" and set dateModified to that day. Do not change the date without a real update: readers and engines compare it with the content.${stale !== undefined ? ` Then change the year in the title and H1; if the page is about ${stale.year} itself, word the title so (“… of ${stale.year}”).` : ''}`,
  };
}
