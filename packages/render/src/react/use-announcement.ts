import { useEffect, useRef, useState } from 'react';
import { type AnnouncementSnapshot, announcementFor, snapshotOf } from '../model/announcement.ts';
import type { AuditViewModel, StatusView } from '../model/types.ts';
import { useRender } from './context.tsx';

/**
 * The text for the panel's always-mounted live region: empty at first (a region created with text in it
 * is not reliably read), then one short sentence per state change worth hearing. Repeating the same
 * sentence (a second identical failure) toggles a trailing no-break space so it is spoken again.
 *
 * @example
 * ```tsx
 * const message = useAnnouncement(statusView, model, hasResult);
 * <span role="status">{message}</span>
 * ```
 */
export function useAnnouncement(
  status: StatusView | null,
  model: AuditViewModel,
  hasResult: boolean,
): string {
  const { translator } = useRender();
  const [message, setMessage] = useState('');
  const snapshot = snapshotOf(status, model, hasResult);
  const key = `${snapshot.state}|${snapshot.quarter}|${snapshot.resultKey}`;
  const latest = useRef({ snapshot, status, model, translator });
  latest.current = { snapshot, status, model, translator };
  const announced = useRef<{ key: string; snapshot: AnnouncementSnapshot } | null>(null);

  useEffect(() => {
    const before = announced.current;
    const now = latest.current;
    announced.current = { key, snapshot: now.snapshot };
    if (!before || before.key === key) return;
    const text = announcementFor(before.snapshot, now.snapshot, now.status, now.model, now.translator);
    if (text) setMessage((current) => (current === text ? `${text}\u00a0` : text));
  }, [key]);

  return message;
}
