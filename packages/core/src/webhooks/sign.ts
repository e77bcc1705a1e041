import { bytesToBase64 } from './base64.ts';
import { importHmacKey } from './secret.ts';

export interface SignWebhookInput {
  /** Message id, the same on every retry (the receiver's idempotency key). Must not contain '.'. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact body bytes that will be sent. */
  body: string;
  /** One secret, or several during rotation (each yields one `v1,` signature). */
  secret: string | readonly string[];
}

/** The three Standard Webhooks headers. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a webhook per the Standard Webhooks spec: `v1,` + base64(HMAC-SHA256(secret, `id.timestamp.body`)),
 * one space-separated signature per secret. Uses Web Crypto, so it runs in Node and browsers alike.
 *
 * @example
 * ```ts
 * const headers = await signWebhook({ id: 'msg_1', timestamp: Math.floor(Date.now() / 1000), body, secret });
 * await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
 * ```
 */
export async function signWebhook(input: SignWebhookInput): Promise<WebhookHeaders> {
  if (input.id.includes('.')) throw new TypeError('webhook id must not contain "."');
  const secrets = typeof input.secret === 'string' ? [input.secret] : input.secret;
  const content = new TextEncoder().encode(`${input.id}.${input.timestamp}.${input.body}`);
  const signatures = await Promise.all(
    secrets.map(async (secret) => {
      const key = await importHmacKey(secret);
      const mac = await crypto.subtle.sign('HMAC', key, content);
      return `v1,${bytesToBase64(new Uint8Array(mac))}`;
    }),
  );
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': signatures.join(' '),
  };
}
