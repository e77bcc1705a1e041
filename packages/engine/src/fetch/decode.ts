/**
 * Bytes to text the way a browser would: a BOM wins, then the Content-Type charset, then (for HTML) a
 * `<meta charset>` or http-equiv declaration in the first bytes, via html-encoding-sniffer (the
 * WHATWG sniffing algorithm). With no declaration, valid UTF-8 is read as UTF-8, anything else as
 * windows-1252, so every body decodes to something.
 */
import { MIMEType } from 'node:util';
import sniffHtmlEncoding from 'html-encoding-sniffer';

export interface ContentType {
  /** `type/subtype`, lower-cased, or '' when absent or unparseable. */
  essence: string;
  charset?: string;
}

export function parseContentType(header: string | undefined): ContentType {
  if (header === undefined || header.trim() === '') return { essence: '' };
  try {
    const mime = new MIMEType(header);
    const charset = mime.params.get('charset');
    return charset ? { essence: mime.essence, charset } : { essence: mime.essence };
  } catch {
    const essence = header.split(';')[0]?.trim().toLowerCase() ?? '';
    return { essence };
  }
}

/** Whether a Content-Type names something the engine can read as text (HTML, XML, JSON, plain text …). */
export function isTextual(essence: string): boolean {
  if (essence === '') return true;
  if (essence.startsWith('text/')) return true;
  if (essence.endsWith('+xml') || essence.endsWith('+json')) return true;
  return [
    'application/xml',
    'application/json',
    'application/javascript',
    'application/x-javascript',
    'application/ecmascript',
    'application/markdown',
  ].includes(essence);
}

function isHtmlLike(essence: string): boolean {
  return essence === '' || essence === 'text/html' || essence === 'application/xhtml+xml';
}

function isXml(essence: string): boolean {
  return essence === 'application/xml' || essence === 'text/xml' || essence.endsWith('+xml');
}

function tryDecode(encoding: string, bytes: Uint8Array, fatal = false): Decoded | undefined {
  try {
    const decoder = new TextDecoder(encoding, { fatal });
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  } catch {
    return undefined;
  }
}

/** A decoded body and the encoding it was read as (WHATWG name, lower-case: `utf-8`, `utf-16le` …). */
export interface Decoded {
  text: string;
  encoding: string;
}

/** Decodes a body per its Content-Type header and content. Never throws. */
export function decodeText(bytes: Uint8Array, contentTypeHeader: string | undefined): string {
  return decodeBody(bytes, contentTypeHeader).text;
}

/**
 * `decodeText`, also saying which encoding was used (robots.txt must be UTF-8: crawlers read a UTF-16 file as
 * bytes and find no rules in it).
 *
 * @example
 * ```ts
 * decodeBody(new Uint8Array([0xff, 0xfe, 0x41, 0]), 'text/plain').encoding; // 'utf-16le'
 * ```
 */
export function decodeBody(bytes: Uint8Array, contentTypeHeader: string | undefined): Decoded {
  const { essence, charset } = parseContentType(contentTypeHeader);
  let declared: string | null = null;
  try {
    declared = isXml(essence)
      ? sniffHtmlEncoding(bytes, { xml: true, transportLayerEncodingLabel: charset, defaultEncoding: null })
      : sniffHtmlEncoding(bytes, {
          transportLayerEncodingLabel: charset,
          defaultEncoding: null,
          maxPrescanBytes: isHtmlLike(essence) ? 1024 : 0,
        });
  } catch {
    declared = null;
  }
  if (declared !== null) {
    const decoded = tryDecode(declared, bytes);
    if (decoded !== undefined) return decoded;
  }
  return (
    tryDecode('utf-8', bytes, true) ??
    tryDecode('windows-1252', bytes) ?? { text: Buffer.from(bytes).toString('latin1'), encoding: 'latin1' }
  );
}

/**
 * robots.txt as crawlers read it: as UTF-8 whatever charset the Content-Type declares (RFC 9309 §2.3; Google reads
 * the bytes as UTF-8), so `Disallow: /caf\xe9` in a Latin-1 file does not turn into a rule on `/café` that no crawler
 * applies. Invalid bytes become U+FFFD. UTF-16 (by BOM or charset) is still decoded as such and named in
 * `encoding`: crawlers find no rules in it, and the analyzer says why.
 *
 * @example
 * ```ts
 * decodeRobotsTxt(Buffer.from('Disallow: /caf\xe9', 'latin1'), 'text/plain; charset=iso-8859-1').text;
 * // 'Disallow: /caf\ufffd'
 * ```
 */
export function decodeRobotsTxt(bytes: Uint8Array, contentTypeHeader: string | undefined): Decoded {
  const declared = decodeBody(bytes, contentTypeHeader);
  if (declared.encoding === 'utf-8' || declared.encoding.startsWith('utf-16')) return declared;
  return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
}
