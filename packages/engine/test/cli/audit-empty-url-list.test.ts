import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCli } from './spawn-cli.ts';

const TIMEOUT = 60_000;
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A list a deploy step wrote when it changed no page: comments and blank lines only. */
async function emptyList(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'geo-audit-urls-'));
  dirs.push(dir);
  const path = join(dir, 'changed-urls.txt');
  await writeFile(path, '# pages changed by this deploy\n\n');
  return path;
}

describe('geo-audit-engine audit --urls-from with no URL in it (a deploy that changed no page)', () => {
  it(
    'exits 0 with [] in --json, from a file and from stdin',
    async () => {
      const fromFile = await spawnCli([
        'audit',
        '--urls-from',
        await emptyList(),
        '--json',
        '--min-score',
        '70',
      ]);
      expect(fromFile.code).toBe(0);
      expect(JSON.parse(fromFile.stdout)).toEqual([]);
      const fromStdin = await spawnCli(['audit', '--urls-from', '-', '--json'], '\n# nothing\n  \n');
      expect(fromStdin.code).toBe(0);
      expect(JSON.parse(fromStdin.stdout)).toEqual([]);
      const nothing = await spawnCli(['audit', '--urls-from', '-', '--json']);
      expect(nothing.code).toBe(0);
      expect(nothing.stdout).toBe('[]\n');
    },
    TIMEOUT,
  );

  it(
    'exits 0 and says there are no pages to audit in the terminal and in --markdown; a missing file stays exit 2',
    async () => {
      const path = await emptyList();
      const human = await spawnCli(['audit', '--urls-from', path]);
      expect(human.code).toBe(0);
      expect(human.stdout).toBe(
        `No pages to audit: ${path} lists no URL (only blank lines and # comments).\n`,
      );
      const markdown = await spawnCli(['audit', '--urls-from', '-', '--markdown'], '# nothing\n');
      expect(markdown.code).toBe(0);
      expect(markdown.stdout).toBe(
        'No pages to audit: stdin lists no URL (only blank lines and \\# comments).\n',
      );
      // A list that was never written is still an error, not an empty deploy.
      const missing = await spawnCli(['audit', '--urls-from', join(tmpdir(), 'no-such-dir-geo', 'urls.txt')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^Cannot read --urls-from .*urls\.txt: ENOENT/);
    },
    TIMEOUT,
  );
});
