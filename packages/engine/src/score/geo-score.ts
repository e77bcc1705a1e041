import type { AuditModules, ModuleName } from '@geo-audit/core';
import { MODULE_WEIGHTS } from './weights.ts';

interface ModuleEntryLike {
  score: number;
  applicable?: boolean;
  error?: string;
}

/**
 * The weight each module present in `modules` actually carries: its configured weight, or 0 when it does
 * not apply (`applicable: false`) or failed to run (`error`). Modules absent from `modules` are absent here.
 *
 * @example
 * ```ts
 * effectiveWeights({ schema: { score: 80, types_found: [] } }); // { schema: 12 }
 * ```
 */
export function effectiveWeights(
  modules: AuditModules,
  config: Readonly<Record<ModuleName, number>> = MODULE_WEIGHTS,
): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const [name, raw] of Object.entries(modules)) {
    const entry = raw as ModuleEntryLike | undefined;
    if (!entry) continue;
    const configured = (config as Record<string, number>)[name] ?? 0;
    weights[name] = entry.applicable === false || entry.error !== undefined ? 0 : configured;
  }
  return weights;
}

/**
 * `geo_score` before caps: the rounded weighted mean of the module scores with weight > 0. When nothing
 * weighs anything it is 0 if a module failed (nothing could be measured) and 100 otherwise (nothing that
 * applies needs fixing), the same rule a not-applicable module follows.
 */
export function weightedScore(modules: AuditModules, weights: Record<string, number>): number {
  let total = 0;
  let sum = 0;
  let failed = false;
  for (const [name, raw] of Object.entries(modules)) {
    const entry = raw as ModuleEntryLike | undefined;
    if (!entry) continue;
    if (entry.error !== undefined) failed = true;
    const weight = weights[name] ?? 0;
    if (weight <= 0) continue;
    total += weight;
    sum += weight * entry.score;
  }
  if (total === 0) return failed ? 0 : 100;
  return Math.round(sum / total);
}
