import { z } from 'zod';
import { Finding } from '../finding.ts';
import { Score } from '../open-enum.ts';

/**
 * Fields every module entry may carry besides SPEC.md's `score`. `applicable: false` means the module does
 * not apply to the page: it weighs 0 and its score is 100 ("nothing to fix"). `error` means the module
 * failed to run: it weighs 0, its score is 0, and the other modules still count.
 */
export const moduleBase = {
  score: Score,
  findings: z.array(Finding).optional(),
  applicable: z.boolean().optional(),
  weight: z.number().min(0).optional(),
  error: z.string().optional(),
};
