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
