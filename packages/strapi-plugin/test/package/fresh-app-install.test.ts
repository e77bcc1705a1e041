import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixture = join(root, 'test', 'fixtures', 'fresh-app');
let scratch: string | undefined;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Runs a command, and on failure throws with everything it printed (pnpm explains itself on stdout). */
async function sh(command: string, args: string[], cwd: string, timeout: number) {
  try {
    return await run(command, args, { cwd, timeout, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

// See docs/decisions/0016-strapi-plugin.md ("Installs into a fresh Strapi app") for why --prefer-offline.
test('the packed tarball installs into a fresh Strapi app, which boots with the plugin registered', async () => {
  scratch = await mkdtemp(join(tmpdir(), 'geo-fresh-strapi-'));
  const app = join(scratch, 'app');
  await cp(fixture, app, { recursive: true });
  await rename(join(app, 'package.template.json'), join(app, 'package.json'));
  await mkdir(join(app, 'public', 'uploads'), { recursive: true });

  await sh('npm', ['pack', '--pack-destination', scratch, '--silent'], root, 60_000);
  const [tarball] = (await readdir(scratch)).filter((name) => name.endsWith('.tgz'));
  await rename(join(scratch, tarball!), join(app, 'plugin.tgz'));

  // The workspace's store holds every package already; the registry is asked only for metadata it lacks.
  const { stdout: store } = await sh('pnpm', ['store', 'path'], root, 30_000);
  await sh(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--store-dir',
      store.trim(),
      '--reporter',
      'append-only',
    ],
    app,
    400_000,
  );

  const { stdout } = await sh(process.execPath, ['boot.cjs'], app, 180_000);
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
  expect(report).toEqual({
    registered: true,
    contentTypes: ['plugin::geo-audit.audit', 'plugin::geo-audit.webhook-delivery'],
    // The webhook route is public and got the raw body (else: 400 no_raw_body); with no key it refuses.
    webhook: { status: 401, body: { ok: false, reason: 'not_configured' } },
    settingsWithoutLogin: 401,
  });
}, 600_000);
