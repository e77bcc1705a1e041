/**
 * JSON-LD that the page's own inline scripts write when they run. A crawler that reads the HTML as served, as most AI
 * crawlers do (they do not run JavaScript), never sees it; Google's renderer may. With no renderer in the engine this
 * is read from the scripts' source: a script that *writes* a `<script type="application/ld+json">` spells the type
 * next to the write (`s.type = "application/ld+json"`, `setAttribute("type", …)`, markup in a string, or a
 * `type:` property as React, jQuery, Helmet and the Vue/Nuxt head managers take it); a script that *reads* one
 * (`querySelector('script[type="application/ld+json"]')`) spells it inside an attribute selector, and is left out.
 */

/** One inline script that writes JSON-LD. */
export interface ScriptWrittenJsonLd {
  /** The script's place among the page's inline scripts, from 1, in document order. */
  script: number;
  /** How the script writes the block, in words. */
  how: string;
  /** The schema.org types the script's code names (`"@type": "Organization"`), deduplicated, at most `MAX_TYPES`. */
  types: string[];
}

const MAX_TYPES = 10;
/** Writes looked for per page: one per script is all the finding names. */
const MAX_SCRIPTS = 10;
/** How far before `ld+json` the write's own words sit. */
const BEFORE = 120;
/** How far from the write the code that builds the block is read for its `@type`s. */
const TYPES_WINDOW = 20_000;

/**
 * A call that puts something into the document. A `type:` property alone is data: a framework's hydration payload
 * (Nuxt's `window.__NUXT__` repeats the head the server already printed) or any settings object holds one without
 * writing anything; only a script that also makes such a call is taken to write the block it describes.
 */
const DOM_WRITE =
  /\b(?:createElement|appendChild|insertBefore|insertAdjacentHTML|appendTo|prependTo|replaceChildren)\s*\(|\bdocument\.write(?:ln)?\s*\(|\.(?:append|prepend)\s*\(|\.innerHTML\s*=(?!=)/;

/** Ways of writing the block, each matched against the code just before `ld+json` (lower-cased). */
const WRITES: readonly { how: string; pattern: RegExp; needsWrite?: boolean }[] = [
  {
    how: 'sets a script element\'s type to "application/ld+json"',
    pattern: /\.type\s*=\s*["'`]application\/$/,
  },
  {
    how: 'sets a script element\'s type attribute to "application/ld+json"',
    pattern: /setattribute\(\s*["'`]type["'`]\s*,\s*["'`]application\/$/,
  },
  {
    how: 'inserts <script type="application/ld+json"> markup',
    pattern: /<script\b[^<>]*\btype\s*=\s*(?:\\?["'])?application\/$/,
  },
  {
    how: 'creates a script with type "application/ld+json"',
    pattern: /(?:^|[{,\s])["']?type["']?\s*:\s*["'`]application\/$/,
    needsWrite: true,
  },
];

/** An attribute selector (`[type="application/ld+json"]`): the script reads the page's blocks, it writes none. */
const SELECTOR = /\[\s*type\s*[~|^$*]?=\s*\\?["']?application\/$/;

const TYPE_NAME = /\\?["']@type\\?["']\s*:\s*\\?["']([A-Z][A-Za-z0-9]{1,60})\\?["']/g;

function typesNear(source: string, at: number): string[] {
  const from = Math.max(0, at - TYPES_WINDOW);
  const window = source.slice(from, at + TYPES_WINDOW);
  const types = new Set<string>();
  TYPE_NAME.lastIndex = 0;
  for (let m = TYPE_NAME.exec(window); m !== null && types.size < MAX_TYPES; m = TYPE_NAME.exec(window)) {
    types.add(m[1]!);
  }
  return [...types];
}

function writeIn(source: string): { how: string; at: number } | null {
  for (let at = source.indexOf('ld+json'); at !== -1; at = source.indexOf('ld+json', at + 7)) {
    const before = source.slice(Math.max(0, at - BEFORE), at).toLowerCase();
    if (SELECTOR.test(before)) continue;
    const write = WRITES.find((w) => w.pattern.test(before) && (!w.needsWrite || DOM_WRITE.test(source)));
    if (write) return { how: write.how, at };
  }
  return null;
}

/**
 * The inline scripts (sources in document order, as `scanPage` collects them) that write a JSON-LD block at run
 * time, with the types their code names.
 *
 * @example
 * ```ts
 * scriptWrittenJsonLd([
 *   'var s = document.createElement("script"); s.type = "application/ld+json";' +
 *     ' s.text = JSON.stringify({"@type": "Organization", name: "Acme"}); document.head.appendChild(s);',
 * ]);
 * // [{ script: 1, how: 'sets a script element\'s type to "application/ld+json"', types: ['Organization'] }]
 * ```
 */
export function scriptWrittenJsonLd(scripts: readonly string[]): ScriptWrittenJsonLd[] {
  const written: ScriptWrittenJsonLd[] = [];
  for (let i = 0; i < scripts.length && written.length < MAX_SCRIPTS; i++) {
    const source = scripts[i]!;
    const write = writeIn(source);
    if (write) written.push({ script: i + 1, how: write.how, types: typesNear(source, write.at) });
  }
  return written;
}
