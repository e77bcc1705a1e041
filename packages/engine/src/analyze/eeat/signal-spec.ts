import type { Evidence, Severity } from '@geo-audit/core';

/** An eeat signal as its check drafts it, before eeat.ts weighs it for the page and scores it. */

/** The E-E-A-T quality a signal stands for. */
export type Category = 'experience' | 'expertise' | 'authoritativeness' | 'trust';

/** One drafted signal: whether the page shows it, the evidence that decided, and how the check reads when it fails. */
export interface SignalSpec {
  id: string;
  label: string;
  category: Category;
  present: boolean;
  evidence: Evidence[];
  applicable: boolean;
  weight: number;
  /** 0..1; defaults to `present ? 1 : 0`. */
  score?: number;
  severity: Severity;
  /** Title when the check fails (the label is used when it passes). */
  missingTitle: string;
  fix: string;
}

/** The most items of one kind a signal's evidence lists. */
export const MAX_EVIDENCE = 10;
