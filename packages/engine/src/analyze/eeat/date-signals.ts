import type { Evidence } from '@geo-audit/core';
import { daysApart, isoDay } from '../../structured-data/dates.ts';
import type { AuthoredScope } from './authored-scope.ts';
import { type DateSource, SAME_EDITION_DAYS } from './dates.ts';
import { MAX_EVIDENCE, type SignalSpec } from './signal-spec.ts';

const NEVER_REVISED =
  'not applicable: a publication date and no update date, as a page that was never revised shows (WordPress shows the modified date only when it differs)';

const SAME_EDITION = `not applicable: every update date is within ${SAME_EDITION_DAYS} days of the publication date, as a page that was never revised shows (Ghost and Substack set it on any save, Hugo copies the publication date)`;

/** The dates as evidence: kind, source and day, with where each was read. */
function dateEvidence(list: DateSource[]): Evidence[] {
  return list
    .slice(0, MAX_EVIDENCE)
    .map((d) => ({ what: `${d.kind} (${d.source}) ${isoDay(d.date)}`, where: d.where, value: d.raw }));
}

function datesAgreement(
  dates: DateSource[],
  fetchedAt: string,
): { applicable: boolean; ok: boolean; evidence: Evidence[] } {
  const evidence: Evidence[] = [];
  let comparable = false;
  let ok = true;
  const agreeing: string[] = [];
  for (const kind of ['published', 'modified', 'reviewed'] as const) {
    const list = dates.filter((d) => d.kind === kind);
    if (list.length < 2) continue;
    comparable = true;
    agreeing.push(`${kind} dates agree (${[...new Set(list.map((d) => d.source))].join(', ')})`);
    const first = list[0]!;
    const off = list.find((d) => daysApart(d.date, first.date) > 1);
    if (off) {
      ok = false;
      evidence.push({
        what: `${kind} dates disagree: ${isoDay(first.date)} (${first.source}) vs ${isoDay(off.date)} (${off.source})`,
        where: `${first.where} / ${off.where}`,
      });
    }
  }
  // A review date without lastReviewed in the markup is read beside dateModified: the same day agrees; another day
  // proves nothing (a page is edited after its review, or reviewed without an edit).
  const reviews = dates.filter((d) => d.kind === 'reviewed');
  if (reviews.every((d) => d.source === 'visible')) {
    const same = reviews.find((r) =>
      dates.some((d) => d.kind === 'modified' && d.source !== 'visible' && daysApart(d.date, r.date) <= 1),
    );
    if (same) {
      comparable = true;
      agreeing.push('the review date is the dateModified');
    }
  }
  const published = dates.filter((d) => d.kind === 'published').map((d) => d.date.getTime());
  const modified = dates.filter((d) => d.kind === 'modified').map((d) => d.date.getTime());
  if (published.length > 0 && modified.length > 0) {
    comparable = true;
    if (Math.max(...modified) < Math.min(...published) - 86_400_000) {
      ok = false;
      evidence.push({ what: 'dateModified is earlier than datePublished' });
    } else agreeing.push('the update comes after the publication');
  }
  const now = Date.parse(fetchedAt);
  if (Number.isFinite(now)) {
    const future = dates.find((d) => d.date.getTime() > now + 86_400_000);
    if (future) {
      comparable = true;
      ok = false;
      evidence.push({
        what: `date in the future: ${isoDay(future.date)} (${future.source})`,
        where: future.where,
      });
    }
  }
  if (comparable && ok) evidence.push({ what: agreeing.join('; ') });
  return { applicable: comparable, ok, evidence };
}

/**
 * The date checks: a publication date shown and in the markup, a last-updated date likewise (not asked of a page
 * that was never revised), and dates that agree with each other and are not in the future. `fetchedAt` is when the
 * page was fetched.
 *
 * @example
 * ```ts
 * dateSignals(findDates(facts, data, notThePage, url, byline, [], true, now), fetchedAt, scope);
 * // [date_published, date_modified, dates_agree]
 * ```
 */
