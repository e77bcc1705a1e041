// Regenerates plugin/languages/geo-audit.pot from the PHP (wp-pot) and the editor sources
// (@wordpress/babel-plugin-makepot, the extractor Gutenberg uses), since wp-cli's `i18n make-pot` is not
// available here. Usage: node scripts/make-pot.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = join(import.meta.dirname, '..');
const POT = join(PACKAGE_DIR, 'plugin', 'languages', 'geo-audit.pot');

/** Writes the POT file and returns its path. */
export function makePot(): string {
  const work = mkdtempSync(join(tmpdir(), 'geo-audit-pot-'));
  const { WP_Pot } = require('wp-pot') as {
    WP_Pot: new (
      options: Record<string, unknown>,
    ) => {
      parse: (src: string | string[]) => { writePot: (file: string) => void };
    };
  };
  // Paths relative to the plugin folder, as they are inside the installed plugin. (Run this as its own
  // process: it changes the working directory, which both extractors use for their references.)
  process.chdir(join(PACKAGE_DIR, 'plugin'));
  try {
    // An explicit, sorted file list: directory order differs between checkouts and would reorder the POT.
    const files = [
      ...readdirSync('.').filter((name) => name.endsWith('.php')),
      ...readdirSync('includes').map((name) => `includes/${name}`),
    ].sort();
    new WP_Pot({}).parse(files).writePot(join(work, 'php.pot'));
  } finally {
    process.chdir(PACKAGE_DIR);
  }
  const babel = require('@babel/core') as {
    transformFileSync: (file: string, options: Record<string, unknown>) => unknown;
  };
  const sources = readdirSync(join(PACKAGE_DIR, 'src'))
    .filter((name) => /\.tsx?$/.test(name))
    .sort();
  for (const name of sources) {
    // makepot writes one file per source; the files are merged below.
    babel.transformFileSync(join(PACKAGE_DIR, 'src', name), {
      babelrc: false,
      configFile: false,
      cwd: PACKAGE_DIR,
      filename: join('src', name),
      presets: [[require.resolve('@babel/preset-typescript'), { isTSX: true, allExtensions: true }]],
      plugins: [[require.resolve('@wordpress/babel-plugin-makepot'), { output: join(work, `${name}.pot`) }]],
      code: false,
    });
  }
  const merged = mergePots(
    readdirSync(work)
      .filter((name) => name.endsWith('.pot'))
      .sort()
      .map((name) => readFileSync(join(work, name))),
  );
  writeFileSync(POT, merged);
  rmSync(work, { recursive: true, force: true });
  return POT;
}

interface PoEntry {
  msgctxt?: string;
  msgid: string;
  comments?: { reference?: string; extracted?: string };
}
type PoTranslations = Record<string, Record<string, PoEntry>>;

/** One template from several: same message (context + id) once, with all its source references. */
function mergePots(files: Buffer[]): Buffer {
  const { po } = require('gettext-parser') as {
    po: {
      parse: (input: Buffer) => { headers: Record<string, string>; translations: PoTranslations };
      compile: (data: {
        charset: string;
        headers: Record<string, string>;
        translations: PoTranslations;
      }) => Buffer;
    };
  };
  const translations: PoTranslations = { '': { '': { msgid: '' } } };
  for (const file of files) {
    for (const [context, entries] of Object.entries(po.parse(file).translations)) {
      for (const [id, entry] of Object.entries(entries)) {
        if (id === '') continue;
        translations[context] ??= {};
        const bucket = translations[context];
        const existing = bucket[id];
        if (!existing) {
          bucket[id] = entry;
          continue;
        }
        const references = [existing.comments?.reference, entry.comments?.reference]
          .filter(Boolean)
          .join('\n');
        existing.comments = { ...existing.comments, ...entry.comments, reference: references };
      }
    }
  }
  const pot = po.compile({
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': 'GEO Audit',
      'MIME-Version': '1.0',
      // gettext-parser reads this header by its lower-case name; given as 'Content-Type' it writes a second one.
      'content-type': 'text/plain; charset=utf-8',
      'Content-Transfer-Encoding': '8bit',
      'X-Domain': 'geo-audit',
    },
    translations,
  });
  // As wp-cli's make-pot writes it (gettext-parser lower-cases the charset name; msgfmt and Poedit accept both).
  return Buffer.from(
    pot
      .toString('utf8')
      .replace(
        '"Content-Type: text/plain; charset=utf-8\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
      ),
  );
}

if (import.meta.filename === process.argv[1]) console.log(makePot());
