import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Base62 of the given bytes (no padding, URL- and double-click-safe). */
export function base62(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0');
}

/** A random identifier with a readable prefix, e.g. `job_3kT9…` (128 bits of randomness). */
export function randomId(prefix: string, bytes = 16): string {
  return `${prefix}_${base62(randomBytes(bytes))}`;
}
