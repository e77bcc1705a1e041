import { AuditResult } from '@geo-audit/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { pickLocale, renderMissingResultsPage, renderResultsPage } from '../../pages/results-page.ts';
import { resultByToken } from '../../store/results-repo.ts';

/** The public address of a result; the token is 256 random bits, so the page needs no API key. */
export function resultsPageUrl(ctx: AppContext, token: string): string {
  return `${ctx.publicUrl()}/results/${token}`;
}

export function registerResultsPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/results/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8');
    const row = token.length <= 100 ? await resultByToken(ctx.db, token, ctx.clock.now()) : undefined;
    if (!row) return reply.code(404).send(renderMissingResultsPage());
    const locale = pickLocale(request.headers['accept-language']);
    reply.header('content-language', locale).header('vary', 'Accept-Language');
    return reply.send(renderResultsPage(AuditResult.parse(JSON.parse(row.body)), row.url, locale));
  });
}
