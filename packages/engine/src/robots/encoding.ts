/**
 * Percent-encoding normalisation for robots.txt matching (RFC 9309 §2.2.2): rule paths and URL paths are
 * compared only after both are brought into one form, so `/ツ`, `/%E3%83%84` and `/%e3%83%84` are the same
 * path, and so are `/%62%61%7A` and `/baz`.
 *
 * The one form: octets outside printable US-ASCII (and the characters a URI may not carry raw, such as
 * space, `"`, `<`, `>`) are percent-encoded as UTF-8 with upper-case hex; escapes of unreserved characters
 * (`A-Z a-z 0-9 - . _ ~`) are decoded, because they mean the same character; every other escape keeps
 * its meaning (`%2F` is not `/`) and only gets upper-case hex. A `%` that starts no escape becomes `%25`.
 *
 * Two RFC 9309 examples need the side to be known. Figure 6: on the URL side a literal `*` or `$` is data, so
 * it becomes `%2A` / `%24` and a rule writes it that way (`/path/file-with-a-%2A.html`); on the rule side they
 * stay operators (a `$` that is not last is a literal and becomes `%24` in `compilePattern`). Figure 4 row 3:
 * in the query, `:`, `/`, `?` and `@` inside values are data, so on both sides they are compared encoded
 * (`?baz=https://foo.bar` is `?baz=https%3A%2F%2Ffoo.bar`); `&`, `=` and the first `?` stay as they are.
 */

const HEX = '0123456789ABCDEF';
const encoder = new TextEncoder();

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

function isUnreserved(code: number): boolean {
  return (
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 46 ||
    code === 95 ||
    code === 126
  );
}

// Printable ASCII that may not appear raw in a URI: encoded so a raw and an escaped spelling compare equal.
const ENCODE_ASCII = new Set(['"', '<', '>', '\\', '^', '`', '{', '|', '}', '[', ']']);
// Gen-delims that are data once the query has started (RFC 9309 Figure 4 row 3).
const ENCODE_IN_QUERY = new Set([':', '/', '?', '@']);
// Wildcard and anchor: operators in a rule, data in a URL (RFC 9309 Figure 6).
const ENCODE_IN_URL = new Set(['*', '$']);

/** Which side of the comparison a string is: the crawled URL, or a rule's pattern. */
export type OctetSide = 'url' | 'pattern';

function escapeByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
}

/**
 * The normalised octet string of a robots.txt path or pattern (see the module comment). Pure ASCII out.
 * On the `pattern` side (the default) `*` and `$` pass through untouched, so patterns keep their
 * operators; on the `url` side they are escaped, because in a URL they are plain characters.
 *
 * @example
 * ```ts
 * normalizeOctets('/foo/bar/ツ'); // '/foo/bar/%E3%83%84'
 * normalizeOctets('/foo/bar/%62%61%7a'); // '/foo/bar/baz'
 * normalizeOctets('/a?u=https://b.example'); // '/a?u=https%3A%2F%2Fb.example'
 * normalizeOctets('/file-*.html', 'url'); // '/file-%2A.html'
 * ```
 */
export function normalizeOctets(input: string, side: OctetSide = 'pattern'): string {
  let out = '';
  let i = 0;
  let inQuery = false;
  while (i < input.length) {
    const code = input.charCodeAt(i);
    if (code === 37) {
      if (i + 2 < input.length && isHex(input.charCodeAt(i + 1)) && isHex(input.charCodeAt(i + 2))) {
        const value = Number.parseInt(input.slice(i + 1, i + 3), 16);
        out += isUnreserved(value) ? String.fromCharCode(value) : escapeByte(value);
        i += 3;
      } else {
        out += '%25';
        i += 1;
      }
      continue;
    }
    if (code > 32 && code < 127) {
      const char = input[i]!;
      const encode =
        ENCODE_ASCII.has(char) ||
        (inQuery && ENCODE_IN_QUERY.has(char)) ||
        (side === 'url' && ENCODE_IN_URL.has(char));
      out += encode ? escapeByte(code) : char;
      if (char === '?') inQuery = true;
      i += 1;
      continue;
    }
    if (code < 128) {
      out += escapeByte(code);
      i += 1;
      continue;
    }
    // A run of non-ASCII characters, encoded as UTF-8 in one go (lone surrogates become U+FFFD).
    let end = i + 1;
    while (end < input.length && input.charCodeAt(end) >= 128) end += 1;
    for (const byte of encoder.encode(input.slice(i, end))) out += escapeByte(byte);
    i = end;
  }
  return out;
}
