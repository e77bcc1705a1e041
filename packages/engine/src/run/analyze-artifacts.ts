import {
  AgentPricingModule,
  AgentReadinessModule,
  type AuditModules,
  AuditResult,
  BrandModule,
  CitabilityModule,
  CrawlersModule,
  EeatModule,
  LlmstxtModule,
  MODULE_NAMES,
  type ModuleName,
  PlatformsModule,
  SCORED_MODULES,
  SchemaModule,
} from '@geo-audit/core';
import { addCmsAdvice, detectCms } from '../advice/cms.ts';
import type { AnalysisContext, Analyzer } from '../analyze/context.ts';
import type { Artifacts } from '../artifacts.ts';
import { withAnalysisScope } from '../memo/analysis-memo.ts';
import { parsePage } from '../parse/page.ts';
import { computeCaps } from '../score/caps.ts';
import { pageNotServed } from '../score/page-served.ts';
import { scoreModules } from '../score/score.ts';
import { pageFacts } from '../structured-data/metadata.ts';
import { errorEntry } from './empty-entries.ts';
import { ANALYZERS, modulesToCompute, PAGE_CONTENT_MODULES, RUN_ORDER } from './registry.ts';

/** The part of a zod schema used here (the engine does not depend on zod directly). */
interface Checker {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

const MODULE_SCHEMAS: Record<ModuleName, Checker> = {
  citability: CitabilityModule,
  brand: BrandModule,
  eeat: EeatModule,
  crawlers: CrawlersModule,
  schema: SchemaModule,
  platforms: PlatformsModule,
  llmstxt: LlmstxtModule,
  agent_pricing: AgentPricingModule,
  agent_readiness: AgentReadinessModule,
};

export interface AnalyzeOptions {
  /** Modules to report; defaults to the 8 scored modules. agent_readiness is always reported (beta, weight 0). */
  modules?: readonly ModuleName[];
  /** Clock for `analyzed_at`. */
  now?: () => Date;
  /** Called after each module, progress from 0 to 1. */
  onProgress?: (event: { stage: string; progress: number }) => void;
  /** Called with the wall time in ms of each stage: `parse`, each module name, `score`, `validate` (benchmarks). */
  onTimed?: (stage: 'parse' | 'score' | 'validate' | ModuleName, ms: number) => void;
  /** Replace module analyzers (a different implementation, or a failing one in tests). */
  analyzers?: Partial<Record<ModuleName, Analyzer<unknown>>>;
}

function describeIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    .join('; ');
}

function runModule(
  name: ModuleName,
  analyzer: Analyzer<unknown> | undefined,
  context: AnalysisContext,
  validate: boolean,
): Record<string, unknown> {
  if (!analyzer) return errorEntry(name, new Error(`no analyzer is registered for ${name}`));
  try {
    const output = analyzer(context);
    if (!validate) return output as Record<string, unknown>;
    const checked = MODULE_SCHEMAS[name].safeParse(output);
    if (!checked.success) {
      return errorEntry(
        name,
        new Error(`output does not match the contract: ${describeIssues(checked.error)}`),
      );
    }
    return checked.data as Record<string, unknown>;
  } catch (error) {
    return errorEntry(name, error);
  }
}

/**
 * Analyzes gathered artifacts into a full audit result, with no I/O: parses the page once, runs the
 * requested modules (and the ones they or the score caps depend on) in dependency order with platforms last,
 * scores, caps and ranks the action plan, and validates the result against core's `AuditResult` once. A module
 * that throws, or returns something off-contract, becomes `{score: 0, error, findings: []}` and weighs 0. When an
 * error page or a bot challenge answered instead of the page, the modules that read its content are not analysed
 * (the same entry, `error: "<what answered>, so there was nothing to analyse"`), and only the gates that do not read it apply.
 *
 * @example
 * ```ts
 * const result = analyzeArtifacts(artifacts, { modules: ['schema', 'crawlers'] });
 * console.log(result.geo_score, result.modules.agent_readiness?.beta); // …, true
 * ```
 */
export function analyzeArtifacts(artifacts: Artifacts, options: AnalyzeOptions = {}): AuditResult {
  // What the analysis memoizes about its documents is dropped when it ends (decision 0026).
  return withAnalysisScope(() => analyzeInScope(artifacts, options));
}

function analyzeInScope(artifacts: Artifacts, options: AnalyzeOptions): AuditResult {
  // Modules are not validated one by one: the result is validated once, as a whole. Only when that fails (a
  // module returned something off-contract, or it broke the scoring) is the analysis run again with every module
  // checked on its own, so that the culprit becomes that module's error while the others still score.
  const analyzedAt = (options.now?.() ?? new Date()).toISOString();
  try {
    const candidate = analyze(artifacts, options, analyzedAt, false);
    const started = performance.now();
    const checked = AuditResult.safeParse(candidate);
    options.onTimed?.('validate', performance.now() - started);
    if (checked.success) return checked.data;
  } catch {
    // Falls through to the checked run below, which reports what went wrong.
  }
  const { onTimed: _timed, onProgress: _progress, ...quiet } = options;
  return AuditResult.parse(analyze(artifacts, quiet, analyzedAt, true));
}

function analyze(
  artifacts: Artifacts,
  options: AnalyzeOptions,
  analyzedAt: string,
  validateModules: boolean,
): Record<string, unknown> {
  const requested = new Set<ModuleName>(options.modules ?? SCORED_MODULES);
  requested.add('agent_readiness');
  const compute = modulesToCompute(requested);
  const analyzers = { ...ANALYZERS, ...options.analyzers };
  const timed = options.onTimed;
  let clock = performance.now();
  const lap = (stage: Parameters<NonNullable<AnalyzeOptions['onTimed']>>[0]): void => {
    if (!timed) return;
    const now = performance.now();
    timed(stage, now - clock);
    clock = now;
  };
  const context: AnalysisContext = {
    artifacts,
    document: parsePage(artifacts.page.body ?? ''),
    previous: {},
  };
  lap('parse');
  const computed: Partial<Record<ModuleName, Record<string, unknown>>> = {};
  const steps = RUN_ORDER.filter((name) => compute.has(name));
  const notServed = pageNotServed(artifacts, context.document);
  steps.forEach((name, index) => {
    const entry =
      notServed && PAGE_CONTENT_MODULES.has(name)
        ? errorEntry(name, new Error(`${notServed.what}, so there was nothing to analyse`))
        : runModule(name, analyzers[name], context, validateModules);
    lap(name);
    computed[name] = entry;
    (context.previous as Record<string, unknown>)[name] = entry;
    options.onProgress?.({ stage: `analyze:${name}`, progress: (index + 1) / steps.length });
  });

  const emitted: Record<string, Record<string, unknown>> = {};
  for (const name of MODULE_NAMES) {
    const entry = computed[name];
    if (entry && requested.has(name)) emitted[name] = entry;
  }
  const modules = emitted as AuditModules;
  const cms = detectCms(pageFacts(context.document));
  if (cms !== null) addCmsAdvice(modules, cms);
  const summary = scoreModules(modules, computeCaps(context));
  for (const [name, entry] of Object.entries(emitted)) entry.weight = summary.weights[name] ?? 0;
  lap('score');
  return {
    geo_score: summary.geo_score,
    verdict: summary.verdict,
    modules,
    action_plan: summary.action_plan,
    analyzed_at: analyzedAt,
    url: artifacts.url,
    score_version: summary.score_version,
    weights: summary.weights,
    caps: summary.caps,
  };
}
