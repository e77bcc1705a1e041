import { Card, Flex, Spinner, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';
import type { PublishWait } from '../hooks/use-publish-wait.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

/**
 * Says that a publish the inspector saw starts an audit which has not reached the Studio yet, or, once the
 * wait is over, that none arrived. Shown inside the inspector's status region (no live region of its own: one
 * that arrives with its text is not read), so each is said once.
 *
 * @example
 * ```tsx
 * <PublishNotice wait={useRunAvailability(published, urlFor, audit, false).publishWait} />
 * ```
 */
export function PublishNotice({ wait }: { wait: PublishWait }) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  if (wait === 'awaiting') {
    return (
      <Card padding={3} radius={2} border tone="transparent">
        <Flex align="center" gap={3}>
          <Spinner muted />
          <Text size={1}>{t('inspector.publish.awaiting')}</Text>
        </Flex>
      </Card>
    );
  }
  if (wait !== 'missed') return null;
  return (
    <Card padding={3} radius={2} border tone="caution">
      <Text size={1}>{t('inspector.publish.missed')}</Text>
    </Card>
  );
}
