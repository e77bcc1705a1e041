/**
 * What a failed TLS handshake says, from Node's error code, in words an editor can read ("expired certificate") instead
 * of OpenSSL's (`CERT_HAS_EXPIRED`, "error:0A00010B:SSL routines:…:wrong version number"). The sentence names the
 * problem; the remedy for the kinds `tlsFailure` reads from it is worded by each surface (the CLI's hint, the API
 * server's failure message), so those kinds carry none here. Kinds it does not read carry their own.
 */

const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);
const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_CHAIN_TOO_LONG',
]);
/** An https:// request answered by a server speaking plain HTTP: OpenSSL reads its answer as a bad TLS record. */
const PLAIN_HTTP = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
]);

/** Whether `code` is a TLS or certificate failure. */
export function isTlsCode(code: string): boolean {
  return (
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_TLS_') ||
    code.startsWith('CERT_') ||
    SELF_SIGNED.has(code) ||
    UNTRUSTED.has(code)
  );
}

function cause(code: string, host: string): string {
  if (code === 'CERT_HAS_EXPIRED') return 'expired certificate.';
  if (SELF_SIGNED.has(code)) return 'self-signed certificate.';
  if (UNTRUSTED.has(code)) {
    return 'certificate not signed by an authority this machine trusts, or sent without its intermediate certificates.';
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return `certificate issued for another name than ${host}.`;
  if (PLAIN_HTTP.has(code)) return 'the server did not answer over HTTPS.';
  if (code === 'CERT_NOT_YET_VALID') {
    return "certificate not valid yet. Check the certificate's start date and the server's clock.";
  }
  return 'the secure (TLS) handshake did not complete. Check that the page opens over https:// in a browser; the server may offer only outdated TLS versions, or its HTTPS setup is broken.';
}

/**
 * The sentence for an https:// request to `url` that failed with the TLS error `code`; null when `code` is no TLS
 * error.
 *
 * @example
 * ```ts
 * tlsMessage('https://example.com/', 'CERT_HAS_EXPIRED');
 * // 'The secure connection to https://example.com/ failed: expired certificate.'
 * ```
 */
export function tlsMessage(url: string, code: string): string | null {
  if (!isTlsCode(code)) return null;
  const host = URL.parse(url)?.hostname ?? url;
  return `The secure connection to ${url} failed: ${cause(code, host)}`;
}
