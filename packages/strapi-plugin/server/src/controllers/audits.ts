import type { AuditRecord } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AuditSubject } from '../audit-key.ts';
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
  return {
    async findOne(ctx: Context) {
      ctx.body = { data: present(await audits().get(subject(ctx))) };
    },
    async run(ctx: Context) {
      const outcome = await audits().rerun(subject(ctx));
      if ('error' in outcome && typeof outcome.error === 'string') {
        ctx.status = 409;
        ctx.body = { error: { status: 409, name: 'ConflictError', message: outcome.error } };
        return;
      }
      ctx.body = { data: present(outcome as AuditRecord) };
    },
    async scores(ctx: Context) {
      const raw = typeof ctx.query.documentIds === 'string' ? ctx.query.documentIds : '';
      const documentIds = raw.split(',').filter(Boolean).slice(0, 200);
      const locale = typeof ctx.query.locale === 'string' && ctx.query.locale ? ctx.query.locale : null;
      ctx.body = { data: await audits().scores(String(ctx.params.uid), documentIds, locale) };
    },
  };
};

export default auditsController;
