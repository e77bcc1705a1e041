import { describe, expect, it } from 'vitest';
import { closedPort } from '../helpers/closed-port.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { spawnCli } from './spawn-cli.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 60_000;
const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** Everything the user is told: stderr, and the JSON message a pipeline logs. */
async function told(args: string[]): Promise<{ code: number | null; text: string }> {
  const run = await spawnCli(['audit', ...args]);
  return { code: run.code, text: `${run.stderr}\n${run.stdout}` };
}

describe('geo-audit-engine audit: advice on a page that was not fetched points the right way', () => {
  it(
    'a local site on a non-standard port is told to allow its host, not to move to port 80',
    async () => {
      const local = await site({ '/': { headers: HTML, body: GOOD_ARTICLE } });
      const run = await told([local.url('/')]);
      expect(run.code).toBe(3);
      expect(run.text).toContain(
        `127.0.0.1:${local.port} is refused: it is not a public address (loopback range).`,
      );
      expect(run.text).toContain('allow-list the host (any port is then allowed)');
      expect(run.text).toContain('--allow-host 127.0.0.1');
      expect(run.text).not.toMatch(/standard port|Serve the site on/);
    },
    TIMEOUT,
  );

  it(
    'a redirect into a link-local (cloud metadata) address never suggests allow-listing it',
    async () => {
      const redirecting = await site({
        '/': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
      });
      const run = await told([redirecting.url('/'), '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      expect(run.text).toContain('The page redirected to http://169.254.169.254/latest/meta-data/');
      expect(run.text).toContain('The page redirects to 169.254.169.254, a link-local address');
      expect(run.text).not.toContain('--allow-host 169.254.169.254');
      expect(run.text).not.toMatch(/allow-list/);
    },
    TIMEOUT,
  );

  it(
    'a redirect into a private address says to check the redirect, not to allow-list that address',
    async () => {
      const redirecting = await site({
        '/': { status: 302, headers: { location: 'http://10.0.0.1/admin' } },
      });
      const run = await told([redirecting.url('/'), '--allow-host', '127.0.0.1', '--json']);
      expect(run.code).toBe(3);
      expect(run.text).toContain('The page redirects to 10.0.0.1, which is not a public address');
      expect(run.text).toContain('audit the URL it redirects to directly');
      expect(run.text).not.toContain('--allow-host 10.0.0.1');
      expect(run.text).not.toMatch(/allow-list/);
    },
    TIMEOUT,
  );

  it(
    'a refused connection to an allow-listed local host asks whether the server runs, not whether the internet reaches it',
    async () => {
      const port = await closedPort();
      const run = await told([`http://127.0.0.1:${port}/`, '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      expect(run.text).toContain(`Check that the server is running and listens on port ${port}.`);
      expect(run.text).not.toContain('from the internet');
    },
    TIMEOUT,
  );

  it(
    'a malformed URL is never answered with a suggestion that is still invalid',
    async () => {
      const spaced = await told(['http//bad url', '--json']);
      expect(spaced.code).toBe(2);
      expect(spaced.text).not.toContain('https://http//');
      expect(spaced.text).toContain('Give one such as https://example.com/page, without spaces.');
      const slashes = await told(['http//example.com/page']);
      expect(slashes.code).toBe(2);
      expect(slashes.text).toContain('Include the scheme, e.g. http://example.com/page');
    },
    TIMEOUT,
  );

  it(
    'a page that never answers says how long the audit waited',
    async () => {
      const hanging = await site({ '/': { raw: () => undefined } });
      const run = await told([hanging.url('/'), '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      expect(run.text).toMatch(/did not answer in time: no response within 10 s\./);
    },
    TIMEOUT,
  );
});
