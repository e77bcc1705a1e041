import type { ModuleName } from '@geo-audit/core';

/**
 * The fields each module's wire schema requires besides `score`, empty. A module that throws is reported as
 * `{score: 0, error, findings: [], ...these}`, so the result still matches the contract and the other
 * modules still score.
 */
export const EMPTY_FIELDS: Record<ModuleName, Record<string, unknown>> = {
  citability: {},
  brand: { platforms: {} },
  eeat: { signals: [] },
  crawlers: { blocked: [], allowed: [] },
  schema: { types_found: [] },
  platforms: {},
  llmstxt: { exists: false, cta_url: null },
  // Unknown rather than "does not apply"; the error field says why, and the module weighs 0 either way.
  agent_pricing: { applicable: false },
  agent_readiness: {
    beta: true,
    weight: 0,
    tools: { declarative: [], imperative_detected: false, api: null, count: 0 },
    forms: [],
    states: {},
  },
};

/** The entry of a module that failed to run. */
export function errorEntry(name: ModuleName, error: unknown): Record<string, unknown> {
  const message = error instanceof Error ? error.message : String(error);
  return { score: 0, error: message || 'the module failed', findings: [], ...EMPTY_FIELDS[name] };
}
