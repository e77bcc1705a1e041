import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 30_000;

/** Runs `geo-audit audit <argv>` in process and keeps what it printed. */
async function audit(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await auditCommand(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('geo-audit audit refused by the private-address policy after a redirect', () => {
  it(
    'names the private host the page redirects to, and suggests allow-listing neither it nor the allowed host',
    async () => {
      const staging = await site({ '/': { status: 302, headers: { location: 'http://10.0.0.1/' } } });
      const run = await audit([staging.url('/'), '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('10.0.0.1 is refused');
      expect(run.stderr).toContain('The page redirects to 10.0.0.1');
      expect(run.stderr).not.toContain('--allow-host 10.0.0.1');
      expect(run.stderr).not.toContain('--allow-host 127.0.0.1');
    },
    TIMEOUT,
  );

  it(
    'names the host a redirect to another host and port was refused for (a dev server redirecting to localhost:port)',
    async () => {
      const dev = await site({});
      dev.setRoute('/', { status: 301, headers: { location: `http://localhost:${dev.port}/` } });
      const run = await audit([dev.url('/'), '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('localhost is a local or private name');
      expect(run.stderr).toContain('The page redirects to localhost');
      // localhost is not what the user typed: they audit it directly, and are then told its --allow-host.
      expect(run.stderr).toContain('audit the URL it redirects to directly');
      expect(run.stderr).not.toContain('--allow-host');
    },
    TIMEOUT,
  );

  it(
    'still suggests the audited host when that is the one refused',
    async () => {
      const local = await site({ '/': { body: '<title>Local</title>' } });
      const run = await audit([local.url('/')]);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain(
        'To audit a local or private site, allow its host: --allow-host 127.0.0.1',
      );
    },
    TIMEOUT,
  );
});
