// OpenSSL's error line as Node passes it on: "<hex>:error:<hex>:SSL routines:<function>:<reason>:<source file>:<line>:".
// Only the reason speaks to a person.
const OPENSSL_LINE = /[0-9a-f]{6,}:error:[0-9a-f]+:[^:\n]*:[^:\n]*:([^:\n]+):[^\s:]*:\d+:/gi;

const PLAIN_HTTP = /wrong version number|packet length too long|http request/i;
const UNTRUSTED =
  /self[- ]signed certificate|unable to verify the first certificate|unable to get local issuer certificate/i;
const EXPIRED = /certificate has expired/i;
const WRONG_NAME = /does not match certificate's altnames/i;

/** What to do about a failed https:// fetch, from OpenSSL's reason; undefined for anything else. */
function tlsAdvice(url: string, message: string): string | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'https:') return undefined;
  if (PLAIN_HTTP.test(message)) {
    target.protocol = 'http:';
    return `The server answers plain HTTP on this port, not HTTPS: audit ${target.href} instead.`;
  }
  if (UNTRUSTED.test(message)) {
    return "The site's certificate is not trusted (self-signed, or the server does not send its intermediate certificates): install one from a public certificate authority, with its full chain.";
  }
  if (EXPIRED.test(message)) return "The site's certificate has expired: renew it.";
  if (WRONG_NAME.test(message)) {
    return `The site's certificate does not cover ${target.hostname}: install one that names this host.`;
  }
  return undefined;
}

/**
 * The reason a failed audit gives its user (status response and webhook): one line, OpenSSL's internals
 * (error codes, function and source file names) reduced to their reason, and what to do when the reason is a
 * TLS one the engine's message leaves unexplained.
 *
 * @example
 * ```ts
 * failureMessage('https://example.com/', 'The request to https://example.com/ failed: 40E7…:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/…/tlsany_meth.c:77:\n');
 * // 'The request to https://example.com/ failed: wrong version number. The server answers plain HTTP on this port, not HTTPS: audit http://example.com/ instead.'
 * ```
 */
export function failureMessage(url: string, raw: string): string {
  const cleaned = raw
    .replace(OPENSSL_LINE, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s:]+$/, '');
  const advice = tlsAdvice(url, cleaned);
  if (!advice) return cleaned;
  return `${/[.!?]$/.test(cleaned) ? cleaned : `${cleaned}.`} ${advice}`;
}
