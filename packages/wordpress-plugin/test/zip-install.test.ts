// @vitest-environment node
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../scripts/build-zip.ts';
import { hasCommand } from './harness/processes.ts';
import { PACKAGE_DIR, startWordPress, type WordPressSite } from './harness/wordpress-site.ts';

const run = promisify(execFile);
const havePhp = hasCommand('php') && hasCommand('zip');
const INSTALL = join(PACKAGE_DIR, 'test', 'php', 'install-zip.php');

describe.skipIf(!havePhp)(
  `the plugin zip in a fresh WordPress${havePhp ? '' : ' (skipped: php/zip missing; run packages/wordpress-plugin/scripts/ci-deps.sh)'}`,
  () => {
    let site: WordPressSite;
    let zip: string;

    beforeAll(async () => {
      zip = buildZip();
      site = await startWordPress({ plugin: 'none', activate: false });
    });
    afterAll(() => site?.stop());

    it('installs through the upload path, activates, and serves its editor script and routes', async () => {
      const { stdout } = await run('php', [INSTALL, zip], { cwd: site.root, timeout: 120_000 });
      const report = JSON.parse(stdout) as {
        active: boolean;
        name: string;
        version: string;
        textDomain: string;
        files: string[];
      };
      expect(report).toMatchObject({
        active: true,
        name: 'GEO Audit',
        version: '0.1.0',
        textDomain: 'geo-audit',
      });
      expect(report.files).toEqual(
        expect.arrayContaining([
          'geo-audit/geo-audit.php',
          'geo-audit/uninstall.php',
          'geo-audit/readme.txt',
          'geo-audit/build/index.js',
          'geo-audit/build/index.asset.php',
          'geo-audit/includes/class-coordinator.php',
          'geo-audit/languages/geo-audit.pot',
        ]),
      );
      expect(
        report.files.some((file) => file.includes('test') || file.endsWith('.ts') || file.endsWith('.tsx')),
      ).toBe(false);

      const script = await fetch(`${site.url}/wp-content/plugins/geo-audit/build/index.js`);
      expect(script.status).toBe(200);
      expect(await script.text()).toContain('geo-audit');
      const webhook = await fetch(`${site.url}/wp-json/geo-audit/v1/webhook`, { method: 'POST', body: '{}' });
      // No secret is configured yet: the body is only a hint, and `{}` is not an audit event.
      expect(webhook.status).toBe(400);
      expect(await webhook.json()).toMatchObject({ reason: 'not_an_audit_event' });
      const settings = await fetch(`${site.url}/wp-json/geo-audit/v1/settings`);
      expect(settings.status).toBe(401);
    });

    it('uninstalls cleanly: options, post meta and scheduled jobs are gone', async () => {
      const { stdout } = await run('php', [INSTALL, zip, 'uninstall'], { cwd: site.root, timeout: 120_000 });
      expect(JSON.parse(stdout)).toEqual({
        uninstalled: true,
        deleted: true,
        key_option: null,
        meta_left: 0,
        poll_event: false,
      });
    });
  },
);
