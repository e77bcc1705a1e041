/**
 * Size of the block editor script as WordPress serves it: the production build of @wordpress/scripts, with
 * every WordPress-provided package (React, @wordpress/*) external, so only our code, @geo-audit/render and
 * its message formatter count. Target: at most 30 KB gzipped. Run with `pnpm bench` in this package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildEditorScript } from '../scripts/build-zip.ts';

const TARGET_GZIP_BYTES = 30 * 1024;
const packageDir = join(import.meta.dirname, '..');

buildEditorScript();
const code = readFileSync(join(packageDir, 'plugin', 'build', 'index.js'));
const asset = readFileSync(join(packageDir, 'plugin', 'build', 'index.asset.php'), 'utf8');
const dependencies = /'dependencies' => array\(([^)]*)\)/.exec(asset)?.[1] ?? '';
const externals = [...dependencies.matchAll(/'([^']+)'/g)].map((match) => match[1]);
const gzip = gzipSync(code, { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('geo-audit WordPress editor script (wp-scripts production build)');
console.log(
  `  build/index.js: ${kb(code.byteLength)} min, ${kb(gzip)} gzip  (target ≤ ${kb(TARGET_GZIP_BYTES)} gzip)`,
);
console.log(`  provided by WordPress, not counted: ${externals.join(', ')}`);
// A report, not a gate, like the other packages' benches.
console.log(
  gzip > TARGET_GZIP_BYTES ? `  OVER BUDGET by ${kb(gzip - TARGET_GZIP_BYTES)} gzip` : '  within budget',
);
