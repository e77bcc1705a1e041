/**
 * Verifies Sanity's GROQ-webhook signature header, `sanity-webhook-signature: t=<unix ms>,v1=<base64url
 * HMAC-SHA256(secret, "t.rawBody")>`. Written here rather than taken from @sanity/webhook because that
 * package compares signatures with `!==` (not constant-time) and has no replay window; Web Crypto's
 * `verify` is constant-time and runs in every runtime the handler targets.
 */
export async function verifySanitySignature(
  rawBody: string,
  header: string | null,
  secret: string,
  options: { toleranceSec?: number; now?: () => Date } = {},
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!header) return { ok: false, reason: 'missing_signature' };
  const { t, v1 } = headerParts(header);
  if (!t || !/^\d{1,16}$/.test(t) || !v1) return { ok: false, reason: 'malformed_signature' };
  const toleranceMs = (options.toleranceSec ?? 300) * 1000;
  const nowMs = (options.now?.() ?? new Date()).getTime();
  if (Math.abs(nowMs - Number(t)) > toleranceMs) return { ok: false, reason: 'timestamp_outside_window' };

  const signature = base64UrlToBytes(v1);
  if (!signature) return { ok: false, reason: 'malformed_signature' };
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    new TextEncoder().encode(`${t}.${rawBody}`),
  );
  return valid ? { ok: true } : { ok: false, reason: 'invalid_signature' };
}

/** Signs like Sanity does; for tests and local tooling that simulate GROQ webhooks. */
export async function signSanityWebhook(
  rawBody: string,
  secret: string,
  timestampMs = Date.now(),
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestampMs}.${rawBody}`)),
  );
  let binary = '';
  for (const byte of mac) binary += String.fromCharCode(byte);
  const base64url = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `t=${timestampMs},v1=${base64url}`;
}

/**
 * The signature of a `sanity-webhook-signature` header as lower-case hex of its bytes, or null when it has none.
 * The bytes, not the header's text, name one signed delivery: base64 decoding ignores a last character's unused
 * bits, so a few spellings of `v1` verify alike and would otherwise count as different deliveries.
 *
 * @example
 * ```ts
 * if ((await verifySanitySignature(body, header, secret)).ok) receipt = `sanitysig-${signatureDigest(header)}`;
 * ```
 */
export function signatureDigest(header: string): string | null {
  const { v1 } = headerParts(header);
  const bytes = v1 ? base64UrlToBytes(v1) : null;
  if (!bytes) return null;
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function headerParts(header: string): Record<string, string | undefined> {
  return Object.fromEntries(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()];
    }),
  );
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
