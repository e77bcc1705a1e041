import { Card, Stack, Text } from '@sanity/ui';
import { useCurrentLocale, useTranslation } from 'sanity';
import type { AuditView } from '../hooks/audit-view.ts';
import { recheckTiming } from '../hooks/recheck.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import type { GeoAuditStringKey } from '../i18n/resources.ts';

/** The problems the coordinator waits out by itself, each with its own title; any other reads as not started. */
const TITLES: Record<string, GeoAuditStringKey> = {
  rate_limited: 'waiting.rate_limited',
  concurrency_limited: 'waiting.concurrency_limited',
  server_error: 'waiting.server_error',
  network: 'waiting.network',
};

/**
 * Says why an audit has not started yet (the API key's hourly quota is used up, too many audits run, the API
 * had an error or cannot be reached) and when it starts by itself. The panel below only says "Queued", and the
 * run button is unavailable meanwhile, so without this an editor cannot tell a short wait from one of an hour.
 * Shown inside the inspector's status region, so the reason is heard when a queued audit turns into a wait.
 *
 * @example
 * ```tsx
 * <WaitingNotice problem={{ code: 'rate_limited', message: 'The hourly API quota is used up; …', retryAt: '2026-11-24T17:00:00Z' }} />
 * ```
 */
export function WaitingNotice({ problem }: { problem: NonNullable<AuditView['error']> }) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  const timing = recheckTiming({ retryAt: problem.retryAt ?? null }, locale.id);
  return (
    <Card padding={3} radius={2} border tone="caution">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {t(TITLES[problem.code] ?? 'waiting.other')}
        </Text>
        <Text size={1}>{problem.message}</Text>
        {timing ? (
          <Text size={1}>
            {t(timing.key === 'recheck.next' ? 'waiting.next' : 'waiting.due', { time: timing.time })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
