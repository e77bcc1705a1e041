import { base64ToBytes } from './base64.ts';
import { importHmacKey } from './secret.ts';
import { WebhookVerificationError } from './webhook-verification-error.ts';

/** Headers as a Fetch `Headers`, a plain object (any case), or Node's IncomingHttpHeaders. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Accepted clock skew in seconds, both directions (default 300). */
  toleranceSec?: number;
  /** Clock for tests. */
  now?: () => Date;
}

export interface VerifiedWebhook {
  id: string;
  timestamp: number;
  /** The body parsed as JSON (validate it with the event schema you expect). */
  payload: unknown;
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * Verifies a Standard Webhooks request over its raw body: the `v1` HMAC-SHA256 signature (any of several
 * space-separated signatures may match; several secrets may be given during rotation; the comparison is
 * Web Crypto's constant-time `verify`) and the timestamp's replay window. Throws
 * `WebhookVerificationError` on any failure. Deduplicate by the returned `id` afterwards: legitimate
 * retries arrive with fresh timestamps.
 *
 * @example
 * ```ts
 * const { id, payload } = await verifyWebhook(await request.text(), request.headers, process.env.GEO_WEBHOOK_SECRET!);
 * const event = AuditCompletedEvent.parse(payload);
 * ```
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<VerifiedWebhook> {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatureList = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatureList) {
    throw new WebhookVerificationError(
      'missing_headers',
      'webhook-id, webhook-timestamp and webhook-signature are required.',
    );
  }
  if (!/^\d{1,12}$/.test(timestampText)) {
    throw new WebhookVerificationError(
      'invalid_timestamp',
      'webhook-timestamp must be integer Unix seconds.',
    );
  }
  const timestamp = Number(timestampText);
  const tolerance = options.toleranceSec ?? 300;
  const nowSec = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  if (timestamp < nowSec - tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `The webhook timestamp is older than ${tolerance} s.`,
    );
  }
  if (timestamp > nowSec + tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `The webhook timestamp is more than ${tolerance} s ahead.`,
    );
  }

  // The MAC covers the bytes as received: decoding first would map different invalid UTF-8 sequences to the same
  // U+FFFD, so bytes nobody signed would verify.
  const encoder = new TextEncoder();
  const bodyBytes = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${id}.${timestampText}.`);
  const content = new Uint8Array(prefix.length + bodyBytes.length);
  content.set(prefix);
  content.set(bodyBytes, prefix.length);
  const candidates = signatureList
    .split(' ')
    .map((entry) => entry.split(','))
    .filter(([version, value]) => version === 'v1' && value)
    .map(([, value]) => base64ToBytes(value ?? ''))
    .filter((bytes): bytes is Uint8Array<ArrayBuffer> => bytes !== null && bytes.length === 32);

  const secrets = typeof secret === 'string' ? [secret] : secret;
  for (const candidateSecret of secrets) {
    const key = await importHmacKey(candidateSecret);
    for (const signature of candidates) {
      if (await crypto.subtle.verify('HMAC', key, signature, content)) {
        let payload: unknown;
        try {
          payload = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
        } catch {
          throw new WebhookVerificationError('invalid_payload', 'The webhook body is not JSON.');
        }
        return { id, timestamp, payload };
      }
    }
  }
  throw new WebhookVerificationError(
    'no_matching_signature',
    'No webhook signature matches the configured secret.',
  );
}
