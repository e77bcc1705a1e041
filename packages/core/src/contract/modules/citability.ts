import { z } from 'zod';
import { Finding } from '../finding.ts';
import { moduleBase } from './base.ts';

/** citability: passage-level findings (SPEC.md: `findings`). */
export const CitabilityModule = z.looseObject({
  ...moduleBase,
  findings: z.array(Finding),
});
export type CitabilityModule = z.infer<typeof CitabilityModule>;
