/**
 * The webhook secret the API issues with each key (core's `generateWebhookSecret`): `whsec_` and the base64 of
 * 32 bytes. Anything else cannot verify a delivery: an API key saved here made every webhook fail verification
 * silently, and audits sat at "Queued" until the fallback poll.
 */
export const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

/** How long such a secret is (`whsec_` and 44 base64 characters), which the admin is told when one is refused. */
export const WEBHOOK_SECRET_LENGTH = 50;

/** Why the secret in effect cannot verify a delivery; the codes the settings route refuses a save with. */
export type WebhookSecretProblem = 'webhook_secret_format' | 'webhook_secret_is_key';

/** A secret in effect that cannot verify deliveries, and where it is set, so the admin knows where to fix it. */
export interface WebhookSecretWarning {
  problem: WebhookSecretProblem;
  source: 'config' | 'settings';
}

/**
 * What is wrong with the secret in effect, or null when it is unset or can verify deliveries. Saving checks what
 * is typed, but a secret from `config/plugins` or one stored before that check is only read, never refused: it
 * is warned about instead, so loading never fails and nothing stored is lost. Compared as used, untrimmed: a
 * stray space in an environment variable breaks verification just the same.
 *
 * @example
 * ```ts
 * webhookSecretWarning({ webhookSecret: 'geo_live_abc', apiKey: 'geo_live_abc', source: { webhookSecret: 'config' } });
 * // { problem: 'webhook_secret_is_key', source: 'config' }
 * ```
 */
export function webhookSecretWarning(current: {
  webhookSecret: string;
  apiKey: string;
  source: { webhookSecret: 'config' | 'settings' | 'none' };
}): WebhookSecretWarning | null {
  const { webhookSecret: secret, apiKey } = current;
  if (!secret || current.source.webhookSecret === 'none') return null;
  const source = current.source.webhookSecret;
  if (apiKey !== '' && secret === apiKey) return { problem: 'webhook_secret_is_key', source };
  if (!WEBHOOK_SECRET.test(secret)) return { problem: 'webhook_secret_format', source };
  return null;
}

/** The boot log's line for an unusable secret: where it is set and what to do, never the secret itself. */
export function webhookSecretLogLine({ problem, source }: WebhookSecretWarning): string {
  const where =
    source === 'config'
      ? 'The webhook secret set in config/plugins (geo-audit.config.webhookSecret)'
      : 'The webhook secret saved in Settings → GEO Audit';
  const what =
    problem === 'webhook_secret_is_key'
      ? 'is the API key'
      : 'is not the whsec_… secret the GEO Audit API issues (whsec_ and 44 base64 characters)';
  const fix =
    source === 'config'
      ? 'Set the webhook secret the API issued with the key there and restart Strapi.'
      : 'Enter the webhook secret the API issued with the key there and save.';
  return `[geo-audit] ${where} ${what}: every webhook delivery fails verification and audits stay "Queued" until the fallback poll. ${fix}`;
}
