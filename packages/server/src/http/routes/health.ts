import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';

/** `GET /health`: 200 when the store answers (for load balancers and the CLI's readiness wait). */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' };
  });
}
