import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** What one spawned `geo-audit-engine …` left: its exit code and both streams, apart. */
export interface SpawnedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `geo-audit-engine` (from source) as a pipeline would, with `stdin` fed to it (closed at once
 * when not given), and waits for it to exit.
 *
 * @example
 * ```ts
 * const run = await spawnCli(['audit', '--urls-from', '-', '--json'], '# nothing changed\n');
 * ```
 */
export function spawnCli(args: readonly string[], stdin = ''): Promise<SpawnedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=geo-audit-source', MAIN, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
