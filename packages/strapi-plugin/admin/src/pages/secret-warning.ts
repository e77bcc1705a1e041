import type { IntlShape } from 'react-intl';
import type { WebhookSecretWarning } from '../api-types.ts';
import { t } from '../plugin-id.ts';

// By where the secret is set: one saved here is replaced on this page, one from config/plugins only there.
const MESSAGES: Record<string, string> = {
  'webhook_secret_format.settings':
    'The saved webhook secret is not the whsec_… secret the GEO Audit API issues, so webhooks cannot be verified and audits wait for the fallback check. Enter the secret the API issued with the key and save.',
  'webhook_secret_format.config':
    'The webhook secret set in config/plugins is not the whsec_… secret the GEO Audit API issues, so webhooks cannot be verified and audits wait for the fallback check. Set the secret the API issued with the key there and restart Strapi.',
  'webhook_secret_is_key.settings':
    'The saved webhook secret is the API key, so webhooks cannot be verified and audits wait for the fallback check. Enter the webhook secret the API issued with the key (whsec_…) and save.',
  'webhook_secret_is_key.config':
    'The webhook secret set in config/plugins is the API key, so webhooks cannot be verified and audits wait for the fallback check. Set the webhook secret the API issued with the key (whsec_…) there and restart Strapi.',
};

/**
 * Why the secret in effect cannot verify deliveries, where it is set and what to do, in the admin's language;
 * null for a problem this admin has no words for (a newer server's).
 */
export function describeSecretWarning(
  intl: Pick<IntlShape, 'formatMessage'>,
  warning: WebhookSecretWarning,
): string | null {
  const key = `${warning.problem}.${warning.source}`;
  const defaultMessage = MESSAGES[key];
  if (!defaultMessage) return null;
  return intl.formatMessage({ id: t(`settings.webhookSecret.warning.${key}`), defaultMessage });
}
