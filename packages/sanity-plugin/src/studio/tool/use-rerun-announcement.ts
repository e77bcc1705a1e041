import { describeScore } from '@geo-audit/render';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';
import type { RunOutcome } from '../hooks/run-outcome.ts';
import type { ListedAudit } from '../hooks/use-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { studioTranslator } from '../render/studio-translator.ts';

interface Watched {
  documentId: string;
  /** The record's `updatedAt` when the re-run was asked for: a later terminal state is this run's outcome. */
  baseline: string | null;
}

/**
 * What the GEO audits tool says in its polite status region about a re-run started from a row: once when
 * the handler has queued it ("GEO audit of Latte art queued") and once when it ends ("GEO audit of Latte
 * art complete: 76 of 100, Good.", or failed). The row's state cell changes too, but outside any live
 * region, so without this a screen reader user hears nothing after pressing "Re-run". A refused request is
 * the tool's alert's to say. Repeating the same sentence appends a no-break space so it is spoken again.
 *
 * @example
 * ```tsx
 * const { message, requested, answered } = useRerunAnnouncement(audits);
 * requested('article-1');
 * answered('article-1', await run('article-1'));
 * <div role="status">{message}</div>
 * ```
 */
export function useRerunAnnouncement(audits: readonly ListedAudit[]): {
  message: string;
  requested: (documentId: string) => void;
  answered: (documentId: string, outcome: RunOutcome) => void;
} {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  const [message, setMessage] = useState('');
  const watched = useRef<Watched | null>(null);
  const latest = useRef(audits);
  latest.current = audits;
  const say = useCallback(
    (text: string) => setMessage((current) => (current === text ? `${text}\u00a0` : text)),
    [],
  );
  const pageOf = useCallback((documentId: string) => {
    const audit = latest.current.find((entry) => entry.documentId === documentId);
    return audit?.title ?? audit?.url ?? documentId;
  }, []);

  const requested = useCallback((documentId: string) => {
    const audit = latest.current.find((entry) => entry.documentId === documentId);
    watched.current = { documentId, baseline: audit?.updatedAt ?? null };
  }, []);

  const answered = useCallback(
    (documentId: string, outcome: RunOutcome) => {
      if (watched.current?.documentId !== documentId) return;
      if (outcome.status === 'error') {
        watched.current = null;
        return;
      }
      // An audit the handler finished before answering is said when its record arrives, as its result.
      if (!outcome.complete) say(t('tool.announce.queued', { page: pageOf(documentId) }));
    },
    [say, t, pageOf],
  );

  useEffect(() => {
    const current = watched.current;
    if (!current) return;
    const audit = audits.find((entry) => entry.documentId === current.documentId);
    if (!audit || audit.updatedAt === current.baseline) return;
    const page = audit.title ?? audit.url;
    if (audit.state === 'complete') {
      watched.current = null;
      if (audit.geoScore === null) {
        say(t('tool.announce.completeNoScore', { page }));
        return;
      }
      const verdict = describeScore(audit.geoScore, audit.verdict, studioTranslator(locale.id, t)).verdict;
      say(t('tool.announce.complete', { page, score: audit.geoScore, verdict }));
    } else if (audit.state === 'failed') {
      watched.current = null;
      say(t('tool.announce.failed', { page }));
    }
  }, [audits, locale.id, say, t]);

  return { message, requested, answered };
}
