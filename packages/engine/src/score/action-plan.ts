import {
  type ActionItem,
  type AuditModules,
  EFFORTS,
  type Finding,
  MODULE_NAMES,
  type PRIORITIES,
} from '@geo-audit/core';
import type { AppliedCap } from './caps.ts';
import { foldPlatformShares } from './platform-shares.ts';
import { type CauseFacts, causeFacts, rootCauses } from './root-causes.ts';

type Priority = (typeof PRIORITIES)[number];
type Effort = (typeof EFFORTS)[number];

/** Typical effort of fixing a check in each module, when the finding does not state its own. */
const MODULE_EFFORT: Record<string, Effort> = {
  crawlers: 'low',
  llmstxt: 'low',
  platforms: 'low',
  schema: 'medium',
  eeat: 'medium',
  brand: 'medium',
  citability: 'medium',
  agent_pricing: 'medium',
  agent_readiness: 'medium',
};

/**
 * Module findings that are the same problem as a cap: the cap's action then merges into that finding
 * (priority critical, the cap's lift added to its impact) instead of appearing twice.
 */
export const GATE_FINDINGS: Record<string, readonly string[]> = {
  'gate.page_not_fetched': [],
  // robots.txt answering 5xx/429 or not at all: everything is disallowed, the same problem.
  'gate.search_bots_blocked': ['crawlers.robots_txt'],
  // Allowing any one of the three lifts it; the plan names OpenAI's first, the largest of the answer engines.
  'gate.answer_engine_bots_blocked': [
    'crawlers.robots.oai-searchbot',
    'crawlers.robots.claude-searchbot',
    'crawlers.robots.perplexitybot',
  ],
  'gate.noindex': ['crawlers.indexable'],
  'gate.js_only_content': ['agent_readiness.js_required'],
  // The cap holds only while the heavy hidden text is there: removing it lifts the cap.
  'gate.spam': ['citability.hidden_text'],
};

const SEVERITY_PRIORITY: Record<string, Priority> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
  info: 'low',
};

const round1 = (value: number): number => Math.round(value * 10) / 10;

