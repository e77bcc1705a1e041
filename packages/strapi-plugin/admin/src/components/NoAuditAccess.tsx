import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { t } from '../plugin-id.ts';

/**
 * What the side panel says to a role without "See audits". Strapi grants plugin actions only to Super Admin,
 * so Editors and Authors land here until an administrator grants them; the panel names where, instead of
 * letting the refused request read as an error or as "not audited".
 */
export function NoAuditAccess() {
  const { formatMessage } = useIntl();
  return (
    <Typography variant="pi" textColor="neutral700" data-testid="geo-no-access">
      {formatMessage({
        id: t('panel.noAccess'),
        defaultMessage:
          'Your role cannot see GEO audits. An administrator can grant “See audits” (and “Run audits” to re-run them) under Settings → Roles → Plugins → GEO Audit.',
      })}
    </Typography>
  );
}
