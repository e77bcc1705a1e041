import { useId } from 'react';
import { toStatusView } from '../model/status.ts';
import type { AuditResultInput } from '../model/to-view-model.ts';
import type { AuditViewModel } from '../model/types.ts';
import { ActionPlan } from './ActionPlan.tsx';
import { AuditStatus } from './AuditStatus.tsx';
import { GeoAuditProvider, useHasProvider, useRender } from './context.tsx';
import { below, type HeadingLevel } from './heading-level.ts';
import { ModuleList } from './ModuleList.tsx';
import { ScoreGauge } from './ScoreGauge.tsx';
import { ScoreTrend } from './ScoreTrend.tsx';
import { useAnnouncement } from './use-announcement.ts';
import { useFocusRescue } from './use-focus-rescue.ts';
import { useViewModel } from './use-view-model.ts';

export interface AuditPanelProps {
  /** The latest audit result; without one the panel shows the job status or "not audited yet". */
  result?: AuditResultInput | null;
  /** The audit before it, for the change since then. */
  previous?: AuditResultInput | null;
  /** Past audits for the score trend (shown from two points on). */
  history?: readonly unknown[];
  /** The current job status, when an audit is queued, running or failed. */
  status?: unknown;
  /** Runs the audit again after a failure; see {@link AuditStatus}. */
  onRetry?: () => unknown;
  /** Outline level of the panel's title. Default 2. */
  headingLevel?: HeadingLevel;
  /** The panel title; defaults to "GEO audit". */
  title?: string;
  /**
   * What the panel says without a result or job, in the host's words ("Publish the entry to audit it.");
   * defaults to "This page has not been audited yet.". A host keeps the panel mounted in that state, so the
   * first result to arrive (a publish whose audit was already done at the first read) is announced.
   */
  emptyText?: string;
}

function ScoreSummary({ model, headingLevel }: { model: AuditViewModel; headingLevel: HeadingLevel }) {
  const { skin, translator } = useRender();
  const { Card, Heading, Icon, Stack, Text } = skin;
  return (
    // Not a named region, and its score line is hidden from screen readers: the gauge's meter says the
    // score and the verdict, which a screen reader would otherwise read twice. The title stays a heading,
    // so the card is in the outline a screen-reader user moves through.
    <Card as="section">
      <Stack direction="row" gap="lg">
        <ScoreGauge score={model.score} verdict={model.verdict} />
        <Stack gap="xs">
          <Heading level={headingLevel}>{translator.t('score.label')}</Heading>
          <div aria-hidden="true">
            <Text size="lg" weight="bold">
              <Icon name={model.band.icon} /> {model.scoreText} · {model.verdict}
            </Text>
          </div>
          {model.change ? (
            <Text tone={model.change.tone}>
              <Icon name={model.change.icon} /> {model.change.text}
            </Text>
          ) : null}
          {model.change?.verdictText ? <Text muted>{model.change.verdictText}</Text> : null}
          {model.caps.map((cap) => (
            <Text key={cap.text} tone="critical">
              <Icon name="alert-triangle" /> {cap.text}
            </Text>
          ))}
          <Text size="sm" muted>
            {model.analyzedAtText}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}

function Panel({
  result,
  previous,
  history = [],
  status,
  onRetry,
  headingLevel = 2,
  title,
  emptyText,
}: AuditPanelProps) {
  const { skin, translator } = useRender();
  const { Heading, Stack, Text, VisuallyHidden } = skin;
  const { t } = translator;
  const model = useViewModel(result, previous);
  const titleId = useId();
  const actionsId = useId();
  const modulesId = useId();
  const hasResult = result !== null && result !== undefined;
  const statusView = status === undefined ? null : toStatusView(status, translator);
  const statusState = statusView?.state ?? null;
  const announcement = useAnnouncement(statusView, model, hasResult);
  // The status card keeps focus while the job is queued or running; when the card itself goes away (the
  // audit completed), the panel title keeps the keyboard user's place.
  const keepFocus = useFocusRescue(
    () => document.getElementById(titleId),
    (active) => active.closest('[data-geo-status]') !== null,
  );
  const retry = onRetry
    ? () => {
        keepFocus();
        return onRetry();
      }
    : undefined;
  const section = below(headingLevel);
  return (
    <Stack gap="lg">
      <Heading level={headingLevel} id={titleId}>
        {title ?? t('report.title')}
      </Heading>
      {/* Always mounted and empty at first, so every sentence written into it later is read out. */}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      </VisuallyHidden>
      {status !== undefined && statusState !== 'complete' ? (
        <AuditStatus status={status} onRetry={retry} />
      ) : null}
      {hasResult ? (
        <>
          <ScoreSummary model={model} headingLevel={section} />
          {history.length > 1 ? (
            <Stack gap="xs">
              <Heading level={section}>{t('trend.heading')}</Heading>
              <ScoreTrend history={history} />
            </Stack>
          ) : null}
          <Stack gap="sm">
            <Heading level={section} id={actionsId}>
              {t('actions.heading')}
            </Heading>
            <Text muted>{model.actionCountText}</Text>
            {model.actionOrderText ? (
              <Text muted size="sm">
                {model.actionOrderText}
              </Text>
            ) : null}
            <ActionPlan groups={model.actionGroups} headingLevel={below(section)} />
          </Stack>
          <Stack gap="sm">
            <Heading level={section} id={modulesId}>
              {t('modules.heading')}
            </Heading>
            <ModuleList modules={model.modules} headingLevel={below(section)} />
          </Stack>
        </>
      ) : status === undefined ? (
        <Text muted>{emptyText ?? t('panel.empty')}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * The whole audit in one panel: job status (with retry), score gauge and verdict, change since the previous
 * audit, score trend, action plan and modules with findings. One visually hidden, always-mounted
 * `role="status"` region announces what changes while the panel is open, in a short sentence: queued,
 * running (progress by quarters), complete with score, verdict and change, or failed with the reason. What the
 * panel shows when it mounts is not announced, so a host mounts it once it knows whether there is an audit (with
 * `result={null}` for "none yet") and keeps it mounted: the first result after a publish is then announced, and
 * opening an entry that has one stays silent. Without a {@link GeoAuditProvider} above it, it renders with the
 * default skin in English.
 *
 * @example
 * ```tsx
 * <GeoAuditProvider skin={strapiSkin} locale={locale}>
 *   <AuditPanel result={audit.latest} previous={audit.previous} history={audit.history}
 *     status={audit.job} onRetry={rerun} />
 * </GeoAuditProvider>
 * ```
 */
export function AuditPanel(props: AuditPanelProps) {
  const hasProvider = useHasProvider();
  if (hasProvider) return <Panel {...props} />;
  return (
    <GeoAuditProvider>
      <Panel {...props} />
    </GeoAuditProvider>
  );
}
