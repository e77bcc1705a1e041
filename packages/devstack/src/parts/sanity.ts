import { sanitySource } from 'example-demo-site';
import { createGeoAuditHandler } from 'sanity-plugin-geo-audit/handler';
import { serveFetchHandler } from '../node-handler.ts';
import type { Context, GeoServerInfo, Running } from './part.ts';
import { buildStudio, STUDIO_TOKEN, serveStudio } from './sanity-studio.ts';

export const SANITY = {
  projectId: 'geoaudit',
  dataset: 'production',
  token: 'devstack-write-token',
  webhookSecret: 'devstack-sanity-webhook-secret',
};

/** The GROQ-powered webhook's filter, projection and triggers, as the plugin README documents them. */
export const SANITY_WEBHOOK = {
  filter: '_type == "article"',
  projection: '{_id, _type, title, "slug": slug.current}',
  on: ['create', 'update', 'delete'] as Array<'create' | 'update' | 'delete'>,
};

const SAMPLES = [
  {
    _id: 'article-latte-art',
    title: 'Latte art for beginners',
    slug: 'latte-art',
    body: 'Start with a heart.',
  },
  {
    _id: 'article-decaf',
    title: 'How decaf is made',
    slug: 'how-decaf-is-made',
    body: 'Swiss Water, CO2, solvents.',
  },
];

/**
 * The Sanity half: the Content Lake stand-in the sanity-plugin tests use (Sanity's Content Lake is hosted
 * only), the plugin's server handler on loopback, and the example Studio against both. The lake delivers the
 * GROQ-powered webhook the plugin README documents to the handler, as Sanity's would, so a publish from the
 * Studio or through the lake's API gets its audit. The lake is in memory: samples are re-created on every
 * start.
 */
export async function startSanity(
  ctx: Context,
  geo: GeoServerInfo,
): Promise<Running & { source: ReturnType<typeof sanitySource> }> {
  // The Studio build (a minute or two on a fresh clone) overlaps with starting and seeding the rest.
  const studioBuilt = buildStudio(ctx);
  studioBuilt.catch(() => {});
  const { startContentLake } = await import('../../../sanity-plugin/test/helpers/content-lake.ts');
  const handlerUrl = `http://127.0.0.1:${ctx.ports.sanityHandler}/`;
  const lake = await startContentLake({
    projectId: SANITY.projectId,
    tokens: {
      [SANITY.token]: { id: 'devstack', write: true },
      [STUDIO_TOKEN]: { id: 'studio-admin', write: true, admin: true },
    },
    // The webhook the plugin README tells Sanity users to create in sanity.io/manage.
    webhooks: [
      {
        url: handlerUrl,
        filter: SANITY_WEBHOOK.filter,
        projection: SANITY_WEBHOOK.projection,
        on: SANITY_WEBHOOK.on,
        secret: SANITY.webhookSecret,
      },
    ],
  });
  const studioOrigins = [
    `http://127.0.0.1:${ctx.ports.sanityStudio}`,
    `http://localhost:${ctx.ports.sanityStudio}`,
  ];
  const pattern = ctx.patternFor('sanity');
  const handler = createGeoAuditHandler({
    apiKey: geo.apiKey,
    baseUrl: geo.baseUrl,
    webhookSecret: geo.webhookSecret,
    handlerUrl,
    sanity: { ...SANITY, apiHost: lake.apiHost },
    // The Studio's "Run audit" calls the handler from the browser.
    corsOrigins: studioOrigins,
    urlFor: (doc) => {
      const slug =
        typeof doc.slug === 'string' ? doc.slug : (doc.slug as { current?: string } | undefined)?.current;
      return doc._type === 'article' && slug ? pattern.replace('{slug}', encodeURIComponent(slug)) : null;
    },
  });
  const served = await serveFetchHandler(handler, ctx.ports.sanityHandler);
  // What a deployment's cron route does (the plugin README): confirm audits whose webhook never came and start
  // re-checks of pages the site did not serve yet.
  const poller = setInterval(() => {
    handler.coordinator
      .pollActive()
      .catch((error: unknown) => ctx.log('sanity', `poll failed: ${(error as Error).message}`));
  }, 60_000);
  poller.unref();
  ctx.log('sanity', `Content Lake stand-in on ${lake.apiHost}, handler on ${served.url}`);
  const source = sanitySource({
    projectId: SANITY.projectId,
    dataset: SANITY.dataset,
    apiHost: lake.apiHost,
    token: SANITY.token,
  });
  let studio: Awaited<ReturnType<typeof serveStudio>> | undefined;
  const stop = async () => {
    clearInterval(poller);
    await studio?.close();
    await served.close();
    await lake.close();
  };
  try {
    ctx.bindSource(source);
    for (const sample of SAMPLES) await publishToSanity(lake.apiHost, sample);
    studio = await serveStudio(ctx, await studioBuilt, {
      apiHost: lake.apiHost,
      handlerUrl,
      projectId: SANITY.projectId,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    source,
    rows: [
      studio.row,
      {
        part: 'Sanity handler (GROQ webhook)',
        url: served.url,
        login: `webhook secret: ${SANITY.webhookSecret}`,
      },
      { part: 'Sanity Content Lake stand-in', url: lake.apiHost, login: `token: ${SANITY.token}` },
    ],
    children: [],
    details: { studioUrl: studio.url, handlerUrl: served.url, apiHost: lake.apiHost, ...SANITY },
    stop,
  };
}

/**
 * Publishes an article through the Content Lake's mutation API; the lake then delivers the signed GROQ
 * webhook to the handler, as Sanity's does, so the audit starts a moment after this returns.
 *
 * @example
 * ```ts
 * await publishToSanity(lakeUrl, { _id: 'a1', title: 'Hello', slug: 'hello', body: 'Text.' });
 * ```
 */
export async function publishToSanity(
  apiHost: string,
  article: { _id: string; title: string; slug: string; body: string },
): Promise<void> {
  const doc = {
    _id: article._id,
    _type: 'article',
    title: article.title,
    slug: { _type: 'slug', current: article.slug },
    // A plain string, as the example Studio's `text` field stores it, so the Studio shows it as written.
    body: article.body,
  };
  const mutated = await fetch(`${apiHost}/v2025-02-19/data/mutate/${SANITY.dataset}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANITY.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ createOrReplace: doc }] }),
  });
  if (!mutated.ok) throw new Error(`The Content Lake stand-in refused the document: ${await mutated.text()}`);
}
