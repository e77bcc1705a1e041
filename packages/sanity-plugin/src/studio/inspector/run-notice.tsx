import { Card, Flex, Spinner, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';
import type { RunState } from '../hooks/use-run-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { runFailureMessage } from '../i18n/run-failure-message.ts';

/**
 * What became of the inspector's "Re-run audit": while the request is under way that it is starting
 * (the inspector shows it in its status region), and when the handler refused it the reason in words (in its
 * alert region); the title says it failed, the critical tone only repeats it. Nothing once the audit
 * started, as the live audit below then says "queued".
 *
 * @example
 * ```tsx
 * const { run, state } = useRunAudit(handlerUrl);
 * <RunNotice state={state} />
 * ```
 */
export function RunNotice({ state }: { state: RunState }) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  if (state.status === 'running') {
    return (
      <Card padding={3} radius={2} border tone="transparent">
        <Flex align="center" gap={3}>
          <Spinner muted />
          <Text size={1}>{t('action.running')}</Text>
        </Flex>
      </Card>
    );
  }
  if (state.status !== 'error') return null;
  return (
    <Card padding={3} radius={2} border tone="critical">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {t('run.error.title')}
        </Text>
        <Text size={1}>{runFailureMessage(t, state)}</Text>
      </Stack>
    </Card>
  );
}
