import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { wordpressSource } from 'example-demo-site';
import { runToEnd, startChild } from '../child-process.ts';
import { isFresh } from '../freshness.ts';
import { waitForHttp } from '../http.ts';
import { step } from '../progress.ts';
import type { Context, GeoServerInfo, Running } from './part.ts';

export const WORDPRESS_ADMIN = { user: 'admin', password: 'password' };
const here = dirname(fileURLToPath(import.meta.url));

/**
 * WordPress on SQLite with the plugin linked and active, using the wordpress-plugin package's own scripts
 * (fetch-wordpress.sh: a pristine core, offline after the first fetch; create-site.sh: install), served by
 * `php -S`. The GEO settings are wp-config constants in a file rewritten on every start, so a new
 * development key is picked up.
 */
export async function startWordPress(
  ctx: Context,
  geo: GeoServerInfo,
): Promise<Running & { source: ReturnType<typeof wordpressSource> }> {
  const pluginPkg = join(ctx.repoRoot, 'packages/wordpress-plugin');
  const stateDir = join(ctx.dataDir, 'wordpress');
  const site = join(stateDir, 'site');
  const url = `http://127.0.0.1:${ctx.ports.wordpress}`;
  await mkdir(stateDir, { recursive: true });
  // Rebuilt when any source it bundles is newer, or `npm start` from a working tree serves an editor script older
  // than the code under test.
  const editorSources = [
    join(pluginPkg, 'src'),
    join(pluginPkg, 'webpack.config.cjs'),
    join(ctx.repoRoot, 'packages/core/src'),
    join(ctx.repoRoot, 'packages/render/src'),
  ];
  if (!isFresh([join(pluginPkg, 'plugin/build/index.js')], editorSources)) {
    // buildEditorScript is synchronous: run it in a child, or this process (the demo site, the Sanity
    // handler, progress lines, Ctrl-C) would stand still for the whole webpack build.
    const script = `import { buildEditorScript } from ${JSON.stringify(pathToFileURL(join(pluginPkg, 'scripts/build-zip.ts')).href)}; buildEditorScript();`;
    await step(ctx, 'wordpress', 'building the block editor script', () =>
      runToEnd(process.execPath, ['--input-type=module', '--eval', script], { cwd: pluginPkg }),
    );
  }
  const portFile = join(stateDir, 'port');
  const builtFor = existsSync(portFile) ? await readFile(portFile, 'utf8') : '';
  if (!existsSync(join(site, 'wp-config.php')) || builtFor !== String(ctx.ports.wordpress)) {
    await step(ctx, 'wordpress', 'fetching WordPress and creating the site (first run only)', () =>
      runToEnd('bash', [join(pluginPkg, 'scripts/create-site.sh'), site, String(ctx.ports.wordpress)], {
        env: {
          GEO_AUDIT_WP_CONFIG_EXTRA:
            "if ( is_file( __DIR__ . '/geo-audit-local.php' ) ) { require __DIR__ . '/geo-audit-local.php'; }",
          GEO_AUDIT_ACTIVATE: '1',
        },
      }),
    );
    await writeFile(portFile, String(ctx.ports.wordpress));
    await writeFile(join(stateDir, 'app-password.json'), '{}');
  }
  const php = (value: string) => `'${value.replace(/[\\']/g, '\\$&')}'`;
  await writeFile(
    join(site, 'geo-audit-local.php'),
    [
      '<?php',
      '// Written by npm start on every run: the local GEO Audit API and its development key.',
      `define( 'GEO_AUDIT_API_BASE_URL', ${php(geo.baseUrl)} );`,
      `define( 'GEO_AUDIT_API_KEY', ${php(geo.apiKey)} );`,
      `define( 'GEO_AUDIT_WEBHOOK_SECRET', ${php(geo.webhookSecret)} );`,
      '',
    ].join('\n'),
  );
  ctx.log('wordpress', `starting php -S on ${url}…`);
  const child = startChild(
    'php',
    [
      '-d',
      'memory_limit=512M',
      '-S',
      `127.0.0.1:${ctx.ports.wordpress}`,
      '-t',
      site,
      join(site, 'router.php'),
    ],
    { cwd: site, env: { PHP_CLI_SERVER_WORKERS: '4' } },
  );
  await waitForHttp(`${url}/wp-login.php`, 60_000, child.output);

  const source = wordpressSource({ url });
  ctx.bindSource(source);
  await writeFile(join(site, 'devstack-seed.php'), await readFile(join(here, 'wordpress-seed.php')));
  const passwordFile = join(stateDir, 'app-password.json');
  const saved = JSON.parse(await readFile(passwordFile, 'utf8').catch(() => '{}')) as {
    appPassword?: string;
  };
  const seeded = await runToEnd('php', ['devstack-seed.php'], {
    cwd: site,
    env: { GEO_DEVSTACK_NEW_APP_PASSWORD: saved.appPassword ? '0' : '1' },
  });
  const printed = JSON.parse(seeded.trim().split('\n').at(-1) ?? '{}') as { appPassword?: string };
  const appPassword = saved.appPassword ?? printed.appPassword ?? '';
  if (printed.appPassword) await writeFile(passwordFile, JSON.stringify({ appPassword }), { mode: 0o600 });
  return {
    source,
    rows: [
      {
        part: 'WordPress admin',
        url: `${url}/wp-admin/`,
        login: `${WORDPRESS_ADMIN.user} / ${WORDPRESS_ADMIN.password}`,
      },
      {
        part: 'WordPress REST (application password)',
        url: `${url}/wp-json/`,
        login: `admin / ${appPassword}`,
      },
    ],
    children: [child],
    details: { url, admin: WORDPRESS_ADMIN, appPassword },
    stop: () => child.stop(),
  };
}
