/**
 * `@geo-audit/core/constants`: the contract's value lists and verdict bands without zod or ky, for
 * browser bundles that only display results (about 94 KB gzipped smaller than the main entry).
 *
 * @example
 * ```ts
 * import { MODULE_NAMES, verdictFor } from '@geo-audit/core/constants';
 * verdictFor(82); // 'Good'
 * ```
 */
export * from './contract/cap-checks.ts';
export * from './contract/enum-values.ts';
export * from './contract/module-names.ts';
export * from './contract/verdict-bands.ts';
export * from './coordinator/awaits-recheck.ts';
export * from './coordinator/results-link.ts';
export * from './coordinator/score-history.ts';
export * from './coordinator/wait-plan.ts';
