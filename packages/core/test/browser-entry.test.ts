import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const nodeOnly = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

it('bundles the core entry for browsers without any Node-only import', async () => {
  const imported = new Set<string>();
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    conditions: ['geo-audit-source', 'browser'],
    logLevel: 'silent',
    metafile: true,
    plugins: [
      {
        name: 'record-node-imports',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /.*/ }, (args) => {
            if (nodeOnly.has(args.path)) imported.add(`${args.path} (from ${args.importer})`);
            return undefined;
          });
        },
      },
    ],
  });
  expect([...imported]).toEqual([]);
  expect(result.errors).toEqual([]);
  // The bundle really contains the client and the contract (the check is not vacuous).
  const inputs = Object.keys(result.metafile.inputs).join('\n');
  expect(inputs).toMatch(/client\/create-client\.ts/);
  expect(inputs).toMatch(/node_modules\/.*ky/);
  expect(inputs).toMatch(/node_modules\/.*zod/);
});
