// The server's own checks, bundled into the admin: a second copy here could drift from what saving refuses.
import { secretIsKeyIssues } from '../../../server/src/settings-issues.ts';
import { WEBHOOK_SECRET, WEBHOOK_SECRET_LENGTH } from '../../../server/src/webhook-secret.ts';
import type { SaveIssue } from './save-error-message.ts';

/**
 * What saving would refuse about the webhook secret being typed, with the codes the settings route answers
 * (server/src/settings-schema.ts, settings-issues.ts), so the field says it before the admin saves, in the same
 * words. Only the key typed on the page can be compared: the stored one never reaches the browser, so a secret
 * equal to it is still refused at save (and its form is wrong anyway, which this says).
 *
 * @example
 * ```ts
 * typedSecretIssues('geo_live_abc12345', 'geo_live_abc12345');
 * // [{ code: 'webhook_secret_format', values: { length: 50 } }, { code: 'webhook_secret_is_key', … }]
 * ```
 */
export function typedSecretIssues(secret: string, typedKey: string): SaveIssue[] {
  const value = secret.trim();
  if (!value) return [];
  // In the route's order: the schema's format check, then the comparison with the key.
  const issues: SaveIssue[] = [];
  if (!WEBHOOK_SECRET.test(value))
    issues.push({ code: 'webhook_secret_format', values: { length: WEBHOOK_SECRET_LENGTH } });
  // The typed key stands in for the stored one, which the browser never has.
  issues.push(...secretIsKeyIssues({ apiKey: typedKey, webhookSecret: value }, ''));
  return issues;
}
