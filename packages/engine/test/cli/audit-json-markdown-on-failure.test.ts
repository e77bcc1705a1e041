import { describe, expect, it } from 'vitest';
import { closedPort } from '../helpers/closed-port.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { spawnCli } from './spawn-cli.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 60_000;
const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** `… --json | jq` reads exactly one document: parsing the whole of stdout must succeed. */
const onlyDocument = (stdout: string): unknown => JSON.parse(stdout);

describe('geo-audit-engine audit <url> --json / --markdown when there is no report (stdout is never empty)', () => {
  it(
    'prints { error: { exit_code: 2, message } } on a usage error, and keeps the full message on stderr',
    async () => {
      const page = await site({ '/': { headers: HTML, body: GOOD_ARTICLE } });
      const run = await spawnCli(['audit', page.url('/'), '--json', '--modules', 'shcema']);
      expect(run.code).toBe(2);
      const document = onlyDocument(run.stdout) as { error: { exit_code: number; message: string } };
      expect(Object.keys(document)).toEqual(['error']);
      expect(document.error.exit_code).toBe(2);
      expect(document.error.message).toMatch(/^Unknown module: shcema \(did you mean schema\?\)/);
      expect(run.stderr).toMatch(/^Unknown module: shcema/);
      expect(run.stderr).toContain('Usage: geo-audit-engine audit');
      expect(page.requests).toHaveLength(0);

      // An option parseArgs itself rejects: --json is still found among the arguments.
      const typo = await spawnCli(['audit', page.url('/'), '--json', '--min-scor', '50']);
      expect(typo.code).toBe(2);
      expect((onlyDocument(typo.stdout) as { error: { message: string } }).error.message).toContain(
        'Did you mean --min-score?',
      );
    },
    TIMEOUT,
  );

  it(
    'prints the several-URL error entry { url, error: { exit_code: 3, message } } when the page is not fetched',
    async () => {
      const url = `http://127.0.0.1:${await closedPort()}/`;
      const run = await spawnCli(['audit', url, '--json', '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      const document = onlyDocument(run.stdout) as {
        url: string;
        error: { exit_code: number; message: string };
      };
      expect(Object.keys(document)).toEqual(['url', 'error']);
      expect(document.url).toBe(url);
      expect(document.error.exit_code).toBe(3);
      expect(document.error.message).toMatch(
        /^Could not fetch http:\/\/127\.0\.0\.1:\d+\/: .*refused the connection/,
      );
      expect(run.stderr).toBe(`${document.error.message}\n`);
    },
    TIMEOUT,
  );

  it(
    'prints a short "Not audited" section in --markdown, in the asked language, for a job summary',
    async () => {
      const page = await site({ '/': { headers: HTML, body: GOOD_ARTICLE } });
      const refused = await spawnCli(['audit', page.url('/'), '--markdown']);
      expect(refused.code).toBe(3);
      expect(
        refused.stdout.startsWith(
          `# GEO audit of <${page.url('/')}>\n\nNot audited. Could not fetch <${page.url('/')}>: `,
        ),
      ).toBe(true);
      expect(
        refused.stdout.endsWith(
          ' To audit a local or private site, allow its host: --allow-host 127.0.0.1\n',
        ),
      ).toBe(true);
      expect(refused.stdout.split('\n')).toHaveLength(4);
      const german = await spawnCli(['audit', page.url('/'), '--markdown', '--locale', 'de']);
      expect(german.stdout).toMatch(/^# GEO-Audit von <http:\/\/127\.0\.0\.1:\d+\/>\n\nNicht geprüft\. /);
      expect(german.stdout).toContain('--allow-host 127.0.0.1');

      const usage = await spawnCli(['audit', page.url('/'), '--markdown', '--min-score', 'abc']);
      expect(usage.code).toBe(2);
      expect(usage.stdout).toBe(
        '# GEO audit\n\nNot audited. --min-score must be a whole number from 0 to 100 (got "abc").\n',
      );
    },
    TIMEOUT,
  );

  it(
    'prints { error } when the --urls-from file is missing, and nothing extra in the human format',
    async () => {
      const missing = await spawnCli(['audit', '--urls-from', '/nonexistent/changed-urls.txt', '--json']);
      expect(missing.code).toBe(2);
      const document = onlyDocument(missing.stdout) as { error: { exit_code: number; message: string } };
      expect(document.error.exit_code).toBe(2);
      expect(document.error.message).toMatch(
        /^Cannot read --urls-from \/nonexistent\/changed-urls\.txt: ENOENT/,
      );

      const human = await spawnCli(['audit', '--urls-from', '/nonexistent/changed-urls.txt']);
      expect(human.code).toBe(2);
      expect(human.stdout).toBe('');
    },
    TIMEOUT,
  );
});
