import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document covering every endpoint and every status code the API sends', async () => {
    const res = await api.call('/openapi.json', { key: null });
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: api.url }]);
    const codes = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(codes('/api/audit.php', 'post')).toEqual(
      ['202', '400', '401', '403', '405', '413', '415', '422', '429', '500'].sort(),
    );
    expect(codes('/api/audit.php', 'get')).toEqual(
      ['200', '400', '401', '403', '404', '405', '422', '429', '500'].sort(),
    );
    expect(codes('/api/audit_status.php', 'get')).toEqual(
      ['200', '400', '401', '403', '404', '405', '429', '500'].sort(),
    );
    expect(codes('/health', 'get')).toEqual(['200', '405', '500']);
    expect(codes('/openapi.json', 'get')).toEqual(['200', '405']);
    expect(codes('/results/{token}', 'get')).toEqual(['200', '404', '405']);
    // The repeated-key 401 has its own title, so "one body for every reason" alone would mislead.
    expect(doc.paths['/api/audit.php'].post.responses['401'].description).toContain('more than once');
    expect(doc.paths['/api/audit.php'].get.responses['405'].headers.Allow).toBeDefined();
    expect(doc.paths['/health'].get).toBeDefined();
    expect(doc.paths['/results/{token}'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
  });

  it('takes its schemas from core: the wire fields of SPEC.md are there', async () => {
    const { schemas } = (await api.call('/openapi.json', { key: null })).body.components;
    expect(Object.keys(schemas.StartAuditRequest.properties)).toEqual(['url', 'modules', 'webhook_url']);
    expect(schemas.StartAuditRequest.required).toEqual(['url']);
    expect(schemas.StartAuditResponse.required).toEqual(['job_id', 'status', 'estimated_seconds']);
    expect(Object.keys(schemas.AuditResult.properties)).toEqual(
      expect.arrayContaining(['geo_score', 'verdict', 'modules', 'action_plan', 'analyzed_at']),
    );
    expect(Object.keys(schemas.AuditResult.properties.modules.properties)).toHaveLength(9);
    expect(schemas.AuditCompletedEvent.properties.type.const).toBe('audit.completed');
  });

  it('documents the audit.completed webhook (OpenAPI 3.1 webhooks) with core’s event schema and the signature headers', async () => {
    const doc = (await api.call('/openapi.json', { key: null })).body;
    const hook = doc.webhooks['audit.completed'].post;
    expect(hook.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AuditCompletedEvent',
    });
    expect(hook.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(Object.keys(hook.responses)).toEqual(expect.arrayContaining(['2XX', '410']));
    const ids = JSON.stringify(doc).match(/"operationId":"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tells a client written against SPEC.md that "failed" is terminal and carries the reason', async () => {
    const { schemas } = (await api.call('/openapi.json', { key: null })).body.components;
    for (const name of ['AuditStatusResponse', 'AuditCompletedEvent']) {
      expect(schemas[name].properties.status.description).toMatch(/failed.*terminal/);
      expect(Object.keys(schemas[name].properties.error.properties)).toEqual(['type', 'code', 'message']);
    }
  });
});

describe('GET /health', () => {
  it('answers 200 {status: "ok"} without a key', async () => {
    const res = await api.call('/health', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('results page', () => {
  it('answers an unknown token with a 404 HTML page that says what to do', async () => {
    const res = await fetch(`${api.url}/results/not-a-real-token`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('Run the audit again');
  });
});
