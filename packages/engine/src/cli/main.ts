#!/usr/bin/env node
/**
 * The engine's command line: `geo-audit-engine audit <url> …`. The server's `geo-audit` CLI delegates its
 * `audit` command to the same `auditCommand`.
 */
import { EXIT } from './exit-codes.ts';
import { messages } from './messages.ts';
import { unsupportedNode } from './node-support.ts';
import { suggestedUrl } from './url-check.ts';

const [command, ...rest] = process.argv.slice(2);
const name = 'geo-audit-engine';
if (command === undefined || command === '-h' || command === '--help') {
  const out = command === undefined ? process.stderr : process.stdout;
  out.write(`${messages.usage(name)}\n`);
  process.exitCode = command === undefined ? EXIT.usage : EXIT.ok;
} else if (command !== 'audit') {
  // `geo-audit-engine https://example.com/` is the likeliest slip: show the command that works.
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:\/\/|^(?:[\w-]+(\.[\w-]+)+|localhost)(:\d+)?(\/|$)/i.test(command);
  const message = looksLikeUrl
    ? messages.urlWithoutCommand(
        name,
        command,
        command.includes('://') ? command : (suggestedUrl(command) ?? `https://${command}`),
      )
    : messages.unknownCommand(command);
  process.stderr.write(`${message}\n\n${messages.usage(name)}\n`);
  process.exitCode = EXIT.usage;
} else {
  const tooOld = unsupportedNode();
  if (tooOld !== null) {
    // Checked before the engine loads: loading it is what fails on such a Node, with exit 1 ("below --min-score").
    process.stderr.write(`${tooOld}\n`);
    process.exitCode = EXIT.internal;
  } else {
    const { auditCommand } = await import('./audit-command.ts');
    process.exitCode = await auditCommand(rest, { command: name });
  }
}
