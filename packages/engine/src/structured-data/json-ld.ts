import { expandTerm, isSchemaOrg, normalizeTerm } from './iri.ts';
import type { StructuredItem, StructuredValue } from './types.ts';

/** Outcome of the tolerant JSON parse of one JSON-LD block. */
export type LenientParse =
  | { ok: true; value: unknown; repairs: string[] }
  | { ok: false; message: string; line?: number; column?: number };

/**
 * Removes what real pages put in JSON-LD that JSON does not allow, outside strings only: `//` and block
 * comments, `<!-- -->` and CDATA wrappers; inside strings, raw control characters are escaped. One pass.
 */
function stripNoise(text: string, repairs: Set<string>): string {
  let out = '';
  let start = 0;
  let inString = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        i++;
      } else if (c === 0x22 /* " */) {
        inString = false;
      } else if (c < 0x20) {
        out += text.slice(start, i);
        out +=
          c === 0x0a
            ? '\\n'
            : c === 0x0d
              ? '\\r'
              : c === 0x09
                ? '\\t'
                : `\\u${c.toString(16).padStart(4, '0')}`;
        start = i + 1;
        repairs.add('control_characters');
      }
      continue;
    }
    if (c === 0x22) {
      inString = true;
      continue;
    }
    let skipTo = -1;
    if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      const eol = text.indexOf('\n', i);
      skipTo = eol === -1 ? n : eol;
      repairs.add('comments');
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      skipTo = end === -1 ? n : end + 2;
      repairs.add('comments');
    } else if (c === 0x3c /* < */ && text.startsWith('<!--', i)) {
      // A whole HTML comment is dropped; `<!--` wrapping the JSON itself (old script hiding) loses its markers.
      const end = text.indexOf('-->', i + 4);
      const inner = end === -1 ? '' : text.slice(i + 4, end);
      skipTo = end !== -1 && !/[{[]/.test(inner) ? end + 3 : i + 4;
      repairs.add('html_comments');
    } else if (c === 0x2d /* - */ && text.startsWith('-->', i)) {
      skipTo = i + 3;
      repairs.add('html_comments');
    } else if (c === 0x3c && text.startsWith('<![CDATA[', i)) {
      skipTo = i + 9;
      repairs.add('cdata_markers');
    } else if (c === 0x5d /* ] */ && text.startsWith(']]>', i)) {
      skipTo = i + 3;
      repairs.add('cdata_markers');
    } else if (c < 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) {
      skipTo = i + 1;
      repairs.add('control_characters');
    }
    if (skipTo !== -1) {
      out += text.slice(start, i);
      start = skipTo;
      i = skipTo - 1;
    }
  }
  return out + text.slice(start);
}

/** Drops commas that directly precede `}` or `]` (outside strings). Expects comments already removed. */
function dropTrailingCommas(text: string, repairs: Set<string>): string {
  let out = '';
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x2c /* , */) {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      const next = text[j];
      if (next === '}' || next === ']') {
        out += text.slice(start, i);
        start = i + 1;
        repairs.add('trailing_commas');
      }
    }
  }
  return out + text.slice(start);
}

const ENTITY: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITY[name.toLowerCase()] ?? whole;
  });
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: Error } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Index of the first JSON syntax error in `text` (its length for an unexpected end), or -1 when it is valid.
 * V8's messages do not always carry a position, so the location is found here; iterative, any depth.
 */
