import { Box, Typography } from '@strapi/design-system';
import { useNotification, useRBAC } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { PERMISSIONS, t } from '../plugin-id.ts';
import { AuditPanelView } from './AuditPanelView.tsx';
import { useAudit } from './use-audit.ts';

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { locale?: string | null; updatedAt?: string; publishedAt?: string | null } | undefined;
}

function AuditPanelContent({ model, documentId, document }: PanelProps) {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ read: PERMISSIONS.auditsRead, run: PERMISSIONS.auditsRun });
  const { audit, error, rerun } = useAudit(model, documentId, document?.locale ?? null, document?.updatedAt);

  if (!documentId)
    return (
      <Typography variant="pi">
        {formatMessage({ id: t('panel.unsaved'), defaultMessage: 'Save and publish the entry to audit it.' })}
      </Typography>
    );

  const onRerun = async () => {
    try {
      await rerun();
      toggleNotification({
        type: 'success',
        message: formatMessage({
          id: t('panel.rerunStarted'),
          defaultMessage: 'The audit was started again.',
        }),
      });
    } catch (caught) {
      const message =
        (caught as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error
          ?.message ?? (caught as Error).message;
      toggleNotification({
        type: 'danger',
        message: formatMessage(
          { id: t('panel.rerunFailed'), defaultMessage: 'The audit could not be started: {message}' },
          { message },
        ),
      });
    }
  };

  return (
    <Box width="100%" aria-live="polite">
      <AuditPanelView
        audit={audit}
        loadError={error}
        canRun={Boolean(allowedActions.canRun)}
        onRerun={onRerun}
      />
    </Box>
  );
}

/**
 * The Content Manager edit-view side panel (registered with `addEditViewSidePanel`). Strapi calls it with the
 * edit-view context and renders the returned title and content.
 */
export function GeoAuditSidePanel(props: PanelProps & { collectionType?: string }) {
  const { formatMessage } = useIntl();
  if (!props.model.startsWith('api::')) return null;
  return {
    title: formatMessage({ id: t('panel.title'), defaultMessage: 'GEO audit' }),
    content: <AuditPanelContent {...props} />,
  };
}
