import type { Core } from '@strapi/strapi';
import { describe, expect, test } from 'vitest';
import { enableRawBody, readRawBody } from '../../server/src/raw-body.ts';

/** The two parts of Strapi that `enableRawBody` touches: its config store and its logger. */
function strapiWith(middlewares: unknown) {
  const config = new Map<string, unknown>([['middlewares', middlewares]]);
  const warnings: string[] = [];
  const strapi = {
    config: {
      get: (key: string) => config.get(key),
      set: (key: string, value: unknown) => config.set(key, value),
    },
    log: { warn: (message: string) => warnings.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, middlewares: () => config.get('middlewares'), warnings };
}

const DEFAULT_STACK = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

describe('enableRawBody', () => {
  test("turns on includeUnparsed for the default app's strapi::body and leaves the order alone", () => {
    const app = strapiWith(DEFAULT_STACK);
    enableRawBody(app.strapi);
    const next = app.middlewares() as unknown[];
    expect(next).toHaveLength(DEFAULT_STACK.length);
    expect(next[6]).toEqual({ name: 'strapi::body', config: { includeUnparsed: true } });
    expect(next.filter((entry, i) => entry !== DEFAULT_STACK[i])).toHaveLength(1);
    expect(app.warnings).toEqual([]);
  });

  test("keeps the app's own body parser options (size limits, multipart)", () => {
    const app = strapiWith([
      'strapi::errors',
      { name: 'strapi::body', config: { jsonLimit: '5mb', formidable: { maxFileSize: 1_000 } } },
    ]);
    enableRawBody(app.strapi);
    expect((app.middlewares() as unknown[])[1]).toEqual({
      name: 'strapi::body',
      config: { jsonLimit: '5mb', formidable: { maxFileSize: 1_000 }, includeUnparsed: true },
    });
  });

  test('does not mutate the array Strapi handed out', () => {
    const original = [...DEFAULT_STACK];
    const app = strapiWith(original);
    enableRawBody(app.strapi);
    expect(original).toEqual(DEFAULT_STACK);
  });

  test('warns, naming the consequence, when the app has no strapi::body', () => {
    const app = strapiWith(['strapi::errors', 'global::custom-body']);
    enableRawBody(app.strapi);
    expect(app.middlewares()).toEqual(['strapi::errors', 'global::custom-body']);
    expect(app.warnings).toEqual([
      '[geo-audit] strapi::body is not in config/middlewares; webhooks cannot be verified.',
    ]);
  });
});

describe('readRawBody', () => {
  test('returns the exact bytes the body parser kept', () => {
    const raw = '{"type":"audit.completed", "data":{"job_id":"j1"}}';
    const body = { type: 'audit.completed', [Symbol.for('unparsedBody')]: raw };
    expect(readRawBody({ request: { body } } as never)).toBe(raw);
  });

  test('is undefined when the parser did not keep them, so the webhook refuses to guess', () => {
    expect(readRawBody({ request: { body: { type: 'audit.completed' } } } as never)).toBeUndefined();
    expect(readRawBody({ request: {} } as never)).toBeUndefined();
  });
});
