import {
  type ActionItem,
  type AuditModules,
  type Finding,
  MODULE_NAMES,
  type PRIORITIES,
} from '@geo-audit/core';
import type { AppliedCap } from './caps.ts';
import { EFFORT_COST, effortOf } from './effort.ts';
import { foldPlatformShares } from './platform-shares.ts';
import { CAUSE_NOTES, CAUSE_OWNERS, type CauseFacts, causeFacts, rootCauses } from './root-causes.ts';

type Priority = (typeof PRIORITIES)[number];

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

const round1 = (value: number): number => Math.round(value * 10) / 10;

function moduleOrder(name: string): number {
  const index = (MODULE_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? MODULE_NAMES.length : index;
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
 * Priority thresholds on an item's worth (impact per effort, in points of a medium-effort fix; see `worthOf`).
 * High: worth 5 or more, or worth 2 or more among the best-ranked items that together recover half of the points
 * the plan's non-critical items hold (a "do these first" group on a page with much to gain, none on one with
 * little). Medium: worth 1 or more. Low: the rest.
 */
const HIGH_WORTH = 5;
const HIGH_GROUP_WORTH = 2;
const MEDIUM_WORTH = 1;

/** An item's `impact` divided by its effort's cost (medium 1): geo_score points per unit of work. */
const worthOf = (item: ActionItem): number =>
  item.impact / (EFFORT_COST[item.effort as keyof typeof EFFORT_COST] ?? 1);

/**
 * The action plan: one item per failed or warned check of a module that counts in the score, plus one per fired
 * cap (merged into the module finding that is the same problem, when there is one). `impact` is the `geo_score`
 * points recoverable: the finding's module-point impact times the module's share of the total weight; for a cap,
 * the points the cap holds back. `effort` comes from the check's entry in effort.ts.
 *
 * Items of modules that weigh 0 (beta agent_readiness, a module not applicable or failed) are left out: they are
 * worth no points, and they stay in their module's findings. They still count when they are the same problem as a
 * cap (agent_readiness.js_required under `gate.js_only_content`) or as a kept item (listed in its `also`).
 * A platform check that measures another module's score is not an item of its own: its points go to that module's
 * items (see platform-shares.ts).
 *
 * Ranked critical first (a cap, or a gate that makes a platform ineligible: a finding of severity critical), then
 * by impact / effort, ties by impact, module order, then check id. `priority` follows the rank (critical, then
 * high, medium and low by worth; see `HIGH_WORTH`), so grouping by priority keeps the plan's order. A finding's
 * severity says how serious the problem is, and stays on the finding.
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
  // Items worth a place in the plan: those of modules that count, and caps.
  const counted = new Set<ActionItem>();
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
        priority: weight > 0 && finding.severity === 'critical' ? 'critical' : 'low',
        impact: weight > 0 && total > 0 ? round1(((finding.impact ?? 0) * weight) / total) : 0,
        effort: effortOf(finding.check),
        fix: finding.fix ?? `Resolve: ${finding.title}.`,
      };
      items.push(item);
      if (weight > 0) {
        modulePoints.set(item, finding.impact ?? 0);
        counted.add(item);
      }
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
      counted.add(same);
      continue;
    }
    const item: ActionItem = {
      module: applied.module,
      check: applied.check,
      title: applied.reason,
      priority: 'critical',
      impact: lift,
      effort: effortOf(applied.check),
      fix: applied.fix,
    };
    items.push(item);
    counted.add(item);
  }
  const merged = mergeSharedCauses(foldPlatformShares(items, modulePoints), causeFacts(modules), counted);
  const plan = merged.filter((item) => counted.has(item));
  // A cap's lift and the module points of the same problem overlap, so their sum can pass what the score can
  // still gain; no one fix recovers more than that.
  const room = round1(Math.max(0, 100 - scores.final));
  for (const item of plan) if (item.impact > room) item.impact = room;
  return prioritise(plan.sort(byRank));
}

function byRank(a: ActionItem, b: ActionItem): number {
  return (
    Number(b.priority === 'critical') - Number(a.priority === 'critical') ||
    worthOf(b) - worthOf(a) ||
    b.impact - a.impact ||
    moduleOrder(a.module) - moduleOrder(b.module) ||
    (a.module < b.module ? -1 : a.module > b.module ? 1 : 0) ||
    (a.check < b.check ? -1 : a.check > b.check ? 1 : 0)
  );
}

/**
 * Sets the priority of the ranked items that are not critical from their worth (see `HIGH_WORTH`). Worth falls
 * along the ranking and the half-of-the-points group is a prefix of it, so priority never rises down the list.
 */
function prioritise(ranked: ActionItem[]): ActionItem[] {
  const open = ranked.filter((item) => item.priority !== 'critical');
  const half = open.reduce((sum, item) => sum + item.impact, 0) / 2;
  let before = 0;
  for (const item of open) {
    const worth = worthOf(item);
    const priority: Priority =
      worth >= HIGH_WORTH || (before < half && worth >= HIGH_GROUP_WORTH)
        ? 'high'
        : worth >= MEDIUM_WORTH
          ? 'medium'
          : 'low';
    item.priority = priority;
    before += item.impact;
  }
  return ranked;
}

/**
 * Which item of a group that shares a root cause stays: the item of the module that owns the fix (crawlers' robots.txt
 * or noindex item rather than the platform check that reads it; the byline rather than the author-page check, see
 * `CAUSE_OWNERS`), then one of a platform, then one that is worth no points (a beta module's); the best-ranked among
 * equals.
 */
function survivorRank(item: ActionItem, counted: ReadonlySet<ActionItem>, facts: CauseFacts): number {
  const cause = facts.shared.get(item.check);
  if (cause && CAUSE_OWNERS[cause] === item.check && counted.has(item)) return -1;
  if (!counted.has(item)) return 2;
  return item.module === 'platforms' ? 1 : 0;
}

/**
 * Items that share a root cause (see root-causes.ts) become one: the item of the module that owns the fix stays
 * (see `survivorRank`), with the points of the others added (one fix recovers them all), critical when any of
 * them is, and a note naming the checks it also clears (`also` lists their ids). An item with several causes
 * (crawlers.reachability names every refused bot) joins the first kept item that shares one, which then carries
 * them all.
 */
function mergeSharedCauses(
  items: ActionItem[],
  facts: CauseFacts,
  counted: ReadonlySet<ActionItem>,
): ActionItem[] {
  const ordered = [...items].sort(
    (a, b) => survivorRank(a, counted, facts) - survivorRank(b, counted, facts) || byRank(a, b),
  );
  const kept = new Map<string, { item: ActionItem; others: ActionItem[]; causes: string[] }>();
  const groups: { item: ActionItem; others: ActionItem[]; causes: string[] }[] = [];
  const out: ActionItem[] = [];
  for (const item of ordered) {
    const causes = rootCauses(item, facts);
    let group = causes.map((cause) => kept.get(cause)).find(Boolean);
    if (group) group.others.push(item);
    else {
      out.push(item);
      if (causes.length === 0) continue;
      group = { item, others: [], causes };
      groups.push(group);
    }
    for (const cause of causes) if (!kept.has(cause)) kept.set(cause, group);
  }
  for (const { item, others, causes } of groups) {
    if (others.length === 0) continue;
    others.sort(byRank);
    item.impact = round1(others.reduce((sum, other) => sum + other.impact, item.impact));
    if (others.some((other) => other.priority === 'critical')) item.priority = 'critical';
    // A cause whose folded checks only describe what the page could not show (an empty shell, a login form) says so.
    const note = causes.map((cause) => CAUSE_NOTES[cause]).find(Boolean);
    // Said by title, as the editor reads items; the check ids stay machine-readable in `also`.
    const titles = others.map((other) => other.title.replace(/[.!]+$/, ''));
    item.fix = `${item.fix} This also clears: ${titles.join('; ')}.${note ? ` ${note}` : ''}`;
    item.also = others.map((other) => other.check);
  }
  return out;
}
