import type { TlsFailure } from '../fetch/tls-failure.ts';
import type { ListWords } from './list-words.ts';

/**
 * What the summary says about a page that failed, as data: each list words it in its own language. A `detail`
 * comes from the network or the engine and is quoted as it is.
 */
export type PageNote =
  | { kind: 'belowMinScore'; minScore: number }
  | { kind: 'unjudgeable'; minScore: number }
  | { kind: 'noResponse' }
  | { kind: 'httpStatus'; status: number }
  | { kind: 'notThePage'; status: number }
  | { kind: 'notFetched'; detail: string }
  | { kind: 'engineFailed'; detail: string }
  | { kind: 'reportFailed'; detail: string };

/** What to do about a page that could not be fetched, when the CLI knows better than the fetcher's words. */
export type FetchHint =
  | { kind: 'privateHostRefused'; host: string }
  | { kind: 'redirectRefused'; host: string }
  | { kind: 'redirectedToRefused'; host: string; linkLocal: boolean }
  | TlsFailure;

/** Why a page has no result: it was not fetched (and what may help), or the engine failed on it. */
export type PageProblem =
  | { kind: 'fetchFailed'; url: string; detail: string; hint: FetchHint | null }
  | { kind: 'internal'; detail: string };

/**
 * A page's note in the summary table, in the list's language.
 *
 * @example
 * ```ts
 * noteText({ kind: 'httpStatus', status: 404 }, listWords('en')); // 'not fetched: HTTP 404'
 * noteText({ kind: 'belowMinScore', minScore: 60 }, listWords('de')); // 'unter --min-score 60'
 * ```
 */
export function noteText(note: PageNote, words: ListWords): string {
  switch (note.kind) {
    case 'belowMinScore':
      return words.belowMinScoreNote(note.minScore);
    case 'unjudgeable':
      return words.unjudgeableNote(note.minScore);
    case 'noResponse':
      return words.notFetched(words.noResponse);
    case 'httpStatus':
      return words.notFetched(`HTTP ${note.status}`);
    case 'notThePage':
      return words.notFetched(words.notThePage(note.status));
    case 'notFetched':
      return words.notFetched(note.detail);
    case 'engineFailed':
      return words.engineFailed(note.detail);
    case 'reportFailed':
      return words.reportFailed(note.detail);
  }
}

/**
 * A fetch hint in the list's language.
 *
 * @example
 * ```ts
 * hintText({ kind: 'privateHostRefused', host: '10.0.0.1' }, listWords('en'));
 * // 'To audit a local or private site, allow its host: --allow-host 10.0.0.1'
 * ```
 */
export function hintText(hint: FetchHint, words: ListWords): string {
  switch (hint.kind) {
    case 'privateHostRefused':
      return words.privateHostRefused(hint.host);
    case 'redirectRefused':
      return words.redirectRefused(hint.host);
    case 'redirectedToRefused':
      return hint.linkLocal ? words.redirectedToLinkLocal(hint.host) : words.redirectedToRefused(hint.host);
    case 'untrustedCertificate':
      return words.untrustedCertificate;
    case 'expiredCertificate':
      return words.expiredCertificate;
    case 'certificateForOtherName':
      return words.certificateForOtherName(hint.host);
    case 'plainHttpOnHttps':
      return words.plainHttpOnHttps(hint.httpUrl);
  }
}

/**
 * Why a page has no result, with what to do, in the list's language: the English one is what stderr shows.
 *
 * @example
 * ```ts
 * problemText({ kind: 'internal', detail: 'boom' }, listWords('en'));
 * // 'The audit failed inside the engine: boom. Please report this with the URL.'
 * ```
 */
export function problemText(problem: PageProblem, words: ListWords): string {
  if (problem.kind === 'internal') return words.internal(problem.detail);
  const hint = problem.hint ? `\n${hintText(problem.hint, words)}` : '';
  return `${words.fetchFailed(problem.url, problem.detail)}${hint}`;
}
