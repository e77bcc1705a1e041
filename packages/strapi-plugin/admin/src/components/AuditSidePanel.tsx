import { Box, Typography } from '@strapi/design-system';
import { unstable_useDocumentLayout, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { isAuditable } from '../auditable.ts';
import { errorCode } from '../fetch-error.ts';
import { requestErrorMessage } from '../pages/request-error-message.ts';
import { PERMISSIONS, t } from '../plugin-id.ts';
import { AuditPanelView } from './AuditPanelView.tsx';
import { NoAuditAccess } from './NoAuditAccess.tsx';
import { useAudit } from './use-audit.ts';

interface PanelProps {
  model: string;
  documentId?: string;
  document?:
    | {
        locale?: string | null;
        updatedAt?: string;
        publishedAt?: string | null;
        /** The Content Manager's: 'draft' when no version is published, else 'published' or 'modified'. */
        status?: string;
      }
    | undefined;
}

// One array for the life of the module: useRBAC re-checks whenever the permissions it is given change.
// It names each result after the action's last part: audits.read → canRead, audits.run → canRun.
const AUDIT_PERMISSIONS = [...PERMISSIONS.auditsRead, ...PERMISSIONS.auditsRun];

/** The stored audit, loaded only for a role that may see it (a refused request would read as an error). */
function AuditPanelLoaded({ model, documentId, document, canRun }: PanelProps & { canRun: boolean }) {
  const intl = useIntl();
  const { formatMessage } = intl;
  // Asked apart from the audit permissions: useRBAC names both `settings.read` and `audits.read` canRead.
  const settingsAccess = useRBAC(PERMISSIONS.settingsRead);
  const { toggleNotification } = useNotification();
  const { audit, error, forbidden, loading, rerun } = useAudit(
    model,
    documentId,
    document?.locale ?? null,
    document?.updatedAt,
  );

  const failedToStart = (message: string) =>
    toggleNotification({
      type: 'danger',
      message: formatMessage(
        { id: t('panel.rerunFailed'), defaultMessage: 'The audit could not be started: {message}' },
        { message },
      ),
    });

  // A started re-run is said by the panel itself ("GEO audit queued", politely, and the result when it is in),
  // and a failure at once with its reason: only a refusal, where the panel changes nothing, gets a toast.
  const onRerun = async () => {
    try {
      await rerun();
    } catch (caught) {
      // A refusal (409: not published, type not audited) carries a code, worded here in the admin's language;
      // anything else is said by its status (server error, forbidden, no network …), the server's English last.
      const code = errorCode(caught);
      const said = requestErrorMessage(intl, caught);
      failedToStart(
        code === 'not_published' || code === 'not_audited'
          ? formatMessage({ id: t(`panel.rerunRefused.${code}`), defaultMessage: said })
          : said,
      );
    }
  };

  if (forbidden) return <NoAuditAccess />;
  return (
    <AuditPanelView
      audit={audit}
      loading={loading}
      loadError={error && requestErrorMessage(intl, error.caught)}
      canRun={canRun}
      onRerun={onRerun}
      // The edit view's document is the draft; its status says whether a published version exists. Unknown
      // (an older admin) counts as published: the server still refuses a run of a draft-only entry.
      published={document?.status !== 'draft'}
      canOpenSettings={Boolean(settingsAccess.allowedActions.canRead)}
    />
  );
}

function AuditPanelContent(props: PanelProps) {
  const { formatMessage } = useIntl();
  const { allowedActions, isLoading } = useRBAC(AUDIT_PERMISSIONS);

  if (!props.documentId)
    return (
      <Typography variant="pi">
        {formatMessage({ id: t('panel.unsaved'), defaultMessage: 'Save and publish the entry to audit it.' })}
      </Typography>
    );
  // Until the permissions are known, say nothing rather than something that may be wrong.
  if (isLoading) return null;

  // No live region around the panel: a finished audit would queue the whole action plan for speech. The
  // panel's own status message (render's) says what changed in one sentence.
  return (
    <Box width="100%">
      {allowedActions.canRead ? (
        <AuditPanelLoaded {...props} canRun={Boolean(allowedActions.canRun)} />
      ) : (
        <NoAuditAccess />
      )}
    </Box>
  );
}

/**
 * The Content Manager edit-view side panel (registered with `addEditViewSidePanel`). Strapi calls it with the
 * edit-view context and renders the returned title and content; it returns nothing for content types the
 * plugin does not audit (`isAuditable`, the list column's rule), where it could only say "publish to audit".
 */
export function GeoAuditSidePanel(props: PanelProps & { collectionType?: string }) {
  const { formatMessage } = useIntl();
  // The edit view has loaded this layout already; the hook reads it from the admin's cache.
  const { edit } = unstable_useDocumentLayout(props.model);
  if (!isAuditable(props.model, edit.options)) return null;
  return {
    title: formatMessage({ id: t('panel.title'), defaultMessage: 'GEO audit' }),
    content: <AuditPanelContent {...props} />,
  };
}
