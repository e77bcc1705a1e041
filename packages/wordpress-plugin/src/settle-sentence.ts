import { retryAhead } from '@geo-audit/core/constants';
import { __, sprintf } from '@wordpress/i18n';
import { retryTime } from './retry-time.ts';
import type { PostAuditRecord } from './types.ts';

/**
 * Whether a waiting audit is held only to gather a burst of updates to a published post into one audit (the
 * PHP coordinator's `startsAt`, set for that wait alone): no job exists yet, so it is not "queued". A problem on
 * the record (the quota, an outage) is the reason instead, said by `waitSentence`.
 */
export function awaitsSettling(
  record: Pick<PostAuditRecord, 'state' | 'error' | 'startsAt'> | null,
): boolean {
  return (
    record?.state === 'waiting' &&
    !record.error &&
    typeof record.startsAt === 'string' &&
    !Number.isNaN(Date.parse(record.startsAt))
  );
}

/**
 * Why an audit after an update has not started, and when it does, in one sentence: "The audit waits for edits
 * to settle and starts by itself at 10:15 AM" (in the site's time zone, as every time the plugin says). Once
 * that time has passed, the next poll lets wp-cron start it, so the sentence says "shortly" instead of a time
 * gone by. `null` for any other record.
 *
 * @example
 * ```ts
 * settleSentence({ state: 'waiting', error: null, startsAt: '2026-11-24T10:15:00Z' }, 'en', now);
 * // 'The audit waits for edits to settle and starts by itself at 10:15 AM.'
 * ```
 */
export function settleSentence(
  record: Pick<PostAuditRecord, 'state' | 'error' | 'startsAt'> | null,
  locale: string | undefined,
  now: Date = new Date(),
): string | null {
  if (!record || !awaitsSettling(record)) return null;
  const ahead = retryAhead(record.startsAt, now);
  if (ahead === null)
    return __('The edits have settled, so the audit starts by itself shortly.', 'geo-audit');
  return sprintf(
    /* translators: %s: a time of day, with its date before it when that is not today. */
    __('The audit waits for edits to settle and starts by itself at %s.', 'geo-audit'),
    retryTime(ahead, locale, now),
  );
}
