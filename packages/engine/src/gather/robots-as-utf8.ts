import type { FetchedResource } from '../artifacts.ts';

/**
 * A robots.txt that a fetcher of the caller's own decoded by its declared single-byte charset, ignoring
 * `SafeRequestInit.robotsTxt`, read again as crawlers read it: its bytes as UTF-8. The engine's own fetcher decodes
 * robots.txt as UTF-8 already, so this only keeps a custom fetcher's audit from reporting rules no crawler applies
 * (`Disallow: /caf\xe9` in a Latin-1 file as a rule on `/café`).
 */

// windows-1252 maps 0x80–0x9F to other code points (€, ‚, ƒ …); every other byte is its own code point.
const WINDOWS_1252_HIGH = new Map<number, number>();
{
  const text = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
  for (let i = 0; i < text.length; i++) WINDOWS_1252_HIGH.set(text.charCodeAt(i), 0x80 + i);
}

/** The bytes a windows-1252 (or latin1) decoding came from; null when a character cannot have come from one. */
function singleByteBytes(text: string, encoding: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = encoding === 'windows-1252' ? (WINDOWS_1252_HIGH.get(code) ?? code) : code;
    if (byte > 0xff) return null;
    bytes[i] = byte;
  }
  return bytes;
}

/**
 * `resource` with its body re-read as UTF-8 when it was decoded as windows-1252 or latin1 (what a fetcher that
 * ignores `robotsTxt` does with `charset=iso-8859-1`); otherwise `resource` itself. Other legacy charsets are left
 * as decoded: they cannot be turned back into bytes without an encoder for each.
 *
 * @example
 * ```ts
 * robotsAsUtf8({ ...robots, body: 'Disallow: /café', encoding: 'windows-1252' }).body; // 'Disallow: /caf\ufffd'
 * ```
 */
export function robotsAsUtf8(resource: FetchedResource): FetchedResource {
  const encoding = resource.encoding;
  if (encoding !== 'windows-1252' && encoding !== 'latin1') return resource;
  const bytes = singleByteBytes(resource.body, encoding);
  if (bytes === null) return resource;
  const { encoding: _declared, ...rest } = resource;
  return { ...rest, body: new TextDecoder('utf-8').decode(bytes) };
}
