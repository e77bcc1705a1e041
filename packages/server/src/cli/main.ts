#!/usr/bin/env node
import { auditCommand } from '@geo-audit/engine';
import { devCommand } from './dev-command.ts';
import { KEYS_USAGE, keysCommand } from './keys-command.ts';
import { UsageError } from './options.ts';
import { SERVE_USAGE, serveSettings, startServing } from './serve-command.ts';

const USAGE = `Usage:
  ${SERVE_USAGE}
  ${KEYS_USAGE.split('\n').join('\n  ')}
  geo-audit audit <url> [<url> …] [options]
                                      (the engine's audit command; see geo-audit audit --help)
  geo-audit dev                       (server on ./.data with a development key and a demo site)

Every command that touches the store takes --data-dir or GEO_AUDIT_DATA_DIR (default ./.data),
or --database-url postgres://… / GEO_AUDIT_DATABASE_URL to share one PostgreSQL database between instances.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      await startServing(serveSettings(rest));
      return -1;
    case 'dev':
      await devCommand(rest);
      return -1;
    case 'keys':
      return keysCommand(rest);
    case 'audit':
      return auditCommand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return command === undefined ? 1 : 0;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
