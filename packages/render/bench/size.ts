/**
 * Size of the React entry as a host bundles it: esbuild, minified, React and React DOM external.
 * Target: at most 20 KB gzipped. Run with `pnpm bench` in packages/render.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const TARGET_GZIP_BYTES = 20 * 1024;
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function measure(entry: string, external: string[]) {
  const result = await build({
    entryPoints: [join(packageDir, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['geo-audit-source'],
    external,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    metafile: true,
    absWorkingDir: packageDir,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  // Which files take the room, so the next person over budget knows where to look.
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  const largest = Object.entries(inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6);
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, largest };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const react = await measure('src/react/index.ts', ['react', 'react-dom', 'react/jsx-runtime']);
const main = await measure('src/index.ts', []);

console.log('@geo-audit/render bundle sizes (esbuild, minified)');
console.log(
  `  react entry  (react external): ${kb(react.min)} min, ${kb(react.gzip)} gzip  (target ≤ ${kb(TARGET_GZIP_BYTES)} gzip)`,
);
console.log(`  main entry   (html, markdown): ${kb(main.min)} min, ${kb(main.gzip)} gzip`);
console.log(
  `  react entry's largest inputs (minified): ${react.largest.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(', ')}`,
);

// A report, not a gate: `pnpm bench` runs every package's bench, and one package over budget should not
// hide the others' figures.
console.log(
  react.gzip > TARGET_GZIP_BYTES
    ? `  OVER BUDGET by ${kb(react.gzip - TARGET_GZIP_BYTES)} gzip (see README, "Bundle size")`
    : '  within budget',
);
