import { type ActionItem, MODULE_NAMES } from '@geo-audit/core';

/**
 * A platform check named after a module (`platforms.chatgpt.citability`) measures that module's score: each
 * platform's score moves with it linearly, so its points come back through the module's own fixes, not through a
 * separate action. Listing it would show an editor the same work three times ("Thin content", then "Citable
 * passages: 66/100" once per platform) and understate what each real fix is worth.
 *
 * So its points are shared out over that module's items, each in proportion to the module points it recovers
 * (findings' `impact` within a module sums to 100 minus the module's score, which is what the platform check
 * lacks). The platform item stays only when its module has no item to carry its points.
 */

const MODULES: ReadonlySet<string> = new Set(MODULE_NAMES);

/** The module a platform check measures, or null for the platform's own checks (bots, indexability …). */
export function measuredModule(check: string): string | null {
  const match = /^platforms\.[^.]+\.([^.]+)$/.exec(check);
  return match && MODULES.has(match[1]!) ? match[1]! : null;
}

/**
 * Folds the platform items that measure a module into that module's items.
 *
 * @param items the plan's items, in any order.
 * @param modulePoints each module item's recoverable points within its module (the finding's `impact`).
 * @returns the items left; the receiving items' `impact` (geo_score points, 0.1 precision) includes their share.
 *
 * @example
 * ```ts
 * // citability.thin_content recovers 30 module points and citability.answer_first 10: of the 1.6 points the
 * // two platform items hold, thin content gets 1.2 and answer first 0.4, and the platform items go.
 * foldPlatformShares(items, modulePoints);
 * ```
 */
export function foldPlatformShares(
  items: ActionItem[],
  modulePoints: ReadonlyMap<ActionItem, number>,
): ActionItem[] {
  const receivers = new Map<string, { item: ActionItem; points: number }[]>();
  for (const item of items) {
    const points = modulePoints.get(item) ?? 0;
    if (item.module === 'platforms' || points <= 0) continue;
    const list = receivers.get(item.module);
    if (list) list.push({ item, points });
    else receivers.set(item.module, [{ item, points }]);
  }
  const shares = new Map<ActionItem, number>();
  const kept: ActionItem[] = [];
  for (const item of items) {
    const measured = item.module === 'platforms' ? measuredModule(item.check) : null;
    const list = measured === null ? undefined : receivers.get(measured);
    if (!list) {
      kept.push(item);
      continue;
    }
    const total = list.reduce((sum, r) => sum + r.points, 0);
    for (const r of list) shares.set(r.item, (shares.get(r.item) ?? 0) + (item.impact * r.points) / total);
  }
  for (const [item, share] of shares) item.impact = Math.round((item.impact + share) * 10) / 10;
  return kept;
}
