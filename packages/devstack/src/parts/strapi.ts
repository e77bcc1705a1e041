import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strapiSource } from 'example-demo-site';
import { runToEnd, startChild } from '../child-process.ts';
import { isFresh } from '../freshness.ts';
import { requestJson } from '../http.ts';
import { step } from '../progress.ts';
import type { Context, GeoServerInfo, Running } from './part.ts';

export const STRAPI_ADMIN = { email: 'admin@example.com', password: 'GeoAudit-Admin-1' };
export const STRAPI_ARTICLE_UID = 'api::article.article';
const CM = `/content-manager/collection-types/${STRAPI_ARTICLE_UID}`;

const SAMPLES = [
  {
    title: 'How to dial in an espresso grinder',
    slug: 'dial-in-espresso',
    body: 'Start at 18 g in and 36 g out in 28 seconds.\n\n## Too sour?\n\nGrind finer in small steps and taste again.',
  },
  { title: 'Storing coffee beans', slug: 'storing-beans', body: 'Keep beans airtight, dark and cool.' },
];

/**
 * Prepares the example app (the plugin's build, then `strapi build` for the admin panel, both skipped when
 * current), boots it on SQLite under the data folder and, through Strapi's own admin API, creates the admin
 * user, a read-only token for the demo site, sample articles, and the plugin settings.
 */
export async function startStrapi(
  ctx: Context,
  geo: GeoServerInfo,
): Promise<Running & { source: ReturnType<typeof strapiSource> }> {
  const pluginDir = join(ctx.repoRoot, 'packages/strapi-plugin');
  const appDir = join(ctx.repoRoot, 'examples/strapi-app');
  const built = ['dist/server/index.js', 'dist/admin/index.mjs'].map((file) => join(pluginDir, file));
  const sources = [
    join(pluginDir, 'server'),
    join(pluginDir, 'admin'),
    join(ctx.repoRoot, 'packages/core/src'),
    join(ctx.repoRoot, 'packages/render/src'),
  ];
  if (!isFresh(built, sources)) {
    await step(ctx, 'strapi', 'building the plugin', () =>
      runToEnd(process.execPath, ['scripts/build.mts'], { cwd: pluginDir }),
    );
  }
  // The plugin's own test support knows when dist/build is current (a hash of the plugin admin bundle).
  const { buildAdminOnce } = await import('../../../strapi-plugin/test/support/build-admin.ts');
  await step(ctx, 'strapi', 'checking the admin panel build (a few minutes when it must be rebuilt)', () =>
    buildAdminOnce(),
  );

  const stateDir = join(ctx.dataDir, 'strapi');
  await mkdir(stateDir, { recursive: true });
  const url = `http://127.0.0.1:${ctx.ports.strapi}`;
  const child = startChild(process.execPath, [join(pluginDir, 'test/support/strapi-harness.cjs')], {
    cwd: appDir,
    env: {
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      PORT: String(ctx.ports.strapi),
      PUBLIC_URL: url,
      DATABASE_FILENAME: join(stateDir, 'data.db'),
      SERVE_ADMIN: '1',
    },
  });
  await step(
    ctx,
    'strapi',
    `booting on ${url}`,
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (child.output().includes('"ready":true')) {
            clearInterval(timer);
            resolve();
          }
        }, 200);
        child.exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`Strapi exited (${code}) while starting:\n${child.output()}`));
        });
      }),
  );

  const token = await adminToken(url);
  const admin = (method: string, path: string, body?: unknown) =>
    requestJson(method, `${url}${path}`, { body, headers: { authorization: `Bearer ${token}` } });
  const readToken = await demoReadToken(stateDir, url, admin);
  const settings = await admin('PUT', '/geo-audit/settings', {
    baseUrl: geo.baseUrl,
    apiKey: geo.apiKey,
    webhookSecret: geo.webhookSecret,
    contentTypes: {
      [STRAPI_ARTICLE_UID]: { enabled: true, urlPattern: ctx.patternFor('strapi'), locales: [] },
    },
  });
  if (settings.status !== 200)
    throw new Error(`Could not configure the Strapi plugin: ${JSON.stringify(settings.body)}`);
  const source = strapiSource({ url, token: readToken });
  ctx.bindSource(source);
  await seed(ctx, admin);
  return {
    source,
    rows: [
      {
        part: 'Strapi admin',
        url: `${url}/admin`,
        login: `${STRAPI_ADMIN.email} / ${STRAPI_ADMIN.password}`,
      },
    ],
    children: [child],
    details: { url, admin: STRAPI_ADMIN, readToken },
    stop: () => child.stop(),
  };
}

/** Registers the first admin on a fresh database, or logs in on later runs. */
async function adminToken(url: string): Promise<string> {
  const init = await requestJson('GET', `${url}/admin/init`);
  const hasAdmin = (init.body.data as { hasAdmin?: boolean } | undefined)?.hasAdmin;
  const response = hasAdmin
    ? await requestJson('POST', `${url}/admin/login`, { body: STRAPI_ADMIN })
    : await requestJson('POST', `${url}/admin/register-admin`, {
        body: { firstname: 'Ada', lastname: 'Admin', ...STRAPI_ADMIN },
      });
  const token = (response.body.data as { token?: string } | undefined)?.token;
  if (!token) {
    throw new Error(
      `Could not log in to Strapi as ${STRAPI_ADMIN.email} (${response.status}). If you changed the password, delete .data/strapi to start over.`,
    );
  }
  return token;
}

type Admin = (method: string, path: string, body?: unknown) => ReturnType<typeof requestJson>;

/** A read-only API token for the demo site; Strapi shows a token once, so it is kept in the data folder. */
async function demoReadToken(stateDir: string, url: string, admin: Admin): Promise<string> {
  const file = join(stateDir, 'demo-site-token.json');
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { token: string };
    const probe = await fetch(`${url}/api/articles`, { headers: { authorization: `Bearer ${saved.token}` } });
    await probe.body?.cancel();
    if (probe.ok) return saved.token;
  }
  const created = await admin('POST', '/admin/api-tokens', {
    name: `demo-site ${new Date().toISOString()}`,
    type: 'read-only',
    lifespan: null,
  });
  const token = (created.body.data as { accessKey?: string } | undefined)?.accessKey;
  if (!token) throw new Error(`Could not create a Strapi API token: ${JSON.stringify(created.body)}`);
  await writeFile(file, JSON.stringify({ token }), { mode: 0o600 });
  return token;
}

async function seed(ctx: Context, admin: Admin): Promise<void> {
  const existing = await admin('GET', `${CM}?page=1&pageSize=1`);
  const total = (existing.body.pagination as { total?: number } | undefined)?.total ?? 0;
  if (total > 0) return;
  ctx.log('strapi', 'adding sample articles…');
  for (const sample of SAMPLES) {
    const created = await admin('POST', CM, sample);
    const id = (created.body.data as { documentId?: string } | undefined)?.documentId;
    if (!id) throw new Error(`Could not create a sample Strapi article: ${JSON.stringify(created.body)}`);
    await admin('POST', `${CM}/${id}/actions/publish`, sample);
  }
}
