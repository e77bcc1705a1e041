/**
 * The cap check that says the audited URL did not answer with the page itself (a 404, a soft 404, a coming-soon
 * page, a redirect to the home page, a bot challenge …). Such a result scores no page: it is not compared with
 * earlier scores nor kept in the score history, and the plugins audit the page again (coordinator/recheck.ts).
 *
 * @example
 * ```ts
 * result.caps?.some((cap) => cap.check === PAGE_NOT_SERVED_CAP); // true for a page that answered 404
 * ```
 */
export const PAGE_NOT_SERVED_CAP = 'gate.page_not_fetched';

/**
 * What answered in place of the page, on a `PAGE_NOT_SERVED_CAP` cap (`kind`): `not_found` (a 404, a "page not
 * found" page, a redirect to the home page), `unavailable` (no answer, a 5xx, a coming-soon or maintenance page),
 * `restricted` (a password, a sign-in page, 403) or `challenge` (a bot challenge). The first two often pass by
 * themselves after a publish (a deploy, a cache); the last two need someone to change a setting.
 */
export const PAGE_NOT_SERVED_KINDS = ['not_found', 'unavailable', 'restricted', 'challenge'] as const;
export type PageNotServedKind = (typeof PAGE_NOT_SERVED_KINDS)[number];
