import { previousAudit, trendPoints } from '@geo-audit/core/constants';
import { AuditPanel } from '@geo-audit/render/react';
import { Box, Button, Card, Flex, Spinner, Text } from '@sanity/ui';
import { type DocumentInspectorProps, getPublishedId, useTranslation } from 'sanity';
import { DocumentInspectorHeader } from 'sanity/structure';
import type { UrlFor } from '../../shared/public-url.ts';
import { BlockedReason, unavailableLook } from '../components/blocked-reason.tsx';
import { panelStatus } from '../hooks/panel-props.ts';
import { scheduledRecheck } from '../hooks/recheck.ts';
import { useAudit } from '../hooks/use-audit.ts';
import { usePublishedDocument } from '../hooks/use-published-document.ts';
import { useRunAudit } from '../hooks/use-run-audit.ts';
import { useRunAvailability } from '../hooks/use-run-availability.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { problemMessage } from '../i18n/problem-message.ts';
import { StudioRenderProvider } from '../render/studio-render-provider.tsx';
import { CancelledNotice } from './cancelled-notice.tsx';
import { useInspectorOpen } from './open-inspectors.ts';
import { PublishNotice } from './publish-notice.tsx';
import { RecheckNotice } from './recheck-notice.tsx';
import { RunNotice } from './run-notice.tsx';
import { WaitingNotice } from './waiting-notice.tsx';

