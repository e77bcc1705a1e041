import { type ArticleSource, startDemoSite } from 'example-demo-site';
import type { Context, Running } from './part.ts';

/** The demo site, rendering the published articles of every CMS that runs (in this process). */
export async function startDemo(ctx: Context, sources: ArticleSource[]): Promise<Running> {
  ctx.log(
    'demo-site',
    `starting on port ${ctx.ports.demoSite} (${sources.map((s) => s.name).join(', ') || 'no CMS'})…`,
  );
  const site = await startDemoSite({ port: ctx.ports.demoSite, sources });
  return {
    rows: [{ part: 'Demo site', url: site.url, login: '' }],
    children: [],
    details: { url: site.url },
    stop: () => site.close(),
  };
}
