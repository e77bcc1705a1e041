#!/usr/bin/env node
// Launches the built CLI (dist/, made by `pnpm build`). The launcher lives outside dist/ so that installing
// the workspace can link the command before anything is built, and says what to do when nothing is.
// The engine's text patterns use RegExp modifiers (`(?-i:…)`), which older Node cannot parse (decision 0074):
// loading them there stops with a SyntaxError that says nothing of the cause. Tested by the feature itself.
let modifiers = true;
try {
  // A pattern built at run time: a literal would stop the whole file from loading on such a Node.
  // biome-ignore lint/complexity/useRegexLiterals: must not be a literal (see above)
  new RegExp('(?-i:a)', 'i');
} catch {
  modifiers = false;
}
if (!modifiers) {
  process.stderr.write(
    `geo-audit needs Node 24 or newer; this is Node ${process.versions.node}. Install Node 24 (or run \`npm start\` or ` +
      '`npm test` from the repository root, which fetch it into .toolchain/), then run the command again.\n',
  );
  process.exitCode = 4;
} else {
  try {
    await import('../dist/cli/main.js');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('main.js')) throw error;
    process.stderr.write(
      'geo-audit is not built yet. Run `pnpm build` first, or run it from the sources: ' +
        'node --conditions=geo-audit-source packages/server/src/cli/main.ts\n',
    );
    process.exitCode = 4;
  }
}
