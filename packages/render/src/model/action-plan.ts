import { EFFORTS, MODULE_NAMES, PRIORITIES } from '@geo-audit/core/constants';
import type { MessageId } from '../i18n/messages-en.ts';
import type { Translator } from '../i18n/translator.ts';
import { humanize, isRecord, readArray, readNumber, readText, roundPoints } from './read.ts';
import type { ActionGroupView, ActionView, IconName, Tone } from './types.ts';

const PRIORITY_LOOK: Record<string, { tone: Tone; icon: IconName }> = {
  critical: { tone: 'critical', icon: 'x-octagon' },
  high: { tone: 'caution', icon: 'alert-triangle' },
  medium: { tone: 'info', icon: 'arrow-right' },
  low: { tone: 'neutral', icon: 'minus-circle' },
};

function includes(values: readonly string[], value: string): boolean {
  return values.includes(value);
}

function toAction(raw: Record<string, unknown>, index: number, translator: Translator): ActionView {
  const { t } = translator;
  const moduleKey = readText(raw.module);
  const impact = readNumber(raw.impact);
  // An item worth under a tenth of a point (or a beta module's, worth none) says no points, as a finding does:
  // "+0 points" reads as a mistake.
  const rounded = impact === null ? null : roundPoints(impact);
  const points = rounded === null || rounded <= 0 ? null : rounded;
  const effort = readText(raw.effort) ?? 'unknown';
  const priority = readText(raw.priority) ?? 'unknown';
  return {
    id: readText(raw.check) ?? `action-${index + 1}`,
    title: readText(raw.title) ?? readText(raw.check) ?? t('action.untitled'),
    moduleKey,
    moduleTitle:
      moduleKey === null
        ? null
        : includes(MODULE_NAMES, moduleKey)
          ? t(`module.${moduleKey}.title` as MessageId)
          : humanize(moduleKey),
    priority,
    impact: points,
    impactText: points === null ? null : t('action.impact', { points }),
    effort,
    effortLabel: includes(EFFORTS, effort) ? t(`effort.${effort}` as MessageId) : t('effort.unknown'),
    fix: readText(raw.fix),
  };
}

/**
 * The action plan grouped by priority, most urgent first; unknown priorities are kept under "Other
 * actions". Within a group, actions keep the service's order: it ranks by points recovered per effort, so a
 * quick fix can come before a larger, harder one, and the report's first action is the API's first.
 */
export function toActionGroups(raw: unknown, translator: Translator): ActionGroupView[] {
  const actions = readArray(raw)
    .filter(isRecord)
    .map((item, index) => toAction(item, index, translator));
  let start = 1;
  return [...PRIORITIES, 'unknown']
    .map((priority): ActionGroupView => {
      const look = PRIORITY_LOOK[priority] ?? { tone: 'neutral', icon: 'help-circle' };
      return {
        priority,
        label: translator.t(`priority.${priority}` as MessageId),
        tone: look.tone,
        icon: look.icon,
        start: 0,
        items: actions.filter(
          (action) => (includes(PRIORITIES, action.priority) ? action.priority : 'unknown') === priority,
        ),
      };
    })
    .filter((group) => group.items.length > 0)
    .map((group) => {
      group.start = start;
      start += group.items.length;
      return group;
    });
}
