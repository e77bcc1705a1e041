// `npm start`: the whole suite on loopback. Progress goes to stderr; the table and `ready` to stdout.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killAllChildrenNow } from './child-process.ts';
import { parseOptions, USAGE, UsageError } from './options.ts';
import { startSuite } from './orchestrator.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const started = Date.now();
const log = (line: string) => process.stderr.write(`${line}\n`);

process.on('exit', killAllChildrenNow);
let stopping: Promise<void> | undefined;
let stopSuite: (() => Promise<void>) | undefined;
const shutdown = (signal: string) => {
  if (stopping) return;
  log(`\n${signal}: stopping every part…`);
  stopping = (stopSuite?.() ?? Promise.resolve()).finally(() => {
    log('stopped.');
    process.exit(0);
  });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  // pnpm run forwards the `--` of `npm start -- --only strapi` literally.
  const argv = process.argv.slice(2);
  const options = parseOptions(argv[0] === '--' ? argv.slice(1) : argv);
  log(
    `Starting the GEO audit suite (${['server', 'demo-site', ...options.cms].join(', ')}); state in ${options.dataDir}`,
  );
  const suite = await startSuite(options, repoRoot, log);
  stopSuite = suite.stop;
  if (stopping) await suite.stop();
  process.stdout.write(
    `\n${suite.table}\n\nCredentials and URLs are also in ${join(options.dataDir, 'devstack.json')}.\n`,
  );
  process.stdout.write(
    `Started in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop everything.\n`,
  );
  process.stdout.write(`pids: ${suite.pids.join(' ')}\n`);
  process.stdout.write('ready\n');
} catch (error) {
  if (
    error instanceof UsageError ||
    String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS')
  ) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  // Child-process errors carry a numeric exit code and the child's stderr; show both, not just the message.
  const detail = (error as { stderr?: unknown }).stderr;
  log(
    `\nnpm start failed: ${error instanceof Error ? error.message : String(error)}${detail ? `\n${String(detail).slice(-4000)}` : ''}`,
  );
  process.exit(1);
}
