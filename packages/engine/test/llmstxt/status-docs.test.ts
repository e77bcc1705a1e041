import { describe, expect, it } from 'vitest';
import { findingOf, ORIGIN } from '../analyze/crawlers-helpers.ts';
import { llmstxtWithPages } from './served-pages.ts';

/**
 * Documentation of the HTTP 404 status is titled and headed by it ("404 Not Found - HTTP | MDN"). Its link works: the
 * soft-404 tests of the title and the heading must tell it from a catch-all page, by the link's own path.
 */

const LINKS: Record<string, string> = {
  '/docs/http/status/404': 'what a 404 answer means',
  '/en-US/docs/Web/HTTP/Status/404': 'the status, on MDN',
  '/errors/not-found': 'the API error object',
  '/docs/quickstart': 'send a first invoice',
  '/docs/old-guide': 'moved long ago',
  '/404.html': 'the error page',
};

const LLMS = [
  '# Acme',
  '',
  '> Acme makes invoicing software.',
  '',
  '## Docs',
  '',
  ...Object.entries(LINKS).map(([path, note]) => `- [${path}](${ORIGIN}${path}): ${note}`),
].join('\n');

const html = (title: string, h1: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/docs/">Docs</a></nav><main><h1>${h1}</h1><p>${body}</p></main></body></html>`;

const PAGES: Record<string, string> = {
  '/docs/http/status/404': html(
    'HTTP status codes | Acme Docs',
    '404',
    'The API answers 404 when the invoice does not exist.',
  ),
  '/en-US/docs/Web/HTTP/Status/404': html(
    '404 Not Found - HTTP | MDN',
    '404 Not Found',
    'The HTTP 404 Not Found client error response status code indicates that the server cannot find the requested resource.',
  ),
  '/errors/not-found': html(
    'Not Found | Acme API',
    'Not found',
    'Returned when the object id matches nothing.',
  ),
  '/docs/quickstart': html('Quickstart | Acme Docs', 'Quickstart', 'Create a key, then send an invoice.'),
  // A docs site's catch-all still answers 200 for a page it no longer has.
  '/docs/old-guide': html(
    'Page Not Found | Acme Docs',
    'Page Not Found',
    'We could not find what you were looking for.',
  ),
  // The site's own error page, listed by mistake: it leads an agent nowhere.
  '/404.html': html('404 Not Found | Acme', '404', 'Sorry, that page does not exist.'),
};

describe('llmstxt.links_resolve: pages about the 404 status', () => {
  it('takes documentation of the status for a working link, by its path', async () => {
    const result = await llmstxtWithPages(LLMS, PAGES);
    expect(result.link_checks?.map((c) => [new URL(c.url).pathname, c.outcome])).toEqual([
      ['/docs/http/status/404', 'ok'],
      ['/en-US/docs/Web/HTTP/Status/404', 'ok'],
      ['/errors/not-found', 'ok'],
      ['/docs/quickstart', 'ok'],
      ['/docs/old-guide', 'soft_404'],
      ['/404.html', 'soft_404'],
    ]);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding.title).toBe('2 of 6 llms.txt links checked are broken');
    expect(finding.evidence.map((e) => e.what)).toEqual([
      `HTTP 200 with a "Page Not Found | Acme Docs" page (a soft 404): ${ORIGIN}/docs/old-guide`,
      `HTTP 200 with a "404 Not Found | Acme" page (a soft 404): ${ORIGIN}/404.html`,
      '6 of 6 distinct links checked',
    ]);
  });
});
