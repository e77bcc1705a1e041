import { z } from 'zod';
import { openEnum } from './open-enum.ts';

/** How urgent a failed check is. `critical` marks gates that stop a page from being cited at all. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const Severity = openEnum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

/** The outcome of one check. `not_applicable` checks weigh 0; `error` means the check could not run. */
export const CHECK_STATUSES = ['pass', 'fail', 'warn', 'info', 'not_applicable', 'error'] as const;
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
