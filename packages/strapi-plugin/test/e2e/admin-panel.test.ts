import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type ChromiumSession, launchChromiumSession } from '@geo-audit/test-support/chromium';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AdminSession, registerSuperAdmin, SUPER_ADMIN } from '../support/admin-api.ts';
import { startArticleSite } from '../support/article-site.ts';
import { appDir, buildAdminOnce } from '../support/build-admin.ts';
import { geoServerAvailable, startGeoServer } from '../support/geo-server.ts';
import { type RunningStrapi, startStrapi } from '../support/start-strapi.ts';

const UID = 'api::article.article';
const artifacts = join(appDir, '..', '..', 'test-artifacts', 'strapi-plugin');

let geo: Awaited<ReturnType<typeof startGeoServer>>;
let site: Awaited<ReturnType<typeof startArticleSite>>;
let strapi: RunningStrapi;
let admin: AdminSession;
let browser: ChromiumSession | undefined;
let page: Page;
let documentId: string;

// Needs the real server (built in parallel with this plugin) for a score to appear.
describe.skipIf(!geoServerAvailable)('the built Strapi admin, in Chromium', () => {
  beforeAll(async () => {
    await buildAdminOnce();
    geo = await startGeoServer();
    const key = await geo.createKey('e2e');
    site = await startArticleSite();
    strapi = await startStrapi({ serveAdmin: true, env: { GEO_AUDIT_POLL_INTERVAL_MS: '2000' } });
    admin = await registerSuperAdmin(strapi.url);
    const configured = await admin.request('PUT', '/geo-audit/settings', {
      baseUrl: geo.baseUrl,
      apiKey: key.key,
      ...(key.webhookSecret ? { webhookSecret: key.webhookSecret } : {}),
      contentTypes: { [UID]: { enabled: true, urlPattern: `${site.origin}/blog/{slug}`, locales: [] } },
    });
    expect(configured.status).toBe(200);
    const created = await admin.request('POST', `/content-manager/collection-types/${UID}`, {
      title: 'Brewing filter coffee',
      slug: 'e2e-filter-coffee',
    });
    documentId = created.body.data.documentId;
    await mkdir(artifacts, { recursive: true });
    browser = await launchChromiumSession({ viewport: { width: 1440, height: 1000 } });
    page = browser.page;
    page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await page?.screenshot({ path: join(artifacts, 'last-page.png'), fullPage: true }).catch(() => undefined);
    await browser?.close();
    await strapi?.stop();
    await geo?.stop();
    await site?.close();
  });

  test('an editor logs in, publishes, and sees the score in the side panel and the list column', async () => {
    await page.goto(`${strapi.url}/admin/auth/login`);
    await page.getByLabel(/email/i).fill(SUPER_ADMIN.email);
    await page.getByLabel(/^password/i).fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL(/\/admin(\/)?$/);

    await page.goto(`${strapi.url}/admin/content-manager/collection-types/${UID}/${documentId}`);
    await page.getByText(/not audited yet/i).waitFor();
    await page.getByRole('button', { name: /^publish$/i }).click();
    // @geo-audit/render's AuditPanel, in the Strapi skin: the score summary appears once the audit completes.
    const panel = page.getByTestId('geo-panel');
    await panel.getByRole('heading', { name: 'GEO readiness' }).waitFor({ timeout: 90_000 });
    expect(await panel.getAttribute('data-state')).toBe('complete');
    expect(await panel.textContent()).toMatch(/\d+ of 100/);
    expect(await panel.getByRole('button', { name: 'Re-run audit' }).isEnabled()).toBe(true);
    await page.screenshot({ path: join(artifacts, 'edit-view-side-panel.png'), fullPage: true });

    await page.goto(`${strapi.url}/admin/content-manager/collection-types/${UID}`);
    const cell = page.getByTestId('geo-score-cell').first();
    await cell.waitFor();
    // render's ScoreBadge: the number and the band in words, the full reading for screen readers.
    expect(await cell.textContent()).toMatch(/^\d+ · \w+GEO readiness: \d+ of 100/);
    await page.screenshot({ path: join(artifacts, 'list-view-column.png'), fullPage: true });

    await page.goto(`${strapi.url}/admin/settings/geo-audit`);
    await page.getByTestId('geo-settings').waitFor();
    expect(await page.getByTestId('geo-settings').textContent()).toContain(`ends in`);
    await page.screenshot({ path: join(artifacts, 'settings.png'), fullPage: true });
  });

  // In the session the test above logged in. Strapi offers a language only when the app lists it
  // (examples/strapi-app/src/admin/app.js), which the README tells Strapi users to do for German.
  test('an editor chooses German as the interface language, and the plugin then speaks German', async () => {
    await page.goto(`${strapi.url}/admin/me`);
    await page.getByRole('combobox', { name: /interface language/i }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: /^save$/i }).click();
    // The admin changes language once the profile is saved.
    await page.getByRole('button', { name: /^speichern$/i }).waitFor();

    await page.goto(`${strapi.url}/admin/settings/geo-audit`);
    await page.getByTestId('geo-settings').waitFor();
    expect(await page.getByTestId('geo-settings').textContent()).toContain('endet auf');
    await page.screenshot({ path: join(artifacts, 'settings-de.png'), fullPage: true });
  });
});
