import { messages } from './messages.ts';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The URL with its user name and password left out, to show without leaking them into CI logs. */
function withoutCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

/**
 * Why `value` cannot be audited (not an http(s) URL, or one with a password in it), or null when it can.
 * The message never echoes the password.
 *
 * @example
 * ```ts
 * urlProblem('example.com'); // '"example.com" is not an absolute http:// or https:// URL. …'
 * urlProblem('https://example.com/'); // null
 * ```
 */
export function urlProblem(value: string): string | null {
  if (!isHttpUrl(value)) {
    // "ftp://host" has a scheme, only the wrong one; "example.com:8080" parses with the scheme "example.com:".
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
    return scheme ? messages.unsupportedScheme(value, scheme.toLowerCase()) : messages.invalidUrl(value);
  }
  const target = new URL(value);
  if (target.username !== '' || target.password !== '') {
    return messages.credentialsInUrl(withoutCredentials(target));
  }
  return null;
}
