import type { Core } from '@strapi/strapi';
import { describe, expect, test } from 'vitest';
import pluginConfig, { DEFAULT_BASE_URL, type GeoAuditPluginConfig } from '../../server/src/config.ts';
import settingsService from '../../server/src/services/settings.ts';

const UI_KEY = 'geo_live_fromTheSettingsPage_ui42';
const ENV_KEY = 'geo_live_fromTheEnvironment_env7';
const ENV_SECRET = 'whsec_fromTheEnvironment_s3cr3t';

/**
 * The parts of Strapi the settings service reads: the plugin store (kept in memory here), the plugin's config
 * from config/plugins, and the server URL.
 */
function fakeStrapi(
  config: Partial<GeoAuditPluginConfig> = {},
  storage: { saved: unknown } = { saved: null },
) {
  const effectiveConfig = { ...pluginConfig.default, ...config };
  const strapi = {
    store: () => ({
      get: async () => storage.saved,
      set: async ({ value }: { value: unknown }) => {
        storage.saved = structuredClone(value);
      },
    }),
    plugin: (name: string) =>
      name === 'geo-audit'
        ? { config: (key: keyof GeoAuditPluginConfig) => effectiveConfig[key] }
        : undefined,
    config: {
      get: (key: string, fallback?: unknown) => (key === 'server.url' ? 'https://cms.example' : fallback),
    },
    contentTypes: {},
  } as unknown as Core.Strapi;
  return { service: settingsService({ strapi }), saved: () => storage.saved };
}

describe('API key and secret precedence', () => {
  test('with nothing configured the UI key is used, and the browser sees only its last 4 characters', async () => {
    const { service } = fakeStrapi();
    await service.update({ apiKey: UI_KEY });
    expect((await service.effective()).apiKey).toBe(UI_KEY);
    const view = await service.publicView();
    expect(view.apiKey).toEqual({ set: true, last4: 'ui42', fromConfig: false });
    expect(JSON.stringify(view)).not.toContain(UI_KEY);
    expect(view.baseUrl).toBe(DEFAULT_BASE_URL);
    expect(view.webhookUrl).toBe('https://cms.example/api/geo-audit/webhook');
  });

  test('a key from config/plugins (environment) wins over the UI and is never sent', async () => {
    const { service } = fakeStrapi({
      apiKey: ENV_KEY,
      webhookSecret: ENV_SECRET,
      baseUrl: 'https://geo.example',
    });
    await service.update({
      apiKey: UI_KEY,
      webhookSecret: 'whsec_typed_in_the_ui',
      baseUrl: 'https://other.example',
    });
    const effective = await service.effective();
    expect(effective.apiKey).toBe(ENV_KEY);
    expect(effective.webhookSecret).toBe(ENV_SECRET);
    expect(effective.baseUrl).toBe('https://geo.example');
    expect(effective.source).toEqual({ apiKey: 'config', baseUrl: 'config', webhookSecret: 'config' });

    const view = await service.publicView();
    expect(view.apiKey).toEqual({ set: true, last4: 'env7', fromConfig: true });
    expect(view.webhookSecret).toEqual({ set: true, fromConfig: true, problem: 'webhook_secret_format' });
    expect(view.baseUrlFromConfig).toBe(true);
    const sent = JSON.stringify(view);
    for (const secret of [ENV_KEY, ENV_SECRET, UI_KEY, 'whsec_typed_in_the_ui'])
      expect(sent).not.toContain(secret);
  });

  test('the UI key is kept underneath, and takes over when the config value is removed', async () => {
    const storage = { saved: null as unknown };
    const withEnv = fakeStrapi({ apiKey: ENV_KEY }, storage);
    await withEnv.service.update({ apiKey: UI_KEY });
    expect((await withEnv.service.effective()).apiKey).toBe(ENV_KEY);
    // The same stored settings after the environment variable is gone (a restart without it).
    const withoutEnv = fakeStrapi({}, storage);
    const effective = await withoutEnv.service.effective();
    expect(effective.apiKey).toBe(UI_KEY);
    expect(effective.source.apiKey).toBe('settings');
  });

  test('leaving the key out keeps it, null clears it', async () => {
    const { service } = fakeStrapi();
    await service.update({ apiKey: UI_KEY, webhookSecret: 'whsec_ui_secret_1' });
    await service.update({ baseUrl: 'https://geo.example' });
    expect((await service.publicView()).apiKey.last4).toBe('ui42');
    await service.update({ apiKey: null, webhookSecret: null });
    const view = await service.publicView();
    expect(view.apiKey).toEqual({ set: false, last4: null, fromConfig: false });
    expect(view.webhookSecret).toEqual({ set: false, fromConfig: false, problem: null });
  });

  test('plugin config is validated with messages that say what to write', () => {
    expect(() => pluginConfig.validator({ apiKey: 42 as unknown as string })).toThrow(
      'geo-audit: "apiKey" must be a string.',
    );
    expect(() => pluginConfig.validator({ baseUrl: 'geo.example' })).toThrow(/absolute http\(s\) URL/);
    expect(() => pluginConfig.validator({ pollIntervalMs: -1 })).toThrow(/0 \(off\) or a positive number/);
    expect(() => pluginConfig.validator({ apiKey: ENV_KEY, baseUrl: 'https://geo.example' })).not.toThrow();
  });
});