export function jsonErrorIndex(text: string): number {
  const stack: number[] = []; // 0x7b '{' or 0x5b '['
  // What may come next: a value, an object key, ':' , ',' or the container's end.
  let expect = 'value' as 'value' | 'firstValue' | 'key' | 'firstKey' | 'colon' | 'next' | 'done';
  let i = 0;
  const n = text.length;
  while (true) {
    while (i < n && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
    if (i >= n) return expect === 'done' ? -1 : n;
    const c = text.charCodeAt(i);
    if (expect === 'done') return i;
    if (expect === 'colon') {
      if (c !== 0x3a) return i;
      i++;
      expect = 'value';
      continue;
    }
    if (
      expect === 'next' ||
      ((expect === 'firstKey' || expect === 'firstValue') && (c === 0x7d || c === 0x5d))
    ) {
      const open = stack.at(-1);
      if (c === 0x2c && expect === 'next') {
        i++;
        expect = open === 0x7b ? 'key' : 'value';
        continue;
      }
      if ((c === 0x7d && open === 0x7b) || (c === 0x5d && open === 0x5b)) {
        stack.pop();
        i++;
        expect = stack.length === 0 ? 'done' : 'next';
        continue;
      }
      return i;
    }
    if (expect === 'key' || expect === 'firstKey') {
      if (c !== 0x22) return i;
    }
    if (c === 0x22) {
      i++;
      while (i < n && text.charCodeAt(i) !== 0x22) {
        const d = text.charCodeAt(i);
        if (d < 0x20) return i;
        if (d === 0x5c) {
          const e = text[i + 1];
          if (e === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return i;
            i += 6;
            continue;
          }
          if (e === undefined || !'"\\/bfnrt'.includes(e)) return i;
          i += 2;
          continue;
        }
        i++;
      }
      if (i >= n) return n;
      i++;
      expect = expect === 'key' || expect === 'firstKey' ? 'colon' : stack.length === 0 ? 'done' : 'next';
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      stack.push(c);
      i++;
      expect = c === 0x7b ? 'firstKey' : 'firstValue';
      continue;
    }
    NUMBER.lastIndex = i;
    const literal = text.startsWith('true', i)
      ? 4
      : text.startsWith('false', i)
        ? 5
        : text.startsWith('null', i)
          ? 4
          : 0;
    if (literal > 0) i += literal;
    else if (NUMBER.test(text)) i = NUMBER.lastIndex;
    else return i;
    expect = stack.length === 0 ? 'done' : 'next';
  }
}

/** Line and column (1-based) of the first syntax error. */
function positionOf(text: string): { line?: number; column?: number } {
  const index = jsonErrorIndex(text);
  if (index < 0) return {};
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/**
 * Parses a JSON-LD block strictly first, then, if that fails, tolerantly: JS comments, HTML comment and CDATA
 * markers, raw control characters in strings, trailing commas, HTML-escaped content and several top-level
 * objects written one after another. `repairs` names what had to be fixed (empty when it was valid JSON).
 */
export function parseJsonLenient(raw: string): LenientParse {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const strict = tryParse(text);
  if (strict.ok) return { ok: true, value: strict.value, repairs: [] };

  const repairs = new Set<string>();
  let candidate = dropTrailingCommas(stripNoise(text, repairs), repairs);
  let attempt = tryParse(candidate);
  if (!attempt.ok && /&(?:quot|#34|#x22|amp|lt|gt);/i.test(candidate)) {
    const decoded = decodeEntities(candidate);
    const second = tryParse(decoded);
    if (second.ok) {
      repairs.add('html_entities');
      candidate = decoded;
      attempt = second;
    }
  }
  if (!attempt.ok) {
    const trimmed = candidate.trim().replace(/;+$/, '');
    if (/^[{[][\s\S]*[}\]]$/.test(trimmed)) {
      const joined = tryParse(`[${trimmed.replace(/\}\s*,?\s*\{/g, '},{')}]`);
      if (joined.ok) {
        repairs.add('concatenated_objects');
        attempt = joined;
      } else if (trimmed !== candidate) {
        const unterminated = tryParse(trimmed);
        if (unterminated.ok) {
          repairs.add('stray_semicolon');
          attempt = unterminated;
        }
      }
    }
  }
  if (attempt.ok) return { ok: true, value: attempt.value, repairs: [...repairs] };
  return { ok: false, message: strict.error.message, ...positionOf(text) };
}

// ---------------------------------------------------------------------------------------------------------

interface LdContext {
  prefixes: Record<string, string>;
  /** `@vocab` of an inline context when it is not schema.org; bare terms are joined to it. */
  vocab?: string;
}

const EMPTY_CONTEXT: LdContext = { prefixes: { schema: 'http://schema.org/' } };

function withContext(parent: LdContext, raw: unknown): LdContext {
  if (Array.isArray(raw)) return raw.reduce<LdContext>((ctx, entry) => withContext(ctx, entry), parent);
  if (typeof raw === 'string') return isSchemaOrg(raw) ? { prefixes: parent.prefixes } : parent;
  if (raw === null || typeof raw !== 'object') return parent;
  const next: LdContext = { prefixes: parent.prefixes, vocab: parent.vocab };
  let copied = false;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    if (key === '@vocab') next.vocab = isSchemaOrg(value) ? undefined : value;
    else if (!key.startsWith('@') && /[/#:]$/.test(value)) {
      if (!copied) {
        next.prefixes = { ...parent.prefixes };
        copied = true;
      }
      next.prefixes[key.toLowerCase()] = value;
    }
  }
  return next;
}

function term(raw: string, ctx: LdContext): string {
  return expandTerm(raw, ctx.prefixes, ctx.vocab) ?? normalizeTerm(raw);
}

const MAX_DEPTH = 64;
const MAX_STRING = 10_000;

export interface JsonLdSink {
  all: StructuredItem[];
  roots: StructuredItem[];
  /** Remaining node budget for the whole page. */
  budget: number;
  /** Every `{"@id": …}` reference met, in order. */
  refs: string[];
}

/**
 * Turns a parsed JSON-LD value into nodes: `@graph` members and top-level objects become roots, nested objects
 * become property values, `{"@id": …}` alone becomes a reference, `@value`, `@list` and `@set` are unwrapped.
 */
export function jsonLdToItems(value: unknown, where: string, sink: JsonLdSink): void {
  convert(value, EMPTY_CONTEXT, where, undefined, 0, true, sink, []);
}

/**
 * Appends the values `value` stands for to `out` (scalars, nodes, references): one list filled in place, not a
 * list per value joined by every caller.
 */
function convert(
  value: unknown,
  parentCtx: LdContext,
  where: string,
  /** The property this value belongs to, appended to `where` for nested nodes. */
  prop: string | undefined,
  depth: number,
  root: boolean,
  sink: JsonLdSink,
  out: StructuredValue[],
): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string') {
    out.push(value.length > MAX_STRING ? value.slice(0, MAX_STRING) : value);
    return;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    out.push(value);
    return;
  }
  if (typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) convert(entry, parentCtx, where, prop, depth + 1, root, sink, out);
    return;
  }
  const obj = value as Record<string, unknown>;
  const ctx = '@context' in obj ? withContext(parentCtx, obj['@context']) : parentCtx;
  if ('@value' in obj) {
    const literal = obj['@value'];
    if (typeof literal === 'string' || typeof literal === 'number' || typeof literal === 'boolean')
      out.push(literal);
    return;
  }
  if ('@list' in obj || '@set' in obj) {
    convert('@list' in obj ? obj['@list'] : obj['@set'], ctx, where, prop, depth + 1, root, sink, out);
    return;
  }

  const hasGraph = '@graph' in obj;
  if (hasGraph) convert(obj['@graph'], ctx, where, prop, depth + 1, root, sink, out);
  const keys = Object.keys(obj).filter((k) => !k.startsWith('@'));
  const rawId = obj['@id'];
  const id = typeof rawId === 'string' && rawId !== '' ? rawId : undefined;
  const hasType = '@type' in obj;
  if (!hasType && keys.length === 0) {
    if (id !== undefined && !hasGraph) {
      out.push({ ref: id });
      if (!root) sink.refs.push(id);
    }
    return;
  }
  if (sink.budget <= 0) return;
  sink.budget--;
  const rawTypes = obj['@type'];
  const types: string[] = [];
  for (const t of Array.isArray(rawTypes) ? rawTypes : [rawTypes]) {
    if (typeof t !== 'string' || t.trim() === '') continue;
    const name = term(t, ctx);
    if (!types.includes(name)) types.push(name);
  }
  const properties: Record<string, StructuredValue[]> = Object.create(null);
  const here = prop === undefined ? where : `${where} › ${prop}`;
  const item: StructuredItem = { syntax: 'json-ld', types, properties, where: here, root };
  if (id !== undefined) item.id = id;
  sink.all.push(item);
  if (root) sink.roots.push(item);
  for (const key of keys) {
    const name = term(key, ctx);
    // A repeated property (two keys expanding to one term) goes on filling the same list.
    const existing = properties[name];
    const values = existing ?? [];
    convert(obj[key], ctx, here, name, depth + 1, false, sink, values);
    if (existing === undefined && values.length > 0) properties[name] = values;
  }
  out.push(item);
}
