import { MODULE_NAMES } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import { DEFAULT_BASE_URL, type GeoAuditPluginConfig } from '../config.ts';
import { PLUGIN_ID } from '../plugin-id.ts';
import { type SettingsUpdate, StoredSettings } from '../settings-schema.ts';
import { appPrivateAttributes, auditableSchema, patternFields } from '../url-fields.ts';
import { type WebhookSecretProblem, webhookSecretWarning } from '../webhook-secret.ts';

/** Settings as the plugin uses them: plugin config (environment) wins over what the admin saved. */
export interface EffectiveSettings extends StoredSettings {
  webhookUrl: string;
  source: {
    apiKey: 'config' | 'settings' | 'none';
    baseUrl: 'config' | 'settings' | 'default';
    webhookSecret: 'config' | 'settings' | 'none';
  };
}

/** What the admin UI may see: never a secret, only whether it is set (and the key's last 4 characters). */
export interface PublicSettings {
  baseUrl: string;
  baseUrlFromConfig: boolean;
  apiKey: { set: boolean; last4: string | null; fromConfig: boolean };
  /** `problem`: why the secret in effect cannot verify deliveries (stored before saving checked it, or from config). */
  webhookSecret: { set: boolean; fromConfig: boolean; problem: WebhookSecretProblem | null };
  webhookUrl: string;
  contentTypes: StoredSettings['contentTypes'];
  modules: StoredSettings['modules'];
  available: {
    modules: readonly string[];
    locales: { code: string; name: string }[];
    contentTypes: { uid: string; displayName: string; localized: boolean; fields: string[] }[];
  };
}

const settingsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => strapi.store({ type: 'plugin', name: PLUGIN_ID, key: 'settings' });
  const config = <K extends keyof GeoAuditPluginConfig>(key: K) =>
    strapi.plugin(PLUGIN_ID).config(key) as GeoAuditPluginConfig[K];
  const listeners = new Set<() => void>();

  async function stored(): Promise<StoredSettings> {
    const value = await store().get({});
    const parsed = StoredSettings.safeParse(value ?? {});
    return parsed.success ? parsed.data : StoredSettings.parse({});
  }

  function webhookUrl(): string {
    const base =
      config('publicUrl') ||
      (strapi.config.get('server.url') as string | undefined) ||
      `http://${strapi.config.get('server.host', '127.0.0.1')}:${strapi.config.get('server.port', 1337)}`;
    return `${base.replace(/\/+$/, '')}/api/${PLUGIN_ID}/webhook`;
  }

  async function effective(): Promise<EffectiveSettings> {
    const saved = await stored();
    const apiKey = config('apiKey') || saved.apiKey;
    const baseUrl = config('baseUrl') || saved.baseUrl || DEFAULT_BASE_URL;
    const webhookSecret = config('webhookSecret') || saved.webhookSecret;
    return {
      ...saved,
      apiKey,
      baseUrl,
      webhookSecret,
      webhookUrl: webhookUrl(),
      source: {
        apiKey: config('apiKey') ? 'config' : saved.apiKey ? 'settings' : 'none',
        baseUrl: config('baseUrl') ? 'config' : saved.baseUrl ? 'settings' : 'default',
        webhookSecret: config('webhookSecret') ? 'config' : saved.webhookSecret ? 'settings' : 'none',
      },
    };
  }

  function availableContentTypes(): PublicSettings['available']['contentTypes'] {
    const privateNames = appPrivateAttributes(strapi);
    return Object.values(strapi.contentTypes)
      .filter((ct) => auditableSchema(strapi, ct.uid) !== undefined)
      .map((ct) => ({
        uid: ct.uid,
        displayName: ct.info.displayName,
        localized: Boolean(
          (ct.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized,
        ),
        fields: patternFields(
          ct.attributes as Record<string, { type?: string; private?: boolean }>,
          privateNames,
        ),
      }));
  }

  async function availableLocales(): Promise<PublicSettings['available']['locales']> {
    const i18n = strapi.plugin('i18n');
    if (!i18n) return [];
    const locales = (await i18n.service('locales').find()) as { code: string; name: string }[];
    return locales.map(({ code, name }) => ({ code, name }));
  }

  return {
    effective,

    /** Runs after every change, so the audit service rebuilds its client with the new key. */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async publicView(): Promise<PublicSettings> {
      const settings = await effective();
      return {
        baseUrl: settings.baseUrl,
        baseUrlFromConfig: settings.source.baseUrl === 'config',
        apiKey: {
          set: settings.apiKey !== '',
          last4: settings.apiKey ? settings.apiKey.slice(-4) : null,
          fromConfig: settings.source.apiKey === 'config',
        },
        webhookSecret: {
          set: settings.webhookSecret !== '',
          fromConfig: settings.source.webhookSecret === 'config',
          problem: webhookSecretWarning(settings)?.problem ?? null,
        },
        webhookUrl: settings.webhookUrl,
        contentTypes: settings.contentTypes,
        modules: settings.modules,
        available: {
          modules: MODULE_NAMES,
          locales: await availableLocales(),
          contentTypes: availableContentTypes(),
        },
      };
    },

    async update(input: SettingsUpdate): Promise<void> {
      const saved = await stored();
      const next: StoredSettings = {
        baseUrl: input.baseUrl ?? saved.baseUrl,
        apiKey: input.apiKey === null ? '' : (input.apiKey ?? saved.apiKey),
        webhookSecret: input.webhookSecret === null ? '' : (input.webhookSecret ?? saved.webhookSecret),
        contentTypes: input.contentTypes ?? saved.contentTypes,
        modules: input.modules ?? saved.modules,
      };
      await store().set({ value: next });
      for (const listener of listeners) listener();
    },
  };
};

export type SettingsService = ReturnType<typeof settingsService>;
export default settingsService;
