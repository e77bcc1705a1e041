#!/usr/bin/env node
// Launches the built CLI (dist/, made by `pnpm build`). The launcher lives outside dist/ so that installing
// the workspace can link the command before anything is built, and says what to do when nothing is.
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
