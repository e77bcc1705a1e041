import { ScoreBadge } from '@geo-audit/render/react';
import { Typography, VisuallyHidden } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScoreRow } from '../api-types.ts';
import { isForbidden } from '../fetch-error.ts';
import { PLUGIN_ID, t } from '../plugin-id.ts';
import { StrapiGeoAudit } from '../render/StrapiGeoAudit.tsx';

type Get = ReturnType<typeof useFetchClient>['get'];

/** One list page's scores, or why there are none: the role may not see audits (403), or the request failed. */
type Scores = Map<string, ScoreRow> | 'forbidden' | 'unavailable';

// Every cell of one list page asks in the same tick; one request answers them all.
const batches = new Map<string, { ids: Set<string>; promise: Promise<Scores> }>();

function loadScore(
  get: Get,
  uid: string,
  locale: string | null,
  documentId: string,
): Promise<ScoreRow | undefined | Exclude<Scores, Map<string, ScoreRow>>> {
  const key = `${uid}|${locale ?? ''}`;
  let batch = batches.get(key);
  if (!batch) {
    const ids = new Set<string>();
    const promise = new Promise<Scores>((resolve) => {
      setTimeout(async () => {
        batches.delete(key);
        const query = new URLSearchParams({ documentIds: [...ids].join(',') });
        if (locale) query.set('locale', locale);
        try {
          const { data } = await get<{ data: ScoreRow[] }>(
            `/${PLUGIN_ID}/scores/${encodeURIComponent(uid)}?${query}`,
          );
          resolve(new Map(data.data.map((row) => [row.documentId, row])));
        } catch (caught) {
          // Not an empty page: "Not audited" on every row would be wrong for a role without "See audits".
          resolve(isForbidden(caught) ? 'forbidden' : 'unavailable');
        }
      }, 0);
    });
    batch = { ids, promise };
    batches.set(key, batch);
  }
  batch.ids.add(documentId);
  return batch.promise.then((rows) => (typeof rows === 'string' ? rows : rows.get(documentId)));
}

/** The GEO score column of the Content Manager list view. */
export function ScoreCell({
  documentId,
  model,
  locale,
}: {
  documentId: string;
  model: string;
  locale?: string | null;
}) {
  const { get } = useFetchClient();
  const { formatMessage } = useIntl();
  const [row, setRow] = useState<Awaited<ReturnType<typeof loadScore>> | null>(null);
  useEffect(() => {
    let live = true;
    loadScore(get, model, locale ?? null, documentId).then((value) => live && setRow(value));
    return () => {
      live = false;
    };
  }, [get, model, locale, documentId]);

  if (row === null) return null;
  if (row === 'forbidden' || row === 'unavailable') {
    const reason =
      row === 'forbidden'
        ? formatMessage({
            id: t('column.forbidden'),
            defaultMessage: 'GEO score hidden: your role cannot see GEO audits',
          })
        : formatMessage({ id: t('column.unavailable'), defaultMessage: 'GEO score could not be loaded' });
    // A dash says "no value here" at a glance; the reason is read out and shown on hover.
    return (
      <Typography variant="pi" textColor="neutral600" data-testid="geo-score-cell" title={reason}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{reason}</VisuallyHidden>
      </Typography>
    );
  }
  if (row?.geoScore !== null && row?.geoScore !== undefined && row.state === 'complete')
    return (
      <span data-testid="geo-score-cell">
        <StrapiGeoAudit>
          <ScoreBadge score={row.geoScore} verdict={row.verdict} />
        </StrapiGeoAudit>
      </span>
    );
  const label = !row
    ? formatMessage({ id: t('column.none'), defaultMessage: 'Not audited' })
    : row.problem === 'page_not_served'
      ? formatMessage({ id: t('column.recheck'), defaultMessage: 'Re-check scheduled' })
      : row.state === 'failed' || row.problem
        ? formatMessage({ id: t('column.failed'), defaultMessage: 'Audit problem' })
        : formatMessage({ id: t('column.pending'), defaultMessage: 'Auditing…' });
  return (
    <Typography variant="pi" textColor="neutral600" data-testid="geo-score-cell">
      {row?.geoScore !== null && row?.geoScore !== undefined ? `${row.geoScore} · ${label}` : label}
    </Typography>
  );
}
