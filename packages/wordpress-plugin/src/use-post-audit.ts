import { pollDelay } from '@geo-audit/render/react';
import { speak } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PENDING_STATES, type PostAuditView } from './types.ts';
import { verdictText } from './verdict-text.ts';

export interface PostAudit {
  view: PostAuditView | null;
  /**
   * Why the plugin's own route could not be read, in words an editor can act on. With a `view` loaded before,
   * that view stays (it is the last known audit) and the read is tried again by itself until it goes through.
   */
  loadError: string | null;
  rerun: () => Promise<void>;
  rerunning: boolean;
  /**
   * Why the last re-run was refused (not configured, not published, the network), kept apart from `loadError`
   * so the sidebar says it next to the button that asked, and keeps the audit and the button on screen.
   */
  rerunError?: string | null;
  reload: () => Promise<void>;
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return __('The GEO audit could not be loaded. Reload the editor to try again.', 'geo-audit');
}

/**
 * A post's audit from the plugin's REST route (apiFetch sends the REST nonce; the API key never reaches the
 * browser). Polls while the audit is pending (every half second at first, then less often: render's
 * `pollDelay`) and announces its completion or failure politely to screen readers through `speak()`, unless
 * `announces` is false: while the GEO audit sidebar is open, render's panel there says it already.
 *
 * @example
 * ```tsx
 * const { view, rerun } = usePostAudit(postId, pollDelay, !sidebarOpen);
 * ```
 */
export function usePostAudit(
  postId: number | null,
  delayFor: (pendingForMs: number) => number = pollDelay,
  announces = true,
): PostAudit {
  const [view, setView] = useState<PostAuditView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rerunning, setRerunning] = useState(false);
  const [rerunError, setRerunError] = useState<string | null>(null);
  // Counts failed reads, so each one schedules the next try (the view, the polling's clock, stays the same).
  const [failures, setFailures] = useState(0);
  const failingSince = useRef<number | null>(null);
  // The record's state at the last answer, 'none' for a post without one, and null before the first answer:
  // only a change after that is spoken, so a post published without audit whose first record is already
  // complete is announced, and opening the editor is not.
  const lastState = useRef<string | null>(null);
  const pendingSince = useRef<number | null>(null);
  const delayForRef = useRef(delayFor);
  delayForRef.current = delayFor;
  const announcesRef = useRef(announces);
  announcesRef.current = announces;

  const reload = useCallback(async () => {
    if (!postId) return;
    try {
      setView(await apiFetch<PostAuditView>({ path: `/geo-audit/v1/posts/${postId}/audit` }));
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error));
      setFailures((count) => count + 1);
    }
  }, [postId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const state = view?.record?.state ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the clock: each answer schedules the next poll.
  useEffect(() => {
    if (!state || !PENDING_STATES.includes(state)) {
      pendingSince.current = null;
      return;
    }
    pendingSince.current ??= Date.now();
    const timer = setTimeout(() => void reload(), delayForRef.current(Date.now() - pendingSince.current));
    return () => clearTimeout(timer);
  }, [state, view, reload]);

  // A failed refresh of an audit on screen (a poll, the reload after a save) is tried again by itself, at the
  // polling's pace, so a network blip neither freezes a pending audit nor waits for the editor to reload.
  const stale = view !== null && loadError !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `failures` is the clock: each failed try schedules the next.
  useEffect(() => {
    if (!stale) {
      failingSince.current = null;
      return;
    }
    failingSince.current ??= Date.now();
    const timer = setTimeout(() => void reload(), delayForRef.current(Date.now() - failingSince.current));
    return () => clearTimeout(timer);
  }, [stale, failures, reload]);

  useEffect(() => {
    const record = view?.record;
    if (record && lastState.current && lastState.current !== record.state && announcesRef.current) {
      if (record.state === 'complete' && record.geoScore !== null) {
        speak(
          sprintf(
            /* translators: 1: GEO score from 0 to 100, 2: verdict such as "Good". */
            __('GEO audit complete: %1$d of 100, %2$s.', 'geo-audit'),
            record.geoScore,
            verdictText(record.geoScore, record.verdict),
          ),
          'polite',
        );
      } else if (record.state === 'failed') {
        speak(__('The GEO audit failed.', 'geo-audit'), 'polite');
      }
    }
    lastState.current = view ? (record?.state ?? 'none') : null;
  }, [view]);

  const rerun = useCallback(async () => {
    if (!postId) return;
    setRerunning(true);
    setRerunError(null);
    try {
      setView(await apiFetch<PostAuditView>({ path: `/geo-audit/v1/posts/${postId}/audit`, method: 'POST' }));
      setLoadError(null);
    } catch (error) {
      setRerunError(messageOf(error));
    } finally {
      setRerunning(false);
    }
  }, [postId]);

  return { view, loadError, rerun, rerunning, rerunError, reload };
}
