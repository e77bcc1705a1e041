import { describeWaitPlan, type WaitReason } from '@geo-audit/core/constants';
import type { IntlShape } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

/** The problems the plugin waits out by itself, each said as the reason in one sentence. */
const REASONS: Record<WaitReason, { id: string; defaultMessage: string }> = {
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
 * language: "The hourly API quota is used up, so the audit starts by itself at {time}." Which waits are
 * said, and whether the audit starts or has its progress checked, is core's `describeWaitPlan`; this only
 * words it. The reason is worded by problem code, not from the message as sent, which for these problems
 * only says the same again ("…quota is used up; the audit starts when it resets"). `null` for any other
 * record or problem (the caller says those with their message). Without a time ahead it says "shortly":
 * the plugin's poller goes on within the minute.
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
  const plan = describeWaitPlan(audit, now);
  if (!plan) return null;
  const reason = REASONS[plan.reason];
  const values = { reason: formatMessage({ ...reason, id: t(reason.id) }) };
  const starts = plan.next === 'starts';
  if (plan.at === null)
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
  const time = when(plan.at);
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
