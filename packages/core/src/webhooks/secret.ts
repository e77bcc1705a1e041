import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { WebhookVerificationError } from './webhook-verification-error.ts';

const PREFIX = 'whsec_';

/**
 * A new Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes.
 *
 * @example
 * ```ts
 * const secret = generateWebhookSecret(); // 'whsec_…'
 * ```
 */
export function generateWebhookSecret(): string {
  return PREFIX + bytesToBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** Decodes a `whsec_…` secret (the prefix is optional) into key bytes. */
export function decodeWebhookSecret(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  const bytes = base64ToBytes(encoded);
  if (!bytes || bytes.length === 0) {
    throw new WebhookVerificationError('invalid_secret', 'The webhook secret is not a whsec_ base64 value.');
  }
  return bytes;
}

export function importHmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    decodeWebhookSecret(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}