export function dateSignals(
  dates: DateSource[],
  fetchedAt: string,
  { authored, notAuthored }: Pick<AuthoredScope, 'authored' | 'notAuthored'>,
): SignalSpec[] {
  const published = dates.filter((d) => d.kind === 'published');
  // A review date says how current the text is, as an update date does ("Last reviewed August 12, 2026").
  const modified = dates.filter((d) => d.kind === 'modified' || d.kind === 'reviewed');
  // A page with a publication date and no update date anywhere may never have been revised (WordPress shows the
  // modified date only when it differs from the published one): asking for one would ask for a date bumped without
  // an update, which the fix itself warns against.
  // Ghost and Substack set the modified time on any save, and Hugo copies the publication date: an update within
  // two days of the publication, which the page does not show, is no revision either.
  const neverRevised =
    published.length > 0 &&
    modified.every(
      (m) => m.source !== 'visible' && published.some((p) => daysApart(m.date, p.date) <= SAME_EDITION_DAYS),
    );
  const dateScore = (list: DateSource[]): number => {
    const visible = list.some((d) => d.source === 'visible');
    const machine = list.some((d) => d.source !== 'visible');
    return visible && machine ? 1 : visible || machine ? 0.5 : 0;
  };
  // A page that shows its update or review date near the title, the same as its markup's, with the publication date
  // in the markup, dates itself as Google recommends (health and "updated" themes show only the latest date).
  const shownUpdate = published.some((d) => d.source !== 'visible')
    ? modified.find(
        (d) =>
          d.source === 'visible' &&
          modified.some((m) => m.source !== 'visible' && daysApart(m.date, d.date) <= 1),
      )
    : undefined;
  const publishedScore = shownUpdate ? 1 : dateScore(published);
  const agreement = datesAgreement(dates, fetchedAt);
  return [
    {
      id: 'date_published',
      label: 'Publication date (visible and in markup)',
      category: 'trust',
      present: published.length > 0,
      score: publishedScore,
      evidence:
        published.length > 0
          ? [
              ...dateEvidence(published),
              ...(shownUpdate && dateScore(published) < 1
                ? [
                    {
                      what: `the page shows its ${shownUpdate.kind === 'reviewed' ? 'review' : 'update'} date (${isoDay(shownUpdate.date)}), the same as its markup, and keeps the publication date in the markup: showing the latest date is enough`,
                      where: shownUpdate.where,
                      value: shownUpdate.raw,
                    },
                  ]
                : []),
            ]
          : [{ what: authored ? 'no publication date found' : notAuthored }],
      applicable: authored,
      weight: 2,
      severity: 'medium',
      missingTitle:
        published.length > 0 ? 'Publication date only visible or only in markup' : 'No publication date',
      fix: 'Show the publication date near the title (<time datetime="…">) and put the same date in datePublished (JSON-LD) and article:published_time.',
    },
    {
      id: 'date_modified',
      label: 'Last-updated date (visible and in markup)',
      category: 'trust',
      present: modified.length > 0,
      score: dateScore(modified),
      evidence:
        modified.length > 0
          ? [...(authored && neverRevised ? [{ what: SAME_EDITION }] : []), ...dateEvidence(modified)]
          : [{ what: !authored ? notAuthored : neverRevised ? NEVER_REVISED : 'no last-updated date found' }],
      applicable: authored && !neverRevised,
      weight: 1,
      severity: 'low',
      missingTitle:
        modified.length > 0 ? 'Updated date only visible or only in markup' : 'No last-updated date',
      fix: 'When the content is revised, show "Updated <date>" and set dateModified (and article:modified_time) to the same date. Do not bump the date without a real update.',
    },
    {
      id: 'dates_agree',
      label: 'Dates agree across page, schema and meta',
      category: 'trust',
      present: agreement.applicable && agreement.ok,
      evidence:
        agreement.evidence.length > 0 ? agreement.evidence : [{ what: 'fewer than two dates to compare' }],
      applicable: authored && agreement.applicable,
      weight: 1,
      severity: 'medium',
      missingTitle: 'Dates disagree',
      fix: 'Use one publication date and one update date everywhere: the visible text, datePublished/dateModified and the article:* meta tags.',
    },
  ];
}
