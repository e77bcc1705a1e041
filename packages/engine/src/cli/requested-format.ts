import { parseArgs } from 'node:util';
import { AUDIT_OPTIONS } from './options.ts';

/**
 * The machine-read format the arguments ask for, read leniently so it is known even when they are wrong
 * (`--json --modules shcema`, `--json --jsn`): a pipeline that asked for JSON gets JSON about the usage error
 * too. Null when neither or both of --json and --markdown are given.
 *
 * @example
 * ```ts
 * requestedFormat(['https://example.com/', '--json', '--min-score', 'abc']); // 'json'
 * requestedFormat(['https://example.com/']); // null
 * ```
 */
export function requestedFormat(argv: readonly string[]): 'json' | 'markdown' | null {
  const { values } = parseArgs({
    args: [...argv],
    options: AUDIT_OPTIONS,
    allowPositionals: true,
    strict: false,
  });
  const json = values.json === true;
  const markdown = values.markdown === true;
  if (json === markdown) return null;
  return json ? 'json' : 'markdown';
}
