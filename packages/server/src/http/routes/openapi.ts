import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { buildOpenApiDocument } from '../../openapi/document.ts';

export function registerOpenApi(app: FastifyInstance, ctx: AppContext): void {
  let cached: { base: string; body: string } | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    const base = ctx.publicUrl();
    if (cached?.base !== base) cached = { base, body: JSON.stringify(buildOpenApiDocument(base)) };
    return reply.type('application/json; charset=utf-8').send(cached.body);
  });
}
