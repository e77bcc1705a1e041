/** The problems the coordinator waits out by itself, so a host can say when the audit goes on. */
export const WAIT_REASONS = ['rate_limited', 'concurrency_limited', 'server_error', 'network'] as const;

/** One of `WAIT_REASONS`. */
export type WaitReason = (typeof WAIT_REASONS)[number];

/**
 * What a host says about a pending audit that waits by itself: why (`reason`), what happens next (`next`)
 * and when (`at`, the retry time as stored; `null` means "shortly").
 */
export interface WaitPlan {
  reason: WaitReason;
  /** `starts` for a `waiting` audit; `checked` for a `queued` or `running` one whose status check was refused. */
  next: 'starts' | 'checked';
  /** The record's `retryAt` while it lies ahead; `null` when it is missing, unreadable or has passed. */
  at: string | null;
}

const reasons: ReadonlySet<string> = new Set(WAIT_REASONS);

/**
 * A retry time while it lies ahead; `null` when it is missing, unreadable or has passed (a time gone by is said as
 * "shortly": the next poll lets the host go on).
 *
 * @example
 * ```ts
 * const now = new Date('2026-11-24T17:30:00Z');
 * retryAhead('2026-11-24T18:00:00Z', now); // '2026-11-24T18:00:00Z'
 * retryAhead('2026-11-24T17:00:00Z', now); // null
 * ```
 */
export function retryAhead(iso: string | null | undefined, now: Date = new Date()): string | null {
  return iso && Date.parse(iso) > now.getTime() ? iso : null;
}

/**
 * The wait a host tells the editor about, decided once for every host (decisions 0061, 0069, 0071): a pending
 * audit whose problem the coordinator waits out by itself. A `waiting` audit starts at the retry time; a
 * `queued` or `running` one (its job was accepted, a later status check was refused) has its progress checked
 * then. A retry time that is missing, unreadable or already past gives `at: null`: the next poll goes on by
 * itself, so the host says "shortly" (or its own words for it) rather than a time gone by. `null` for any
 * other state or problem, which hosts say with the problem's message (a `page_not_served` re-check has
 * notices of its own). It reads only the state and the problem, so it suits a host's own view of a record.
 *
 * @example
 * ```ts
 * const now = new Date('2026-11-24T17:30:00Z');
 * describeWaitPlan({ state: 'waiting', error: { code: 'rate_limited', retryAt: '2026-11-24T18:00:00Z' } }, now);
 * // { reason: 'rate_limited', next: 'starts', at: '2026-11-24T18:00:00Z' }
 * describeWaitPlan({ state: 'running', error: { code: 'network', retryAt: '2026-11-24T17:00:00Z' } }, now);
 * // { reason: 'network', next: 'checked', at: null }
 * describeWaitPlan({ state: 'waiting', error: { code: 'auth' } }, now); // null
 * ```
 */
export function describeWaitPlan(
  record:
    | { state: string; error?: { code: string; retryAt?: string | null | undefined } | null | undefined }
    | null
    | undefined,
  now: Date = new Date(),
): WaitPlan | null {
  const error = record?.error;
  if (!error || !reasons.has(error.code)) return null;
  const state = record.state;
  if (state !== 'waiting' && state !== 'queued' && state !== 'running') return null;
  return {
    reason: error.code as WaitReason,
    next: state === 'waiting' ? 'starts' : 'checked',
    at: retryAhead(error.retryAt, now),
  };
}
