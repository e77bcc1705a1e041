import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own time moves when an entry is added, renamed or deleted: a deleted source file leaves
  // no file time behind, and a build that still imports it must be redone.
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/**
 * Whether every output exists and is newer than every input file. Rebuilding only when stale keeps
 * `npm start` fast and, above all, never replaces a build another process (a test run) is using.
 */
export function isFresh(outputs: string[], inputs: string[]): boolean {
  if (!outputs.every((output) => existsSync(output))) return false;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return inputs.every((input) => newest(input) <= oldestOutput);
}
