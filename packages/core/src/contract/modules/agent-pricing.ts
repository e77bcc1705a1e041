import { z } from 'zod';
import { Finding } from '../finding.ts';
import { moduleBase } from './base.ts';

/** agent_pricing: whether the site sells something, and how readable its pricing is to agents. */
export const AgentPricingModule = z.looseObject({
  ...moduleBase,
  applicable: z.boolean(),
  findings: z.array(Finding),
});
export type AgentPricingModule = z.infer<typeof AgentPricingModule>;
