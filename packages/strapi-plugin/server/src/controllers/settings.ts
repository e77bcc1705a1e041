import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { patternFieldIssues } from '../pattern-fields.ts';
import { PLUGIN_ID } from '../plugin-id.ts';
import type { AuditsService } from '../services/audits.ts';
import type { SettingsService } from '../services/settings.ts';
import { type FieldIssue, fieldIssue, secretIsKeyIssues, submittedPatterns } from '../settings-issues.ts';
import { describeIssues, SettingsUpdate } from '../settings-schema.ts';

const settingsController = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.plugin(PLUGIN_ID).service('settings') as SettingsService;
  const audits = () => strapi.plugin(PLUGIN_ID).service('audits') as AuditsService;
  // The stored key is read only when a secret is sent: nothing else can make the two equal.
  const secretIssues = async (body: { apiKey?: unknown; webhookSecret?: unknown }) =>
    typeof body.webhookSecret === 'string'
      ? secretIsKeyIssues(body, (await settings().effective()).apiKey)
      : [];
  return {
    async read(ctx: Context) {
      ctx.body = { data: await settings().publicView() };
    },
    async update(ctx: Context) {
      const body = ctx.request.body ?? {};
      const parsed = SettingsUpdate.safeParse(body, { reportInput: true });
      // One pass: a pattern's unknown fields are said with every other problem of the same save, so fixing
      // what one refusal named is never answered by a second refusal about something it did not name.
      const issues: FieldIssue[] = [
        ...(parsed.success ? [] : parsed.error.issues.map(fieldIssue)),
        ...patternFieldIssues(strapi, parsed.success ? parsed.data.contentTypes : submittedPatterns(body)),
        ...(await secretIssues(body as { apiKey?: unknown; webhookSecret?: unknown })),
      ];
      if (!parsed.success || issues.length > 0) {
        ctx.status = 400;
        ctx.body = {
          error: {
            status: 400,
            name: 'ValidationError',
            message: `Some settings are invalid. ${describeIssues(issues).join(' ')}`,
            details: { errors: issues },
          },
        };
        return;
      }
      await settings().update(parsed.data);
      ctx.body = { data: await settings().publicView() };
    },
    async testConnection(ctx: Context) {
      ctx.body = { data: await audits().testConnection() };
    },
    async previewUrl(ctx: Context) {
      const { uid, pattern } = (ctx.request.body ?? {}) as { uid?: unknown; pattern?: unknown };
      if (typeof uid !== 'string' || typeof pattern !== 'string') {
        ctx.status = 400;
        ctx.body = { error: { status: 400, name: 'ValidationError', message: 'Send { uid, pattern }.' } };
        return;
      }
      ctx.body = { data: await audits().previewUrl(uid, pattern) };
    },
  };
};

export default settingsController;
