import { createTranslator, type Translator } from '../i18n/translator.ts';
import { isRecord, readNumber, readText } from './read.ts';
import type { JobState, StatusView } from './types.ts';

const STATES: readonly JobState[] = ['queued', 'running', 'complete', 'failed'];

/**
 * The view of an audit job's status (core's `AuditStatusResponse`, read tolerantly): a label, progress
 * while queued or running, and the reason plus a retry when it failed. Unknown statuses are shown as sent.
 *
 * @example
 * ```ts
 * toStatusView({ job_id: 'j1', status: 'running', progress: 0.4 }).progressText; // '40% done'
 * ```
 */
export function toStatusView(raw: unknown, translator: Translator = createTranslator('en')): StatusView {
  const { t } = translator;
  const record = isRecord(raw) ? raw : {};
  const status = readText(record.status) ?? 'unknown';
  const state: JobState = (STATES as readonly string[]).includes(status) ? (status as JobState) : 'unknown';
  const fraction = readNumber(record.progress);
  const progress = fraction === null ? null : Math.min(1, Math.max(0, fraction));
  const position = readNumber(record.position);
  const seconds = readNumber(record.estimated_seconds);
  const error = isRecord(record.error) ? readText(record.error.message) : readText(record.error);

  switch (state) {
    case 'queued':
    case 'running': {
      const details = [
        state === 'queued' && position !== null
          ? t('job.queuedPosition', { position: Math.round(position) })
          : null,
        seconds !== null && seconds > 0 ? t('job.estimate', { seconds: Math.round(seconds) }) : null,
      ].filter((text): text is string => text !== null);
      return {
        state,
        status,
        label: t(state === 'queued' ? 'job.queued' : 'job.running'),
        detail: details.length > 0 ? details.join(' · ') : null,
        tone: 'info',
        icon: 'clock',
        progress,
        progressText: progress === null ? null : t('job.progress', { percent: Math.round(progress * 100) }),
        busy: true,
        error: null,
        canRetry: false,
      };
    }
    case 'complete':
      return {
        state,
        status,
        label: t('job.complete'),
        detail: null,
        tone: 'positive',
        icon: 'check-circle',
        progress: 1,
        progressText: null,
        busy: false,
        error: null,
        canRetry: false,
      };
    case 'failed':
      return {
        state,
        status,
        label: t('job.failed'),
        detail: error ? t('job.failedReason', { reason: error }) : t('job.failedNoReason'),
        tone: 'critical',
        icon: 'x-octagon',
        progress: null,
        progressText: null,
        busy: false,
        error,
        canRetry: true,
      };
    default:
      return {
        state,
        status,
        label: t('job.unknown', { status }),
        detail: null,
        tone: 'neutral',
        icon: 'help-circle',
        progress,
        progressText: null,
        busy: false,
        error,
        canRetry: false,
      };
  }
}
