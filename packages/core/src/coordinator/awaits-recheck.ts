/**
 * Whether a record waits to audit again because the site did not serve the page yet (the coordinator's
 * re-check, see recheck.ts): no job is queued until `error.retryAt`, and the last result is of the unserved
 * page. Hosts show it as "Re-check scheduled" rather than as queued, and let an editor run the audit at once.
 * It reads only the state and the problem code, so it suits a host's own view of a record.
 *
 * @example
 * ```ts
 * awaitsRecheck({ state: 'waiting', error: { code: 'page_not_served' } }); // true
 * awaitsRecheck({ state: 'waiting', error: { code: 'rate_limited' } }); // false
 * ```
 */
export function awaitsRecheck(
  record: { state: string; error?: { code: string } | null } | null | undefined,
): boolean {
  return record?.state === 'waiting' && record.error?.code === 'page_not_served';
}
