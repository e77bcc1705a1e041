import { useEffect, useState } from 'react';

/**
 * How long the inspector expects the audit of a publish it saw: the GROQ webhook reaches the handler within
 * seconds, and Sanity retries a failed delivery 30 seconds later. The notices say "a minute".
 */
export const PUBLISH_WAIT_MS = 60_000;

/**
 * `awaiting`: a publish was seen and its audit record has not changed since; `missed`: nothing arrived within
 * the wait; `none`: nothing to wait for.
 */
export type PublishWait = 'none' | 'awaiting' | 'missed';

interface Seen {
  revision: string | null | undefined;
  stamp: string | null;
  phase: PublishWait;
  publishes: number;
}

/**
 * Whether the inspector waits for the audit a publish starts. The handler writes the audit record only once
 * Sanity's webhook reaches it, so in between the record still says "not audited yet" (or shows the previous
 * result), and a run started then would audit the same revision twice. A new published revision while the
 * inspector is open starts the wait, unless the record already is that publish's audit (`arrived`: the Studio
 * can hear of the handler's writes, up to the completed result, before it sees the publish itself); any write to
 * the audit record (`stamp`, its `updatedAt`) ends it.
 *
 * @param revision the published `_rev`, null when unpublished, undefined while Sanity has not said.
 * @param stamp the audit record's `updatedAt`, null without a record.
 * @param arrived whether the record is an audit requested at or after this revision's publish (`auditOfPublish`).
 *
 * @example
 * ```ts
 * const wait = usePublishWait(published?._rev, audit?.updatedAt ?? null, auditOfPublish(audit, published?._updatedAt));
 * const busy = wait === 'awaiting' || runState.status === 'running';
 * ```
 */
export function usePublishWait(
  revision: string | null | undefined,
  stamp: string | null,
  arrived: boolean,
  waitMs: number = PUBLISH_WAIT_MS,
): PublishWait {
  const [seen, setSeen] = useState<Seen>({ revision, stamp, phase: 'none', publishes: 0 });
  let next = seen;
  if (revision !== seen.revision) {
    // The first answer is where the document stood when the inspector opened, and unpublishing audits nothing.
    const published = seen.revision !== undefined && revision != null;
    next = published
      ? { revision, stamp, phase: 'awaiting', publishes: seen.publishes + 1 }
      : { revision, stamp, phase: 'none', publishes: seen.publishes };
  } else if (stamp !== seen.stamp) {
    next = { ...seen, stamp, phase: 'none' };
  }
  if (next.phase === 'awaiting' && arrived) next = { ...next, phase: 'none' };
  // Adjusted while rendering, so the first render after the publish already says so (no flash of "Run audit").
  if (next !== seen) setSeen(next);

  const { phase, publishes } = next;
  useEffect(() => {
    if (phase !== 'awaiting') return;
    const timer = setTimeout(
      () =>
        setSeen((current) =>
          current.publishes === publishes && current.phase === 'awaiting'
            ? { ...current, phase: 'missed' }
            : current,
        ),
      waitMs,
    );
    return () => clearTimeout(timer);
  }, [phase, publishes, waitMs]);
  return phase;
}
