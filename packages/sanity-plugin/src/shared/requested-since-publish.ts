/**
 * Whether an audit was requested at or after Sanity published the revision (its `_updatedAt`), so it is that
 * revision's audit. The handler (to start no second job) and the Studio (to offer no run the handler would
 * answer with the audit under way) ask this one question, so a clock skew between the two times misleads both
 * alike. An unreadable time says no.
 *
 * @example
 * ```ts
 * requestedSincePublish('2026-11-25T02:00:01Z', '2026-11-25T02:00:00Z'); // true
 * ```
 */
export function requestedSincePublish(requestedAt: string, publishedAt: string): boolean {
  const requested = Date.parse(requestedAt);
  const published = Date.parse(publishedAt);
  return Number.isFinite(requested) && Number.isFinite(published) && requested >= published;
}
