import { describeWaitPlan, type WaitReason } from '@geo-audit/core/constants';
import { Card, Text } from '@sanity/ui';
import { useCurrentLocale, useTranslation } from 'sanity';
import type { AuditView } from '../hooks/audit-view.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { administratorFix } from '../i18n/problem-message.ts';
import type { GeoAuditStringKey } from '../i18n/resources.ts';

/** The problems the handler waits out by itself, each worded as the reason of the notice's one sentence. */
const REASONS: Record<WaitReason, GeoAuditStringKey> = {
  rate_limited: 'waiting.rate_limited',
  concurrency_limited: 'waiting.concurrency_limited',
  server_error: 'waiting.server_error',
  network: 'waiting.network',
};

/**
 * Says, in one sentence, why a pending audit does not move and when it goes on by itself: "The hourly API
 * quota is used up, so the audit starts by itself at {time}." Which waits those are, and whether the audit
 * starts or has its progress checked, is core's `describeWaitPlan`; this words it in the Studio locale. The
 * reason is worded by problem code, not from the message as sent, which for these problems says the same
 * again; a refused key or plan is one sentence asking an administrator (`administratorFix`), any other problem
 * is said with its message. The panel below only says
 * "Queued" or "Running", and the run button is unavailable meanwhile, so without this an editor cannot
 * tell a short wait from one of an hour. Shown inside the inspector's status region, so it is heard when
 * an audit turns into a wait.
 *
 * @example
 * ```tsx
 * <WaitingNotice state="waiting" problem={{ code: 'rate_limited', message: '…', retryAt: '2026-11-24T17:00:00Z' }} />
 * ```
 */
export function WaitingNotice({
  state,
  problem,
}: {
  state: AuditView['state'];
  problem: NonNullable<AuditView['error']>;
}) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  const plan = describeWaitPlan({ state, error: problem });
  // A refused key or plan does not go on by itself and no editor can fix it: the one sentence is whom to ask.
  const fix = administratorFix(t, problem);
  let sentence: string;
  if (fix) {
    sentence = fix;
  } else if (!plan) {
    sentence = t(state === 'waiting' ? 'waiting.other' : 'waiting.unconfirmed', { message: problem.message });
  } else {
    const reason = t(REASONS[plan.reason]);
    const starts = plan.next === 'starts';
    // Without a time ahead the handler's next scheduled poll goes on, which is what the sentence then says.
    sentence = plan.at
      ? t(starts ? 'waiting.starts' : 'waiting.checked', {
          reason,
          time: new Intl.DateTimeFormat(locale.id, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(plan.at),
          ),
        })
      : t(starts ? 'waiting.startsNext' : 'waiting.checkedNext', { reason });
  }
  return (
    <Card padding={3} radius={2} border tone="caution">
      <Text size={1}>{sentence}</Text>
    </Card>
  );
}
