import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch: string | undefined;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('the built package passes strapi-plugin verify', async () => {
  const sdk = dirname(createRequire(join(root, 'package.json')).resolve('@strapi/sdk-plugin/package.json'));
  const bin = join(sdk, 'bin', 'strapi-plugin.js');
  const { stdout, stderr } = await run(process.execPath, [bin, 'verify'], { cwd: root });
  expect(`${stdout}${stderr}`).not.toMatch(/error/i);
});

test('the packed tarball loads on its own: no workspace package is needed at run time', async () => {
  scratch = await mkdtemp(join(tmpdir(), 'geo-pack-'));
  await run('npm', ['pack', '--pack-destination', scratch, '--silent'], { cwd: root });
  const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
  await run('tar', ['-xzf', join(scratch, tarball!), '-C', scratch]);
  // A plain Node, outside the workspace: only what the tarball ships can resolve.
  const { stdout } = await run(
    process.execPath,
    [
      '-e',
      `const p = require(${JSON.stringify(join(scratch, 'package', 'dist', 'server', 'index.js'))});
       console.log(JSON.stringify({ keys: Object.keys(p).sort(), types: Object.keys(p.contentTypes), routes: Object.keys(p.routes) }));`,
    ],
    { cwd: scratch },
  );
  expect(JSON.parse(stdout)).toEqual({
    keys: ['bootstrap', 'config', 'contentTypes', 'controllers', 'destroy', 'register', 'routes', 'services'],
    types: ['audit', 'webhook-delivery'],
    routes: ['admin', 'content-api'],
  });
  const files = await readdir(join(scratch, 'package', 'dist', 'admin'));
  expect(files).toEqual(expect.arrayContaining(['index.mjs', 'index.js']));
});

// @strapi/design-system, @strapi/icons and react-router-dom are peer dependencies: the admin ships them (the side
// panel links to the plugin's settings through the admin's router).
test('the admin bundle carries @geo-audit/render and imports only what the Strapi admin provides', async () => {
  const admin = await readFile(join(root, 'dist', 'admin', 'index.mjs'), 'utf8');
  const imported = new Set([...admin.matchAll(/\bfrom\s+"([^".][^"]*)"/g)].map((match) => match[1]));
  expect([...imported].sort()).toEqual([
    '@strapi/design-system',
    '@strapi/icons',
    '@strapi/strapi/admin',
    'react',
    'react-intl',
    'react-router-dom',
    'react/jsx-runtime',
    'styled-components',
  ]);
  // Render's German catalogue is inside, so the admin locale reaches the side panel without another package.
  expect(admin).toContain('GEO-Bereitschaft');
});
