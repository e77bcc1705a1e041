import { SCORED_MODULES } from '@geo-audit/core';

/**
 * Whether a job's modules include every scored module, i.e. its result is the full audit that SPEC 4.3's
 * cached `GET /api/audit.php?url=` returns (beta modules such as agent_readiness always run anyway).
 *
 * @example
 * ```ts
 * isFullModuleSet([...SCORED_MODULES]); // true
 * isFullModuleSet(['schema']); // false
 * ```
 */
export function isFullModuleSet(modules: readonly string[]): boolean {
  return SCORED_MODULES.every((name) => modules.includes(name));
}
