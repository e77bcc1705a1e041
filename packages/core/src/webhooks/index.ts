export { generateWebhookSecret } from './secret.ts';
export { type SignWebhookInput, signWebhook, type WebhookHeaders } from './sign.ts';
export {
  type HeaderSource,
  type VerifiedWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
} from './verify.ts';
export { type WebhookRejection, WebhookVerificationError } from './webhook-verification-error.ts';
