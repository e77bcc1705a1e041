import { tlsFailure } from '@geo-audit/engine';

// OpenSSL's error line as Node passes it on: "<hex>:error:<hex>:SSL routines:<function>:<reason>:<source file>:<line>:".
// Only the reason speaks to a person.
const OPENSSL_LINE = /[0-9a-f]{6,}:error:[0-9a-f]+:[^:\n]*:[^:\n]*:([^:\n]+):[^\s:]*:\d+:/gi;

/** What to do about a failed https:// fetch, from the engine's reading of OpenSSL's reason; undefined for anything else. */
function tlsAdvice(url: string, message: string): string | undefined {
  const failure = tlsFailure(url, message);
  switch (failure?.kind) {
    case 'plainHttpOnHttps':
      return `The server answers plain HTTP on this port, not HTTPS: audit ${failure.httpUrl} instead.`;
    case 'untrustedCertificate':
      return "The site's certificate is not trusted (self-signed, or the server does not send its intermediate certificates): install one from a public certificate authority, with its full chain.";
    case 'expiredCertificate':
      return "The site's certificate has expired: renew it.";
    case 'certificateForOtherName':
      return `The site's certificate does not cover ${failure.host}: install one that names this host.`;
    default:
      return undefined;
  }
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
