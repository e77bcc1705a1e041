import { messages } from './messages.ts';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The URL `value` was probably meant to be: the scheme's colon or slashes mistyped (`http//host`, `https:/host`)
 * repaired, or `https://` put before a bare host (`http://` before a local one). Null when that is still no URL
 * (a space in it, no host), so the message never suggests another invalid one.
 *
 * @example
 * ```ts
 * suggestedUrl('example.com/pricing'); // 'https://example.com/pricing'
 * suggestedUrl('localhost:3000'); // 'http://localhost:3000'
 * ```
 */
export function suggestedUrl(value: string): string | null {
  const mistyped = /^(https?)(?::\/{0,3}|\/{1,3})(?=[^/:])/i.exec(value);
  // A scheme that is there but broken beyond a typo ("http:///") gets no "https://http:///".
  if (!mistyped && /^https?[:/]/i.test(value)) return null;
  // An option after "--" is read as a URL: "https://--allow-host" would be no help.
  if (value.startsWith('-')) return null;
  const candidate = mistyped
    ? `${mistyped[1]?.toLowerCase()}://${value.slice(mistyped[0].length)}`
    : `https://${value.replace(/^\/+/, '')}`;
  if (/\s/.test(candidate) || !isHttpUrl(candidate)) return null;
  const { hostname } = new URL(candidate);
  if (hostname === '') return null;
  // A local development server (localhost:3000) speaks plain HTTP; https:// would only fail the TLS handshake.
  return !mistyped && LOCAL_HOSTS.has(hostname) ? candidate.replace(/^https:/, 'http:') : candidate;
}

/**
 * The site path a value that is a path or a local file stands for (`/pricing`, `./index.html`, `about.html`),
 * or null. A deploy step that writes changed files or paths instead of URLs is a common slip; `https://pricing`
 * would be a wrong guess.
 */
function pathOf(value: string): string | null {
  if (/^\.{0,2}\/(?!\/)/.test(value)) return `/${value.replace(/^(?:\.{1,2}\/)+|^\/+/, '')}`;
  return /^[\w.-]+\.html?$/i.test(value) ? `/${value}` : null;
}

/** The URL with its user name and password left out, to show without leaking them into CI logs. */
function withoutCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

function pathProblem(value: string): string {
  const path = pathOf(value);
  return path !== null ? messages.pathNotUrl(value, path) : messages.invalidUrl(value, suggestedUrl(value));
}

/**
 * Why `value` cannot be audited (not an http(s) URL, or one with a password in it), or null when it can.
 * The message never echoes the password.
 *
 * @example
 * ```ts
 * urlProblem('example.com'); // '"example.com" is not an absolute http:// or https:// URL. …'
 * urlProblem('/pricing'); // '"/pricing" is a path or a file, not a URL: … https://example.com/pricing …'
 * urlProblem('https://example.com/'); // null
 * ```
 */
export function urlProblem(value: string): string | null {
  if (!isHttpUrl(value)) {
    // "ftp://host" has a scheme, only the wrong one; "example.com:8080" parses with the scheme "example.com:".
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
    // "http:///" names a scheme that is fine: what is wrong is the rest, so it is no "unsupported scheme".
    return scheme && !/^https?$/i.test(scheme)
      ? messages.unsupportedScheme(value, scheme.toLowerCase())
      : pathProblem(value);
  }
  const target = new URL(value);
  if (target.username !== '' || target.password !== '') {
    return messages.credentialsInUrl(withoutCredentials(target));
  }
  return null;
}
