import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** A long-running child in its own process group, so stopping it also ends everything it started. */
export interface Child {
  pid: number;
  /** The last 20 KB the process printed, for error messages. */
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

/**
 * Starts a command detached (its own process group), collecting its output.
 *
 * @example
 * ```ts
 * const php = startChild('php', ['-S', '127.0.0.1:8080'], { cwd: site });
 * await php.stop();
 * ```
 */
export function startChild(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${command}: is it installed and on PATH?`);
  live.add(child);
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    });
  });
  const pid = child.pid;
  return {
    pid,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      // The leader may exit before its children (php -S workers): end the rest of the group too.
      signalGroup(pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Last resort on exit: kill every process group still running (synchronous, for process.on('exit')). */
export function killAllChildrenNow(): void {
  for (const child of live) if (child.pid) signalGroup(child.pid, 'SIGKILL');
}

/** Runs a command to completion in its own process group; rejects with its output when it fails. */
export async function runToEnd(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<string> {
  const child = startChild(command, args, options);
  const timeoutMs = options.timeoutMs ?? 600_000;
  const timer = setTimeout(() => void child.stop(), timeoutMs);
  const code = await child.exited;
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${child.output()}`);
  }
  return child.output();
}

/** Whether a command is on PATH. */
export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}
