import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const nodeOnly = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Bundles an entry as a browser app's bundler would, resolving the workspace through its sources. */
function bundleForBrowser(entryPoint: string, plugins: Plugin[] = []) {
  return build({
    entryPoints: [entryPoint],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    conditions: ['geo-audit-source', 'browser'],
    logLevel: 'silent',
    metafile: true,
    plugins,
  });
}

it('bundles the core entry for browsers without any Node-only import', async () => {
  const imported = new Set<string>();
  const result = await bundleForBrowser(entry, [
    {
      name: 'record-node-imports',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /.*/ }, (args) => {
          if (nodeOnly.has(args.path)) imported.add(`${args.path} (from ${args.importer})`);
          return undefined;
        });
      },
    },
  ]);
  expect([...imported]).toEqual([]);
  expect(result.errors).toEqual([]);
  // The bundle really contains the client and the contract (the check is not vacuous).
  const inputs = Object.keys(result.metafile.inputs).join('\n');
  expect(inputs).toMatch(/client\/create-client\.ts/);
  expect(inputs).toMatch(/node_modules\/.*ky/);
  expect(inputs).toMatch(/node_modules\/.*zod/);
});

it('bundles @geo-audit/core/constants without zod or ky, with the same values as the main entry', async () => {
  const result = await bundleForBrowser(fileURLToPath(new URL('../src/constants.ts', import.meta.url)));
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((path) => path.includes('node_modules'))).toEqual([]);
  expect(inputs.join('\n')).toMatch(/contract\/enum-values\.ts/);

  const constants = await import('../src/constants.ts');
  const main = await import('../src/index.ts');
  for (const [name, value] of Object.entries(constants)) {
    expect(main[name as keyof typeof main], name).toBe(value);
  }
  expect(constants.verdictFor(82)).toBe('Good');
});
