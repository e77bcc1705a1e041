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

/**
 * Whether a module list names at least one module that counts toward `geo_score`. Without one the score has nothing
 * to weigh and would read 100 "Excellent", so the API refuses such a list (422) and the hosts' settings do too.
 *
 * @example
 * ```ts
 * hasScoredModule(['agent_readiness']); // false
 * hasScoredModule(['agent_readiness', 'schema']); // true
 * ```
 */
export function hasScoredModule(modules: readonly string[]): boolean {
  return modules.some((name) => (SCORED_MODULES as readonly string[]).includes(name));
}

/** Beta modules always run alongside the requested ones but weigh 0. */
export const BETA_MODULES: readonly ModuleName[] = ['agent_readiness'];

export function isModuleName(value: unknown): value is ModuleName {
  return typeof value === 'string' && (MODULE_NAMES as readonly string[]).includes(value);
}
