import { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { deployedSite } from './deployed-site.ts';
import { spawnCli } from './spawn-cli.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 90_000;

interface Entry {
  url: string;
  exit_code: number;
  passed: boolean | null;
  result?: unknown;
  error?: { exit_code: number; message: string };
}

describe('geo-audit-engine audit <url> <url> … --json: every entry says how its page ended', () => {
  it(
    'gives each page its exit code and whether it passed --min-score, so a pipeline can name the failing pages',
    async () => {
      const blog = await deployedSite(site);
      const [article, thin, gone] = [blog.url('/article'), blog.url('/thin'), blog.url('/gone')];
      const single = await spawnCli(['audit', article, '--json', '--allow-host', '127.0.0.1']);
      const high = AuditResult.parse(JSON.parse(single.stdout)).geo_score;

      const run = await spawnCli([
        'audit',
        article,
        thin,
        gone,
        'http://10.255.255.1/',
        '--json',
        '--min-score',
        String(high),
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(3);
      const entries = JSON.parse(run.stdout) as Entry[];
      expect(entries.map(({ url, exit_code, passed }) => ({ url, exit_code, passed }))).toEqual([
        { url: article, exit_code: 0, passed: true },
        { url: thin, exit_code: 1, passed: false },
        { url: gone, exit_code: 3, passed: false },
        { url: 'http://10.255.255.1/', exit_code: 3, passed: false },
      ]);
      expect(AuditResult.parse(entries[1]?.result).geo_score).toBeLessThan(high);
      expect(entries[3]?.error?.exit_code).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'says passed: null when no --min-score was given',
    async () => {
      const blog = await deployedSite(site);
      const run = await spawnCli([
        'audit',
        blog.url('/article'),
        blog.url('/gone'),
        '--json',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(3);
      const entries = JSON.parse(run.stdout) as Entry[];
      expect(entries.map(({ exit_code, passed }) => ({ exit_code, passed }))).toEqual([
        { exit_code: 0, passed: null },
        { exit_code: 3, passed: null },
      ]);
    },
    TIMEOUT,
  );
});
