import type { LLMS_LINK_OUTCOMES } from '@geo-audit/core';
import type { LlmsLinkCheck } from '../artifacts.ts';
import { genericLanding, namesTheStatus, saysNotFound } from '../content/not-found.ts';

/**
 * What gather's request of an llms.txt link says about the link: it works, it is broken (and how), or the
 * answer proves nothing either way (the check ran out of time, the site rate-limited the audit's burst).
 */

/** The wire's outcomes (core's `LlmstxtLinkCheck`). */
export type LinkOutcome = (typeof LLMS_LINK_OUTCOMES)[number];

export interface LinkHealth {
  outcome: LinkOutcome;
  /** What the link answered, in words for evidence ("HTTP 404", "a challenge page (HTTP 403)" …). */
  detail: string;
}

/**
 * Judges one checked link. Only a 2xx answer with the content is `ok` (not a redirect of a deep link to the home
 * page or an error page); 429 is `not_checked`, since it answers the audit's own burst of requests, not the link.
 *
 * @example
 * ```ts
 * linkHealth({ url, finalUrl: url, status: 404, contentType: 'text/html', challenge: false });
 * // { outcome: 'http_error', detail: 'HTTP 404' }
 * ```
 */
export function linkHealth(check: LlmsLinkCheck): LinkHealth {
  if (check.unfinished)
    return { outcome: 'not_checked', detail: 'no answer before the check ran out of time' };
  if (check.status === 429) return { outcome: 'not_checked', detail: 'HTTP 429 (rate limited)' };
  if (check.challenge) {
    const status = check.status === 0 ? '' : ` (HTTP ${check.status})`;
    return { outcome: 'challenge', detail: `a challenge page${status} instead of the content` };
  }
  if (check.status === 0) {
    return { outcome: 'unreachable', detail: `no response: ${check.error ?? 'the request failed'}` };
  }
  if (check.status < 200 || check.status > 299)
    return { outcome: 'http_error', detail: `HTTP ${check.status}` };
  const landing = genericLanding(check.url, check.finalUrl);
  if (landing !== null) {
    return {
      outcome: 'soft_404',
      detail: `HTTP ${check.status} after a redirect to ${landing} (${check.finalUrl}), a soft 404`,
    };
  }
  // A page about the 404 status is titled and headed by it (MDN's "404 Not Found - HTTP | MDN"): that is no soft 404.
  // Only its path tells it from a catch-all; a docs path alone does not, as docs sites' catch-alls answer 200 too.
  if (namesTheStatus(check.url)) return { outcome: 'ok', detail: `HTTP ${check.status}` };
  if (saysNotFound(check.title)) {
    return { outcome: 'soft_404', detail: `HTTP ${check.status} with a "${check.title}" page (a soft 404)` };
  }
  // A catch-all error page often keeps the site's usual title and says "404" only in its heading.
  if (saysNotFound(check.heading)) {
    return {
      outcome: 'soft_404',
      detail: `HTTP ${check.status} with a page headed "${check.heading}" (a soft 404)`,
    };
  }
  return { outcome: 'ok', detail: `HTTP ${check.status}` };
}