/** The document inspector's body: the full audit of one document, live. */
export function GeoAuditInspectorBody({
  documentId,
  documentType,
  handlerUrl,
  urlFor,
}: {
  documentId: string;
  documentType: string;
  handlerUrl?: string | undefined;
  /** The handler's URL rule, when the plugin was given it: then a document without a page is said up front. */
  urlFor?: UrlFor | undefined;
}) {
  const { audit, loading } = useAudit(documentId);
  const { run, state: runState } = useRunAudit(handlerUrl ?? '');
  // The action and the tool's rows take the same decision, so none starts an audit this refuses.
  const { published, address, publishWait, block } = useRunAvailability(
    usePublishedDocument(documentId, documentType),
    urlFor,
    audit,
    runState.status === 'running',
  );
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  useInspectorOpen(getPublishedId(documentId));
  // Every answer first: "not audited yet" depends on whether the document is published and has a page, and the
  // panel must not change that sentence once mounted.
  if (loading || published === null || (published && address === 'pending')) {
    return (
      <Flex padding={4} justify="center">
        <Spinner muted />
      </Flex>
    );
  }
  // From the first answer on, the panel below stays mounted, "not audited yet" included: render announces only
  // what changes after it mounts, so a first result is said even when no queued state was ever read, and
  // opening a document that has one stays silent.
  const recheck = audit ? scheduledRecheck(audit) : null;
  // Pending with a problem: not started (quota, load, an API error) or a job whose status check was refused;
  // the panel only says "Queued" or "Running". Core clears a refused check's problem once a check answers.
  const waiting =
    audit &&
    (audit.state === 'waiting' || audit.state === 'queued' || audit.state === 'running') &&
    audit.error &&
    !recheck &&
    audit.error.code !== 'audit_cancelled'
      ? audit.error
      : null;
  const status = audit ? panelStatus(audit, (problem) => problemMessage(t, problem)) : undefined;
  const rerun = () => {
    if (!block) void run(getPublishedId(documentId));
  };
  // The handler audits nothing without a page: by the URL rule here, or as the handler answered a run.
  const noPage =
    published && (address === 'none' || (runState.status === 'error' && runState.reason === 'no_public_url'));
  // A draft is audited when published; a published document without an audit (published before the plugin, or
  // its audit removed) only gets one from a run or its next published change.
  // While a publish's audit is on its way the status region says so; "not audited yet" below would contradict it.
  const emptyText =
    publishWait === 'awaiting'
      ? ''
      : !published
        ? t('inspector.none.draft')
        : noPage
          ? t('inspector.none.noUrl')
          : handlerUrl
            ? t('inspector.none.publishedRun')
            : t('inspector.none.published');
  return (
    <Box padding={3}>
      {/* A document the rule gives no page is not offered a run the handler would refuse. */}
      {handlerUrl && (audit || published) && address !== 'none' ? (
        // The inspector's one run control, mounted in every state so the keyboard focus on it survives a
        // re-run (render's retry, gone once the job is queued, is not used); aria-disabled keeps it focusable.
        // Before a published document's first audit it is "Run audit", and stays the same button after.
        <Flex marginBottom={4}>
          <BlockedReason block={block}>
            {(describedBy) => (
              <Button
                mode="ghost"
                text={audit ? t('inspector.rerun') : t('inspector.run')}
                onClick={rerun}
                aria-disabled={block !== null}
                aria-describedby={describedBy}
                style={block ? unavailableLook : undefined}
                data-testid="geo-rerun"
              />
            )}
          </BlockedReason>
        </Flex>
      ) : null}
      {/* A refusal is an alert; what starts, waits or stops is said politely. Both regions stay mounted and only
          their content changes, as screen readers ignore a live region that arrives with its text. */}
      <div role="alert">
        {runState.status === 'error' ? (
          <Box marginBottom={4}>
            <RunNotice state={runState} />
          </Box>
        ) : null}
      </div>
      {/* An audited document whose page is gone: its last result stays below, but no run can renew it. */}
      {audit && published && address === 'none' ? (
        <Box marginBottom={4}>
          <Card padding={3} radius={2} border tone="caution">
            <Text size={1}>{t('inspector.noUrl.audited')}</Text>
          </Card>
        </Box>
      ) : null}
      <div role="status" data-testid="geo-notices">
        {/* A re-run's request comes first: the editor just asked for it. */}
        {runState.status === 'running' ? (
          <Box marginBottom={4}>
            <RunNotice state={runState} />
          </Box>
        ) : null}
        {publishWait !== 'none' ? (
          <Box marginBottom={4}>
            <PublishNotice wait={publishWait} />
          </Box>
        ) : null}
        {recheck ? (
          <Box marginBottom={4}>
            <RecheckNotice recheck={recheck} hasResult={audit?.result != null} />
          </Box>
        ) : null}
        {waiting ? (
          <Box marginBottom={4}>
            <WaitingNotice state={audit?.state ?? 'waiting'} problem={waiting} />
          </Box>
        ) : null}
        {audit?.error?.code === 'audit_cancelled' ? (
          <Box marginBottom={4}>
            <CancelledNotice />
          </Box>
        ) : null}
      </div>
      {/* Without a result the panel would say "not audited yet", which a scheduled re-check contradicts. */}
      {recheck && !audit?.result ? null : (
        <StudioRenderProvider>
          {/* The inspector header is the h1 "GEO audit"; the panel's title is the level below, not a repeat. */}
          <AuditPanel
            result={audit?.result ?? null}
            previous={audit ? previousAudit(audit) : null}
            history={audit ? trendPoints(audit) : []}
            status={status}
            headingLevel={2}
            title={t('inspector.latest')}
            emptyText={emptyText}
          />
        </StudioRenderProvider>
      )}
    </Box>
  );
}

/** Builds the inspector component; the handler URL and URL rule are plugin configuration the Studio does not pass. */
export function createGeoAuditInspector(handlerUrl?: string, urlFor?: UrlFor) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per plugin configuration, not per render; Sanity passes tools and inspectors no plugin options.
  function GeoAuditInspector(props: DocumentInspectorProps) {
    const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
    return (
      <Flex direction="column" height="fill" overflow="hidden">
        <DocumentInspectorHeader
          closeButtonLabel={t('inspector.close')}
          onClose={props.onClose}
          title={t('inspector.title')}
        />
        <Box flex={1} overflow="auto">
          {/* Another document is another panel: nothing of the last one's state, or its announcements, carries over. */}
          <GeoAuditInspectorBody
            key={getPublishedId(props.documentId)}
            documentId={props.documentId}
            documentType={props.documentType}
            handlerUrl={handlerUrl}
            urlFor={urlFor}
          />
        </Box>
      </Flex>
    );
  }
  return GeoAuditInspector;
}
