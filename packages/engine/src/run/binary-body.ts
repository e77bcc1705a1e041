// biome-ignore-all lint/suspicious/noControlCharactersInRegex: control characters are what tells binary data from text here.
/**
 * What a body that claims to be a page holds when it is binary data instead: a server or CDN that labels an image,
 * a PDF or a compressed file `text/html`. Read on the text the fetcher decoded, so the checks survive either decoding
 * of the high bytes (U+FFFD in UTF-8, Latin letters in windows-1252).
 */

/** The WHATWG MIME Sniffing standard's "binary data bytes": control characters no HTML or text file holds. */
const BINARY_DATA = /[\0-\x08\x0b\x0e-\x1a\x1c-\x1f]/;

/** How far the sniffing standard reads into a resource before it decides (its "resource header"). */
const RESOURCE_HEADER = 1445;

/** Signatures of files most often served by mistake in a page's place, as the decoded text starts. */
const SIGNATURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^.PNG\r\n\x1a\n/s, 'a PNG image'],
  [/^GIF8[79]a/, 'a GIF image'],
  [/^.{2,10}?(?:JFIF|Exif)\0/s, 'a JPEG image'],
  [/^RIFF.{2,4}WEBP/s, 'a WebP image'],
  [/^%PDF-/, 'a PDF document'],
  [/^PK\x03\x04/, 'a ZIP archive'],
  [/^\x1f[\u008b\u2039\ufffd]/, 'compressed data (gzip) sent without a Content-Encoding header'],
];

/**
 * What the body is when it is binary data rather than markup or text (`'a PNG image'`, `'binary data'`), or null
 * when it reads as text. A body that starts like markup is never binary, whatever follows.
 *
 * @example
 * ```ts
 * binaryBodyKind('%PDF-1.7\n…'); // 'a PDF document'
 * binaryBodyKind('<!doctype html><title>Hi</title>'); // null
 * ```
 */
export function binaryBodyKind(body: string): string | null {
  const head = body.slice(0, RESOURCE_HEADER);
  if (/^\s*</.test(head)) return null;
  for (const [signature, kind] of SIGNATURES) if (signature.test(head)) return kind;
  return BINARY_DATA.test(head) ? 'binary data' : null;
}
