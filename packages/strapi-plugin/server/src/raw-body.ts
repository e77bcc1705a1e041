import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

// koa-body (behind `strapi::body`) keeps the unparsed text under this symbol when `includeUnparsed` is on.
const UNPARSED = Symbol.for('unparsedBody');

type MiddlewareEntry = string | { name?: string; resolve?: string; config?: Record<string, unknown> };

/**
 * Webhook signatures cover the exact bytes sent, so the webhook route needs the raw body. Strapi's body parser
 * discards it unless `includeUnparsed` is set; this turns it on for the app's `strapi::body` entry (runs in
 * `register`, before Strapi builds its middleware chain). Parsing is unchanged for every other route.
 */
export function enableRawBody(strapi: Core.Strapi): void {
  const entries = strapi.config.get('middlewares') as MiddlewareEntry[] | undefined;
  if (!Array.isArray(entries)) return;
  const index = entries.findIndex((entry) =>
    typeof entry === 'string' ? entry === 'strapi::body' : entry.name === 'strapi::body',
  );
  if (index === -1) {
    strapi.log.warn('[geo-audit] strapi::body is not in config/middlewares; webhooks cannot be verified.');
    return;
  }
  const entry = entries[index]!;
  const config = typeof entry === 'string' ? {} : (entry.config ?? {});
  const next = [...entries];
  next[index] = {
    ...(typeof entry === 'string' ? {} : entry),
    name: 'strapi::body',
    config: { ...config, includeUnparsed: true },
  };
  strapi.config.set('middlewares', next);
}

/** The request body exactly as received, or undefined when the body parser did not keep it. */
export function readRawBody(ctx: Context): string | undefined {
  const body = ctx.request.body as Record<symbol, unknown> | undefined;
  const raw = body?.[UNPARSED];
  return typeof raw === 'string' ? raw : undefined;
}
