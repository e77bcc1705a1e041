import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PLUGIN_ID } from '../plugin-id.ts';
import { readRawBody } from '../raw-body.ts';
import type { AuditsService } from '../services/audits.ts';

const webhookController = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The GEO Audit API's completion webhook: verified over the raw bytes, deduplicated, then confirmed. */
  async receive(ctx: Context) {
    const rawBody = readRawBody(ctx);
    if (rawBody === undefined) {
      ctx.status = 400;
      ctx.body = { ok: false, reason: 'no_raw_body' };
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const audits = strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
    try {
      const outcome = await audits.handleWebhook({ rawBody, headers });
      ctx.status = outcome.status;
      // Retry-After on a 503 "in progress": when the sender's retry gets a real answer.
      if ('headers' in outcome && outcome.headers) ctx.set(outcome.headers);
      ctx.body = outcome.body;
    } catch (error) {
      strapi.log.error(`[geo-audit] webhook failed: ${(error as Error).message}`);
      ctx.status = 500;
      ctx.body = { ok: false, reason: 'internal_error' };
    }
  },
});

export default webhookController;
