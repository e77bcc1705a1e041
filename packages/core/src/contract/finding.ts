import { z } from 'zod';
import { CHECK_STATUSES, SEVERITIES } from './enum-values.ts';
import { openEnum } from './open-enum.ts';

export { CHECK_STATUSES, SEVERITIES } from './enum-values.ts';

export const Severity = openEnum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

export const CheckStatus = openEnum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof CheckStatus>;

/**
 * Evidence for a finding: what was observed and where (a URL, a CSS-like selector, a heading, a line).
 * Our shape; SPEC.md does not show one.
 */
export const Evidence = z.looseObject({
  what: z.string(),
  where: z.string().optional(),
  value: z.unknown().optional(),
});
export type Evidence = z.infer<typeof Evidence>;

/**
 * One check's result inside a module. Our shape (SPEC.md leaves the items of `findings` open): a stable
 * check id, a human title, the outcome, evidence, and a fix that never asks anyone to invent facts.
 */
export const Finding = z.looseObject({
  check: z.string(),
  title: z.string(),
  status: CheckStatus,
  severity: Severity,
  evidence: z.array(Evidence).default([]),
  fix: z.string().nullish(),
  /** Points of the module score this check could recover when fixed. */
  impact: z.number().min(0).optional(),
});
export type Finding = z.infer<typeof Finding>;
