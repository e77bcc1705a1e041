import type { Translator } from '../i18n/translator.ts';
import type { AuditViewModel, JobState, StatusView } from './types.ts';

/** What a screen-reader user is told about: the job's state, its progress in quarters, and which result. */
export interface AnnouncementSnapshot {
  state: JobState | null;
  /** Progress in quarters (0–4), or -1 when unknown: progress is announced at most four times a run. */
  quarter: number;
  /** Identifies the result shown (analysed-at and score); `null` without one. */
  resultKey: string | null;
}

/**
 * The parts of the panel's state whose changes are announced.
 *
 * @example
 * ```ts
 * snapshotOf(toStatusView({ status: 'running', progress: 0.6 }), model, true).quarter; // 2
 * ```
 */
export function snapshotOf(
  status: StatusView | null,
  model: AuditViewModel,
  hasResult: boolean,
): AnnouncementSnapshot {
  const progress = status?.progress ?? null;
  return {
    state: status?.state ?? null,
    quarter: progress === null ? -1 : Math.floor(progress * 4),
    resultKey: hasResult ? `${model.analyzedAt ?? ''}|${model.score ?? ''}` : null,
  };
}

/**
 * The short sentence to announce when the panel goes from `before` to `after`, or `null` when the change
 * is not worth interrupting for (the same state, progress within the same quarter, a re-fetched result).
 * A new result wins over the job's state: "complete" comes with the score, verdict and change.
 *
 * @example
 * ```ts
 * announcementFor(before, after, status, model, translator);
 * // 'GEO audit complete: 76 of 100, Good. Up 3 points since the previous audit (was 73).'
 * ```
 */
export function announcementFor(
  before: AnnouncementSnapshot,
  after: AnnouncementSnapshot,
  status: StatusView | null,
  model: AuditViewModel,
  { t }: Translator,
): string | null {
  if (after.resultKey !== null && after.resultKey !== before.resultKey) {
    if (model.score === null) return t('announce.completeNoScore');
    const values = { score: model.score, verdict: model.verdict };
    return model.change
      ? t('announce.completeChange', { ...values, change: model.change.text })
      : t('announce.complete', values);
  }
  const moved = after.state !== before.state || (after.state === 'running' && after.quarter > before.quarter);
  if (!moved || status === null) return null;
  switch (after.state) {
    case 'queued':
      return t('announce.queued');
    case 'running':
      return status.progress === null
        ? t('announce.running')
        : t('announce.runningProgress', { percent: Math.round(status.progress * 100) });
    case 'failed':
      return status.error ? t('announce.failedReason', { reason: status.error }) : t('announce.failed');
    default:
      return null;
  }
}
