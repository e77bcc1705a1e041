import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { UsageError } from '../src/options.ts';
import { parsePublishArgs } from '../src/publish-sanity-args.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(repoRoot, 'packages/devstack/src/publish-sanity.ts');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'geo-publish-sanity-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the README's command as a user does, from the repository root, without GEO_AUDIT_DATA_DIR. */
function publish(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env.GEO_AUDIT_DATA_DIR;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=geo-audit-source', script, ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the publish-sanity command’s arguments', () => {
  test('finds the data dir as npm start does: --data-dir, else GEO_AUDIT_DATA_DIR, else .data at the repository root', () => {
    expect(parsePublishArgs(['--data-dir', '/tmp/geo', 'Cold brew at home'], {}, '/repo')).toEqual({
      title: 'Cold brew at home',
      body: 'Written with npm start.',
      dataDir: '/tmp/geo',
    });
    expect(parsePublishArgs(['Cold brew', 'Steep it.', '--data-dir=state'], {}, '/repo')).toEqual({
      title: 'Cold brew',
      body: 'Steep it.',
      dataDir: '/repo/state',
    });
    expect(parsePublishArgs(['Cold brew'], { GEO_AUDIT_DATA_DIR: '/env/geo' }, '/repo').dataDir).toBe(
      '/env/geo',
    );
    expect(
      parsePublishArgs(['--data-dir', '/tmp/geo', 'Cold brew'], { GEO_AUDIT_DATA_DIR: '/env/geo' }, '/repo')
        .dataDir,
    ).toBe('/tmp/geo');
    expect(parsePublishArgs(['Cold brew'], {}, '/repo').dataDir).toBe('/repo/.data');
  });

  test('a missing title, an unknown option or an unquoted title is a usage error that says which', () => {
    expect(() => parsePublishArgs([], {}, '/repo')).toThrow(new UsageError('Give the article a title.'));
    expect(() => parsePublishArgs(['--dir', '/tmp/geo', 'Cold brew'], {}, '/repo')).toThrow(/--dir/);
    expect(() => parsePublishArgs(['Cold', 'brew', 'at', 'home'], {}, '/repo')).toThrow(
      /each in quotes; got 4 arguments/,
    );
  });
});

describe('the publish-sanity command', () => {
  test('publishes into the suite whose --data-dir it is given', async () => {
    const mutations: unknown[] = [];
    const lake = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on('end', () => {
        mutations.push({ url: req.url, body: JSON.parse(text) });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"transactionId":"tx1","results":[]}');
      });
    });
    await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve));
    try {
      const dataDir = tempDir();
      const apiHost = `http://127.0.0.1:${(lake.address() as AddressInfo).port}`;
      writeFileSync(
        join(dataDir, 'devstack.json'),
        JSON.stringify({
          sanity: { apiHost, handlerUrl: 'http://127.0.0.1:1', studioUrl: 'http://studio.test' },
        }),
      );
      const run = await publish(['--data-dir', dataDir, 'Cold brew at home', 'Steep it for 16 hours.']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('http://studio.test/structure/article;article-cold-brew-at-home');
      expect(mutations).toEqual([
        {
          url: '/v2025-02-19/data/mutate/production',
          body: {
            mutations: [
              {
                createOrReplace: expect.objectContaining({
                  _id: 'article-cold-brew-at-home',
                  title: 'Cold brew at home',
                  body: 'Steep it for 16 hours.',
                }),
              },
            ],
          },
        },
      ]);
    } finally {
      await new Promise((resolve) => lake.close(resolve));
    }
  });

  test('without a running suite, names the data dir it looked in and how to point it at another', async () => {
    const dataDir = tempDir();
    const run = await publish(['--data-dir', dataDir, 'Cold brew at home']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`No running Sanity part found in ${join(dataDir, 'devstack.json')}`);
    expect(run.stderr).toContain(`the data dir this command looked in: ${dataDir}`);
    expect(run.stderr).toContain('give this command the same: --data-dir <dir> (or set GEO_AUDIT_DATA_DIR)');
  });

  test('a usage error says what is wrong, then the usage with --data-dir', async () => {
    const run = await publish([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Give the article a title\.\nUsage: .*\[--data-dir <dir>\] "Title"/);
  });
});
