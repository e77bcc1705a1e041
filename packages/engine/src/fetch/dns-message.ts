/**
 * What a failed DNS lookup says to the person who gave the URL. The resolver's codes (ENOTFOUND, EAI_AGAIN,
 * ESERVFAIL …) tell apart a name that does not exist from name servers that did not answer, which call for different
 * next steps; the code itself means nothing to an editor, so it stays in the failure's operator detail.
 */

/** Answers meaning the name has no address: NXDOMAIN, or a name without A/AAAA records. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN', 'EAI_NONAME', 'EAI_NODATA']);
/** Answers meaning the lookup itself failed: SERVFAIL, a refused or timed-out query, a temporary failure. */
const LOOKUP_FAILED = new Set(['EAI_AGAIN', 'ESERVFAIL', 'SERVFAIL', 'ETIMEOUT', 'EREFUSED', 'ECONNREFUSED']);

/**
 * The sentence for a lookup of `host` that failed with `code` (the resolver's error code, if any).
 *
 * @example
 * ```ts
 * dnsMessage('exmaple.com', 'ENOTFOUND');
 * // 'exmaple.com could not be resolved: the domain does not exist, or has no address in DNS. Check the spelling …'
 * ```
 */
export function dnsMessage(host: string, code: string | undefined): string {
  if (code !== undefined && LOOKUP_FAILED.has(code)) {
    return `${host} could not be resolved: its DNS servers gave no answer (often a passing fault, or name servers that are set up wrongly). Try again in a few minutes; if it keeps failing, ask whoever manages the domain to check its DNS.`;
  }
  if (code !== undefined && NO_SUCH_NAME.has(code)) {
    return `${host} could not be resolved: the domain does not exist, or has no address in DNS. Check the spelling, and that the domain is registered and points at the site.`;
  }
  return `${host} could not be resolved. Check the spelling, and that the domain is registered and points at the site.`;
}
