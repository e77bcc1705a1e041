import type { AuditRecord } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AuditSubject } from '../audit-key.ts';
import { readableDocuments } from '../entry-access.ts';
import { PLUGIN_ID } from '../plugin-id.ts';
import type { AuditsService } from '../services/audits.ts';

function subject(ctx: Context): AuditSubject {
  const locale = typeof ctx.query.locale === 'string' && ctx.query.locale ? ctx.query.locale : null;
  return { uid: String(ctx.params.uid), documentId: String(ctx.params.documentId), locale };
}

/** The record as the editor UI needs it (the full result included, for findings and the action plan). */
function present(record: AuditRecord | null) {
  return record && { ...record, key: undefined };
}

const auditsController = ({ strapi }: { strapi: Core.Strapi }) => {
  const audits = () => strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;

  /** Answers 404, as the Content Manager does for an entry the admin may not read, and says whether it did. */
  async function refused(ctx: Context, target: AuditSubject): Promise<boolean> {
    const readable = await readableDocuments(
      strapi,
      ctx.state.userAbility,
      target.uid,
      [target.documentId],
      target.locale,
    );
    if (readable.has(target.documentId)) return false;
    ctx.status = 404;
    ctx.body = {
      error: {
        status: 404,
        name: 'NotFoundError',
        message: 'No such entry among those you may read in the Content Manager.',
      },
    };
    return true;
  }

  return {
    async findOne(ctx: Context) {
      const target = subject(ctx);
      if (await refused(ctx, target)) return;
      ctx.body = { data: present(await audits().get(target)) };
    },
    async run(ctx: Context) {
      const target = subject(ctx);
      if (await refused(ctx, target)) return;
      const outcome = await audits().rerun(target);
      if ('code' in outcome) {
        ctx.status = 409;
        ctx.body = {
          error: {
            status: 409,
            name: 'ConflictError',
            message: outcome.error,
            details: { code: outcome.code },
          },
        };
        return;
      }
      ctx.body = { data: present(outcome as AuditRecord) };
    },
    async scores(ctx: Context) {
      const raw = typeof ctx.query.documentIds === 'string' ? ctx.query.documentIds : '';
      const requested = raw.split(',').filter(Boolean).slice(0, 200);
      const locale = typeof ctx.query.locale === 'string' && ctx.query.locale ? ctx.query.locale : null;
      const uid = String(ctx.params.uid);
      const readable = await readableDocuments(strapi, ctx.state.userAbility, uid, requested, locale);
      const documentIds = requested.filter((id) => readable.has(id));
      ctx.body = { data: await audits().scores(uid, documentIds, locale) };
    },
  };
};

export default auditsController;
