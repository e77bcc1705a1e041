import { z } from 'zod';
import { Finding } from '../finding.ts';
import { openEnum } from '../open-enum.ts';
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

/**
 * One agent discovery signal (Markdown negotiation, an API catalog, an MCP or A2A card, OAuth metadata …):
 * `status` is found (present and valid), absent, invalid (there but unusable) or unknown (the request told
 * nothing); `detected` is true for found only. Informational: it never counts in a score.
 */
export const DiscoverySignal = z.looseObject({
  detected: z.boolean(),
  status: openEnum(['found', 'absent', 'invalid', 'unknown']),
  url: z.string().nullable(),
  evidence: z.string(),
});

/** agent_readiness (beta, weight 0): WebMCP tools, forms, blocking states, and agent discovery signals. */
export const AgentReadinessModule = z.looseObject({
  ...moduleBase,
  beta: z.boolean(),
  weight: z.number(),
  tools: AgentTools,
  forms: z.array(AgentForm),
  states: z.record(z.string(), AgentState),
  /** Absent in results from before discovery was checked. */
  discovery: z.record(z.string(), DiscoverySignal).optional(),
  findings: z.array(Finding),
});
export type AgentReadinessModule = z.infer<typeof AgentReadinessModule>;
