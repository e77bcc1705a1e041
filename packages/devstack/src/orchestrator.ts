import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArticleSource } from 'example-demo-site';
import { hasCommand } from './child-process.ts';
import { portInUse, waitForHttp } from './http.ts';
import { lateSource } from './late-source.ts';
import type { Options } from './options.ts';
import { startDemo } from './parts/demo-site.ts';
import type { CmsName, Context, Running } from './parts/part.ts';
import { startSanity } from './parts/sanity.ts';
import { startServer } from './parts/server.ts';
import { startStrapi } from './parts/strapi.ts';
import { startWordPress } from './parts/wordpress.ts';
import { formatTable } from './table.ts';

export interface Suite {
  /** Everything that was started, newest first, for stopping. */
  stop(): Promise<void>;
  /** The table printed before `ready`. */
  table: string;
  /** pids of the process groups started (for the newcomer-path test's leftover check). */
  pids: number[];
}

const cmsStarters = { strapi: startStrapi, wordpress: startWordPress, sanity: startSanity };

/**
 * Starts the GEO server, the demo site that renders the CMSs' articles, then the chosen CMSs (in parallel,
 * each prepared, booted, seeded and configured to audit through the local server). On any failure what
 * already runs is stopped before the error is rethrown.
 *
 * @example
 * ```ts
 * const suite = await startSuite(parseOptions(['--only', 'strapi']), repoRoot, console.error);
 * await suite.stop();
 * ```
 */
export async function startSuite(
  options: Options,
  repoRoot: string,
  log: (line: string) => void,
): Promise<Suite> {
  await mkdir(options.dataDir, { recursive: true });
  if (options.cms.includes('wordpress') && !hasCommand('php')) {
    log(
      '[wordpress] skipped: php is not installed. Install PHP >= 8.1 with SQLite (on Debian/Ubuntu, as root: bash packages/wordpress-plugin/scripts/ci-deps.sh), then start again.',
    );
    options = { ...options, cms: options.cms.filter((name) => name !== 'wordpress') };
  }
  const sources = new Map(options.cms.map((name) => [name, lateSource(name)]));
  const ctx: Context = {
    bindSource: (source) => sources.get(source.name as CmsName)?.bind(source),
    repoRoot,
    dataDir: options.dataDir,
    ports: options.ports,
    log: (part, message) => log(`[${part}] ${message}`),
    patternFor: (cms) => `http://127.0.0.1:${options.ports.demoSite}/${cms}/{slug}`,
  };
  const wanted: [string, number][] = [
    ['GEO Audit API', options.ports.server],
    ['demo site', options.ports.demoSite],
    ...(options.cms.includes('strapi') ? [['Strapi', options.ports.strapi] as [string, number]] : []),
    ...(options.cms.includes('wordpress')
      ? [['WordPress', options.ports.wordpress] as [string, number]]
      : []),
    ...(options.cms.includes('sanity')
      ? ([
          ['Sanity handler', options.ports.sanityHandler],
          ['Sanity Studio', options.ports.sanityStudio],
        ] as [string, number][])
      : []),
  ];
  for (const [what, port] of wanted) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${what}) is already in use: stop what runs there (another npm start?) or pass --port-offset 10000.`,
      );
    }
  }

  const running: Running[] = [];
  const stopAll = async () => {
    for (const part of running.reverse()) await part.stop().catch(() => {});
  };
  try {
    const server = await startServer(ctx);
    running.push(server);
    const demo = await startDemo(ctx, [...sources.values()]);
    running.push(demo);
    const results = await Promise.allSettled(
      options.cms.map(async (name: CmsName) => {
        const part = await cmsStarters[name](ctx, server.info);
        running.push(part);
        ctx.log(name, 'ready');
        return { name, part };
      }),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const parts = results.map(
      (r) =>
        (r as PromiseFulfilledResult<{ name: CmsName; part: Running & { source: ArticleSource } }>).value,
    );
    const details = Object.fromEntries([
      ['server', server.details],
      ['demoSite', demo.details],
      ...parts.map((p) => [p.name, p.part.details]),
    ]);
    await writeFile(join(options.dataDir, 'devstack.json'), `${JSON.stringify(details, null, 2)}\n`, {
      mode: 0o600,
    });
    const rows = [server, demo, ...parts.map((p) => p.part)].flatMap((part) => part.rows);
    // `ready` means every address in the table answers, not just that every part said it started.
    await Promise.all(rows.map((row) => waitForHttp(row.url, 60_000)));
    return {
      table: formatTable(rows),
      pids: running.flatMap((part) => part.children.map((child) => child.pid)),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
