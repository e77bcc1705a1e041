import type { ActionItem, Finding } from '@geo-audit/core';
import { Badge, Box, Flex, Link, ProgressBar, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

/** Score bands, named in words as well as colour so the badge never relies on colour alone. */
function band(score: number): { variant: 'success' | 'warning' | 'danger'; label: string } {
  if (score >= 80) return { variant: 'success', label: 'good' };
  if (score >= 50) return { variant: 'warning', label: 'needs work' };
  return { variant: 'danger', label: 'poor' };
}

const BADGE_COLORS = {
  success: { backgroundColor: 'success100', textColor: 'success700' },
  warning: { backgroundColor: 'warning100', textColor: 'warning700' },
  danger: { backgroundColor: 'danger100', textColor: 'danger700' },
} as const;

export function ScoreBadge({ score }: { score: number }) {
  const { variant } = band(score);
  return (
    <Badge {...BADGE_COLORS[variant]} data-testid="geo-score-badge">
      {score}
    </Badge>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="sigma" tag="h3" textColor="neutral600">
        {title}
      </Typography>
      <Box paddingTop={1}>{children}</Box>
    </Box>
  );
}

/** The stored audit, as the edit-view side panel shows it. */
export function AuditDetails({ audit }: { audit: AuditView }) {
  const { formatMessage, formatDate, formatTime } = useIntl();
  const result = audit.result;
  const pending = audit.state === 'waiting' || audit.state === 'queued' || audit.state === 'running';
  const modules = result ? Object.entries(result.modules) : [];
  const findings: (Finding & { module: string })[] = modules.flatMap(([name, entry]) =>
    ((entry as { findings?: Finding[] }).findings ?? [])
      .filter((finding) => finding.status === 'fail' || finding.status === 'warn')
      .map((finding) => ({ ...finding, module: name })),
  );
  const plan: ActionItem[] = result?.action_plan ?? [];
  const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="geo-panel">
      <Flex gap={2} wrap="wrap">
        {audit.geoScore !== null && (
          <>
            <ScoreBadge score={audit.geoScore} />
            <Typography variant="omega" fontWeight="bold" data-testid="geo-score">
              {formatMessage(
                { id: t('panel.score'), defaultMessage: 'GEO score {score} of 100' },
                { score: audit.geoScore },
              )}
            </Typography>
          </>
        )}
      </Flex>
      {audit.verdict && (
        <Typography variant="pi">
          {formatMessage(
            { id: t('panel.verdict'), defaultMessage: 'Verdict: {verdict}' },
            { verdict: audit.verdict },
          )}
        </Typography>
      )}
      <Typography variant="pi" data-testid="geo-state" data-state={audit.state}>
        {formatMessage({ id: t(`panel.state.${audit.state}`), defaultMessage: audit.state })}
      </Typography>
      {pending && (
        <ProgressBar
          value={Math.round((audit.progress ?? 0) * 100)}
          aria-label={formatMessage({ id: t('panel.progress'), defaultMessage: 'Audit in progress' })}
        />
      )}
      {audit.error && (
        <Box
          role="status"
          background="danger100"
          padding={2}
          hasRadius
          data-testid="geo-problem"
          data-code={audit.error.code}
        >
          <Typography variant="pi" textColor="danger700">
            {formatMessage(
              { id: t(`panel.problem.${audit.error.code}`), defaultMessage: '{message}' },
              { message: audit.error.message },
            )}
          </Typography>
          {audit.error.retryAt && (
            <Typography variant="pi" textColor="danger700">
              {' '}
              {formatMessage(
                { id: t('panel.retryAt'), defaultMessage: 'Tries again by itself at {time}.' },
                { time: when(audit.error.retryAt) },
              )}
            </Typography>
          )}
        </Box>
      )}
      {modules.length > 0 && (
        <Section title={formatMessage({ id: t('panel.modules'), defaultMessage: 'Modules' })}>
          <Box tag="ul">
            {modules.map(([name, entry]) => (
              <Box tag="li" key={name}>
                <Typography variant="pi">
                  {name}: {(entry as { score: number }).score}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}
      {findings.length > 0 && (
        <Section title={formatMessage({ id: t('panel.findings'), defaultMessage: 'Findings' })}>
          <Box tag="ul">
            {findings.slice(0, 8).map((finding) => (
              <Box tag="li" key={`${finding.module}.${finding.check}`} paddingBottom={1}>
                <Typography variant="pi">
                  [{finding.severity}] {finding.title}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}
      {plan.length > 0 && (
        <Section title={formatMessage({ id: t('panel.actionPlan'), defaultMessage: 'Action plan' })}>
          <Box tag="ol">
            {plan.slice(0, 5).map((item) => (
              <Box tag="li" key={`${item.module}.${item.check}`} paddingBottom={1}>
                <Typography variant="pi">
                  {item.title} (+{item.impact})
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}
      {audit.history.length > 1 && (
        <Typography variant="pi" textColor="neutral600">
          {formatMessage(
            { id: t('panel.trend'), defaultMessage: 'Trend: {scores}' },
            {
              scores: [...audit.history]
                .reverse()
                .map((entry) => entry.geoScore)
                .join(' → '),
            },
          )}
        </Typography>
      )}
      {audit.completedAt && (
        <Typography variant="pi" textColor="neutral600">
          {formatMessage(
            { id: t('panel.lastAudited'), defaultMessage: 'Last audited {time}' },
            { time: when(audit.completedAt) },
          )}
        </Typography>
      )}
      {audit.resultsUrl && (
        <Link href={audit.resultsUrl} isExternal>
          {formatMessage({ id: t('panel.results'), defaultMessage: 'Full report' })}
        </Link>
      )}
    </Flex>
  );
}

export { band };
