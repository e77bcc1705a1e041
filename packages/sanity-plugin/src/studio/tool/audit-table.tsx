import { trendPoints } from '@geo-audit/core/constants';
import { ScoreBadge, ScoreTrend } from '@geo-audit/render/react';
import { Card, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';
import { IntentLink } from 'sanity/router';
import type { UrlFor } from '../../shared/public-url.ts';
import { visuallyHidden } from '../components/visually-hidden.ts';

import { recheckTiming, scheduledRecheck, stateLabelKey } from '../hooks/recheck.ts';
import type { ListedAudit } from '../hooks/use-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { RerunButton } from './rerun-button.tsx';

export interface AuditTableProps {
  audits: readonly ListedAudit[];
  locale: string;
  /** Re-runs one audit; without it the table has no re-run column. */
  onRerun?: ((documentId: string) => void) | undefined;
  /** The document whose re-run is being requested. */
  rerunning?: string | null;
  /** The handler's URL rule, when the plugin has it: a row without a page offers no re-run. */
  urlFor?: UrlFor | undefined;
}

const cell = { padding: '8px 12px', textAlign: 'left', verticalAlign: 'middle' } as const;

/** The state as an editor reads it; a scheduled re-check also says when it runs. */
function AuditStateCell({ audit, locale }: { audit: ListedAudit; locale: string }) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const recheck = scheduledRecheck(audit);
  const timing = recheck ? recheckTiming(recheck, locale) : null;
  return (
    <Stack gap={2}>
      <Text size={1}>{t(stateLabelKey(audit))}</Text>
      {timing ? (
        <Text size={1} muted>
          {t(timing.key, { time: timing.time })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Audited documents as a table: page, score badge, state, trend, last audit, re-run. */
export function AuditTable({ audits, locale, onRerun, rerunning, urlFor }: AuditTableProps) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card radius={2} border overflow="auto">
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={visuallyHidden}>{t('tool.title')}</caption>
        <thead>
          <tr>
            {[
              'tool.column.document',
              'tool.column.score',
              'tool.column.verdict',
              'tool.column.trend',
              'tool.column.updated',
            ].map((key) => (
              <th key={key} scope="col" style={cell}>
                <Text size={1} weight="semibold">
                  {t(key)}
                </Text>
              </th>
            ))}
            {onRerun ? (
              <th scope="col" style={cell}>
                <Text size={1} weight="semibold">
                  {t('action.run')}
                </Text>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {audits.map((audit) => (
            <tr key={audit.documentId} data-testid="geo-audit-row">
              <th scope="row" style={cell}>
                {/* @sanity/ui trims text to its cap height: without a Stack gap the two lines overlap. */}
                <Stack gap={2}>
                  <Text size={1} weight="semibold">
                    {/* The editor's next step after a low score is the document: its title opens it in the Studio,
                        as a link the keyboard reaches. A document that is gone (the reference is weak) has no type
                        to open it by, so its title stays text. */}
                    {audit.documentType ? (
                      <IntentLink intent="edit" params={{ id: audit.documentId, type: audit.documentType }}>
                        {audit.title ?? audit.documentId}
                      </IntentLink>
                    ) : (
                      (audit.title ?? audit.documentId)
                    )}
                  </Text>
                  <Text size={1} muted>
                    <a href={audit.url} target="_blank" rel="noreferrer">
                      {audit.url}
                      <span style={visuallyHidden}> {t('link.newTab')}</span>
                    </a>
                  </Text>
                </Stack>
              </th>
              <td style={cell}>
                <ScoreBadge score={audit.geoScore} verdict={audit.verdict} />
              </td>
              <td style={cell}>
                <AuditStateCell audit={audit} locale={locale} />
              </td>
              <td style={cell}>
                <ScoreTrend history={trendPoints(audit)} width={96} height={24} />
              </td>
              <td style={cell}>
                <Text size={1}>{date.format(new Date(audit.updatedAt))}</Text>
              </td>
              {onRerun ? (
                <td style={cell}>
                  <RerunButton
                    audit={audit}
                    urlFor={urlFor}
                    rerunning={rerunning === audit.documentId}
                    onRerun={onRerun}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
