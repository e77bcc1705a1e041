import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html' };

async function auditStatus(status: number): Promise<{ code: number; stderr: string }> {
  const server = await site({ '/': { status, headers: HTML, body: '<h1>Error</h1>' } });
  let stderr = '';
  const code = await auditCommand([server.url('/'), '--allow-host', '127.0.0.1'], {
    stdout: () => {},
    stderr: (text) => (stderr += text),
  });
  return { code, stderr };
}

describe('geo-audit audit of a page that answers an HTTP error: what the CI log says to do', () => {
  it.each([
    [
      503,
      'The server failed to serve the page: check that it is up (a deploy still starting?) and run the audit again.',
    ],
    [
      429,
      "The server rate-limited the audit: wait and run it again, or exempt the runner's address from the limit.",
    ],
    [
      403,
      "The server refused the audit (a firewall, bot protection or an IP allow-list): let the runner's address through, or audit a page the server shows to everyone.",
    ],
    [401, 'The page asks for a login, and the audit fetches it as a visitor: audit a URL that is public.'],
    [404, 'Audit the URL that serves the content.'],
  ])(
    'HTTP %i',
    async (status, advice) => {
      const run = await auditStatus(status);
      expect(run.code).toBe(3);
      expect(run.stderr).toBe(`The page answered HTTP ${status}; the result is capped at 0. ${advice}\n`);
    },
    30_000,
  );
});

describe('geo-audit audit of a URL that answers 200 with a "page not found" page (a deploy not yet live)', () => {
  it('exits 3, as for a 404, and says what answered and what to do', async () => {
    const server = await site({
      '/blog/launch-notes': {
        headers: HTML,
        body: '<!doctype html><title>Page not found | Acme Docs</title><main><h1>Page not found</h1><p>Try the search.</p></main>',
      },
    });
    let stderr = '';
    const code = await auditCommand([server.url('/blog/launch-notes'), '--allow-host', '127.0.0.1'], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(3);
    expect(stderr).toBe(
      'Not the page: the URL answered HTTP 200 with a "page not found" page ("Page not found | Acme Docs"), not the page. The result is capped at 0. If the page was just published, run the audit again once the site serves it; otherwise check the URL.\n',
    );
  }, 30_000);
});
