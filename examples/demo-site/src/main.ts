// Runs the demo site on its own: `node --conditions=geo-audit-source examples/demo-site/src/main.ts [--port N]`.
// CMS sources come from the environment: DEMO_STRAPI_URL, DEMO_WORDPRESS_URL, DEMO_SANITY_API_HOST with
// DEMO_SANITY_PROJECT_ID and DEMO_SANITY_DATASET.
import { parseArgs } from 'node:util';
import { startDemoSite } from './server.ts';
import { sanitySource } from './sources/sanity.ts';
import { strapiSource } from './sources/strapi.ts';
import type { ArticleSource } from './sources/types.ts';
import { wordpressSource } from './sources/wordpress.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4100' } } });
const env = process.env;
const sources: ArticleSource[] = [];
if (env.DEMO_STRAPI_URL)
  sources.push(strapiSource({ url: env.DEMO_STRAPI_URL, token: env.DEMO_STRAPI_TOKEN }));
if (env.DEMO_WORDPRESS_URL) sources.push(wordpressSource({ url: env.DEMO_WORDPRESS_URL }));
if (env.DEMO_SANITY_API_HOST || env.DEMO_SANITY_PROJECT_ID) {
  sources.push(
    sanitySource({
      projectId: env.DEMO_SANITY_PROJECT_ID ?? 'demo',
      dataset: env.DEMO_SANITY_DATASET ?? 'production',
      apiHost: env.DEMO_SANITY_API_HOST,
      token: env.DEMO_SANITY_TOKEN,
    }),
  );
}
const site = await startDemoSite({ port: Number(values.port), sources });
console.log(`demo site: ${site.url} (sources: ${sources.map((s) => s.name).join(', ') || 'none'})`);
const stop = () => site.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
