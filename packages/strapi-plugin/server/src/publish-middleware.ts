import type { Core } from '@strapi/strapi';
import { PLUGIN_ID } from './plugin-id.ts';
import type { AuditsService } from './services/audits.ts';

type Entry = Record<string, unknown> & { documentId?: string; locale?: string | null };

/**
 * Audits on publish, and only on publish: a Document Service middleware sees every publish (Content Manager,
 * REST, scripts) and never draft saves. The audit starts after the publish has returned, on a later tick,
 * so a slow or failing GEO Audit API can neither fail nor delay publishing.
 */
export function registerPublishMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.action !== 'publish' || !context.uid.startsWith('api::')) return result;
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
