/**
 * Builds the publishable plugin into dist/: the server as one CommonJS file (what Strapi `require`s), the
 * admin as ESM and CommonJS. Workspace code (@geo-audit/core, @geo-audit/render) and its small dependencies
 * are bundled in, so the plugin installs with no ESM-only runtime dependency; Strapi, React and the design
 * system stay external (the host app provides them). See docs/decisions/0016-strapi-plugin.md.
 *
 * Usage: node scripts/build.mts [--server-only]
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hostProvided = [
  '@strapi/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-intl',
  'react-router-dom',
  'styled-components',
];

const shared: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  conditions: ['geo-audit-source'],
  external: hostProvided,
  legalComments: 'none',
  logLevel: 'warning',
  sourcemap: true,
};

export async function buildPlugin(options: { serverOnly?: boolean } = {}): Promise<void> {
  await rm(join(root, 'dist', 'server'), { recursive: true, force: true });
  const jobs: Promise<unknown>[] = [
    build({
      ...shared,
      entryPoints: ['server/src/index.ts'],
      outfile: 'dist/server/index.js',
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      // Strapi reads `module.exports.default ?? module.exports`; expose the plugin object directly.
      footer: { js: 'module.exports = module.exports.default;' },
    }),
  ];
  if (!options.serverOnly) {
    await rm(join(root, 'dist', 'admin'), { recursive: true, force: true });
    for (const format of ['esm', 'cjs'] as const) {
      jobs.push(
        build({
          ...shared,
          entryPoints: ['admin/src/index.ts'],
          outfile: `dist/admin/index.${format === 'esm' ? 'mjs' : 'js'}`,
          platform: 'browser',
          target: 'es2020',
          format,
          jsx: 'automatic',
          loader: { '.json': 'json' },
        }),
      );
    }
  }
  await Promise.all(jobs);
  // The sources are ESM ("type": "module"); the built .js files are CommonJS, which Strapi `require`s.
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, 'dist', 'package.json'), '{ "type": "commonjs" }\n');
  // Hosts only hand these objects to Strapi; a declaration of their outer shape is all the exports need.
  for (const side of options.serverOnly ? ['server'] : ['server', 'admin']) {
    await mkdir(join(root, 'dist', side, 'src'), { recursive: true });
    await writeFile(
      join(root, 'dist', side, 'src', 'index.d.ts'),
      `/** The ${side} half of strapi-plugin-geo-audit, as Strapi loads it. */\ndeclare const plugin: Record<string, unknown>;\nexport default plugin;\n`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPlugin({ serverOnly: process.argv.includes('--server-only') });
}
