import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const cli = fileURLToPath(new URL('../../../server/src/cli/main.ts', import.meta.url));
const nodeArgs = ['--conditions=geo-audit-source', cli];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real @geo-audit/server as a child process on loopback with a fresh data directory and an
 * agency key, allow-listing 127.0.0.1 so it may audit pages served by the test.
 */
export async function startGeoServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'geo-server-'));
  const env = { ...process.env, GEO_AUDIT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...nodeArgs, 'keys', 'create', '--plan', 'agency', '--name', 'sanity-test', '--json'],
    { env },
  );
  const { key, webhook_secret: webhookSecret } = JSON.parse(stdout) as {
    key: string;
    webhook_secret: string;
  };
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, 'serve', '--port', String(port), '--data-dir', dataDir, '--allow-host', '127.0.0.1'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: the server starts from TypeScript sources on a shared 2-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`geo server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`geo server did not answer /health within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    key,
    webhookSecret,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
