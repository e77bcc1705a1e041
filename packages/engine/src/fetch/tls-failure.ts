/**
 * Which TLS problem ended an https:// request, read from OpenSSL's words as the fetcher passes them on ("self-signed
 * certificate", "wrong version number"): they name the cause, not the remedy, so each surface (the CLI, the API
 * server's failure message) words the remedy for its own users from this one reading.
 */
export type TlsFailure =
  | { kind: 'untrustedCertificate' }
  | { kind: 'expiredCertificate' }
  | { kind: 'certificateForOtherName'; host: string }
  | { kind: 'plainHttpOnHttps'; httpUrl: string };

const UNTRUSTED =
  /self[- ]signed certificate|unable to verify the first certificate|unable to get local issuer certificate/i;
const EXPIRED = /certificate has expired/i;
const WRONG_NAME = /does not match certificate's altnames/i;
/** OpenSSL's words when an https:// request meets a server that answers plain HTTP. */
const PLAIN_HTTP = /wrong version number|packet length too long|http request/i;

/**
 * The TLS problem behind a failed request to `url`, from the failure's message; null when the URL is not https://
 * (or does not parse) or the message names no TLS problem.
 *
 * @example
 * ```ts
 * tlsFailure('https://127.0.0.1:8080/', 'The request … failed: … wrong version number …');
 * // { kind: 'plainHttpOnHttps', httpUrl: 'http://127.0.0.1:8080/' }
 * ```
 */
export function tlsFailure(url: string, detail: string): TlsFailure | null {
  const target = URL.parse(url);
  if (target === null || target.protocol !== 'https:') return null;
  if (UNTRUSTED.test(detail)) return { kind: 'untrustedCertificate' };
  if (EXPIRED.test(detail)) return { kind: 'expiredCertificate' };
  if (WRONG_NAME.test(detail)) return { kind: 'certificateForOtherName', host: target.hostname };
  if (PLAIN_HTTP.test(detail)) {
    target.protocol = 'http:';
    return { kind: 'plainHttpOnHttps', httpUrl: target.href };
  }
  return null;
}
