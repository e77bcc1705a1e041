import { awaitsRecheck } from '@geo-audit/core/constants';
import type { GeoAuditStringKey } from '../i18n/resources.ts';
import type { AuditView } from './audit-view.ts';

/** A re-audit the handler scheduled because the site did not serve the page when it was audited. */
export interface ScheduledRecheck {
  /** The handler's explanation: the engine's reason (e.g. the HTTP status) and which re-check is next. */
  message: string;
  /** When the re-check is due (ISO), or null when the record does not say. */
  retryAt: string | null;
  /** The message's parts, to say it in the Studio locale (the engine's reason stays as sent); null from older handlers. */
  parts: { reason: string; attempt: number; of: number } | null;
}

/**
 * The scheduled re-check of an audit, or null when none is scheduled. The coordinator keeps the not-served
 * result and waits with a `page_not_served` problem until the next check, so this is told apart from a
 * first audit that has not started yet.
 *
 * @example
 * ```ts
 * scheduledRecheck(audit)?.retryAt; // '2026-11-24T10:02:00.000Z'
 * ```
 */
export function scheduledRecheck(audit: AuditView): ScheduledRecheck | null {
  if (!awaitsRecheck(audit) || !audit.error) return null;
  const parts = audit.error.recheck;
  return {
    message: audit.error.message,
    retryAt: audit.error.retryAt ?? null,
    parts:
      parts &&
      typeof parts.reason === 'string' &&
      Number.isInteger(parts.attempt) &&
      Number.isInteger(parts.of)
        ? { reason: parts.reason, attempt: parts.attempt, of: parts.of }
        : null,
  };
}

/**
 * The string key of the audit's state as an editor reads it: a scheduled re-check reads as such rather
 * than as "waiting to start".
 *
 * @example
 * ```ts
 * t(stateLabelKey(audit)); // 'Re-check scheduled'
 * ```
 */
export function stateLabelKey(audit: AuditView): GeoAuditStringKey {
  return scheduledRecheck(audit) ? 'state.recheck' : `state.${audit.state}`;
}

/**
 * When the re-check runs, formatted in the Studio locale and the editor's time zone, with the sentence to
 * put it in: "next check" while it lies ahead, "was due" once it passed (it then starts with the handler's
 * next scheduled poll). Null without a valid time.
 *
 * @example
 * ```ts
 * recheckTiming(recheck, 'de-DE'); // { key: 'recheck.next', time: '24.11.2026, 11:02' }
 * ```
 */
export function recheckTiming(
  recheck: Pick<ScheduledRecheck, 'retryAt'>,
  locale: string,
  now: Date = new Date(),
): { key: 'recheck.next' | 'recheck.due'; time: string } | null {
  if (!recheck.retryAt) return null;
  const at = new Date(recheck.retryAt);
  if (Number.isNaN(at.getTime())) return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return { key: at.getTime() > now.getTime() ? 'recheck.next' : 'recheck.due', time };
}
