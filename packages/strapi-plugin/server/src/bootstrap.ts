import type { Core } from '@strapi/strapi';
import type { GeoAuditPluginConfig } from './config.ts';
import { ACTION_DEFINITIONS } from './permissions.ts';
import { PLUGIN_ID } from './plugin-id.ts';
import type { AuditsService } from './services/audits.ts';
import type { SettingsService } from './services/settings.ts';

let poller: NodeJS.Timeout | undefined;

export default async function bootstrap({ strapi }: { strapi: Core.Strapi }) {
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);

  const audits = strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
  const settings = strapi.plugin(PLUGIN_ID).service('settings') as SettingsService;
  settings.onChange(() => audits.reset());

  const interval = strapi
    .plugin(PLUGIN_ID)
    .config('pollIntervalMs') as GeoAuditPluginConfig['pollIntervalMs'];
  if (interval > 0) {
    let busy = false;
    poller = setInterval(() => {
      if (busy) return;
      busy = true;
      audits
        .poll()
        .catch((error: unknown) => strapi.log.warn(`[geo-audit] poll failed: ${(error as Error).message}`))
        .finally(() => {
          busy = false;
        });
    }, interval);
    poller.unref();
  }
}

export function stopPoller() {
  if (poller) clearInterval(poller);
  poller = undefined;
}
