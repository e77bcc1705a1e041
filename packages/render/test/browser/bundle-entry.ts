import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Bundles a small host page's entry (TypeScript + JSX, importing render's sources by path from the package folder)
 * into one script a Chromium page can run, as a CMS's own bundler would ship render.
 *
 * @example
 * ```ts
 * const script = await bundleEntry(`import { AuditPanel } from './src/react/index.ts'; …`, 'panel-entry.ts');
 * await page.addScriptTag({ content: script });
 * ```
 */
export async function bundleEntry(contents: string, sourcefile: string): Promise<string> {
  const bundle = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    conditions: ['geo-audit-source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]?.text ?? '';
}
