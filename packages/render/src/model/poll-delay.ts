/**
 * How long an editor surface waits before it asks its host again whether a pending audit finished,
 * given how long the audit has been pending. Most audits finish within a second or two of the publish
 * (the completion webhook stores them at once), so the first checks come quickly; an audit that takes
 * longer (a slow page, a queue) is checked less and less often. The hosts ask their own CMS backend, never
 * the GEO API, so a quick first check costs a cheap local request.
 *
 * @example
 * ```ts
 * pollDelay(0);      // 500: just published
 * pollDelay(8_000);  // 1500
 * pollDelay(60_000); // 5000
 * ```
 */
export function pollDelay(pendingForMs: number): number {
  if (pendingForMs < 5_000) return 500;
  if (pendingForMs < 30_000) return 1_500;
  return 5_000;
}
