import { ScoreBadge } from '@geo-audit/render/react';
import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScoreRow } from '../api-types.ts';
import { PLUGIN_ID, t } from '../plugin-id.ts';
import { StrapiGeoAudit } from '../render/StrapiGeoAudit.tsx';

type Get = ReturnType<typeof useFetchClient>['get'];

// Every cell of one list page asks in the same tick; one request answers them all.
const batches = new Map<string, { ids: Set<string>; promise: Promise<Map<string, ScoreRow>> }>();

function loadScore(
  get: Get,
  uid: string,
  locale: string | null,
  documentId: string,
): Promise<ScoreRow | undefined> {
  const key = `${uid}|${locale ?? ''}`;
  let batch = batches.get(key);
  if (!batch) {
    const ids = new Set<string>();
    const promise = new Promise<Map<string, ScoreRow>>((resolve) => {
      setTimeout(async () => {
        batches.delete(key);
        const query = new URLSearchParams({ documentIds: [...ids].join(',') });
        if (locale) query.set('locale', locale);
        try {
          const { data } = await get<{ data: ScoreRow[] }>(
            `/${PLUGIN_ID}/scores/${encodeURIComponent(uid)}?${query}`,
          );
          resolve(new Map(data.data.map((row) => [row.documentId, row])));
        } catch {
          resolve(new Map());
        }
      }, 0);
    });
    batch = { ids, promise };
    batches.set(key, batch);
  }
  batch.ids.add(documentId);
  return batch.promise.then((rows) => rows.get(documentId));
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
  const [row, setRow] = useState<ScoreRow | undefined | null>(null);
  useEffect(() => {
    let live = true;
    loadScore(get, model, locale ?? null, documentId).then((value) => live && setRow(value));
    return () => {
      live = false;
    };
  }, [get, model, locale, documentId]);

  if (row === null) return null;
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
