import { pollDelay } from '@geo-audit/render/react';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditView } from '../api-types.ts';
import { isForbidden } from '../fetch-error.ts';
import { PLUGIN_ID } from '../plugin-id.ts';

const PENDING = new Set(['waiting', 'queued', 'running']);
// After the entry changes (e.g. it was just published) the audit record may appear a moment later.
const WATCH_AFTER_CHANGE_MS = 30_000;

/**
 * The entry's audit from the plugin's admin route (never the GEO API, never the key). Polls while the audit
 * is pending and shortly after the entry changes, so the panel updates without a reload: every half second
 * at first (a score is usually stored within a second of the publish), then less often (render's `pollDelay`).
 */
export function useAudit(
  uid: string,
  documentId: string | undefined,
  locale: string | null,
  changedAt: unknown,
) {
  const { get, post } = useFetchClient();
  const [audit, setAudit] = useState<AuditView | null>(null);
  // What the failed read threw, for the panel to say in the editor's language (the hook has no intl: a
  // language switch would restart polling).
  const [error, setError] = useState<{ caught: unknown } | null>(null);
  // The server refused (403): the role lost "See audits" after the admin loaded its permissions.
  const [forbidden, setForbidden] = useState(false);
  // The path whose first read has answered: another entry (or locale) is loading again until its own does,
  // so the panel never shows one entry's audit, or "not audited", in the place of the next one's.
  const [readPath, setReadPath] = useState<string | null>(null);
  const watchUntil = useRef(0);
  const watchingSince = useRef(Date.now());
  const path = documentId
    ? `/${PLUGIN_ID}/audits/${encodeURIComponent(uid)}/${encodeURIComponent(documentId)}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`
    : null;

  const load = useCallback(async () => {
    if (!path) return null;
    try {
      const { data } = await get<{ data: AuditView | null }>(path);
      setAudit(data.data);
      setError(null);
      setForbidden(false);
      return data.data;
    } catch (caught) {
      setError({ caught });
      setForbidden(isForbidden(caught));
      return null;
    } finally {
      setReadPath(path);
    }
  }, [get, path]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: changedAt is the trigger, not an input
  useEffect(() => {
    watchingSince.current = Date.now();
    watchUntil.current = watchingSince.current + WATCH_AFTER_CHANGE_MS;
  }, [changedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the entry restarts polling
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const current = await load();
      if (stopped) return;
      if ((current && PENDING.has(current.state)) || Date.now() < watchUntil.current)
        timer = setTimeout(tick, pollDelay(Date.now() - watchingSince.current));
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [load, changedAt]);

  /** Starts the audit again and returns the record the server answered with (its state may be `failed`). */
  const rerun = useCallback(async (): Promise<AuditView | null> => {
    if (!path) return null;
    const [base, query] = path.split('?');
    const { data } = await post<{ data: AuditView }>(`${base}/run${query ? `?${query}` : ''}`, {});
    watchingSince.current = Date.now();
    watchUntil.current = watchingSince.current + WATCH_AFTER_CHANGE_MS;
    setAudit(data.data);
    setTimeout(() => void load(), pollDelay(0));
    return data.data;
  }, [load, path, post]);

  const loading = path !== null && readPath !== path;
  return {
    audit: loading ? null : audit,
    error: loading ? null : error,
    forbidden,
    loading,
    rerun,
    pending: Boolean(audit && PENDING.has(audit.state)),
  };
}
