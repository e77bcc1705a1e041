import type {
  AgentReadinessModule,
  AuditModules,
  BrandModule,
  CitabilityModule,
  CrawlersModule,
  EeatModule,
  Finding,
  LlmstxtModule,
  SchemaModule,
} from '@geo-audit/core';
import type { AnalysisContext } from '../../src/analyze/context.ts';
import type { ReachabilityProbe } from '../../src/artifacts.ts';
import { BOT_ROSTER } from '../../src/bots/roster.ts';
import { contextFor, type PageOptions, page } from '../structured-data/helpers.ts';

/** Hand-written module results, so scoring and platforms are tested without the other analyzers. */

/** Every current search crawler of the roster, OAI-SearchBot first (tests leave the first one open). */
export const SEARCH_BOTS = BOT_ROSTER.filter((bot) => bot.role === 'search' && !bot.legacy).map(
  (bot) => bot.token,
);

export function crawlers(blocked: string[] = [], score = 100): CrawlersModule {
  const all = [...SEARCH_BOTS, 'ChatGPT-User', 'GPTBot', 'Google-Extended'];
  return {
    score,
    blocked,
    allowed: all.filter((bot) => !blocked.includes(bot)),
    findings: [],
  };
}

export function fail(check: string, impact: number, severity: Finding['severity'] = 'medium'): Finding {
  return {
    check,
    title: `${check} failed`,
    status: 'fail',
    severity,
    evidence: [{ what: 'test' }],
    fix: `Fix ${check}.`,
    impact,
  };
}

export function agentReadiness(jsRequired = false): AgentReadinessModule {
  return {
    score: 50,
    beta: true,
    weight: 0,
    tools: { declarative: [], imperative_detected: false, api: null, count: 0 },
    forms: [],
    states: {
      js_required: { detected: jsRequired, evidence: jsRequired ? 'empty <div id="root">' : null },
    },
    findings: [],
  };
}

/** A full set of healthy module results (every score given explicitly). */
export function modules(overrides: Partial<AuditModules> = {}): AuditModules {
  const base: AuditModules = {
    citability: { score: 80, findings: [] } satisfies CitabilityModule,
    brand: { score: 70, platforms: {}, findings: [] } satisfies BrandModule,
    eeat: { score: 60, signals: [], findings: [] } satisfies EeatModule,
    crawlers: crawlers(),
    schema: { score: 90, types_found: ['Article'], findings: [] } satisfies SchemaModule,
    llmstxt: { score: 40, exists: true, cta_url: null, findings: [] } satisfies LlmstxtModule,
    agent_pricing: { score: 100, applicable: false, findings: [] },
    agent_readiness: agentReadiness(),
  };
  return { ...base, ...overrides };
}

export const ARTICLE_HTML = page(
  '<title>Anvils</title>',
  `<main><h1>Anvils</h1><p>${'Anvils are heavy steel blocks. '.repeat(40)}</p></main>`,
);

/** A context for `html` whose earlier modules are `previous`. */
export function contextWith(
  previous: Partial<AuditModules>,
  options: PageOptions & { html?: string; status?: number; probes?: ReachabilityProbe[] } = {},
): AnalysisContext {
  const context = contextFor(options.html ?? ARTICLE_HTML, options);
  if (options.status !== undefined) context.artifacts.page.status = options.status;
  if (options.probes) context.artifacts.probes = options.probes;
  context.previous = previous;
  return context;
}

export function probe(agent: string, status: number, challenge = false): ReachabilityProbe {
  return { agent, userAgent: `${agent}/1.0`, target: 'page', status, bytes: 1000, challenge };
}
