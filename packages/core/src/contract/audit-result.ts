import { z } from 'zod';
import { ActionItem } from './action-plan.ts';
import { PAGE_NOT_SERVED_KINDS } from './cap-checks.ts';
import { AgentPricingModule } from './modules/agent-pricing.ts';
import { AgentReadinessModule } from './modules/agent-readiness.ts';
import { BrandModule } from './modules/brand.ts';
import { CitabilityModule } from './modules/citability.ts';
import { CrawlersModule } from './modules/crawlers.ts';
import { EeatModule } from './modules/eeat.ts';
import { LlmstxtModule } from './modules/llmstxt.ts';
import { PlatformsModule } from './modules/platforms.ts';
import { SchemaModule } from './modules/schema.ts';
import { openEnum, Score } from './open-enum.ts';
import { Verdict } from './verdict.ts';

/**
 * `modules`, keyed by module name. Every entry is optional because an audit may run a subset; unknown
 * module keys from a newer service are kept.
 */
export const AuditModules = z.looseObject({
  citability: CitabilityModule.optional(),
  brand: BrandModule.optional(),
  eeat: EeatModule.optional(),
  crawlers: CrawlersModule.optional(),
  schema: SchemaModule.optional(),
  platforms: PlatformsModule.optional(),
  llmstxt: LlmstxtModule.optional(),
  agent_pricing: AgentPricingModule.optional(),
  agent_readiness: AgentReadinessModule.optional(),
});
export type AuditModules = z.infer<typeof AuditModules>;

/**
 * A hard cap applied to `geo_score` because the page cannot be cited at all, with the reason. `kind` says what
 * answered in place of the page on a `PAGE_NOT_SERVED_CAP` cap (see `PAGE_NOT_SERVED_KINDS`; newer values kept).
 */
export const ScoreCap = z.looseObject({
  check: z.string(),
  max: Score,
  reason: z.string(),
  kind: openEnum(PAGE_NOT_SERVED_KINDS).optional(),
});
export type ScoreCap = z.infer<typeof ScoreCap>;

/**
 * The full audit result (SPEC.md 2.2). Beyond the spec we add, all optional for tolerant parsing: the
 * audited `url`, `score_version`, the module `weights` used, and any `caps` applied.
 *
 * @example
 * ```ts
 * const result = AuditResult.parse(await response.json());
 * console.log(result.geo_score, result.verdict);
 * ```
 */
export const AuditResult = z.looseObject({
  geo_score: Score,
  verdict: Verdict,
  modules: AuditModules,
  action_plan: z.array(ActionItem),
  analyzed_at: z.iso.datetime({ offset: true }),
  url: z.string().optional(),
  score_version: z.string().optional(),
  weights: z.record(z.string(), z.number()).optional(),
  caps: z.array(ScoreCap).optional(),
});
export type AuditResult = z.infer<typeof AuditResult>;
