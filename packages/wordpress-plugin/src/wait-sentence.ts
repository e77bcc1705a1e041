import { describeWaitPlan, type WaitReason } from '@geo-audit/core/constants';
import { __, _n, sprintf } from '@wordpress/i18n';
import { retryTime } from './retry-time.ts';
import type { PostAuditRecord } from './types.ts';

/**
 * The problems the plugin waits out by itself, each worded as the reason that opens the sentence. The same
 * English as the Strapi and Sanity plugins, so every host says a wait alike. Functions, so each is translated
 * when it is said, after the editor has loaded the locale data.
 */
const REASONS: Record<WaitReason, () => string> = {
  rate_limited: () => __('The hourly API quota is used up', 'geo-audit'),
  concurrency_limited: () => __('Too many audits are running for this API key', 'geo-audit'),
  server_error: () => __('The GEO Audit API had an error', 'geo-audit'),
  network: () => __('The GEO Audit API cannot be reached', 'geo-audit'),
};

/**
 * The site's own limit (`scope: 'site'`), stored under the API's `concurrency_limited` so core plans it as the
 * same wait: worded apart, as no other API key or plan lifts it, with the number the problem was stored with.
 * A problem stored before it carried its `limit` was stored when the limit was five.
 */
function siteLimit(limit: number | undefined, locale: string | undefined): string {
  const count = limit ?? 5;
  return sprintf(
    /* translators: %s: how many audits of this site may run at once, such as "5". */
    _n(
      'This site already runs %s audit at once',
      'This site already runs %s audits at once',
      count,
      'geo-audit',
    ),
    count.toLocaleString(locale),
  );
}

/**
 * A start held by the site's own limit, said without a time: it ends when one of the running audits finishes,
 * which nobody can tell in advance. The stored `retryAt` is only when the plugin looks again (a minute after
 * each look, so a time shown from it moved on every minute); the audit starts at the first look after a slot
 * frees up. The count picks the plural form, as in the reason.
 */
function siteLimitWait(limit: number | undefined, locale: string | undefined): string {
  const count = limit ?? 5;
  return sprintf(
    /* translators: %s: why the audit waits, such as "This site already runs 5 audits at once". */
    _n(
      '%s, so the audit starts by itself when it finishes.',
      '%s, so the audit starts by itself when one of them finishes.',
      count,
      'geo-audit',
    ),
    siteLimit(limit, locale),
  );
}

/**
 * Why a pending audit does not move and when it goes on by itself, in one sentence in the editor's
 * language: "The hourly API quota is used up, so the audit starts by itself at 18:00" (with the date when it
 * is not today; none for the site's own limit, whose end no clock tells). Which waits are said, and whether the audit starts (`waiting`) or has its progress checked
 * (`queued`, `running`), is core's `describeWaitPlan` (decision 0071); this only words it. The message as sent is left out: for these problems
 * it says the reason again. Without a retry time ahead the sentence says "shortly" rather than a time gone by:
 * each poll of the open editor lets the PHP coordinator go on (a due start is scheduled, a status check runs
 * at most every ten seconds). `null` for any other record or problem, which the sidebar says with the
 * problem's message.
 *
 * @example
 * ```ts
 * waitSentence({ state: 'queued', error: { code: 'network', message: '…', retryAt: undefined } }, 'en');
 * // 'The GEO Audit API cannot be reached, so the audit’s progress is checked again by itself shortly.'
 * ```
 */
export function waitSentence(
  record: Pick<PostAuditRecord, 'state' | 'error'> | null,
  locale: string | undefined,
  now: Date = new Date(),
): string | null {
  const plan = describeWaitPlan(record, now);
  if (!plan) return null;
  const site = plan.reason === 'concurrency_limited' && record?.error?.scope === 'site';
  if (site && plan.next === 'starts') return siteLimitWait(record.error?.limit, locale);
  const reason = site ? siteLimit(record?.error?.limit, locale) : REASONS[plan.reason]();
  if (plan.at === null) {
    return plan.next === 'starts'
      ? sprintf(
          /* translators: %s: why the audit waits, such as "The hourly API quota is used up". */
          __('%s, so the audit starts by itself shortly.', 'geo-audit'),
          reason,
        )
      : sprintf(
          /* translators: %s: why the audit waits, such as "The hourly API quota is used up". */
          __('%s, so the audit’s progress is checked again by itself shortly.', 'geo-audit'),
          reason,
        );
  }
  const time = retryTime(plan.at, locale, now);
  return plan.next === 'starts'
    ? sprintf(
        /* translators: 1: why the audit waits, such as "The hourly API quota is used up", 2: a time of day, with its date before it when that is not today. */
        __('%1$s, so the audit starts by itself at %2$s.', 'geo-audit'),
        reason,
        time,
      )
    : sprintf(
        /* translators: 1: why the audit waits, such as "The hourly API quota is used up", 2: a time of day, with its date before it when that is not today. */
        __('%1$s, so the audit’s progress is checked again by itself at %2$s.', 'geo-audit'),
        reason,
        time,
      );
}
