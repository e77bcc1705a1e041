import type { PageNotServedKind } from '@geo-audit/core';
import type { Document } from 'domhandler';
import type { Artifacts } from '../artifacts.ts';
import { challengeEvidence } from '../gather/challenge.ts';
import { AGAIN_OR_URL, softNotFound } from './soft-not-found.ts';

/**
 * Whether the fetch brought back the site's page, and when not, what answered instead. A non-2xx answer (a 404
 * page, a server error), a bot challenge (Cloudflare's "Just a moment…", a WAF block page) or a "page not found" page
 * served with 200 is not the page: its HTML, its robots meta and its X-Robots-Tag belong to the error or the
 * challenge, so nothing is read from them.
 */

/** What answered instead of the page. */
export interface PageNotServed {
  /** HTTP status; 0 when nothing answered. */
  status: number;
  /** What shows a bot challenge or block page (`cf-mitigated: challenge`, the challenge title …); empty when none. */
  challenge: string[];
  /** Who served the challenge, when it says ("Cloudflare"); null otherwise. */
  vendor: string | null;
  /** One clause for findings: "Cloudflare served a bot challenge (HTTP 403) instead of the page". */
  what: string;
  /**
   * True when a 2xx answer was not the page: a "page not found" page served with 200, or a redirect to the home page
   * or an error page (a soft 404; see soft-not-found.ts).
   */
  softNotFound: boolean;
  /** What the editor can do about it, when the answer says more than "not the page" (a status, a soft 404); else null. */
  fix: string | null;
  /** What answered, for clients deciding whether to audit again later (core's `PAGE_NOT_SERVED_KINDS`). */
  kind: PageNotServedKind;
}

// Statuses bot-management products answer a challenge with; a 2xx counts only with Cloudflare's own header.
const CHALLENGE_STATUSES: ReadonlySet<number> = new Set([401, 403, 429, 503]);

const served = new WeakMap<Artifacts, PageNotServed | null>();

function vendorOf(evidence: readonly string[]): string | null {
  return evidence.some((e) => /cf-mitigated|cdn-cgi|cf_chl|cloudflare|cf-browser|just a moment/i.test(e))
    ? 'Cloudflare'
    : null;
}

/**
 * Null when the page itself came back (2xx, no challenge, not a soft 404); otherwise what answered instead. `document`
 * is the parsed page body. Memoised per artifacts: the caps, the crawlers and platforms modules and the run all ask.
 *
 * @example
 * ```ts
 * pageNotServed(artifacts, document)?.what; // 'Cloudflare served a bot challenge (HTTP 403) instead of the page'
 * ```
 */
export function pageNotServed(artifacts: Artifacts, document: Document): PageNotServed | null {
  const known = served.get(artifacts);
  if (known !== undefined) return known;
  const page = artifacts.page;
  const ok = page.status >= 200 && page.status < 300;
  const mitigated = (page.headers?.['cf-mitigated'] ?? '').toLowerCase().includes('challenge');
  let result: PageNotServed | null = null;
  if (!ok || mitigated) {
    // The body is read only for a refusal status; a 2xx counts as a challenge on Cloudflare's header alone.
    const challenge = CHALLENGE_STATUSES.has(page.status) || mitigated ? challengeEvidence(page) : [];
    const vendor = vendorOf(challenge);
    const status = page.status === 0 ? 'no response' : `HTTP ${page.status}`;
    result = {
      status: page.status,
      challenge,
      vendor,
      softNotFound: false,
      fix: challenge.length > 0 ? null : statusFix(page, artifacts.fetchedAt),
      kind: challenge.length > 0 ? 'challenge' : statusKind(page.status),
      what:
        challenge.length > 0
          ? `${vendor ?? 'A bot-protection service'} served a bot challenge (${status}) instead of the page`
          : page.status === 0
            ? `the page could not be fetched (${page.error ?? 'no response'})`
            : `the page answered ${status}, so what came back is an error page, not the page`,
    };
  } else {
    const soft = softNotFound(artifacts, document);
    if (soft !== null) {
      result = { status: page.status, challenge: [], vendor: null, softNotFound: true, ...soft };
    }
  }
  served.set(artifacts, result);
  return result;
}

/**
 * What to do about a challenge served to the audit: the fix of the page_not_fetched gate when a challenge answered.
 */
export function challengeFix(notServed: PageNotServed): string {
  const where =
    notServed.vendor === 'Cloudflare'
      ? 'In Cloudflare, keep verified bots allowed (Security → Bots) and lower the Security Level, or turn off "I\'m Under Attack" mode and Bot Fight Mode, for content pages'
      : 'In the WAF or CDN, allow verified bots (the search and AI crawlers, checked by IP or reverse DNS) and lower the security level for content pages';
  return `Crawlers and AI agents that get this challenge cannot read or cite the page. ${where}. To audit the page itself, let this audit through too (a rule that skips the challenge for its requests) and run it again: every other module needs the page.`;
}

/**
 * What an error status says answered: access refused (401, 403), nothing or a failing or busy server (no answer, 5xx,
 * 429), else no page at this address (404, 410 and the rest). A 403 without a challenge is mostly a rule that refuses
 * the request (a WAF, a blocked range, a private folder), which no deploy lifts.
 */
function statusKind(status: number): PageNotServedKind {
  if (status === 401 || status === 403) return 'restricted';
  if (status === 0 || status === 429 || status >= 500) return 'unavailable';
  return 'not_found';
}

/** What to do about an error status, beyond "make the URL answer 200", when the status says why. */
function statusFix(page: Artifacts['page'], fetchedAt: string): string | null {
  const header = (name: string): string => page.headers?.[name] ?? '';
  if (page.status === 404) return AGAIN_OR_URL;
  if (page.status === 410) {
    return 'The server answers 410 Gone: the page was removed on purpose. If it should be live, remove the rule that answers 410 (in a redirect or SEO plugin, or the server configuration, often left from an earlier deletion of the same address), then run the audit again.';
  }
  if (page.status === 401) {
    const realm = /realm="([^"]{1,80})"/i.exec(header('www-authenticate'))?.[1];
    return `The URL asks for a password (HTTP authentication${realm ? `, "${realm}"` : ''}): a staging or preview host? Crawlers and answer engines cannot log in. Audit the public address of the page: check the URL pattern the CMS plugin builds page addresses with.`;
  }
  if (page.status >= 500) {
    const retry = retryAfterMinutes(header('retry-after'), fetchedAt);
    return `The server failed to serve the page${retry !== null ? ` and asks to come back in ${retry === 1 ? 'a minute' : `${retry} minutes`} (maintenance mode?)` : ''}: check that the site is up (a deploy still starting?) and run the audit again${retry !== null ? ' then' : ''}. Crawlers that meet errors for long come back less often.`;
  }
  return null;
}

/** Retry-After as whole minutes (seconds or an HTTP date), or null when absent or unreadable. */
function retryAfterMinutes(value: string, fetchedAt: string | undefined): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let seconds: number;
  if (/^\d+$/.test(trimmed)) seconds = Number(trimmed);
  else {
    const at = Date.parse(trimmed);
    const now = fetchedAt ? Date.parse(fetchedAt) : Number.NaN;
    if (Number.isNaN(at) || Number.isNaN(now)) return null;
    seconds = (at - now) / 1000;
  }
  return seconds > 0 && seconds < 7 * 24 * 3600 ? Math.max(1, Math.round(seconds / 60)) : null;
}
