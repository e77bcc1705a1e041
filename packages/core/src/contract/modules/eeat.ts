import { z } from 'zod';
import { Evidence } from '../finding.ts';
import { openEnum } from '../open-enum.ts';
import { moduleBase } from './base.ts';

export const EEAT_CATEGORIES = ['experience', 'expertise', 'authoritativeness', 'trust'] as const;

/** One E-E-A-T signal: whether it is present, with the evidence that decided it. */
export const EeatSignal = z.looseObject({
  id: z.string(),
  label: z.string(),
  category: openEnum(EEAT_CATEGORIES),
  present: z.boolean(),
  evidence: z.array(Evidence).default([]),
});
export type EeatSignal = z.infer<typeof EeatSignal>;

/** eeat: `signals` (SPEC.md). */
export const EeatModule = z.looseObject({
  ...moduleBase,
  signals: z.array(EeatSignal),
});
export type EeatModule = z.infer<typeof EeatModule>;
