/**
 * The nine audit modules, in the order SPEC.md lists them. This is the one list every package uses.
 *
 * @example
 * ```ts
 * import { MODULE_NAMES } from '@geo-audit/core';
 * MODULE_NAMES.includes('schema'); // true
 * ```
 */
export const MODULE_NAMES = [
  'citability',
  'brand',
  'eeat',
  'crawlers',
  'schema',
  'platforms',
  'llmstxt',
  'agent_pricing',
  'agent_readiness',
] as const;

export type ModuleName = (typeof MODULE_NAMES)[number];

/** The modules that count toward `geo_score`; SPEC.md's "all 8 modules" default. */
export const SCORED_MODULES = MODULE_NAMES.filter(
  (name): name is Exclude<ModuleName, 'agent_readiness'> => name !== 'agent_readiness',
);

/** Beta modules always run alongside the requested ones but weigh 0. */
export const BETA_MODULES: readonly ModuleName[] = ['agent_readiness'];

export function isModuleName(value: unknown): value is ModuleName {
  return typeof value === 'string' && (MODULE_NAMES as readonly string[]).includes(value);
}