function moduleOrder(name: string): number {
  const index = (MODULE_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? MODULE_NAMES.length : index;
}

function effortOf(finding: Finding, module: string): Effort {
  const stated = (finding as { effort?: unknown }).effort;
  if (typeof stated === 'string' && (EFFORTS as readonly string[]).includes(stated)) return stated as Effort;
  return MODULE_EFFORT[module] ?? 'medium';
}

/** What the action plan needs to know about the score. */
export interface PlanScores {
  /** Effective module weights (0 for modules that do not count). */
  weights: Record<string, number>;
  /** The weighted mean before caps. */
  uncapped: number;
  /** The final `geo_score`. */
  final: number;
}

/**
 * The action plan: one item per failed or warned check across the modules, plus one per fired cap (merged
 * into the module finding that is the same problem, when there is one). `impact` is the `geo_score`
 * points recoverable: the finding's module-point impact times the module's share of the total weight; for a
 * cap, the points the cap holds back. A platform check that measures another module's score is not an item of
 * its own: its points go to that module's items (see platform-shares.ts). Items from modules that weigh 0 (beta,
 * not applicable, failed) carry impact 0 and priority low. Ranked critical first, then by impact, ties by module
 * order then check id.
 *
 * @example
 * ```ts
 * buildActionPlan(modules, caps, { weights, uncapped: 72, final: 39 })[0]?.priority; // 'critical'
 * ```
 */
export function buildActionPlan(modules: AuditModules, caps: AppliedCap[], scores: PlanScores): ActionItem[] {
  const total = Object.values(scores.weights).reduce((sum, w) => sum + w, 0);
  const items: ActionItem[] = [];
  const byCheck = new Map<string, ActionItem>();
  const modulePoints = new Map<ActionItem, number>();
  for (const [module, raw] of Object.entries(modules)) {
    const findings = (raw as { findings?: Finding[] } | undefined)?.findings;
    if (!findings) continue;
    const weight = scores.weights[module] ?? 0;
    for (const finding of findings) {
      if (finding.status !== 'fail' && finding.status !== 'warn') continue;
      const item: ActionItem = {
        module,
        check: finding.check,
        title: finding.title,
        priority: weight > 0 ? (SEVERITY_PRIORITY[finding.severity] ?? 'medium') : 'low',
        impact: weight > 0 && total > 0 ? round1(((finding.impact ?? 0) * weight) / total) : 0,
        effort: effortOf(finding, module),
        fix: finding.fix ?? `Resolve: ${finding.title}.`,
      };
      items.push(item);
      if (weight > 0) modulePoints.set(item, finding.impact ?? 0);
      if (!byCheck.has(finding.check)) byCheck.set(finding.check, item);
    }
  }
  for (const applied of caps) {
    const otherLimit = Math.min(scores.uncapped, ...caps.filter((c) => c !== applied).map((c) => c.max));
    const lift = round1(Math.max(0, otherLimit - scores.final));
    const same = (GATE_FINDINGS[applied.check] ?? []).map((id) => byCheck.get(id)).find(Boolean);
    if (same) {
      same.priority = 'critical';
      same.impact = round1(same.impact + lift);
      continue;
    }
    items.push({
      module: applied.module,
      check: applied.check,
      title: applied.reason,
      priority: 'critical',
      impact: lift,
      effort: MODULE_EFFORT[applied.module] ?? 'medium',
      fix: applied.fix,
    });
  }
  const plan = mergeSharedCauses(foldPlatformShares(items, modulePoints).sort(byRank), causeFacts(modules));
  // A cap's lift and the module points of the same problem overlap, so their sum can pass what the score can
  // still gain; no one fix recovers more than that.
  const room = round1(Math.max(0, 100 - scores.final));
  for (const item of plan) if (item.impact > room) item.impact = room;
  return plan;
}

function byRank(a: ActionItem, b: ActionItem): number {
  return (
    Number(b.priority === 'critical') - Number(a.priority === 'critical') ||
    b.impact - a.impact ||
    moduleOrder(a.module) - moduleOrder(b.module) ||
    (a.module < b.module ? -1 : a.module > b.module ? 1 : 0) ||
    (a.check < b.check ? -1 : a.check > b.check ? 1 : 0)
  );
}

const PRIORITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/**
 * Items that share a root cause (see root-causes.ts) become one: the best-ranked item stays, with the points of
 * the others added (one fix recovers them all), the most urgent priority among them, and a note naming the
 * checks it also clears (`also` lists their ids). An item with several causes (crawlers.reachability names every
 * refused bot) joins the first kept item that shares one, which then carries them all. `ranked` is sorted; the
 * result is sorted again.
 */
function mergeSharedCauses(ranked: ActionItem[], facts: CauseFacts): ActionItem[] {
  const kept = new Map<string, { item: ActionItem; others: ActionItem[] }>();
  const groups: { item: ActionItem; others: ActionItem[] }[] = [];
  const out: ActionItem[] = [];
  for (const item of ranked) {
    const causes = rootCauses(item, facts);
    let group = causes.map((cause) => kept.get(cause)).find(Boolean);
    if (group) group.others.push(item);
    else {
      out.push(item);
      if (causes.length === 0) continue;
      group = { item, others: [] };
      groups.push(group);
    }
    for (const cause of causes) if (!kept.has(cause)) kept.set(cause, group);
  }
  for (const { item, others } of groups) {
    if (others.length === 0) continue;
    item.impact = round1(others.reduce((sum, other) => sum + other.impact, item.impact));
    for (const other of others) {
      if ((PRIORITY_RANK[other.priority] ?? 3) < (PRIORITY_RANK[item.priority] ?? 3))
        item.priority = other.priority;
    }
    const modules = [...new Set(others.map((other) => other.module))].join(', ');
    item.fix = `${item.fix} This also clears ${others.map((other) => other.check).join(', ')} (${modules}).`;
    item.also = others.map((other) => other.check);
  }
  return out.sort(byRank);
}
