import {
  awaitsRecheck,
  describeWaitPlan,
  previousAudit,
  resultsLink,
  trendPoints,
} from '@geo-audit/core/constants';
import { AuditPanel } from '@geo-audit/render/react';
import { Box, Button, Flex, Link, Typography, VisuallyHidden } from '@strapi/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { AuditView } from '../api-types.ts';
import { localTime } from '../local-time.ts';
import { PLUGIN_ID, t } from '../plugin-id.ts';
import { StrapiGeoAudit } from '../render/StrapiGeoAudit.tsx';
import { describeProblem, isSettingsProblem } from './describe-problem.ts';
import { describeWait } from './describe-wait.ts';
import { useSaidOnce } from './use-said-once.ts';

export interface AuditPanelViewProps {
  /** The entry's stored audit; `null` when it was never audited. */
  audit: AuditView | null;
  /** Whether the entry's audit is still being read: nothing is said about it until it is known. */
  loading?: boolean;
  /** Why the audit could not be loaded, if it could not. */
  loadError?: string | null;
  /** Whether the editor may start audits (the plugin's `audits.run` permission). */
  canRun: boolean;
  /** Starts the audit again; the button refuses further clicks until the promise settles. */
  onRerun: () => Promise<unknown>;
  /**
   * Whether the entry has a published version. Without one there is no public page to audit: the panel says
   * the audit runs on publish instead of offering a re-run the server can only refuse.
   */
  published?: boolean;
  /**
   * Whether the reader may open the plugin's settings ("Read settings"): a refused key or plan then points
   * there, with a link, instead of telling them to ask an administrator.
   */
  canOpenSettings?: boolean;
}

/** The plugin's settings page in the admin's router (admin/src/index.ts registers it under `geo-audit`). */
const SETTINGS_PATH = `/settings/${PLUGIN_ID}`;

/** The plugin's record state as the job status render's `AuditStatus` reads (core's status endpoint shape). */
function toJobStatus(audit: AuditView, problem: string | null): unknown {
  // A scheduled re-check is not queued on the API yet: the last result stands and the notice says when.
  if (awaitsRecheck(audit)) return undefined;
  switch (audit.state) {
    case 'waiting':
    case 'queued':
      return { status: 'queued', progress: audit.progress };
    case 'running':
      return { status: 'running', progress: audit.progress };
    case 'failed':
      return { status: 'failed', error: problem ? { message: problem } : undefined };
    default:
      return undefined;
  }
}

/**
 * The edit-view side panel's content: @geo-audit/render's `AuditPanel` in the Strapi skin (status with
 * progress, score, change, trend, action plan, modules and findings), the plugin's specific reason when an
 * audit waits or failed, and "Re-run audit" above them: the panel's one run control, in every state (render's
 * own retry is not used), so the keyboard focus on it survives a re-run that starts, waits or fails at once.
 *
 * @example
 * ```tsx
 * <AuditPanelView audit={audit} canRun onRerun={rerun} />
 * ```
 */
