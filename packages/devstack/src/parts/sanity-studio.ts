import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { spreadListenersScript } from '../listener-hosts.ts';
import { step } from '../progress.ts';
import { serveSpa } from '../spa-server.ts';
import type { Context, Row } from './part.ts';

/** The token the Studio uses with the Content Lake stand-in: an administrator, so no login screen shows. */
export const STUDIO_TOKEN = 'devstack-studio-token';
/** The input-hash stamp `buildStudioOnce` writes into the build. */
const STAMP = '.geo-audit-build-hash';

/**
 * Builds the example Studio (`examples/sanity-studio`, skipped when its inputs are unchanged) and copies the
 * build into the data folder, which is what gets served: a test run or another `npm start` may rebuild
 * `examples/sanity-studio/dist` at any time (`sanity build` empties it first), and the running Studio must
 * not lose its files. Started early so it overlaps with the rest of the Sanity part; resolves with the copy.
 */
export function buildStudio(ctx: Context): Promise<string> {
  return step(
    ctx,
    'sanity',
    'checking the example Studio build (a minute or two when it must be rebuilt)',
    async () => {
      const { buildStudioOnce, studioDist } = await import(
        '../../../sanity-plugin/test/helpers/build-studio.ts'
      );
      const copy = join(ctx.dataDir, 'sanity-studio');
      for (let attempt = 1; ; attempt++) {
        await buildStudioOnce();
        const stamp = await readFile(join(studioDist, STAMP), 'utf8').catch(() => '');
        await rm(copy, { recursive: true, force: true });
        const copied = await cp(studioDist, copy, { recursive: true }).then(
          () => true,
          () => false,
        );
        // The copy is whole when the build it started from is still the current one once it is done.
        const after = await readFile(join(studioDist, STAMP), 'utf8').catch(() => '');
        if (copied && stamp && stamp === after && existsSync(join(copy, 'index.html'))) return copy;
        if (attempt === 5) {
          throw new Error(
            `${studioDist} kept changing while it was copied (another build running?). Start again once it is done.`,
          );
        }
      }
    },
  );
}

/**
 * Serves the built Studio on its own port, signed in without a login: before the Studio's bundle runs, an
 * inline script stores the stand-in's address, the handler's URL and the Studio token where the example
 * Studio (`sanity.config.ts`) and Sanity's token auth read them.
 *
 * The stand-in is addressed as `localhost`, not 127.0.0.1: the Sanity client puts the project id in front of
 * the API host (`geoaudit.localhost:<port>`), and only `*.localhost` names resolve to this machine.
 *
 * @example
 * ```ts
 * const studio = await serveStudio(ctx, await buildStudio(ctx), { apiHost: lake.apiHost, handlerUrl, projectId: 'geoaudit' });
 * await studio.close();
 * ```
 */
export async function serveStudio(
  ctx: Context,
  root: string,
  sanity: { apiHost: string; handlerUrl: string; projectId: string },
): Promise<{ url: string; row: Row; close(): Promise<void> }> {
  const lake = new URL(sanity.apiHost);
  lake.hostname = 'localhost';
  const served = await serveSpa({
    root,
    port: ctx.ports.sanityStudio,
    headScripts: [spreadListenersScript(Number(lake.port))],
    localStorage: {
      'geo-audit:apiHost': lake.origin,
      'geo-audit:handlerUrl': sanity.handlerUrl,
      [`__studio_auth_token_${sanity.projectId}`]: JSON.stringify({ token: STUDIO_TOKEN }),
    },
  });
  ctx.log('sanity', `example Studio on ${served.url}`);
  return {
    ...served,
    row: {
      part: 'Sanity Studio (example)',
      url: served.url,
      login: 'no login needed (signed in as a local admin)',
    },
  };
}
