import { parseArgs } from 'node:util';
import { resolveDataDir, UsageError } from './options.ts';

export const PUBLISH_USAGE = `Usage: node --conditions=geo-audit-source packages/devstack/src/publish-sanity.ts [--data-dir <dir>] "Title" ["Body text"]
  --data-dir <dir>  the --data-dir npm start was given (default: GEO_AUDIT_DATA_DIR, else ./.data)`;

export interface PublishArgs {
  title: string;
  body: string;
  /** Where `npm start` wrote `devstack.json`, absolute. */
  dataDir: string;
}

/**
 * Parses the publish command's arguments. The data dir is found as `npm start` finds it (`--data-dir`, else
 * `GEO_AUDIT_DATA_DIR`, else `.data`), relative to the repository root, where `npm start` runs whatever the
 * shell's directory; so the same `--data-dir` leads both to the same `devstack.json`.
 *
 * @example
 * ```ts
 * parsePublishArgs(['--data-dir', '/tmp/geo', 'Cold brew at home'], {}, '/repo');
 * // { title: 'Cold brew at home', body: 'Written with npm start.', dataDir: '/tmp/geo' }
 * ```
 */
export function parsePublishArgs(
  argv: string[],
  env: Record<string, string | undefined>,
  repoRoot: string,
): PublishArgs {
  let parsed: ReturnType<typeof parseWith>;
  try {
    parsed = parseWith(argv);
  } catch (error) {
    // node:util's own sentence names the option ("Unknown option '--dir'"); the usage follows it.
    throw new UsageError((error as Error).message);
  }
  const [title, body = 'Written with npm start.', ...extra] = parsed.positionals;
  if (!title) throw new UsageError('Give the article a title.');
  if (extra.length)
    throw new UsageError(
      `Give a title and at most one body text, each in quotes; got ${parsed.positionals.length} arguments.`,
    );
  return {
    title,
    body,
    dataDir: resolveDataDir(parsed.values['data-dir'], env, repoRoot),
  };
}

function parseWith(argv: string[]) {
  return parseArgs({
    args: argv,
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
}
