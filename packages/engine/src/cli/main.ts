#!/usr/bin/env node
/**
 * The engine's command line: `geo-audit-engine audit <url> …`. The server's `geo-audit` CLI delegates its
 * `audit` command to the same `auditCommand`.
 */
import { auditCommand } from './audit-command.ts';
import { EXIT } from './exit-codes.ts';
import { messages } from './messages.ts';

const [command, ...rest] = process.argv.slice(2);
const name = 'geo-audit-engine';
if (command === undefined || command === '-h' || command === '--help') {
  const out = command === undefined ? process.stderr : process.stdout;
  out.write(`${messages.usage(name)}\n`);
  process.exitCode = command === undefined ? EXIT.usage : EXIT.ok;
} else if (command !== 'audit') {
  process.stderr.write(`${messages.unknownCommand(command)}\n\n${messages.usage(name)}\n`);
  process.exitCode = EXIT.usage;
} else {
  process.exitCode = await auditCommand(rest, { command: name });
}
