/**
 * Signs that an HTML answer is not the page asked for: a title or first heading that says "page not found" or "coming
 * soon", or a redirect of a deep link to the home page, an error page or a sign-in page. Search engines call a
 * "not found" answer served with 200 a soft 404. The llms.txt link check, the agent scan's login wall and the audited
 * page's own check (score/soft-not-found.ts) read the same signs.
 */

// A title part that says "not found" and nothing else: "Page not found – Acme", "404 | Acme", "Acme: Not Found", in
// the languages whose sites we audit most ("Seite nicht gefunden", "ページが見つかりません", "页面不存在" …).
const NOT_FOUND_PART = new RegExp(
  `^(?:${[
    '(?:error|fehler|erreur|errore|błąd|ошибка)?\\s*404(?::?\\s+(?:(?:page\\s+)?not\\s+found|error))?',
    '(?:page\\s+)?not\\s+found',
    'nothing\\s+found',
    // WordPress themes' and site builders' headings: "Oops! That page can’t be found.", "This page doesn't seem to
    // exist.", Next.js's "This page could not be found."
    "(?:404:?\\s+)?(?:oops!?\\s+)?(?:that|this)\\s+page\\s+(?:can[’']t|cannot|could\\s+not)\\s+be\\s+found",
    "(?:this|that)\\s+page\\s+(?:doesn[’']t|does\\s+not)\\s+(?:seem\\s+to\\s+)?exist",
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

/** Whether a title or heading says "not found" in one of its parts ("Page not found – Acme", "404"). */
export function saysNotFound(title: string | undefined): boolean {
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
export function namesTheStatus(url: string): boolean {
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

/**
 * Whether a path is a site's home page: the root, a locale root ("/en/", "/pt-br/"), or either's index or home file
 * ("/index.html", "/en/home").
 */
export function isHomePath(pathname: string): boolean {
  return HOME_PATH.test(pathname);
}

// Path segments a redirect to the parent drops on the way to the same page: AMP and print views, feeds, embeds,
// comment and page numbers, index files. A redirect that drops one of them may land on the page itself.
const VIEW_SEGMENT =
  /^(?:amp|feed|rss|embed|print|comments?|page|trackback|replytocom|index\.[a-z]+|\d{1,4})$/i;

/**
 * Whether `landed` is a listing above `asked` on the same host: its path a strict prefix of the asked one in whole
 * segments ("/blog/new-post" → "/blog/"), as "redirect 404s to the parent" rules and plugins answer a page they do not
 * have. Not when the dropped segments are a view of the same page ("/blog/post/amp" → "/blog/post").
 */
function parentListing(asked: URL, landed: URL): boolean {
  if (landed.hostname !== asked.hostname) return false;
  const askedSegments = asked.pathname.split('/').filter((s) => s !== '');
  const landedSegments = landed.pathname.split('/').filter((s) => s !== '');
  if (landedSegments.length === 0 || landedSegments.length >= askedSegments.length) return false;
  if (!landedSegments.every((segment, i) => segment.toLowerCase() === askedSegments[i]?.toLowerCase()))
    return false;
  return !askedSegments.slice(landedSegments.length).some((segment) => VIEW_SEGMENT.test(segment));
}

/**
 * What a redirect landed on when it is not the page asked for: 'the home page', 'an error page', 'the listing above
 * it' ("/blog/new-post" → "/blog/"), or null.
 */
export function genericLanding(url: string, finalUrl: string): string | null {
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
  if (parentListing(asked, landed)) return 'the listing above it';
  return null;
}

// A title part or heading that says the site is not open yet or is down for maintenance, and nothing else: the
// coming-soon and maintenance modes of WordPress plugins (SeedProd, WP Maintenance Mode), WordPress's own
// "Briefly unavailable for scheduled maintenance", site builders' "Launching soon".
const COMING_SOON_PART = new RegExp(
  `^(?:${[
    "(?:we(?:[’']re| are)\\s+)?(?:coming|launching)\\s+soon",
    '(?:site\\s+|website\\s+)?(?:is\\s+)?under\\s+(?:construction|maintenance)',
    '(?:site\\s+|website\\s+)?(?:is\\s+)?(?:in|down\\s+for)\\s+maintenance(?:\\s+mode)?',
    'maintenance\\s+mode',
    "we(?:[’']ll| will)\\s+be\\s+back\\s+soon",
    'briefly\\s+unavailable\\s+for\\s+scheduled\\s+maintenance(?:\\.\\s+check\\s+back\\s+in\\s+a\\s+minute)?',
    'demnächst(?:\\s+verfügbar)?|in\\s+kürze\\s+verfügbar|wartungsarbeiten|wartungsmodus',
    'bientôt\\s+disponible|(?:site\\s+)?en\\s+(?:construction|maintenance)',
    'próximamente|(?:sitio\\s+)?en\\s+(?:construcción|mantenimiento)',
    'in\\s+arrivo|(?:sito\\s+)?in\\s+(?:costruzione|manutenzione)',
  ].join('|')})[.!。！]*$`,
  'iu',
);

/** Whether a title or heading says "coming soon" or "under maintenance" in one of its parts ("Acme – Coming Soon"). */
export function saysComingSoon(title: string | undefined): boolean {
  return title?.split(TITLE_SEPARATOR).some((part) => COMING_SOON_PART.test(part.trim())) === true;
}

/** A path where sites ask for a login: `/login`, `/sign-in`, `/wp-login.php`, `/users/sign_in` … */
export const SIGN_IN_PATH =
  /\/(?:login|log-in|signin|sign-in|sso|auth|account\/login|users\/sign_in|wp-login\.php)(?:[/?#.]|$)/i;

/**
 * Whether a URL that is no sign-in page redirected to one (`finalPath`, the path it landed on): a private or
 * members-only page sends visitors and crawlers to a login form.
 *
 * @example
 * ```ts
 * redirectedToSignIn('/blog/post/', '/wp-login.php'); // true
 * ```
 */
export function redirectedToSignIn(askedPath: string, finalPath: string): boolean {
  return SIGN_IN_PATH.test(finalPath) && !SIGN_IN_PATH.test(askedPath);
}
