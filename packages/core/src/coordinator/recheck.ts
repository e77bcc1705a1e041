import type { AuditResult, ScoreCap } from '../contract/audit-result.ts';
import { PAGE_NOT_SERVED_CAP } from '../contract/cap-checks.ts';
import type { AuditProblem } from './types.ts';

/**
 * The delays before each automatic re-audit of a page the site did not serve yet: 2, 5 and 15 minutes, so
 * the last check runs about 22 minutes after the first audit. Static and headless front ends usually
 * rebuild and deploy a new page within that time after the CMS publishes it.
 */
export const DEFAULT_RECHECK_DELAYS_MS: readonly number[] = [2 * 60_000, 5 * 60_000, 15 * 60_000];

/**
 * The cap that says the audited URL did not answer with the page itself, if the result carries one.
 *
 * @example
 * ```ts
 * pageNotServedCap(result)?.reason; // 'The page answered HTTP 404, so nothing on it can be cited.'
 * ```
 */
export function pageNotServedCap(result: AuditResult): ScoreCap | undefined {
  return result.caps?.find((cap) => cap.check === PAGE_NOT_SERVED_CAP);
}

/**
 * Whether to audit again after a result, and the problem to show until then: a result that says the site
 * did not serve the page is re-checked on `delaysMs`, counting the re-checks already run since the publish.
 * Returns null when the page was served, when what answered does not pass by waiting (the cap's `kind` is
 * `restricted` or `challenge`), or when the re-checks are used up (the result then stands, with the engine's
 * own fix).
 *
 * @example
 * ```ts
 * planRecheck(result404, 0, DEFAULT_RECHECK_DELAYS_MS, now); // { code: 'page_not_served', retryAt: now + 2 min, … }
 * ```
 */
export function planRecheck(
  result: AuditResult,
  rechecksSoFar: number,
  delaysMs: readonly number[],
  now: Date,
): AuditProblem | null {
  const cap = pageNotServedCap(result);
  const delay = delaysMs[rechecksSoFar];
  // A password, a sign-in page or a bot challenge stays until someone changes a setting: waiting costs quota only.
  if (!cap || delay === undefined || cap.kind === 'restricted' || cap.kind === 'challenge') return null;
  const reason = cap.reason.trim().replace(/([^.!?])$/, '$1.');
  return {
    code: 'page_not_served',
    message: `${reason} A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check ${rechecksSoFar + 1} of ${delaysMs.length}).`,
    retryAt: new Date(now.getTime() + delay).toISOString(),
    recheck: { reason, attempt: rechecksSoFar + 1, of: delaysMs.length },
  };
}
