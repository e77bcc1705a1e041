import { __ } from '@wordpress/i18n';
import type { PostAuditView } from './types.ts';

/** Why no audit runs for any post: the API is not set up. The sidebar and the panels say it in these words. */
export function notConfiguredText(): string {
  return __(
    'GEO Audit is not configured yet: an administrator sets the API under Settings → GEO Audit.',
    'geo-audit',
  );
}

/**
 * Why this post is not audited (`auditable` false): its password, or its type. An older plugin sends no reason,
 * which is read as the type.
 */
export function notAuditableText(reason: PostAuditView['notAuditableReason']): string {
  return reason === 'password_protected'
    ? __(
        'Password-protected posts are not audited: the GEO Audit API would only see the password form. Remove the password to audit the post.',
        'geo-audit',
      )
    : __(
        'Posts of this type are not audited. An administrator can change that in the settings.',
        'geo-audit',
      );
}
