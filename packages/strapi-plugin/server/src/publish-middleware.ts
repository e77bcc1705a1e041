import type { Core } from '@strapi/strapi';
import { PLUGIN_ID } from './plugin-id.ts';
import type { AuditsService } from './services/audits.ts';

type Entry = Record<string, unknown> & { documentId?: string; locale?: string | null };
type WithdrawParams = { documentId?: string; locale?: string | null } | undefined;

/**
 * After an unpublish or a delete, on a later tick as for publishing: the entry's page is gone, so nothing still
 * scheduled may audit it, and a deleted entry's audits are removed. A call without a locale, or with '*', is of
 * every locale.
 */
function withdrawLater(
  strapi: Core.Strapi,
  uid: string,
  action: 'unpublish' | 'delete',
  params: WithdrawParams,
) {
  const documentId = params?.documentId;
  if (!documentId) return;
  // Without a locale the call is of the whole document (content types without i18n have one record anyway).
  const locale = params?.locale ?? '*';
  setImmediate(() => {
    const audits = strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
    audits.onWithdraw(uid, documentId, locale, action).catch((error: unknown) => {
      strapi.log.warn(
        `[geo-audit] could not stop the audits of ${uid} ${documentId}: ${(error as Error).message}`,
      );
    });
  });
}

/**
 * Audits on publish, and only on publish: a Document Service middleware sees every publish (Content Manager, REST,
 * scripts) and never draft saves. The audit starts after the publish has returned, on a later tick, so a slow or
 * failing GEO Audit API can neither fail nor delay publishing. Unpublish and delete stop what is still scheduled.
 */
export function registerPublishMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!context.uid.startsWith('api::')) return result;
    if (context.action === 'unpublish' || context.action === 'delete') {
      withdrawLater(strapi, context.uid, context.action, context.params as WithdrawParams);
      return result;
    }
    if (context.action !== 'publish') return result;
    const entries = ((result as { entries?: Entry[] } | undefined)?.entries ?? []).map((entry) => ({
      ...entry,
    }));
    const uid = context.uid;
    setImmediate(() => {
      const audits = strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
      audits.onPublish(uid, entries).catch((error: unknown) => {
        strapi.log.warn(`[geo-audit] could not start the audit of ${uid}: ${(error as Error).message}`);
      });
    });
    return result;
  });
}
