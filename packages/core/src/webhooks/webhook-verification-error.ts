/** Why a webhook was rejected. Receivers answer 401 and change nothing. */
export type WebhookRejection =
  | 'missing_headers'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_secret'
  | 'invalid_payload';

/**
 * Thrown by `verifyWebhook` when a webhook must not be trusted.
 *
 * @example
 * ```ts
 * try { await verifyWebhook(raw, headers, secret); }
 * catch (error) { if (error instanceof WebhookVerificationError) return new Response(null, { status: 401 }); }
 * ```
 */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly reason: WebhookRejection;

  constructor(reason: WebhookRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}
