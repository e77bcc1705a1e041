/**
 * Static detection of the imperative WebMCP API in inline scripts: `registerTool` (or the older
 * `provideContext`) on `document.modelContext` (current draft) or `navigator.modelContext` (the first preview).
 * Without running scripts this cannot see tools registered from external bundles; that is reported as such.
 */

export interface ImperativeTools {
  detected: boolean;
  /** The API object used; `document.modelContext` when both appear. */
  api: 'document.modelContext' | 'navigator.modelContext' | null;
  apis: string[];
  /** Tool names read from `registerTool({ name: '…' })` literals. */
  names: string[];
  /** The first call, for evidence. */
  excerpt: string | null;
}

const CALL =
  /\b(document|navigator)\s*(?:\?\.|\.)\s*modelContext\s*(?:\?\.|\.)\s*(registerTool|provideContext)\s*\(/g;
/** `const mc = document.modelContext; mc.registerTool(…)` */
const ALIAS = /\b(document|navigator)\s*(?:\?\.|\.)\s*modelContext\b/g;
const REGISTER = /\bregisterTool\s*\(/;
const NAME = /registerTool\s*\(\s*\{[^}]{0,400}?\bname\s*:\s*(["'`])([^"'`\n]{1,100})\1/g;

/**
 * @example
 * ```ts
 * imperativeTools('document.modelContext.registerTool({ name: "search", execute })').names; // ['search']
 * ```
 */
export function imperativeTools(script: string): ImperativeTools {
  // Every call and alias names `modelContext` (the expressions are case-sensitive): one native search rules out
  // the usual page, whose inline scripts can run to megabytes, before any expression scans them.
  if (!script.includes('modelContext')) {
    return { detected: false, api: null, apis: [], names: [], excerpt: null };
  }
  const apis = new Set<string>();
  let excerpt: string | null = null;
  const call = new RegExp(CALL.source, CALL.flags);
  for (let m = call.exec(script); m !== null; m = call.exec(script)) {
    apis.add(`${m[1]}.modelContext`);
    excerpt ??= script.slice(m.index, m.index + 120).replace(/\s+/g, ' ');
  }
  if (apis.size === 0 && REGISTER.test(script)) {
    const alias = new RegExp(ALIAS.source, ALIAS.flags);
    for (let m = alias.exec(script); m !== null; m = alias.exec(script)) {
      apis.add(`${m[1]}.modelContext`);
      excerpt ??= script.slice(m.index, m.index + 120).replace(/\s+/g, ' ');
    }
  }
  const names: string[] = [];
  if (apis.size > 0) {
    const name = new RegExp(NAME.source, NAME.flags);
    for (let m = name.exec(script); m !== null && names.length < 50; m = name.exec(script)) {
      if (!names.includes(m[2]!)) names.push(m[2]!);
    }
  }
  const list = [...apis].sort();
  return {
    detected: list.length > 0,
    api: list.includes('document.modelContext')
      ? 'document.modelContext'
      : list.includes('navigator.modelContext')
        ? 'navigator.modelContext'
        : null,
    apis: list,
    names,
    excerpt,
  };
}
