import type { Evidence } from '@geo-audit/core';
import type { TypeRule } from '../../schema-rules/index.ts';
import { isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';
import { describedNodes, type PropertyContext } from './properties.ts';

const MAX_EVIDENCE = 5;

/** True when the rule's note is about this node (its `noteWhen` property holds a node of the named type). */
function noteApplies(
  rule: TypeRule,
  described: StructuredItem,
  data: StructuredData,
  context: PropertyContext,
) {
  const when = rule.noteWhen;
  if (!when) return true;
  return values(described, when.property, data).some(
    (value) => isItem(value) && itemIs(context.graph.described(value), when.type),
  );
}

/**
 * schema.notes: the rule table's notes about features Google no longer shows (a WebSite's SearchAction, since the
 * sitelinks search box was retired), one evidence row per node. Informational: weight 0, never a recommendation.
 * Notes of retired rich results (FAQPage, HowTo) have their own finding, schema.faq_howto.
 */
export function notesCheck(
  items: readonly StructuredItem[],
  context: PropertyContext,
  data: StructuredData,
): CheckResult {
  const evidence: Evidence[] = [];
  for (const { item, described } of describedNodes(items, context)) {
    const rule = context.ruleOf(item);
    if (!rule?.note || rule.richResult !== undefined) continue;
    if (!noteApplies(rule, described, data, context)) continue;
    evidence.push({ what: `${described.types.join(', ')}: ${rule.note}`, where: item.where });
  }
  return {
    check: 'schema.notes',
    title:
      evidence.length === 0
        ? 'No notes on retired Google features'
        : 'Some markup targets a Google feature that was retired (informational, no points)',
    weight: 0,
    score: evidence.length === 0 ? null : 0,
    severity: 'info',
    evidence: evidence.slice(0, MAX_EVIDENCE),
    fix: 'Nothing to fix for the score. The markup may stay where other consumers read it; do not add it to earn a Google feature that no longer exists.',
  };
}
