import type { Core } from '@strapi/strapi';
import type { GeoAuditPluginConfig } from './config.ts';
import { ACTION_DEFINITIONS } from './permissions.ts';
import { PLUGIN_ID } from './plugin-id.ts';
import type { AuditsService } from './services/audits.ts';
import type { SettingsService } from './services/settings.ts';
import { webhookSecretLogLine, webhookSecretWarning } from './webhook-secret.ts';

let poller: NodeJS.Timeout | undefined;

export default async function bootstrap({ strapi }: { strapi: Core.Strapi }) {
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);

  const audits = strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
  const settings = strapi.plugin(PLUGIN_ID).service('settings') as SettingsService;
  settings.onChange(() => audits.reset());
  await warnOfUnusableSecret(strapi, settings);

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

/**
 * A secret from config/plugins, or one stored before saving checked it, is used as it is (refusing it would stop
 * Strapi from starting, deleting it would lose the admin's value). Said once in the log, so an operator who
 * never opens the Settings page learns why audits wait for the fallback poll.
 */
async function warnOfUnusableSecret(strapi: Core.Strapi, settings: SettingsService) {
  try {
    const warning = webhookSecretWarning(await settings.effective());
    if (warning) strapi.log.warn(webhookSecretLogLine(warning));
  } catch (error) {
    // A store that cannot be read yet must not stop the plugin from starting; the Settings page still says it.
    strapi.log.debug(`[geo-audit] webhook secret not checked at boot: ${(error as Error).message}`);
  }
}

export function stopPoller() {
  if (poller) clearInterval(poller);
  poller = undefined;
}
