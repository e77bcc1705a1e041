import type { ModuleName } from '@geo-audit/core';
import { analyzeAgentPricing } from '../analyze/agent-pricing.ts';
import { analyzeAgentReadiness } from '../analyze/agent-readiness.ts';
import { analyzeBrand } from '../analyze/brand.ts';
import { analyzeCitability } from '../analyze/citability.ts';
import type { Analyzer } from '../analyze/context.ts';
import { analyzeCrawlers } from '../analyze/crawlers.ts';
import { analyzeEeat } from '../analyze/eeat.ts';
import { analyzeLlmstxt } from '../analyze/llmstxt.ts';
import { analyzePlatforms } from '../analyze/platforms.ts';
import { analyzeSchema } from '../analyze/schema.ts';

/** The analyzer of each module. */
export const ANALYZERS: Record<ModuleName, Analyzer<unknown>> = {
  citability: analyzeCitability,
  brand: analyzeBrand,
  eeat: analyzeEeat,
  crawlers: analyzeCrawlers,
  schema: analyzeSchema,
  platforms: analyzePlatforms,
  llmstxt: analyzeLlmstxt,
  agent_pricing: analyzeAgentPricing,
  agent_readiness: analyzeAgentReadiness,
};

/** Modules whose results another module reads from `context.previous`. */
export const DEPENDENCIES: Partial<Record<ModuleName, readonly ModuleName[]>> = {
  platforms: ['crawlers', 'llmstxt', 'schema', 'citability', 'eeat', 'brand', 'agent_readiness'],
};

/**
 * Modules that read the page's content: when an error page or a bot challenge answered instead of the page, they
 * are not analysed (describing a 404 page or Cloudflare's interstitial would mislead). The crawlers and llmstxt
 * modules read site files (robots.txt, llms.txt) and still run; agent_readiness (beta, weight 0) names the challenge.
 */
export const PAGE_CONTENT_MODULES: ReadonlySet<ModuleName> = new Set([
  'schema',
  'citability',
  'eeat',
  'brand',
  'agent_pricing',
]);

/** Modules the score caps read (search bots blocked, JavaScript-only content): always computed. */
export const CAP_INPUTS: readonly ModuleName[] = ['crawlers', 'agent_readiness'];

/** The order modules run in: every module after the ones it reads; platforms last. */
export const RUN_ORDER: readonly ModuleName[] = [
  'crawlers',
  'llmstxt',
  'schema',
  'citability',
  'eeat',
  'brand',
  'agent_pricing',
  'agent_readiness',
  'platforms',
];

/**
 * The modules to compute for a request: the requested ones, what they depend on, and the cap inputs.
 * Only the requested ones (plus agent_readiness) are reported.
 */
export function modulesToCompute(requested: ReadonlySet<ModuleName>): Set<ModuleName> {
  const out = new Set<ModuleName>();
  const visit = (name: ModuleName): void => {
    if (out.has(name)) return;
    out.add(name);
    for (const dep of DEPENDENCIES[name] ?? []) visit(dep);
  };
  for (const name of [...requested, ...CAP_INPUTS]) visit(name);
  return out;
}
