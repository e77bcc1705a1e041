import type { AuditResult } from '@geo-audit/core';
import { PAGE_NOT_SERVED_CAP } from '@geo-audit/core/constants';
import { createTranslator, type Translator } from '../i18n/translator.ts';
import { toActionGroups } from './action-plan.ts';
import { describeScore } from './bands.ts';
import { toChange } from './change.ts';
import { formatTimestamp } from './format.ts';
import { toModules } from './modules.ts';
import { isRecord, readArray, readScore, readText, readTimestamp } from './read.ts';
import type { AuditViewModel, CapView } from './types.ts';

/**
 * An audit result as core's contract describes it, or anything read from storage or a newer service:
 * every field is read tolerantly.
 */
export type AuditResultInput = AuditResult | Record<string, unknown>;

export interface ViewModelOptions {
  /** BCP 47 locale for the built-in catalogues; ignored when `translator` is given. Default `en`. */
  locale?: string;
  /** A host-supplied translator (its own catalogue or i18n system). */
  translator?: Translator;
  /** The previous audit of the same page, for the change since then. */
  previous?: AuditResultInput | null;
}

/** The caps that bound the score: a cap above `geo_score` held nothing back (the modules' mean was lower). */
function toCaps(raw: unknown, score: number | null, translator: Translator): CapView[] {
  return readArray(raw)
    .filter(isRecord)
    .filter((cap) => {
      const max = readScore(cap.max);
      return score === null || max === null || max <= score;
    })
    .map((cap) => {
      const reason = readText(cap.reason) ?? readText(cap.check) ?? '';
      const max = readScore(cap.max);
      return {
        check: readText(cap.check),
        max,
        reason,
        text: max === null ? reason : translator.t('caps.item', { max, reason }),
      };
    })
    .filter((cap) => cap.reason !== '');
}

/** Whether a result found no page at the URL (a 404, a soft 404, a coming-soon page …): it has no score to compare. */
function foundNoPage(result: Record<string, unknown>): boolean {
  return readArray(result.caps).some((cap) => isRecord(cap) && cap.check === PAGE_NOT_SERVED_CAP);
}

/**
 * Turns an audit result into the view model every surface renders: the score band (colour token, text label
 * and icon), the verdict, modules ordered by the points they could recover, normalised findings, the action
 * plan grouped by priority, the change since the previous audit, and "beta" / "not applicable" labels.
 * Pure: the same input gives the same output. Missing fields become `null` or empty lists, never guesses;
 * unknown modules, verdicts and statuses are kept as sent.
 *
 * @example
 * ```ts
 * const model = toViewModel(result, { locale: 'de', previous: lastWeek });
 * model.band.label; // 'Befriedigend'
 * model.modules[0].title; // the module with the most points to gain
 * ```
 */
export function toViewModel(
  result: AuditResultInput | null | undefined,
  options: ViewModelOptions = {},
): AuditViewModel {
  const translator = options.translator ?? createTranslator(options.locale ?? 'en');
  const { t } = translator;
  const raw: Record<string, unknown> = isRecord(result) ? result : {};
  // A result that found no page is compared with nothing, and nothing is compared with it.
  const previous =
    isRecord(options.previous) && !foundNoPage(options.previous) && !foundNoPage(raw)
      ? options.previous
      : null;

  const sentVerdict = readText(raw.verdict);
  const described = describeScore(readScore(raw.geo_score), sentVerdict, translator);
  const { score } = described;
  const analyzedAt = readTimestamp(raw.analyzed_at);
  const actionGroups = toActionGroups(raw.action_plan, translator);
  const actionCount = actionGroups.reduce((sum, group) => sum + group.items.length, 0);

  return {
    locale: translator.locale,
    url: readText(raw.url),
    score,
    scoreText: described.scoreText,
    band: described.band,
    verdict: described.verdict,
    verdictKnown: described.verdictKnown,
    summary: described.summary,
    analyzedAt,
    analyzedAtText:
      analyzedAt === null
        ? t('analyzedAt.none')
        : t('analyzedAt', { date: formatTimestamp(analyzedAt, translator.locale) }),
    caps: toCaps(raw.caps, score, translator),
    modules: toModules(
      { modules: raw.modules, weights: raw.weights, previousModules: previous ? previous.modules : null },
      translator,
    ),
    actionGroups,
    actionCount,
    actionCountText: t('actions.count', { count: actionCount }),
    actionOrderText: actionCount > 0 ? t('actions.order') : null,
    change: toChange({ score, verdict: sentVerdict }, previous, translator),
  };
}
