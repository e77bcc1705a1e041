import type { Evidence, Finding, Severity } from '@geo-audit/core';

/**
 * One check inside a module, before it becomes a finding. `score` is 0..1 (1 = passed), or `null` when the
 * check does not apply to this page: then it weighs 0 and costs nothing.
 */
export interface CheckResult {
  check: string;
  title: string;
  /** Relative weight within the module. 0 makes the check informational. */
  weight: number;
  score: number | null;
  /** Severity when the check fails. */
  severity: Severity;
  evidence?: Evidence[];
  /** How to fix it. Never advise inventing facts, figures or quotes. */
  fix?: string;
  /**
   * The score from which the check passes (default 1). A check that reads another module's score passes in that
   * score's top band: its remaining points are that module's own findings to fix, not this check's.
   */
  passAt?: number;
}

function statusOf(result: CheckResult): Finding['status'] {
  if (result.score === null) return 'not_applicable';
  const passed = result.score >= (result.passAt ?? 1);
  if (result.weight === 0) return passed ? 'pass' : 'info';
  if (passed) return 'pass';
  return result.score >= 0.5 ? 'warn' : 'fail';
}

/**
 * Turns a module's checks into its score (100 × weighted mean of the applicable, weighted checks) and
 * findings. `impact` on each finding is the module points that fixing it recovers. A module where no
 * weighted check applies scores 100 ("nothing to fix").
 *
 * @example
 * ```ts
 * const { score, findings } = scoreChecks([
 *   { check: 'llmstxt.exists', title: 'llms.txt exists', weight: 3, score: 0, severity: 'medium', fix: '…' },
 * ]);
 * ```
 */
export function scoreChecks(checks: CheckResult[]): { score: number; findings: Finding[] } {
  const scored = checks.filter((c) => c.score !== null && c.weight > 0);
  const total = scored.reduce((sum, c) => sum + c.weight, 0);
  const earned = scored.reduce((sum, c) => sum + c.weight * Math.max(0, Math.min(1, c.score ?? 0)), 0);
  const score = total === 0 ? 100 : Math.round((100 * earned) / total);
  const findings: Finding[] = checks.map((c) => {
    const status = statusOf(c);
    const impact =
      c.score === null || c.weight === 0 || total === 0 || status === 'pass'
        ? 0
        : (100 * c.weight * (1 - Math.min(1, c.score))) / total;
    return {
      check: c.check,
      title: c.title,
      status,
      severity: status === 'pass' || status === 'not_applicable' ? 'info' : c.severity,
      evidence: c.evidence ?? [],
      fix: status === 'pass' || status === 'not_applicable' ? null : (c.fix ?? null),
      impact: Math.round(impact * 10) / 10,
    };
  });
  return { score, findings };
}
