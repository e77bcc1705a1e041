import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AdminSession, registerSuperAdmin } from '../support/admin-api.ts';
import { type RunningStrapi, startStrapi } from '../support/start-strapi.ts';

let strapi: RunningStrapi;
let admin: AdminSession;

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await registerSuperAdmin(strapi.url);
});
afterAll(() => strapi?.stop());

test('the example app boots with the plugin and serves its settings to an admin', async () => {
  const { status, body } = await admin.request('GET', '/geo-audit/settings');
  expect(status, strapi.output()).toBe(200);
  expect(body.data.apiKey).toEqual({ set: false, last4: null, fromConfig: false });
  expect(body.data.available.contentTypes.map((ct: { uid: string }) => ct.uid)).toContain(
    'api::article.article',
  );
  expect(body.data.webhookUrl).toBe(`${strapi.url}/api/geo-audit/webhook`);
});
