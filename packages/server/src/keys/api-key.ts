import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { base62 } from '../util/ids.ts';

const KEY_PATTERN = /^geo_(live|test)_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$/;

function checksum(body: string): string {
  const value = crc32(body);
  const bytes = new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
  return base62(bytes).slice(-6).padStart(6, '0');
}

/**
 * A new API key: `geo_live_` + 256 random bits in base62 + `_` + a 6-character CRC32 checksum, so typos and
 * garbage are refused without a store lookup and secret scanners can recognise the format.
 *
 * @example
 * ```ts
 * generateApiKey(); // 'geo_live_3Jf…_a1B2c3'
 * ```
 */
export function generateApiKey(kind: 'live' | 'test' = 'live'): string {
  const body = `geo_${kind}_${base62(randomBytes(32))}`;
  return `${body}_${checksum(body)}`;
}

/** True when the text has the key format and a valid checksum (no store access). */
export function isWellFormedApiKey(text: string): boolean {
  const match = KEY_PATTERN.exec(text);
  if (!match) return false;
  return checksum(text.slice(0, text.length - 7)) === match[3];
}

/** SHA-256 hex of the key: enough for 256-bit random keys (no salt or slow hash needed, decision 0015). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The non-secret beginning of a key shown in listings. */
export function keyPrefix(key: string): string {
  return key.slice(0, 13);
}
