import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSite, startDemoSite, strapiSource, wordpressSource } from '../src/index.ts';
import { portableTextToHtml, strapiBlocksToHtml } from '../src/sources/rich-text.ts';

/** A port nothing listens on, to stand for a CMS that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let site: DemoSite;

beforeAll(async () => {
  const down = `http://127.0.0.1:${await closedPort()}`;
  site = await startDemoSite({ sources: [strapiSource({ url: down }), wordpressSource({ url: down })] });
});
afterAll(() => site.close());

const get = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('demo site', () => {
  it('serves the home, pricing and about pages with organisation markup', async () => {
    for (const path of ['/', '/pricing', '/about', '/blog']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain('"@type":"Organization"');
      expect(page.body).toContain(`<link rel="canonical" href="${site.url}${path}">`);
    }
    expect((await get('/pricing')).body).toContain('"priceCurrency":"EUR"');
  });

  it('serves its own articles, one with author and dates and one without', async () => {
    const good = await get('/blog/what-is-cookieless-analytics');
    expect(good.body).toContain('rel="author"');
    expect(good.body).toContain('"datePublished":"2026-09-14T08:00:00Z"');
    const weak = await get('/blog/tips');
    expect(weak.status).toBe(200);
    expect(weak.body).not.toContain('"author"');
  });

  it('publishes robots.txt, llms.txt and a sitemap that list the site', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/User-agent: GPTBot\nUser-agent: CCBot\nDisallow: \//);
    expect(robots.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    const llms = await get('/llms.txt');
    expect(llms.body.startsWith('# Lumen Analytics\n\n> ')).toBe(true);
    expect(llms.body).toContain(`(${site.url}/pricing)`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${site.url}/blog/tips</loc>`);
  });

  it('says a CMS is unavailable (503) instead of claiming its article is missing, and keeps lists working', async () => {
    const page = await get('/strapi/hello');
    expect(page.status).toBe(503);
    expect(page.body).toContain('Strapi is unavailable');
    expect((await get('/wordpress/hello')).status).toBe(503);
    expect((await get('/')).status).toBe(200);
  });

  it('answers 404 for unknown paths and unknown sources', async () => {
    expect((await get('/nope')).status).toBe(404);
    expect((await get('/sanity/hello')).status).toBe(404);
  });

  it('gives each CMS a URL pattern the plugins can use', () => {
    expect(site.patternFor('sanity')).toBe(`${site.url}/sanity/{slug}`);
  });
});

describe('rich text', () => {
  it('renders Strapi blocks with headings, lists and escaped text', () => {
    const html = strapiBlocksToHtml([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why <this>?' }] },
      {
        type: 'list',
        format: 'ordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }],
      },
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'https://a.example', children: [{ text: 'a' }] }],
      },
    ]);
    expect(html).toBe(
      '<h2>Why &lt;this&gt;?</h2>\n<ol><li>one</li></ol>\n<p><a href="https://a.example">a</a></p>',
    );
  });

  it('renders Portable Text and closes lists', () => {
    const html = portableTextToHtml([
      { _type: 'block', style: 'h2', children: [{ text: 'Q?' }] },
      { _type: 'block', listItem: 'bullet', children: [{ text: 'x' }] },
      { _type: 'block', style: 'normal', children: [{ text: 'end' }] },
      { _type: 'image' },
    ]);
    expect(html).toBe('<h2>Q?</h2>\n<ul>\n<li>x</li>\n</ul>\n<p>end</p>');
  });
});
