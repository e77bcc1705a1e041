import { Box, Card, Container, Flex, Heading, Select, Spinner, Stack, Text, TextInput } from '@sanity/ui';
import { useId, useMemo, useState } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';
import type { UrlFor } from '../../shared/public-url.ts';
import { visuallyHidden } from '../components/visually-hidden.ts';
import { type ListedAudit, useAllAudits } from '../hooks/use-audit.ts';
import { useRunAudit } from '../hooks/use-run-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { runFailureMessage } from '../i18n/run-failure-message.ts';
import { StudioRenderProvider } from '../render/studio-render-provider.tsx';
import { AuditTable } from './audit-table.tsx';
import { type AuditSortKey, filterAndSortAudits, type SortDirection } from './filter-audits.ts';
import { useRerunAnnouncement } from './use-rerun-announcement.ts';

export interface GeoAuditToolViewProps {
  audits: readonly ListedAudit[];
  loading: boolean;
  onRerun?: ((documentId: string) => void) | undefined;
  rerunning?: string | null;
  /** Why the last re-run could not start, shown in an alert. */
  rerunError?: string | null;
  /** What a re-run did (queued, then complete or failed), for the tool's polite status region. */
  announcement?: string;
  /** The handler's URL rule, when the plugin has it: a row without a page offers no re-run. */
  urlFor?: UrlFor | undefined;
}

/** The tool's screen without data hooks: filter, sort and the table. */
export function GeoAuditToolView({
  audits,
  loading,
  onRerun,
  rerunning,
  rerunError,
  announcement = '',
  urlFor,
}: GeoAuditToolViewProps) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<AuditSortKey>('updated');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const filterId = useId();
  const sortId = useId();
  const directionId = useId();
  const shown = useMemo(
    () => filterAndSortAudits(audits, filter, sort, direction),
    [audits, filter, sort, direction],
  );

  return (
    <Container width={4} padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={3}>
          {t('tool.title')}
        </Heading>
        {/* Mounted empty from the start (a region that arrives with its text is not reliably read) and not
            shown: the row's state cell shows the same to sighted editors. */}
        <div role="status" style={visuallyHidden} data-testid="geo-tool-announcement">
          {announcement}
        </div>
        {loading ? (
          <Flex justify="center" padding={4}>
            <Spinner muted />
          </Flex>
        ) : audits.length === 0 ? (
          <Card padding={4} radius={2} border>
            <Text muted>{t('tool.empty')}</Text>
          </Card>
        ) : (
          <StudioRenderProvider>
            <Stack gap={3}>
              <Flex gap={3} wrap="wrap" align="flex-end">
                <Stack gap={2} flex={1} style={{ minWidth: 200 }}>
                  <Text as="label" size={1} weight="semibold" htmlFor={filterId}>
                    {t('tool.filter.label')}
                  </Text>
                  <TextInput
                    id={filterId}
                    value={filter}
                    placeholder={t('tool.filter.placeholder')}
                    onChange={(event) => setFilter(event.currentTarget.value)}
                  />
                </Stack>
                <Stack gap={2}>
                  <Text as="label" size={1} weight="semibold" htmlFor={sortId}>
                    {t('tool.sort.label')}
                  </Text>
                  <Select
                    id={sortId}
                    value={sort}
                    onChange={(event) => setSort(event.currentTarget.value as AuditSortKey)}
                  >
                    <option value="updated">{t('tool.sort.updated')}</option>
                    <option value="score">{t('tool.sort.score')}</option>
                    <option value="page">{t('tool.sort.page')}</option>
                  </Select>
                </Stack>
                <Stack gap={2}>
                  <Box>
                    <Text as="label" size={1} weight="semibold" htmlFor={directionId}>
                      {t('tool.sort.direction')}
                    </Text>
                  </Box>
                  <Select
                    id={directionId}
                    value={direction}
                    onChange={(event) => setDirection(event.currentTarget.value as SortDirection)}
                  >
                    <option value="desc">{t('tool.sort.direction.desc')}</option>
                    <option value="asc">{t('tool.sort.direction.asc')}</option>
                  </Select>
                </Stack>
              </Flex>
              <Text size={1} muted aria-live="polite">
                {t('tool.count', { count: shown.length, total: audits.length })}
              </Text>
              {rerunError ? (
                <Card padding={3} radius={2} tone="critical" role="alert">
                  <Text size={1}>{t('action.error', { message: rerunError })}</Text>
                </Card>
              ) : null}
              {shown.length === 0 ? (
                <Text muted>{t('tool.noMatch')}</Text>
              ) : (
                <AuditTable
                  audits={shown}
                  locale={locale.id}
                  onRerun={onRerun}
                  rerunning={rerunning}
                  urlFor={urlFor}
                />
              )}
            </Stack>
          </StudioRenderProvider>
        )}
      </Stack>
    </Container>
  );
}

/** Builds the "GEO audits" tool; re-runs go to the handler when its URL is configured. */
export function createGeoAuditTool(handlerUrl?: string, urlFor?: UrlFor) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per plugin configuration, not per render; Sanity passes tools and inspectors no plugin options.
  function GeoAuditTool() {
    const { audits, loading } = useAllAudits();
    const { run, state } = useRunAudit(handlerUrl ?? '');
    const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
    const [target, setTarget] = useState<string | null>(null);
    const { message, requested, answered } = useRerunAnnouncement(audits);
    return (
      <GeoAuditToolView
        audits={audits}
        loading={loading}
        announcement={message}
        urlFor={urlFor}
        onRerun={
          handlerUrl
            ? (documentId) => {
                setTarget(documentId);
                requested(documentId);
                void run(documentId).then((outcome) => answered(documentId, outcome));
              }
            : undefined
        }
        rerunning={state.status === 'running' ? target : null}
        // The reason in words an editor can act on, not the handler's code.
        rerunError={state.status === 'error' ? runFailureMessage(t, state) : null}
      />
    );
  }
  return GeoAuditTool;
}
