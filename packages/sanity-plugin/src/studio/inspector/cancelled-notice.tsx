import { Card, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

/**
 * Says that the document was unpublished (its published version deleted) while an audit was still scheduled, so
 * that audit did not run; the last result, if any, follows. Shown inside the inspector's status region (no
 * live region of its own: one that arrives with its text is not read).
 *
 * @example
 * ```tsx
 * {audit.error?.code === 'audit_cancelled' ? <CancelledNotice /> : null}
 * ```
 */
export function CancelledNotice() {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {t('cancelled.title')}
        </Text>
        <Text size={1}>{t('cancelled.message')}</Text>
      </Stack>
    </Card>
  );
}
