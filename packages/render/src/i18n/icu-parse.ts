/**
 * A parser for the subset of ICU MessageFormat the renderer's catalogues need, small enough to ship in the
 * React entry (see docs/decisions/0019-render-message-formatter.md). Anything outside the subset throws, so
 * the translator falls back to the next catalogue instead of showing half-formatted text.
 */

/** Styles a `{name, number, style}` argument accepts. */
export type NumberStyle = 'integer' | 'percent' | '';
/** Styles a `{name, date|time, style}` argument accepts. */
export type DateStyle = 'short' | 'medium' | 'long' | 'full' | '';

/** One piece of a parsed message. */
export type MessageNode =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'number'; name: string; style: NumberStyle }
  | { kind: 'date' | 'time'; name: string; style: DateStyle }
  | { kind: 'select'; name: string; options: Record<string, MessageNode[]> }
  | {
      kind: 'plural';
      name: string;
      ordinal: boolean;
      offset: number;
      options: Record<string, MessageNode[]>;
    };

const NUMBER_STYLES: readonly string[] = ['integer', 'percent', ''];
const DATE_STYLES: readonly string[] = ['short', 'medium', 'long', 'full', ''];
// Characters that quoting with an apostrophe can escape (ICU "DOUBLE_OPTIONAL" apostrophe mode).
const QUOTABLE = '{}<>';

/**
 * Parses an ICU message: literal text, `{name}`, `{name, number|date|time[, style]}`,
 * `{name, plural|selectordinal, [offset:N] =N {…} one {…} other {…}}` with `#`, and
 * `{name, select, key {…} other {…}}`, with apostrophe quoting. Throws a `SyntaxError` on anything else.
 *
 * @example
 * ```ts
 * parseMessage('{count, plural, one {# action} other {# actions}}');
 * // [{ kind: 'plural', name: 'count', ordinal: false, offset: 0, options: { one: [{ kind: 'pound' }, ' action'], … } }]
 * ```
 */
export function parseMessage(source: string): MessageNode[] {
  let at = 0;

  function fail(what: string): never {
    throw new SyntaxError(`${what} at offset ${at} in message "${source}"`);
  }

  function skipSpace(): void {
    while (at < source.length && /\s/.test(source.charAt(at))) at++;
  }

  function expect(char: string): void {
    skipSpace();
    if (source.charAt(at) !== char) fail(`Expected "${char}"`);
    at++;
  }

  function word(): string {
    skipSpace();
    const start = at;
    while (at < source.length && !/[\s{},]/.test(source.charAt(at))) at++;
    return source.slice(start, at);
  }

  function quoted(inPlural: boolean): string | null {
    const next = source.charAt(at + 1);
    if (next === "'") {
      at += 2;
      return "'";
    }
    if (!next || (!QUOTABLE.includes(next) && !(inPlural && next === '#'))) return null;
    let text = next;
    at += 2;
    while (at < source.length) {
      const char = source.charAt(at);
      if (char === "'") {
        if (source.charAt(at + 1) !== "'") {
          at++;
          break;
        }
        at++;
      }
      text += source.charAt(at);
      at++;
    }
    return text;
  }

  function message(depth: number, inPlural: boolean): MessageNode[] {
    const nodes: MessageNode[] = [];
    let text = '';
    while (at < source.length) {
      const char = source.charAt(at);
      if (char === '{') {
        if (text) nodes.push(text);
        text = '';
        nodes.push(argument(depth));
        continue;
      }
      if (char === '}' && depth > 0) break;
      if (char === '#' && inPlural) {
        if (text) nodes.push(text);
        text = '';
        nodes.push({ kind: 'pound' });
        at++;
        continue;
      }
      const escaped = char === "'" ? quoted(inPlural) : null;
      if (escaped === null) {
        text += char;
        at++;
      } else {
        text += escaped;
      }
    }
    if (text) nodes.push(text);
    return nodes;
  }

  function options(depth: number, inPlural: boolean): Record<string, MessageNode[]> {
    const result: Record<string, MessageNode[]> = {};
    for (;;) {
      skipSpace();
      if (source.charAt(at) === '}') break;
      const key = word();
      if (!key) fail('Expected a selector');
      if (Object.hasOwn(result, key)) fail(`Duplicate selector "${key}"`);
      if (key.startsWith('=') && !(inPlural && /^=[-+]?\d+$/.test(key))) fail(`Bad selector "${key}"`);
      expect('{');
      result[key] = message(depth + 1, inPlural);
      expect('}');
    }
    if (!Object.hasOwn(result, 'other')) fail('Missing "other" option');
    return result;
  }

  function argument(depth: number): MessageNode {
    at++;
    const name = word();
    if (!name) fail('Expected an argument name');
    skipSpace();
    if (source.charAt(at) === '}') {
      at++;
      return { kind: 'arg', name };
    }
    expect(',');
    const type = word();
    skipSpace();
    let node: MessageNode;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      expect(',');
      if (type === 'select') {
        node = { kind: 'select', name, options: options(depth, false) };
      } else {
        skipSpace();
        const offset = /^offset:\s*(\d+)/.exec(source.slice(at));
        if (offset) at += offset[0].length;
        node = {
          kind: 'plural',
          name,
          ordinal: type === 'selectordinal',
          offset: Number(offset?.[1] ?? 0),
          options: options(depth, true),
        };
      }
    } else {
      let style = '';
      if (source.charAt(at) === ',') {
        at++;
        style = word();
      }
      if (type === 'number' && NUMBER_STYLES.includes(style)) {
        node = { kind: 'number', name, style: style as NumberStyle };
      } else if ((type === 'date' || type === 'time') && DATE_STYLES.includes(style)) {
        node = { kind: type, name, style: style as DateStyle };
      } else {
        fail(`Unsupported argument type "${type}${style ? `, ${style}` : ''}"`);
      }
    }
    expect('}');
    return node;
  }

  // At the top level a stray "}" is plain text, as in intl-messageformat, so this reads the whole source.
  return message(0, false);
}
