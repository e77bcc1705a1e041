import type { IntlShape } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

/** The problems the plugin waits out by itself, each said as the reason in one sentence. */
const REASONS: Record<string, { id: string; defaultMessage: string }> = {
  rate_limited: {
    id: 'panel.waiting.reason.rate_limited',
    defaultMessage: 'The hourly API quota is used up',
  },
  concurrency_limited: {
    id: 'panel.waiting.reason.concurrency_limited',
    defaultMessage: 'Too many audits are running for this API key',
  },
  server_error: { id: 'panel.waiting.reason.server_error', defaultMessage: 'The GEO Audit API had an error' },
  network: { id: 'panel.waiting.reason.network', defaultMessage: 'The GEO Audit API cannot be reached' },
};

/**
 * Why a pending audit does not move and when it goes on by itself, in one sentence in the editor's
 * language: "The hourly API quota is used up, so the audit starts by itself at {time}." A waiting audit
 * starts then; a queued or running one (its job was accepted, a status check was refused) has its progress
 * checked then. The reason is worded by problem code, not from the message as sent, which for these
 * problems only says the same again ("…quota is used up; the audit starts when it resets"). `null` for
 * any other record or problem (the caller says those with their message).
 *
 * @example
 * ```ts
 * describeWait(formatMessage, audit, (iso) => formatTime(iso), new Date());
 * // 'The hourly API quota is used up, so the audit starts by itself at 6:00 PM.'
 * ```
 */
export function describeWait(
  formatMessage: IntlShape['formatMessage'],
  audit: AuditView | null | undefined,
  when: (iso: string) => string,
  now: Date = new Date(),
): string | null {
  const reason = audit?.error ? REASONS[audit.error.code] : undefined;
  if (!audit?.error || !reason) return null;
  const starts = audit.state === 'waiting';
  if (!starts && audit.state !== 'queued' && audit.state !== 'running') return null;
  const at = audit.error.retryAt ? Date.parse(audit.error.retryAt) : Number.NaN;
  const values = { reason: formatMessage({ ...reason, id: t(reason.id) }) };
  // A time that has passed is of no use: the plugin's poller goes on within the minute.
  if (Number.isNaN(at) || at <= now.getTime())
    return starts
      ? formatMessage(
          {
            id: t('panel.waiting.startsSoon'),
            defaultMessage: '{reason}, so the audit starts by itself shortly.',
          },
          values,
        )
      : formatMessage(
          {
            id: t('panel.waiting.checkedSoon'),
            defaultMessage: '{reason}, so the audit’s progress is checked again by itself shortly.',
          },
          values,
        );
  const time = when(audit.error.retryAt as string);
  return starts
    ? formatMessage(
        {
          id: t('panel.waiting.starts'),
          defaultMessage: '{reason}, so the audit starts by itself at {time}.',
        },
        { ...values, time },
      )
    : formatMessage(
        {
          id: t('panel.waiting.checked'),
          defaultMessage: '{reason}, so the audit’s progress is checked again by itself at {time}.',
        },
        { ...values, time },
      );
}
