import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlugin } from '../../scripts/build.mts';

// Strapi loads plugins from their built entry points (dist/), so the tests build once, from source, first.
export default async function setup() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await buildPlugin({ serverOnly: !existsSync(join(root, 'admin', 'src', 'index.ts')) });
}
