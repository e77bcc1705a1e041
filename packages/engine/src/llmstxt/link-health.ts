import type { LLMS_LINK_OUTCOMES } from '@geo-audit/core';
import type { LlmsLinkCheck } from '../artifacts.ts';

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

// A title part that says "not found" and nothing else: "Page not found – Acme", "404 | Acme", "Acme: Not Found", in
// the languages whose sites we audit most ("Seite nicht gefunden", "ページが見つかりません", "页面不存在" …).
const NOT_FOUND_PART = new RegExp(
  `^(?:${[
    '(?:error|fehler|erreur|errore|błąd|ошибка)?\\s*404(?:\\s+(?:not\\s+found|error))?',
    '(?:page\\s+)?not\\s+found',
    'nothing\\s+found',
    'page\\s+(?:introuvable|non\\s+trouvée)',
    'seite\\s+(?:wurde\\s+)?nicht\\s+gefunden',
    'p[áa]gina\\s+(?:no\\s+encontrada|n[ãa]o\\s+encontrada|non\\s+trovata|niet\\s+gevonden)',
    'nie\\s+znaleziono(?:\\s+strony)?',
    'strona\\s+nie\\s+(?:została\\s+znaleziona|istnieje)',
    'страница\\s+не\\s+найдена',
    'sayfa\\s+bulunamadı',
    'الصفحة\\s+غير\\s+موجودة',
    'ページが見つかりません(?:でした)?',
    '(?:404\\s*)?(?:页面不存在|页面未找到|找不到页面|找不到该页面)',
  ].join('|')})[.!。！]*$`,
  'iu',
);
const TITLE_SEPARATOR = /\s+[-–—:|·•]\s+|\s*[|–—·•]\s*/;

function saysNotFound(title: string | undefined): boolean {
  return title?.split(TITLE_SEPARATOR).some((part) => NOT_FOUND_PART.test(part.trim())) === true;
}

// Where sites send a link they no longer have: a home page ("/", "/index.html", a locale root like "/en/") or a
// generic error page ("/404", "/not-found"). A deep link redirected there is a soft 404, as search engines treat it.
const HOME_PATH = /^\/(?:[a-z]{2}(?:[-_][a-z]{2,4})?\/?)?(?:(?:index|default|home)(?:\.[a-z]+)?)?$/i;
const ERROR_PATH = /(?:^|\/)(?:404|not[-_]?found|page[-_]not[-_]found|error(?:[-_]?404)?)(?:\.[a-z]+)?\/?$/i;

// A path segment that names the status: "404", "not-found", "http-404", "404-not-found" (an extension aside).
const STATUS_SEGMENT = /(?:^|[-_])(?:404|not[-_]?found)(?:[-_]|$)/i;
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * Whether the link is a page about the status, whose title or heading says "404" because that is its subject: its
 * path ends in a segment naming the status, below some other segment (/docs/http/status/404, an API's
 * /errors/not-found, MDN's /en-US/docs/Web/HTTP/Status/404). The site's own error page (/404, /404.html,
 * /en/not-found) is not: listed in llms.txt and answering 200 with "Page not found", it leads an agent nowhere, and
 * stays a soft 404.
 */
function namesTheStatus(url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const segments = path.split('/').filter((s) => s !== '');
  const last = segments.pop()?.replace(/\.[a-z]+$/i, '');
  return last !== undefined && STATUS_SEGMENT.test(last) && segments.some((s) => !LOCALE_SEGMENT.test(s));
}

/** What a redirect landed on when it is not the page asked for: 'the home page', 'an error page', or null. */
function genericLanding(url: string, finalUrl: string): string | null {
  if (finalUrl === '' || finalUrl === url) return null;
  let asked: URL;
  let landed: URL;
  try {
    asked = new URL(url);
    landed = new URL(finalUrl);
  } catch {
    return null;
  }
  if (landed.pathname === asked.pathname && landed.hostname === asked.hostname) return null;
  if (ERROR_PATH.test(landed.pathname) && !ERROR_PATH.test(asked.pathname)) return 'an error page';
  if (HOME_PATH.test(landed.pathname) && !HOME_PATH.test(asked.pathname)) return 'the home page';
  return null;
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
