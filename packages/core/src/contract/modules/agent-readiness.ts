import { z } from 'zod';
import { Finding } from '../finding.ts';
import { moduleBase } from './base.ts';

/** A declarative WebMCP tool found on a form. */
export const DeclarativeTool = z.looseObject({
  name: z.string(),
  description: z.string().nullable(),
  autosubmit: z.boolean(),
  params: z.array(
    z.looseObject({ name: z.string(), required: z.boolean(), description: z.string().nullable() }),
  ),
});

/** WebMCP tools: declarative form tools and whether the imperative API is used. */
export const AgentTools = z.looseObject({
  declarative: z.array(DeclarativeTool),
  imperative_detected: z.boolean(),
  api: z.string().nullable(),
  count: z.int().min(0),
});

/** One form as an agent sees it. */
export const AgentForm = z.looseObject({
  selector: z.string(),
  action: z.string().nullable(),
  method: z.string(),
  has_toolname: z.boolean(),
  has_tooldescription: z.boolean(),
  fields: z.array(
    z.looseObject({
      name: z.string().nullable(),
      type: z.string(),
      required: z.boolean(),
      labelled_by: z.string(),
    }),
  ),
  issues: z.array(z.string()),
});

/** A state an agent may hit on the page (login wall, paywall …): detected or not, with evidence. */
export const AgentState = z.looseObject({
  detected: z.boolean(),
  evidence: z.string().nullable(),
});

/** agent_readiness (beta, weight 0): WebMCP tools, forms, and blocking states. */
export const AgentReadinessModule = z.looseObject({
  ...moduleBase,
  beta: z.boolean(),
  weight: z.number(),
  tools: AgentTools,
  forms: z.array(AgentForm),
  states: z.record(z.string(), AgentState),
  findings: z.array(Finding),
});
export type AgentReadinessModule = z.infer<typeof AgentReadinessModule>;
