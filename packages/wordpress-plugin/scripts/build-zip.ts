// Builds the installable plugin zip: dist/geo-audit-<version>.zip holding geo-audit/ (PHP, build/,
// readme.txt, languages/), the layout WordPress's "Upload Plugin" expects. Runs the editor build first.
// Usage: node scripts/build-zip.ts [--skip-js]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE_DIR = join(import.meta.dirname, '..');
const PLUGIN_DIR = join(PACKAGE_DIR, 'plugin');
const SHIPPED = ['geo-audit.php', 'uninstall.php', 'readme.txt', 'includes', 'build', 'languages'];

/** The plugin version from its header, so the zip name always matches what WordPress will show. */
export function pluginVersion(): string {
  const header = readFileSync(join(PLUGIN_DIR, 'geo-audit.php'), 'utf8');
  const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(header)?.[1];
  if (!version) throw new Error('geo-audit.php has no "Version:" header.');
  return version;
}

/**
 * Builds the editor script into plugin/build with @wordpress/scripts. Serialised with flock because test
 * files that need the build run in parallel and would otherwise write the same files at once.
 */
export function buildEditorScript(): void {
  mkdirSync(join(PACKAGE_DIR, 'dist'), { recursive: true });
  execFileSync(
    'flock',
    [
      join(PACKAGE_DIR, 'dist', '.build.lock'),
      'pnpm',
      'exec',
      'wp-scripts',
      'build',
      '--config',
      'webpack.config.cjs',
    ],
    { cwd: PACKAGE_DIR, stdio: 'pipe' },
  );
}

/** Builds the zip and returns its path. */
export function buildZip(options: { skipJs?: boolean } = {}): string {
  if (!options.skipJs) buildEditorScript();
  execFileSync(process.execPath, [join(PACKAGE_DIR, 'scripts', 'make-pot.ts')], {
    cwd: PACKAGE_DIR,
    stdio: 'pipe',
  });
  for (const entry of SHIPPED) {
    if (!existsSync(join(PLUGIN_DIR, entry)))
      throw new Error(`plugin/${entry} is missing; cannot build the zip.`);
  }
  const staging = mkdtempSync(join(tmpdir(), 'geo-audit-zip-'));
  const root = join(staging, 'geo-audit');
  mkdirSync(root);
  for (const entry of SHIPPED) cpSync(join(PLUGIN_DIR, entry), join(root, entry), { recursive: true });
  const dist = join(PACKAGE_DIR, 'dist');
  mkdirSync(dist, { recursive: true });
  const zip = join(dist, `geo-audit-${pluginVersion()}.zip`);
  rmSync(zip, { force: true });
  try {
    execFileSync('zip', ['-q', '-r', '-X', zip, 'geo-audit'], { cwd: staging, stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `"zip" failed (install it: packages/wordpress-plugin/scripts/ci-deps.sh): ${String(error)}`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return zip;
}

if (import.meta.filename === process.argv[1]) {
  console.log(buildZip({ skipJs: process.argv.includes('--skip-js') }));
}
