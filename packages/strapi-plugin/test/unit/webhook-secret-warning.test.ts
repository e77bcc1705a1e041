import { generateWebhookSecret, PROBLEM_TYPES } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, test, vi } from 'vitest';
import bootstrap from '../../server/src/bootstrap.ts';
import pluginConfig, { type GeoAuditPluginConfig } from '../../server/src/config.ts';
import auditsService from '../../server/src/services/audits.ts';
import settingsService from '../../server/src/services/settings.ts';

const KEY = 'geo_live_pastedTwice_key0097';

/**
 * Strapi as the settings service, Test connection and boot read it: a store holding what an older version saved
 * (it never checked the secret), config/plugins, and a log that records warnings.
 */
function fakeStrapi(config: Partial<GeoAuditPluginConfig>, saved: unknown) {
  const effectiveConfig = { ...pluginConfig.default, pollIntervalMs: 0, ...config };
  const warnings: string[] = [];
  const services: Record<string, unknown> = {};
  const strapi = {
    store: () => ({ get: async () => saved, set: async () => undefined }),
    // No i18n plugin: the settings view then offers no locales.
    plugin: (name: string) =>
      name === 'geo-audit'
        ? {
            config: (key: keyof GeoAuditPluginConfig) => effectiveConfig[key],
            service: (service: string) => services[service],
          }
        : undefined,
    service: () => ({ actionProvider: { registerMany: async () => undefined } }),
    config: { get: (_key: string, fallback?: unknown) => fallback },
    contentTypes: {},
    log: { warn: (line: string) => warnings.push(line), debug: () => undefined },
  } as unknown as Core.Strapi;
  services.settings = settingsService({ strapi });
  services.audits = auditsService({ strapi });
  const settings = services.settings as ReturnType<typeof settingsService>;
  const audits = services.audits as ReturnType<typeof auditsService>;
  return { strapi, settings, audits, warnings };
}

afterEach(() => vi.unstubAllGlobals());

describe('a webhook secret that cannot verify deliveries, where saving never checked it', () => {
  test('the API key saved as the secret before saving refused it: the page is told, the value is kept', async () => {
    const { settings } = fakeStrapi({}, { apiKey: KEY, webhookSecret: KEY });
    const view = await settings.publicView();
    expect(view.webhookSecret).toEqual({ set: true, fromConfig: false, problem: 'webhook_secret_is_key' });
    expect(JSON.stringify(view)).not.toContain(KEY);
    expect((await settings.effective()).webhookSecret).toBe(KEY);
  });

  test('a secret from config/plugins not in the form the API issues is named as from config', async () => {
    const { settings } = fakeStrapi({ webhookSecret: 'my-own-webhook-secret' }, { apiKey: KEY });
    expect((await settings.publicView()).webhookSecret).toEqual({
      set: true,
      fromConfig: true,
      problem: 'webhook_secret_format',
    });
  });

  test('the secret the API issues has no warning', async () => {
    const { settings } = fakeStrapi({ webhookSecret: generateWebhookSecret() }, { apiKey: KEY });
    expect((await settings.publicView()).webhookSecret.problem).toBeNull();
  });

  test('boot logs one warning naming the problem and where it is set, never the secret', async () => {
    const { strapi, warnings } = fakeStrapi({ apiKey: KEY, webhookSecret: KEY }, null);
    await bootstrap({ strapi });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('config/plugins');
    expect(warnings[0]).toContain('is the API key');
    expect(warnings[0]).not.toContain(KEY);
  });

  test('boot is quiet with the secret the API issues', async () => {
    const { strapi, warnings } = fakeStrapi({ apiKey: KEY, webhookSecret: generateWebhookSecret() }, null);
    await bootstrap({ strapi });
    expect(warnings).toEqual([]);
  });

  test('Test connection reports the secret apart from a key and address that work', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 404, type: PROBLEM_TYPES.notFound, title: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const { audits } = fakeStrapi({}, { apiKey: KEY, webhookSecret: 'whsec_tooShort' });
    const report = await audits.testConnection();
    expect(report).toMatchObject({
      ok: true,
      webhookSecret: { problem: 'webhook_secret_format', source: 'settings' },
    });
  });
});
