import { z } from 'zod';
import { EFFORTS, PRIORITIES } from './enum-values.ts';
import { openEnum } from './open-enum.ts';

export { EFFORTS, PRIORITIES } from './enum-values.ts';

/**
 * One recommended action: a failed check, how many `geo_score` points fixing it can recover, and how.
 * Our shape; SPEC.md leaves the items of `action_plan` open. Items are ranked: critical gates first, then by
 * impact per effort (a quick fix before a larger, harder one); `priority` follows that rank, so it never rises down
 * the list (decision 0042).
 */
export const ActionItem = z.looseObject({
  module: z.string(),
  check: z.string(),
  title: z.string(),
  /** How much the item is worth doing now, derived from its rank: critical for a cap or a gate, then high, medium, low. */
  priority: openEnum(PRIORITIES),
  /** Points of `geo_score` recoverable by fixing this. */
  impact: z.number().min(0),
  /** The work the fix takes: low (a tag or a link), medium (a markup block, a rewritten section), high (new content, server rendering). */
  effort: openEnum(EFFORTS),
  fix: z.string(),
  /**
   * Checks that share this item's root cause and are cleared by the same fix, by id; their points are
   * included in `impact`. Absent when the item stands alone.
   *
   * @example ['platforms.google_ai_overviews.indexable', 'platforms.chatgpt.indexable']
   */
  also: z.array(z.string()).optional(),
});
export type ActionItem = z.infer<typeof ActionItem>;
