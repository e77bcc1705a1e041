import { speak } from '@wordpress/a11y';
import { useEffect, useRef } from 'react';

/** What a notice says to screen readers, and what makes it a different one. */
export interface Announcement {
  /** Equal keys are the same notice: a retry time that moves on, or "shortly" replacing it, is not said again. */
  key: string;
  message: string;
  politeness: 'polite' | 'assertive';
}

/**
 * Speaks a notice when it appears or turns into another one while the editor watches, not the one found on
 * opening the sidebar (`known` turns true with the first answer): that one is read with the sidebar, and an
 * editor who opens it for every post would otherwise hear the same wait each time. @wordpress/components'
 * Notice speaks its text whenever it mounts, so the notices that use this are given `spokenMessage={null}`.
 * While `speaks` is false it keeps track without speaking: another view on screen says the same notice, and
 * turning true again does not say one that was already there.
 *
 * @example
 * ```ts
 * useAnnounceChange(wait ? { key: `wait:${code}`, message: wait, politeness: 'polite' } : null, view !== null);
 * ```
 */
export function useAnnounceChange(announcement: Announcement | null, known: boolean, speaks = true): void {
  // undefined until the first answer: what that shows is the state found, not a change.
  const lastKey = useRef<string | null | undefined>(undefined);
  const key = announcement?.key ?? null;
  const latest = useRef(announcement);
  latest.current = announcement;
  useEffect(() => {
    if (!known) return;
    const seen = lastKey.current;
    lastKey.current = key;
    const now = latest.current;
    // A change of `speaks` alone runs this with the key seen already: nothing is said then.
    if (seen !== undefined && key !== null && key !== seen && now && speaks)
      speak(now.message, now.politeness);
  }, [key, known, speaks]);
}
