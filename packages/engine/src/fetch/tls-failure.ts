/**
 * Which TLS problem ended an https:// request, read from the fetcher's message ("self-signed certificate", "expired
 * certificate", "the server did not answer over HTTPS") or OpenSSL's own words: they name the cause, not the remedy,
 * so each surface (the CLI, the API server's failure message) words the remedy for its own users from this one
 * reading.
 */
export type TlsFailure =
  | { kind: 'untrustedCertificate' }
  | { kind: 'expiredCertificate' }
  | { kind: 'certificateForOtherName'; host: string }
  | { kind: 'plainHttpOnHttps'; httpUrl: string };

// OpenSSL's words, as older messages and other callers pass them on, and the fetcher's own (`tls-message.ts`).
const UNTRUSTED =
  /self[- ]signed certificate|unable to verify the first certificate|unable to get local issuer certificate|certificate not signed by an authority this machine trusts/i;
const EXPIRED = /certificate has expired|expired certificate/i;
const WRONG_NAME = /does not match certificate's altnames|certificate issued for another name/i;
/** OpenSSL's words when an https:// request meets a server that answers plain HTTP, and the fetcher's. */
const PLAIN_HTTP = /wrong version number|packet length too long|http request|did not answer over HTTPS/i;

/**
 * The TLS problem behind a failed request to `url`, from the failure's message; null when the URL is not https://
 * (or does not parse) or the message names no TLS problem.
 *
 * @example
 * ```ts
 * tlsFailure(
 *   'https://127.0.0.1:8080/',
 *   'The secure connection to https://127.0.0.1:8080/ failed: the server did not answer over HTTPS.',
 * );
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
