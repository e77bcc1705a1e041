/**
 * The view model: everything a surface needs to show an audit, already ordered, labelled and translated.
 * React components, the static HTML report and the Markdown report all draw from these shapes, so every
 * surface shows the same truth.
 */

/** A semantic colour family. Skins map these to their design system (Sanity tones, Strapi variants …). */
export type Tone = 'positive' | 'caution' | 'critical' | 'neutral' | 'info';

/** Score band ids, after core's verdict bands, plus `unknown` for a missing score. */
export type BandId = 'excellent' | 'good' | 'fair' | 'poor' | 'critical' | 'unknown';

/** Icons the renderer uses; each state has its own shape so colour is never the only cue. */
export type IconName =
  | 'check-circle'
  | 'check'
  | 'info'
  | 'alert-triangle'
  | 'x-octagon'
  | 'help-circle'
  | 'minus-circle'
  | 'beaker'
  | 'arrow-up'
  | 'arrow-down'
  | 'arrow-right'
  | 'clock';

/** A score band: colour, text and shape for one range of scores. */
export interface ScoreBandView {
  id: BandId;
  tone: Tone;
  /** CSS custom property holding the band's colour, e.g. `--geo-band-good`. */
  colorToken: string;
  /** Translated text label ("Good"). */
  label: string;
  icon: IconName;
}

/** A short label shown next to a module, e.g. "Beta" or "Not applicable", with an explanation. */
export interface LabelView {
  id: 'beta' | 'not_applicable' | 'error';
  text: string;
  hint: string;
  tone: Tone;
  icon: IconName;
}

export interface EvidenceView {
  what: string;
  where: string | null;
  /** The observed value, as display text. */
  value: string | null;
}

/** Where a finding is listed: problems first, passed checks last. */
export type FindingGroupId = 'problems' | 'improvements' | 'passed' | 'other';

export interface FindingView {
  /** The stable check id, or a generated one when the service sent none. */
  id: string;
  title: string;
  /** The status as sent (unknown values kept), and its label. */
  status: string;
  statusLabel: string;
  /** The severity as sent (unknown values kept), and its label. */
  severity: string;
  severityLabel: string;
  /** "Severity: High" where severity ranks a problem; `null` for passed and not applicable checks. */
  severityText: string | null;
  group: FindingGroupId;
  tone: Tone;
  icon: IconName;
  evidence: EvidenceView[];
  fix: string | null;
  /**
   * What to show under "How to fix": the fix, or "No fix suggested." for a problem or improvement without one;
   * `null` (no fix section) for passed, not applicable and informational checks without a fix.
   */
  fixText: string | null;
  /**
   * Whether there is anything behind the finding's disclosure: evidence or `fixText`. A passed check with
   * neither is shown as its title and status only, with no "Evidence" to open onto "No evidence recorded."
   */
  hasDetails: boolean;
  /** Points of the module score recoverable, when given. */
  impact: number | null;
  impactText: string | null;
}

export interface FindingGroupView {
  id: FindingGroupId;
  label: string;
  findings: FindingView[];
}

/** A fact the module reports besides its findings (blocked crawlers, schema types …). */
export interface FactView {
  label: string;
  value: string;
}

/**
 * How a module's score should be read: `scored`, `not_applicable` (weighs 0), `error` (could not run) or
 * `unscored` (no usable score was sent).
 */
export type ModuleStatus = 'scored' | 'not_applicable' | 'error' | 'unscored';

export interface ModuleView {
  key: string;
  /** False for modules this version of the renderer does not know (kept, with a humanised title). */
  known: boolean;
  title: string;
  description: string;
  /** The score as sent, also for a module that is not scored (the engine sends 100 for a not applicable one). */
  score: number | null;
  /** "64 of 100", or "No score" for every module whose status is not `scored`: its score counts for nothing. */
  scoreText: string;
  band: ScoreBandView;
  status: ModuleStatus;
  statusLabel: string;
  /** Accessible summary: "Citability: 64 of 100, Fair". */
  summary: string;
  beta: boolean;
  applicable: boolean;
  labels: LabelView[];
  error: string | null;
  /** Weight used for ordering (0 for beta, not applicable and failed modules). */
  weight: number;
  /** Points of `geo_score` this module could still recover. */
  impact: number;
  impactText: string;
  findings: FindingView[];
  findingGroups: FindingGroupView[];
  findingCountText: string;
  problemCount: number;
  /** "2 problems", "1 improvement" (only warnings), "2 problems, 1 improvement", or "No problems". */
  problemCountText: string;
  facts: FactView[];
  /** Score change against the previous audit, when both have a score. */
  delta: number | null;
  deltaText: string | null;
}

export interface ActionView {
  id: string;
  title: string;
  moduleKey: string | null;
  moduleTitle: string | null;
  priority: string;
  impact: number | null;
  impactText: string | null;
  effort: string;
  effortLabel: string;
  fix: string | null;
}

export interface ActionGroupView {
  priority: string;
  label: string;
  tone: Tone;
  icon: IconName;
  /** The number of the group's first action in the whole plan (1 for the first group): numbering runs on across groups. */
  start: number;
  items: ActionView[];
}

export interface ChangeView {
  previousScore: number;
  delta: number;
  direction: 'up' | 'down' | 'same';
  /** "+5", "−3", "±0". */
  deltaText: string;
  /** "Up 5 points since the previous audit (was 67)". */
  text: string;
  tone: Tone;
  icon: IconName;
  previousAnalyzedAt: string | null;
  /** Set when the verdict changed: "Verdict changed from Poor to Fair". */
  verdictText: string | null;
}

export interface CapView {
  check: string | null;
  max: number | null;
  reason: string;
  text: string;
}

export interface AuditViewModel {
  locale: string;
  url: string | null;
  score: number | null;
  /** "72 of 100" or "No score". */
  scoreText: string;
  band: ScoreBandView;
  /** The verdict as sent, or derived from the score when missing. */
  verdict: string;
  /** Whether `verdict` is one of the verdicts this renderer knows (unknown ones are shown as sent). */
  verdictKnown: boolean;
  /** Accessible name of the score: "GEO readiness: 72 of 100, Fair". */
  summary: string;
  analyzedAt: string | null;
  analyzedAtText: string;
  caps: CapView[];
  modules: ModuleView[];
  actionGroups: ActionGroupView[];
  actionCount: number;
  actionCountText: string;
  /** How the plan is ranked (points for effort, not severity); null without actions. */
  actionOrderText: string | null;
  change: ChangeView | null;
}

/** One past audit, for the trend sparkline. */
export interface TrendPoint {
  score: number;
  analyzedAt: string | null;
}

export interface TrendView {
  points: TrendPoint[];
  /** Text alternative of the sparkline. */
  summary: string;
  min: number | null;
  max: number | null;
}

export type JobState = 'queued' | 'running' | 'complete' | 'failed' | 'unknown';

export interface StatusView {
  state: JobState;
  /** The status as sent (unknown values kept). */
  status: string;
  label: string;
  detail: string | null;
  tone: Tone;
  icon: IconName;
  /** Progress from 0 to 1, when the service reports it. */
  progress: number | null;
  progressText: string | null;
  busy: boolean;
  error: string | null;
  canRetry: boolean;
}
