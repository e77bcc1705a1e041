// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { draftPostInBlockEditor } from '@geo-audit/test-support/block-editor';
import { type ChromiumSession, launchChromiumSession } from '@geo-audit/test-support/chromium';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditorScript } from '../scripts/build-zip.ts';
import { type GeoAuditServer, hasServer, startGeoAuditServer } from './harness/geo-audit-server.ts';
import { hasCommand } from './harness/processes.ts';
import { PACKAGE_DIR, startWordPress, type WordPressSite } from './harness/wordpress-site.ts';

// Chromium end to end against a real WordPress and the real GEO Audit API: an editor publishes a post in
// the block editor, the audit runs in the background, and the score appears in the sidebar and the list.

const ARTIFACTS = join(PACKAGE_DIR, '..', '..', 'test-artifacts', 'wordpress-plugin');
const havePhp = hasCommand('php');

describe.skipIf(!havePhp)(
  `publishing in the block editor${havePhp ? '' : ' (skipped: php missing; run packages/wordpress-plugin/scripts/ci-deps.sh)'}`,
  () => {
    let api: GeoAuditServer;
    let site: WordPressSite;
    let browser: ChromiumSession | undefined;
    let page: Page;
    let postId = 0;

    beforeAll(async () => {
      if (!hasServer())
        throw new Error('The real @geo-audit/server (packages/server/src/cli/main.ts) is missing.');
      buildEditorScript();
      api = await startGeoAuditServer();
      // The wp-config.php constants path: the key and secret never touch the database.
      site = await startWordPress({
        configExtra: [
          `define( 'GEO_AUDIT_API_BASE_URL', '${api.baseUrl}' );`,
          `define( 'GEO_AUDIT_API_KEY', '${api.key}' );`,
          `define( 'GEO_AUDIT_WEBHOOK_SECRET', '${api.webhookSecret}' );`,
        ].join('\n'),
      });
      mkdirSync(ARTIFACTS, { recursive: true });
      browser = await launchChromiumSession({ viewport: { width: 1440, height: 900 } });
      page = browser.page;
      page.setDefaultTimeout(60_000);
      // Logged in once the login answers with its redirect to wp-admin: the dashboard's own load (dozens of assets
      // through `php -S`) is not what this waits for, and under a loaded CI machine it outlasted the timeout. A
      // submit that led nowhere (seen once in CI under full load, never alone) is tried once more from a fresh form:
      // this suite tests publishing, not the login form.
      for (let attempt = 1; ; attempt++) {
        await page.goto(`${site.url}/wp-login.php`);
        await page.fill('#user_login', 'admin');
        await page.fill('#user_pass', 'password');
        try {
          await Promise.all([
            page.waitForURL(/wp-admin/, { waitUntil: 'commit', timeout: 45_000 }),
            page.click('#wp-submit'),
          ]);
          break;
        } catch (error) {
          if (/wp-admin/.test(page.url())) break;
          if (attempt === 2) throw error;
        }
      }
    });

    afterAll(async () => {
      await browser?.close();
      await site?.stop();
      await api?.stop();
    });

    it('shows the score in the sidebar and the posts list after publishing', async () => {
      const title = `Answer engines and this post ${Date.now()}`;
      await draftPostInBlockEditor(
        page,
        site.url,
        title,
        'Generative engine optimisation makes a page easy for AI answer engines to find, understand and cite. ' +
          'Start with a direct answer, name the author, and mark up the facts.',
      );

      const topBar = page.getByRole('region', { name: 'Editor top bar' });
      await topBar.getByRole('button', { name: 'Publish', exact: true }).click();
      const prePublish = page.getByRole('region', { name: 'Editor publish' });
      await prePublish.getByRole('button', { name: 'GEO audit' }).waitFor();
      // One sentence says that publishing audits the post, and where the score then appears.
      await prePublish.getByText(/^Publishing starts a GEO audit in the background; /).waitFor();
      expect(await prePublish.getByText('This post is audited when you publish it.').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, '01-pre-publish.png') });
      await prePublish.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('is now live').first().waitFor();
      await page.screenshot({ path: join(ARTIFACTS, '02-published.png') });
      await prePublish.getByRole('button', { name: 'Close panel' }).click();

      // Open the plugin's sidebar from its pinned toolbar button (or the Options menu when not pinned).
      const pinned = topBar.getByRole('button', { name: 'GEO audit' });
      if (await pinned.count()) {
        await pinned.click();
      } else {
        await topBar.getByRole('button', { name: 'Options' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'GEO audit' }).click();
      }
      const sidebar = page.locator('.geo-audit-sidebar-body');
      // The score as render's gauge gives it to assistive technology (the sidebar has no score line of its own);
      // only a meter with a value counts, so a panel without a score does not pass.
      const score = sidebar
        .getByRole('meter', { name: 'GEO readiness' })
        .and(page.locator('[aria-valuenow]'));
      await score.waitFor({ timeout: 120_000 });
      const shown = await score.getAttribute('aria-valuenow');
      expect(shown).toMatch(/^\d+$/);
      const value = Number(shown);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await sidebar.getByRole('heading', { name: 'Action plan' }).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, '03-sidebar-score.png') });

      // The document panel in the post settings shows the same score and opens the full audit.
      await topBar.getByRole('button', { name: 'Settings', exact: true }).click();
      const settingsSidebar = page.getByRole('region', { name: 'Editor settings' });
      await settingsSidebar.getByRole('tab', { name: 'Post' }).click();
      await settingsSidebar.getByRole('button', { name: 'GEO audit' }).click();
      expect(Number(await settingsSidebar.getByTestId('geo-score').textContent())).toBe(value);
      await page.screenshot({ path: join(ARTIFACTS, '04-document-panel.png') });
      await settingsSidebar.getByRole('button', { name: 'Open the full audit' }).click();
      await sidebar.getByRole('heading', { name: 'Action plan' }).waitFor();

      // The key and secret never reach the editor's browser.
      const html = await page.content();
      expect(html).not.toContain(api.key);
      expect(html).not.toContain(api.webhookSecret);
      // The editor route needs the REST nonce on top of the login cookie (apiFetch sends it).
      postId = Number(new URL(page.url()).searchParams.get('post'));
      const route = `${site.url}/wp-json/geo-audit/v1/posts/${postId}/audit`;
      expect((await page.request.get(route)).status()).toBe(401);
      const nonce = await page.evaluate(
        () => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce,
      );
      const withNonce = await page.request.get(route, { headers: { 'X-WP-Nonce': nonce } });
      expect(withNonce.status()).toBe(200);
      expect((await withNonce.json()).record.geoScore).toBe(value);

      await page.goto(`${site.url}/wp-admin/edit.php?orderby=geo_audit_score&order=desc`);
      const row = page.locator('tr', { has: page.getByRole('link', { name: `“${title}” (Edit)` }) });
      const cell = row.locator('td.column-geo_audit_score .geo-audit-score');
      await cell.waitFor();
      expect(Number(await cell.textContent())).toBe(value);
      // The column header sorts (thead and tfoot both carry it).
      expect(await page.getByRole('link', { name: 'GEO score' }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(ARTIFACTS, '05-posts-list.png') });

      await page.goto(`${site.url}/wp-admin/options-general.php?page=geo-audit`);
      await page.getByRole('heading', { name: 'GEO Audit settings' }).waitFor();
      await page.getByText('Set in wp-config.php (GEO_AUDIT_API_KEY); it is not shown here.').waitFor();
      expect(await page.content()).not.toContain(api.key);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText(/^Connected: the GEO Audit API at /).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, '06-settings.png'), fullPage: true });
    }, 300_000);

    it('after an Update, says the audit waits for edits to settle and when it starts, then shows it within seconds', async () => {
      expect(postId).toBeGreaterThan(0);
      await page.goto(`${site.url}/wp-admin/post.php?post=${postId}&action=edit`);
      const canvas = page.frameLocator('iframe[name="editor-canvas"]');
      await canvas
        .getByRole('document', { name: /Block: Paragraph/ })
        .first()
        .click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Cite your sources by name.');
      const topBar = page.getByRole('region', { name: 'Editor top bar' });
      const updated = Date.now();
      await topBar.getByRole('button', { name: /^(Update|Save)$/ }).click();

      const sidebar = page.locator('.geo-audit-sidebar-body');
      if (!(await sidebar.isVisible())) {
        const pinned = topBar.getByRole('button', { name: 'GEO audit' });
        if (await pinned.count()) {
          await pinned.click();
        } else {
          await topBar.getByRole('button', { name: 'Options' }).click();
          await page.getByRole('menuitemcheckbox', { name: 'GEO audit' }).click();
        }
      }
      // What a reviewer saw for over a minute: "Queued", with no time or reason, for a job that did not exist yet.
      const settling = sidebar.getByText(/^The audit waits for edits to settle and starts by itself at /);
      await settling.waitFor();
      expect(await sidebar.getByText('Queued', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, '07-sidebar-settling.png') });

      // The new audit replaces the notice: the post's second result, seconds after the wait, not a minute later.
      await settling.waitFor({ state: 'detached', timeout: 60_000 });
      const nonce = await page.evaluate(
        () => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce,
      );
      const route = `${site.url}/wp-json/geo-audit/v1/posts/${postId}/audit`;
      let latest: { state: string; history: unknown[] } | null = null;
      while (Date.now() - updated < 60_000) {
        const answer = await page.request.get(route, { headers: { 'X-WP-Nonce': nonce } });
        latest = (await answer.json()).record;
        if (latest?.state === 'complete' && latest.history.length === 2) break;
        await page.waitForTimeout(500);
      }
      expect(latest?.state).toBe('complete');
      expect(latest?.history).toHaveLength(2);
      expect(Date.now() - updated).toBeLessThan(45_000);
      await page.screenshot({ path: join(ARTIFACTS, '08-sidebar-updated.png') });
    }, 120_000);
  },
);