export function AuditPanelView({
  audit,
  loading = false,
  loadError,
  canRun,
  onRerun,
  published = true,
  canOpenSettings = false,
}: AuditPanelViewProps) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const when = (iso: string) => localTime(intl, iso);
  const problem = describeProblem(intl, audit, canOpenSettings);
  const settingsLink = canOpenSettings && isSettingsProblem(audit?.error?.code);
  // Only an http(s) address becomes a link, whatever the stored record holds.
  const report = resultsLink(audit?.resultsUrl);
  // A wait the plugin sits out (quota, load, an API error) in one sentence; any other problem as sent.
  const wait = describeWait(formatMessage, audit, when);
  const failed = audit?.state === 'failed';
  const notice =
    problem && !failed
      ? (wait ??
        (audit?.error?.retryAt
          ? `${problem} ${formatMessage(
              { id: t('panel.retryAt'), defaultMessage: 'Tries again by itself at {time}.' },
              { time: when(audit.error.retryAt) },
            )}`
          : problem))
      : null;
  // A wait is said once: its time passing ("at 7:58 PM" becomes "shortly") is no news. Any other problem is
  // said whenever its words change.
  const plan = wait ? describeWaitPlan(audit) : null;
  const said = useSaidOnce(notice, plan ? `${plan.reason}|${plan.next}` : notice);
  // An editor who has just deployed the page may audit it now rather than wait for the scheduled re-check.
  const pending =
    !awaitsRecheck(audit) &&
    (audit?.state === 'waiting' || audit?.state === 'queued' || audit?.state === 'running');
  const [starting, setStarting] = useState(false);
  const busy = pending || starting;
  const rerun = () => {
    if (busy) return;
    setStarting(true);
    const done = () => setStarting(false);
    onRerun().then(done, done);
  };

  return (
    <Flex
      direction="column"
      alignItems="stretch"
      gap={3}
      width="100%"
      data-testid="geo-panel"
      data-state={audit?.state ?? 'none'}
    >
      {loadError && (
        <Typography variant="pi" textColor="danger600" role="alert">
          {formatMessage(
            { id: t('panel.loadFailed'), defaultMessage: 'The audit could not be loaded: {message}' },
            { message: loadError },
          )}
        </Typography>
      )}
      {!published && audit?.error?.code !== 'audit_cancelled' && (
        // In place of a run button the server would refuse ("publish first"); a withdrawn entry's notice
        // says it already.
        <Typography variant="pi" textColor="neutral600" data-testid="geo-publish-hint">
          {formatMessage({
            id: t('panel.publishToAudit'),
            defaultMessage: 'This entry is not published. The audit runs when you publish it.',
          })}
        </Typography>
      )}
      {canRun && published && (
        // At the top, above the notice and the status a run changes ("Queued", a failure at once), so what
        // the click caused is in view beside it; at the bottom it sat below every module. aria-disabled, not
        // disabled: a disabled button drops the keyboard focus to the page body.
        <Button variant="secondary" onClick={rerun} aria-disabled={busy} fullWidth>
          {formatMessage({ id: t('panel.rerun'), defaultMessage: 'Re-run audit' })}
        </Button>
      )}
      <Box>
        {/* Why the audit waits, above the audit it is about (below it, the reason sat past every module while
            the top said only "Queued" or showed the not-served page's 0). Said in a region that is mounted
            empty, as one that arrives with its text is not reliably read; it shares its block with the panel,
            so an empty region adds no gap. */}
        <VisuallyHidden>
          <div role="status" data-testid="geo-problem-region">
            {said}
          </div>
        </VisuallyHidden>
        {notice && (
          // Dark text on the warning tint, as the design system's Alert has it: warning700 on warning100 is
          // 4.0:1 in the light theme. Hidden from assistive technology while the region holds the same words,
          // so a screen reader finds the sentence once.
          <Box
            background="warning100"
            borderColor="warning200"
            padding={2}
            marginBottom={3}
            hasRadius
            data-testid="geo-problem"
            aria-hidden={said === notice || undefined}
          >
            <Typography variant="pi" textColor="neutral800">
              {notice}
            </Typography>
          </Box>
        )}
        {settingsLink && (
          // Outside the notice, which is hidden from assistive technology while the region says it.
          <Box marginBottom={3}>
            <Link tag={NavLink} to={SETTINGS_PATH}>
              {formatMessage({ id: t('panel.openSettings'), defaultMessage: 'Open the GEO Audit settings' })}
            </Link>
          </Box>
        )}
        {/* Mounted once the first read has answered, and kept mounted while the entry has no audit yet: render
            announces only what changes after it mounts, so the first result after a publish is said once (even
            when that first read is already complete) and opening an entry that has one stays silent. */}
        {loading || (!audit && loadError) ? null : (
          <StrapiGeoAudit>
            <AuditPanel
              title={formatMessage({ id: t('panel.latest'), defaultMessage: 'Latest audit' })}
              headingLevel={3}
              result={audit?.result ?? null}
              previous={audit ? previousAudit(audit) : null}
              history={audit ? trendPoints(audit) : []}
              status={audit ? toJobStatus(audit, problem) : undefined}
              // Only a successful read may say "not audited"; a failed one has said why above. A draft-only
              // entry is told below what publishing does.
              emptyText={
                published
                  ? formatMessage({
                      id: t('panel.none'),
                      defaultMessage: 'Not audited yet. Publish the entry to audit it.',
                    })
                  : formatMessage({ id: t('panel.none.draft'), defaultMessage: 'Not audited yet.' })
              }
            />
          </StrapiGeoAudit>
        )}
      </Box>
      {audit?.url && (
        <Typography variant="pi" textColor="neutral600">
          {formatMessage({ id: t('panel.url'), defaultMessage: 'Audited URL: {url}' }, { url: audit.url })}
        </Typography>
      )}
      {report && (
        <Typography variant="pi">
          {/* The design system's link takes the theme's link colour (a bare anchor stays #0000ee, 1.7:1 on the
              dark theme's panel). */}
          <Link href={report} isExternal>
            {formatMessage({ id: t('panel.results'), defaultMessage: 'Full report' })}
            <VisuallyHidden>
              {` ${formatMessage({ id: t('panel.newTab'), defaultMessage: '(opens in a new tab)' })}`}
            </VisuallyHidden>
          </Link>
        </Typography>
      )}
    </Flex>
  );
}
