import { pollDelay } from '@geo-audit/render/react';
import { speak } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshBackoff } from './refresh-backoff.ts';
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
  /**
   * While a failed refresh waits for its next try: how long that wait is, in milliseconds (5 seconds at first,
   * doubling up to a minute: `refreshBackoff`); `null` otherwise.
   */
  nextTryIn?: number | null;
  reload: () => Promise<void>;
}

function messageOf(error: unknown, fallback: () => string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return fallback();
}

/** Why the first read failed, when the site says nothing: nothing is on screen, and nothing reads it again. */
const firstLoadFailed = () =>
  __('The GEO audit could not be loaded. Reload the editor to try again.', 'geo-audit');
/**
 * Why a refresh failed, when the site says nothing: the sidebar says it with the audit loaded before and when
 * the next try goes (`staleNotice`), so this gives the reason only, and asks for no reload.
 */
const refreshFailed = () => __('The site did not say why.', 'geo-audit');
/** Why a re-run was refused, when the site says nothing: as before (decision 0090 leaves it). */
const rerunFailed = firstLoadFailed;

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
  backoff: (failures: number) => number = refreshBackoff,
): PostAudit {
  const [view, setView] = useState<PostAuditView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rerunning, setRerunning] = useState(false);
  const [rerunError, setRerunError] = useState<string | null>(null);
  // Counts failed reads, so each one schedules the next try (the view, the polling's clock, stays the same).
  const [failures, setFailures] = useState(0);
  // Whether an audit is on screen, for the words of a failed read (the reload keeps no view in its closure).
  const shown = useRef(false);
  // The record's state at the last answer, 'none' for a post without one, and null before the first answer:
  // only a change after that is spoken, so a post published without audit whose first record is already
  // complete is announced, and opening the editor is not.
  const lastState = useRef<string | null>(null);
  const pendingSince = useRef<number | null>(null);
  const delayForRef = useRef(delayFor);
  delayForRef.current = delayFor;
  const announcesRef = useRef(announces);
  announcesRef.current = announces;
  const backoffRef = useRef(backoff);
  backoffRef.current = backoff;

  // One request at a time, each after the one asked before has answered: a poll's read still in flight when a
  // save ends (or a re-run is asked) would otherwise race the next one, and the older answer, landing last,
  // would put the audit as it was before back on screen.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback(<T>(request: () => Promise<T>): Promise<T> => {
    const turn = queue.current.then(request);
    queue.current = turn.catch(() => undefined);
    return turn;
  }, []);
  // A read still waiting for its turn reads after everything asked so far: a second one of the same post would
  // only repeat it.
  const waitingRead = useRef<{ postId: number; read: Promise<void> } | null>(null);

  const reload = useCallback((): Promise<void> => {
    if (!postId) return Promise.resolve();
    if (waitingRead.current?.postId === postId) return waitingRead.current.read;
    const waiting = {
      postId,
      read: inTurn(async () => {
        if (waitingRead.current === waiting) waitingRead.current = null;
        try {
          setView(await apiFetch<PostAuditView>({ path: `/geo-audit/v1/posts/${postId}/audit` }));
          shown.current = true;
          setLoadError(null);
          setFailures(0);
        } catch (error) {
          setLoadError(messageOf(error, shown.current ? refreshFailed : firstLoadFailed));
          setFailures((count) => count + 1);
        }
      }),
    };
    waitingRead.current = waiting;
    return waiting.read;
  }, [postId, inTurn]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const state = view?.record?.state ?? null;
  const failing = loadError !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the clock: each answer schedules the next poll.
  useEffect(() => {
    if (!state || !PENDING_STATES.includes(state)) {
      pendingSince.current = null;
      return;
    }
    // A failed read leaves `view` as it was, so the poll scheduled by the last answer would still go, beside the
    // back-off's try: a save during an outage read twice within a second, and the notice's wait doubled at once.
    // While reads fail, the back-off alone asks again; the next answer starts the polling over.
    if (failing) return;
    pendingSince.current ??= Date.now();
    const timer = setTimeout(() => void reload(), delayForRef.current(Date.now() - pendingSince.current));
    return () => clearTimeout(timer);
  }, [state, view, reload, failing]);

  // A failed refresh of an audit on screen (a poll, the reload after a save) is tried again by itself, so a
  // network blip neither freezes a pending audit nor waits for the editor to reload; less and less often while
  // it keeps failing (a site that is down is not asked every five seconds for as long as the editor is open).
  const nextTryIn = view !== null && loadError !== null ? backoffRef.current(failures) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `failures` is the clock: each failed try schedules the next.
  useEffect(() => {
    if (nextTryIn === null) return;
    const timer = setTimeout(() => void reload(), nextTryIn);
    return () => clearTimeout(timer);
  }, [nextTryIn, failures, reload]);

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
    await inTurn(async () => {
      try {
        setView(
          await apiFetch<PostAuditView>({ path: `/geo-audit/v1/posts/${postId}/audit`, method: 'POST' }),
        );
        shown.current = true;
        setLoadError(null);
        setFailures(0);
      } catch (error) {
        setRerunError(messageOf(error, rerunFailed));
      } finally {
        setRerunning(false);
      }
    });
  }, [postId, inTurn]);

  return { view, loadError, rerun, rerunning, rerunError, nextTryIn, reload };
}
