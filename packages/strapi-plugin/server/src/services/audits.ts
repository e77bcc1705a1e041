import {
  type AuditRecord,
  type Coordinator,
  createCoordinator,
  createGeoAuditClient,
  type GeoAuditClient,
  RateLimitError,
  resolveUrlPattern,
} from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import { type AuditSubject, auditKey } from '../audit-key.ts';
import type { GeoAuditPluginConfig } from '../config.ts';
import {
  type ConnectionProblem,
  connectionProblem,
  isMissingJob,
  suggestedBaseUrl,
} from '../connection-problem.ts';
import { PLUGIN_ID } from '../plugin-id.ts';
import { missingFields, notAUrl, refusedPattern } from '../preview-problem.ts';
import { createStrapiStore } from '../strapi-store.ts';
import { appPrivateAttributes, auditableSchema, urlFields } from '../url-fields.ts';
import { sweepWebhookReceipts } from '../webhook-receipts.ts';
import { type WebhookSecretWarning, webhookSecretWarning } from '../webhook-secret.ts';
import type { EffectiveSettings, SettingsService } from './settings.ts';

type Entry = Record<string, unknown> & { documentId?: string; locale?: string | null };

/** Why "Re-run audit" was refused: the sentence, and a code the admin words in its own language. */
export interface RerunRefusal {
  error: string;
  code: 'not_published' | 'not_audited';
}

interface Wired {
  client: GeoAuditClient;
  coordinator: Coordinator;
}

/**
 * What "Test connection" reports to the admin. `webhookSecret` names a secret in effect that cannot verify
 * deliveries: the key and address can test fine while every webhook fails, which nothing else would show.
 */
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
      code: ConnectionProblem | 'no_key';
      message: string;
      /** For `base_url`: the address that was likely meant (the origin, without `/api`). */
      suggestion?: string;
      /** For `rate_limited`: when the quota resets, so the admin is told a time rather than header names. */
      resetAt?: string;
    }
) & { webhookSecret?: WebhookSecretWarning };

const auditsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = createStrapiStore(strapi);
  const settings = () => strapi.plugin(PLUGIN_ID).service('settings') as SettingsService;
  let wired: Promise<Wired | null> | null = null;

  function makeClient(current: EffectiveSettings): GeoAuditClient {
    return createGeoAuditClient({
      apiKey: current.apiKey,
      baseUrl: current.baseUrl,
      userAgent: 'strapi-plugin-geo-audit',
      // Publishing must never wait: a 429 is stored as "waiting" and retried by the poller instead.
      retry: { onRateLimit: 'throw', limit: 1, serverErrorDelayMs: 5_000 },
      timeoutMs: 10_000,
    });
  }

  function wire(): Promise<Wired | null> {
    wired ??= settings()
      .effective()
      .then((current) => {
        if (!current.apiKey) return null;
        const client = makeClient(current);
        const recheckDelaysMs = strapi
          .plugin(PLUGIN_ID)
          .config('recheckDelaysMs') as GeoAuditPluginConfig['recheckDelaysMs'];
        const coordinator = createCoordinator({
          client,
          store,
          ...(recheckDelaysMs ? { recheckDelaysMs } : {}),
          webhookUrl: current.webhookUrl,
          ...(current.webhookSecret ? { webhookSecret: current.webhookSecret } : {}),
          ...(current.modules.length > 0 ? { modules: current.modules } : {}),
        });
        return { client, coordinator };
      });
    return wired;
  }

  async function storeProblem(key: string, url: string, error: AuditRecord['error']): Promise<AuditRecord> {
    const previous = await store.get(key);
    const at = new Date().toISOString();
    const record: AuditRecord = {
      ...(previous ?? {
        key,
        jobId: null,
        geoScore: null,
        verdict: null,
        resultsUrl: null,
        result: null,
        progress: null,
        completedAt: null,
        history: [],
      }),
      key,
      url,
      state: 'failed',
      error,
      requestedAt: at,
      updatedAt: at,
    };
    await store.save(record);
    return record;
  }

  /** Audits one published entry: resolves its public URL and hands it to the coordinator. Never throws. */
  async function auditEntry(
    subject: AuditSubject,
    entry: Entry,
    current: EffectiveSettings,
  ): Promise<AuditRecord> {
    const key = auditKey(subject);
    const pattern = current.contentTypes[subject.uid]?.urlPattern ?? '';
    if (!pattern) {
      return storeProblem(key, '', {
        code: 'invalid_url',
        message: 'This content type has no public URL pattern yet: add one in Settings → GEO Audit.',
        pattern: { reason: 'none', fields: [] },
      });
    }
    const schema = auditableSchema(strapi, subject.uid);
    const fields = schema ? urlFields(schema, entry, appPrivateAttributes(strapi)) : {};
    const resolved = resolveUrlPattern(pattern, { ...fields, locale: subject.locale ?? '' });
    if (!resolved.ok)
      return storeProblem(key, '', {
        code: 'invalid_url',
        message: resolved.message,
        pattern: { reason: resolved.reason, fields: resolved.missing },
      });
    const live = await wire();
    if (!live) {
      return storeProblem(key, resolved.url, {
        code: 'auth',
        message: 'No API key is set: add one in Settings → GEO Audit (or GEO_AUDIT_API_KEY).',
      });
    }
    return live.coordinator.publish({ key, url: resolved.url });
  }

  return {
    store,

    /** Called by the publish middleware after Strapi has published; decides whether this publish is audited. */
    async onPublish(uid: string, entries: Entry[]): Promise<void> {
      const current = await settings().effective();
      const type = current.contentTypes[uid];
      if (!type?.enabled) return;
      for (const entry of entries) {
        if (!entry.documentId) continue;
        const locale = entry.locale ?? null;
        if (locale && type.locales.length > 0 && !type.locales.includes(locale)) continue;
        await auditEntry({ uid, documentId: entry.documentId, locale }, entry, current);
      }
    },

    /**
     * Called by the publish middleware after an entry was unpublished or deleted: its page is gone, so a start or
     * re-check still waiting is dropped (core's `withdraw`), and a deleted entry's records are removed.
     */
    async onWithdraw(
      uid: string,
      documentId: string,
      locale: string | null,
      action: 'unpublish' | 'delete',
    ): Promise<void> {
      const keys = await store.keysOf(uid, documentId, locale);
      if (action === 'delete') return store.remove(keys);
      const live = await wire();
      if (!live) return;
      for (const key of keys) await live.coordinator.withdraw(key);
    },

    /** "Re-run audit": audits the published version of the entry again. */
    async rerun(subject: AuditSubject): Promise<AuditRecord | RerunRefusal> {
      if (!auditableSchema(strapi, subject.uid))
        return {
          error: 'This content type is not audited: only api:: types with Draft & Publish are.',
          code: 'not_audited',
        };
      const entry = (await strapi.documents(subject.uid as never).findOne({
        documentId: subject.documentId,
        status: 'published',
        ...(subject.locale ? { locale: subject.locale } : {}),
      })) as Entry | null;
      if (!entry)
        return {
          error: 'Publish this entry first: only published entries have a public URL to audit.',
          code: 'not_published',
        };
      return auditEntry(subject, entry, await settings().effective());
    },

    async get(subject: AuditSubject): Promise<AuditRecord | null> {
      return store.get(auditKey(subject));
    },

    async scores(uid: string, documentIds: string[], locale: string | null) {
      const records = await store.findMany(
        documentIds.map((documentId) => auditKey({ uid, documentId, locale })),
      );
      return records.map((record) => ({
        documentId: record.key.split('|')[1] ?? '',
        state: record.state,
        geoScore: record.geoScore,
        verdict: record.verdict,
        problem: record.error?.code ?? null,
      }));
    },

    async handleWebhook(input: { rawBody: string; headers: Headers }) {
      const live = await wire();
      if (!live) return { status: 401 as const, body: { ok: false, reason: 'not_configured' } };
      return live.coordinator.handleWebhook(input);
    },

    /**
     * The fallback poller: confirms running jobs and retries waiting ones, then removes one batch of expired
     * webhook receipts (webhook-receipts.ts), with or without an API key, so the table stops growing.
     */
    async poll(): Promise<void> {
      const live = await wire();
      try {
        if (live) await live.coordinator.pollActive();
      } finally {
        const removed = await sweepWebhookReceipts(store);
        if (removed > 0) strapi.log.debug(`[geo-audit] removed ${removed} expired webhook receipts`);
      }
    },

    /** Rebuilds the client after a settings change. */
    reset() {
      wired = null;
    },

    /** "Test connection": one authenticated request; reports the plan and quota, or the exact error. */
    async testConnection(): Promise<ConnectionReport> {
      const current = await settings().effective();
      const warning = webhookSecretWarning(current);
      const secret = warning ? { webhookSecret: warning } : {};
      if (!current.apiKey)
        return {
          ok: false,
          baseUrl: current.baseUrl,
          code: 'no_key',
          message: 'No API key is set yet.',
          ...secret,
        };
      const client = makeClient(current);
      let plan: string | null = null;
      try {
        // A job id that cannot exist: 404 proves the key is accepted without starting an audit.
        await client.getStatus('geo-audit-connection-test');
      } catch (error) {
        if (!isMissingJob(error)) {
          const code = connectionProblem(error);
          const suggestion = code === 'base_url' ? suggestedBaseUrl(current.baseUrl) : null;
          const resetAt = error instanceof RateLimitError ? error.resetAt?.toISOString() : undefined;
          return {
            ok: false,
            baseUrl: current.baseUrl,
            code,
            message: (error as Error).message,
            ...(suggestion ? { suggestion } : {}),
            ...(resetAt ? { resetAt } : {}),
            ...secret,
          };
        }
        const extra = error.problem as { plan?: unknown } | undefined;
        plan = typeof extra?.plan === 'string' ? extra.plan : null;
      }
      const quota = client.rateLimit;
      return {
        ok: true,
        baseUrl: current.baseUrl,
        plan,
        rateLimit: {
          remaining: quota?.remaining ?? null,
          limit: quota?.limit ?? null,
          resetAt: quota?.resetAt?.toISOString() ?? null,
        },
        ...secret,
      };
    },

    /**
     * Live preview of a URL pattern against the newest published entry of a content type the plugin audits. Only
     * the values a pattern may use are read (url-fields.ts): the route is open to "Read settings", so it must not
     * become a way to read entries, drafts or other content types (admin users, API tokens) the role cannot see.
     */
    async previewUrl(uid: string, pattern: string) {
      const schema = auditableSchema(strapi, uid);
      if (!schema)
        return {
          ok: false as const,
          missing: [],
          code: 'preview_not_auditable' as const,
          message:
            'Only content types with Draft & Publish under api:: can be audited, so only they have a URL preview.',
        };
      const refused = refusedPattern(strapi, uid, pattern.trim());
      if (refused) return refused;
      const [entry] = (await strapi.documents(uid as never).findMany({
        status: 'published',
        sort: 'updatedAt:desc',
        limit: 1,
      } as never)) as Entry[];
      const sample: Record<string, unknown> = entry
        ? urlFields(schema, entry, appPrivateAttributes(strapi))
        : { documentId: 'example-document-id', slug: 'example-slug', title: 'Example title', id: 1 };
      const resolved = resolveUrlPattern(pattern, {
        ...sample,
        locale: (sample.locale as string | undefined) ?? 'en',
      });
      const sampled = Boolean(entry);
      if (!resolved.ok && resolved.missing.length > 0)
        return missingFields(resolved.missing, sampled, resolved.message);
      if (!resolved.ok) return notAUrl(pattern, sampled, resolved.message);
      return { ...resolved, sampled };
    },
  };
};

export type AuditsService = ReturnType<typeof auditsService>;
export default auditsService;
