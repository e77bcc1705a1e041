import type { FixtureRoutes, FixtureSite } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** A thin page that scores lower than the article. */
const THIN = `<!doctype html><html lang="en"><head><title>Anvils</title></head><body><h1>Anvils</h1>
<p>${'We sell anvils. '.repeat(30)}</p></body></html>`;

/**
 * The pages a deploy changed, for the several-URL runs: a good article (`/article`), a thin page that scores lower
 * (`/thin`), a page that answers 404 (`/gone`), and a robots.txt that allows all.
 *
 * @example
 * ```ts
 * const blog = await deployedSite(fixtureSitesPerTest());
 * await runAuditCommand([blog.url('/article'), blog.url('/thin'), '--allow-host', '127.0.0.1']);
 * ```
 */
export function deployedSite(site: (routes: FixtureRoutes) => Promise<FixtureSite>): Promise<FixtureSite> {
  return site({
    '/article': { headers: HTML, body: GOOD_ARTICLE },
    '/thin': { headers: HTML, body: THIN },
    '/gone': { status: 404, headers: HTML, body: '<h1>Not found</h1>' },
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
  });
}
