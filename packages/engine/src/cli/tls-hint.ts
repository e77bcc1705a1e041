import type { FetchHint } from './page-note.ts';

const UNTRUSTED =
  /self[- ]signed certificate|unable to verify the first certificate|unable to get local issuer certificate/i;
const EXPIRED = /certificate has expired/i;
const WRONG_NAME = /does not match certificate's altnames/i;
/** OpenSSL's words when an https:// request meets a server that answers plain HTTP. */
const PLAIN_HTTP = /wrong version number|packet length too long|http request/i;

/**
 * What to do when an https:// page failed in the TLS handshake: the fetcher passes OpenSSL's words on
 * ("self-signed certificate", "wrong version number"), which name the cause but not the remedy. Null for
 * any other failure.
 *
 * @example
 * ```ts
 * tlsHint('https://127.0.0.1:8443/', 'The request … failed: self-signed certificate');
 * // { kind: 'untrustedCertificate' }
 * ```
 */
export function tlsHint(url: string, detail: string): FetchHint | null {
  const target = new URL(url);
  if (target.protocol !== 'https:') return null;
  if (UNTRUSTED.test(detail)) return { kind: 'untrustedCertificate' };
  if (EXPIRED.test(detail)) return { kind: 'expiredCertificate' };
  if (WRONG_NAME.test(detail)) return { kind: 'certificateForOtherName', host: target.hostname };
  if (PLAIN_HTTP.test(detail)) {
    target.protocol = 'http:';
    return { kind: 'plainHttpOnHttps', httpUrl: target.href };
  }
  return null;
}
