import { z } from 'zod';
import { moduleBase } from './base.ts';

/** llmstxt: whether /llms.txt exists and the primary conversion link it offers (null when none). */
export const LlmstxtModule = z.looseObject({
  ...moduleBase,
  exists: z.boolean(),
  cta_url: z.string().nullable(),
});
export type LlmstxtModule = z.infer<typeof LlmstxtModule>;
