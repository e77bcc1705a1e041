import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CMS_PARTS, type CmsName, DEFAULT_PORTS, type Ports } from './parts/part.ts';

export interface Options {
  /** The CMSs to start; the GEO server and the demo site always run. */
  cms: CmsName[];
  dataDir: string;
  ports: Ports;
}

export const USAGE = `Usage: npm start [-- options]
  --only <parts>     comma-separated: strapi, wordpress, sanity (the GEO server and demo site always run)
  --skip <parts>     start everything except these
  --data-dir <dir>   where state lives (default ./.data)
  --port-offset <n>  add n to every port (8787 API, 4100 demo site, 1337 Strapi, 8080 WordPress, 4200 Sanity handler,
                     3333 Sanity Studio)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function names(value: string | undefined, flag: string): CmsName[] | undefined {
  if (value === undefined) return undefined;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== 'server' && s !== 'demo-site');
  for (const name of list) {
    if (!(CMS_PARTS as readonly string[]).includes(name)) {
      throw new UsageError(`${flag}: unknown part "${name}". Choose from ${CMS_PARTS.join(', ')}.`);
    }
  }
  return list as CmsName[];
}

/**
 * Where the suite's state lives, as `npm start` and the commands that talk to it all find it: the `--data-dir`
 * given, else `GEO_AUDIT_DATA_DIR`, else `.data`, relative to `base`. One rule, so the same flag leads each
 * command to the same `devstack.json`.
 */
export function resolveDataDir(
  flag: string | undefined,
  env: Record<string, string | undefined>,
  base: string,
) {
  return resolve(base, flag ?? env.GEO_AUDIT_DATA_DIR ?? '.data');
}

/** Parses `npm start -- …` arguments. */
export function parseOptions(argv: string[], cwd = process.cwd()): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      skip: { type: 'string' },
      'data-dir': { type: 'string' },
      'port-offset': { type: 'string' },
    },
  });
  const only = names(values.only, '--only');
  const skip = names(values.skip, '--skip') ?? [];
  const offsetText = values['port-offset'] ?? '0';
  if (!/^\d+$/.test(offsetText))
    throw new UsageError(`--port-offset must be a whole number, got "${offsetText}".`);
  const offset = Number(offsetText);
  const ports = Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([k, v]) => [k, v + offset]),
  ) as unknown as Ports;
  return {
    cms: (only ?? [...CMS_PARTS]).filter((name) => !skip.includes(name)),
    dataDir: resolveDataDir(values['data-dir'], process.env, cwd),
    ports,
  };
}
