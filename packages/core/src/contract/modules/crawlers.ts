import { z } from 'zod';
import { moduleBase } from './base.ts';

/** crawlers: bot tokens (e.g. `OAI-SearchBot`) that may not and may fetch the audited URL (SPEC.md). */
export const CrawlersModule = z.looseObject({
  ...moduleBase,
  blocked: z.array(z.string()),
  allowed: z.array(z.string()),
});
export type CrawlersModule = z.infer<typeof CrawlersModule>;
