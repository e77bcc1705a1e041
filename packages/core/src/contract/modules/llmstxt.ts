import { z } from 'zod';
import { openEnum } from '../open-enum.ts';
import { moduleBase } from './base.ts';

export const LLMS_LINK_OUTCOMES = [
  'ok',
  'http_error',
  'unreachable',
  'challenge',
  'soft_404',
  'not_checked',
] as const;

/**
 * One llms.txt link the audit requested, and what came back: `ok` (2xx with content), `http_error` (4xx/5xx),
 * `unreachable` (no response), `challenge` (a bot-challenge page), `soft_404` (a "not found" page served with
 * 2xx) or `not_checked` (no verdict: out of time, rate limited). `line` is the first llms.txt line listing it.
 */
export const LlmstxtLinkCheck = z.looseObject({
  url: z.string(),
  line: z.int().min(1).nullable(),
  status: z.int().min(0),
  outcome: openEnum(LLMS_LINK_OUTCOMES),
});
export type LlmstxtLinkCheck = z.infer<typeof LlmstxtLinkCheck>;

/**
 * llmstxt: whether /llms.txt exists and the primary conversion link it offers (null when none, or when the
 * only candidates are broken). `link_checks`: the sample of its links the audit requested, null (or absent,
 * in results from before link checks) when none was.
 */
export const LlmstxtModule = z.looseObject({
  ...moduleBase,
  exists: z.boolean(),
  cta_url: z.string().nullable(),
  link_checks: z.array(LlmstxtLinkCheck).nullable().optional(),
});
export type LlmstxtModule = z.infer<typeof LlmstxtModule>;
