import type { AuditRecord } from '@geo-audit/core';

/** What the plugin's admin routes return (mirrors server/src; the browser never sees a secret). */
export type AuditView = Omit<AuditRecord, 'key'>;

export interface ScoreRow {
  documentId: string;
  state: AuditRecord['state'];
  geoScore: number | null;
  verdict: string | null;
  problem: string | null;
}

export interface ContentTypeSettings {
  enabled: boolean;
  urlPattern: string;
  locales: string[];
}

export interface PublicSettings {
  baseUrl: string;
  baseUrlFromConfig: boolean;
  apiKey: { set: boolean; last4: string | null; fromConfig: boolean };
  webhookSecret: { set: boolean; fromConfig: boolean; problem: WebhookSecretProblem | null };
  webhookUrl: string;
  contentTypes: Record<string, ContentTypeSettings>;
  modules: string[];
  available: {
    modules: string[];
    locales: { code: string; name: string }[];
    contentTypes: { uid: string; displayName: string; localized: boolean; fields: string[] }[];
  };
}

export type WebhookSecretProblem = 'webhook_secret_format' | 'webhook_secret_is_key';

/** A secret in effect that cannot verify webhook deliveries, and where it is set. */
export interface WebhookSecretWarning {
  problem: WebhookSecretProblem;
  source: 'config' | 'settings';
}

export type ConnectionReport = (
  | {
      ok: true;
      baseUrl: string;
      plan: string | null;
      rateLimit: { remaining: number | null; limit: number | null; resetAt: string | null };
    }
  | {
      ok: false;
      baseUrl: string;
      code: string;
      message: string;
      /** For `base_url`: the address that was likely meant. */
      suggestion?: string;
      /** For `rate_limited`: when the quota resets. */
      resetAt?: string;
    }
) & { webhookSecret?: WebhookSecretWarning };

export type UrlPreview =
  | { ok: true; url: string; sampled: boolean }
  | {
      ok: false;
      missing: string[];
      /** What the page words in the admin's language (`settings.error.<code>`); absent: only `message` says it. */
      code?: string;
      values?: Record<string, unknown>;
      message: string;
      sampled?: boolean;
    };
