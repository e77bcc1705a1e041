import { step } from '../progress.ts';
import { serveSpa } from '../spa-server.ts';
import type { Context, Row } from './part.ts';

/** The token the Studio uses with the Content Lake stand-in: an administrator, so no login screen shows. */
export const STUDIO_TOKEN = 'devstack-studio-token';

/**
 * Builds the example Studio (`examples/sanity-studio`, skipped when its inputs are unchanged), started early
 * so it overlaps with the rest of the Sanity part. Resolves once the build is current.
 */
export function buildStudio(ctx: Context): Promise<void> {
  return step(
    ctx,
    'sanity',
    'checking the example Studio build (a minute or two when it must be rebuilt)',
    async () => {
      const { buildStudioOnce } = await import('../../../sanity-plugin/test/helpers/build-studio.ts');
      await buildStudioOnce();
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
 * const studio = await serveStudio(ctx, { apiHost: lake.apiHost, handlerUrl, projectId: 'geoaudit' });
 * await studio.close();
 * ```
 */
export async function serveStudio(
  ctx: Context,
  sanity: { apiHost: string; handlerUrl: string; projectId: string },
): Promise<{ url: string; row: Row; close(): Promise<void> }> {
  const { studioDist } = await import('../../../sanity-plugin/test/helpers/build-studio.ts');
  const lake = new URL(sanity.apiHost);
  lake.hostname = 'localhost';
  const served = await serveSpa({
    root: studioDist,
    port: ctx.ports.sanityStudio,
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
