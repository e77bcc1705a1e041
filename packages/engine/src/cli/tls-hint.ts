import { messages } from './messages.ts';

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
 * // 'The site's certificate is not signed by a CA this machine trusts. …'
 * ```
 */
export function tlsHint(url: string, detail: string): string | null {
  const target = new URL(url);
  if (target.protocol !== 'https:') return null;
  if (UNTRUSTED.test(detail)) return messages.untrustedCertificate;
  if (EXPIRED.test(detail)) return messages.expiredCertificate;
  if (WRONG_NAME.test(detail)) return messages.certificateForOtherName(target.hostname);
  if (PLAIN_HTTP.test(detail)) {
    target.protocol = 'http:';
    return messages.plainHttpOnHttps(target.href);
  }
  return null;
}
