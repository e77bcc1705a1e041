import { type AuditCommandIo, auditCommand } from '../../src/index.ts';

/** What one `geo-audit audit …` run left: its exit code and both streams, written apart. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `geo-audit audit <argv>` in process with its output captured, as the server's CLI calls it.
 *
 * @example
 * ```ts
 * const run = await runAuditCommand([site.url('/a'), site.url('/b'), '--json']);
 * ```
 */
export async function runAuditCommand(
  argv: readonly string[],
  io: Omit<AuditCommandIo, 'stdout' | 'stderr'> = {},
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const code = await auditCommand(argv, {
    ...io,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
