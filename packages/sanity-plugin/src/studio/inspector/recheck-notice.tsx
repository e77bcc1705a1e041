import { Card, Stack, Text } from '@sanity/ui';
import { useCurrentLocale, useTranslation } from 'sanity';
import { recheckTiming, type ScheduledRecheck } from '../hooks/recheck.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

/**
 * Says that the site did not serve the page when it was audited and when the audit runs again, above the
 * last result. Shown inside the inspector's status region, so an editor with a screen reader hears it when a
 * result turns into a re-check; the title says it in words, the caution tone only repeats it.
 *
 * @example
 * ```tsx
 * <RecheckNotice recheck={{ message: 'The page answered HTTP 404. …', retryAt: '2026-11-24T10:02:00Z', parts: null }} hasResult />
 * ```
 */
export function RecheckNotice({ recheck, hasResult }: { recheck: ScheduledRecheck; hasResult: boolean }) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const locale = useCurrentLocale();
  const timing = recheckTiming(recheck, locale.id);
  return (
    <Card padding={3} radius={2} border tone="caution">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {t('state.recheck')}
        </Text>
        <Text size={1}>{recheck.parts ? t('recheck.message', recheck.parts) : recheck.message}</Text>
        {timing ? <Text size={1}>{t(timing.key, { time: timing.time })}</Text> : null}
        {hasResult ? (
          <Text size={1} muted>
            {t('recheck.lastResult')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
