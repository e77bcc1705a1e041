import { describe, expect, it } from 'vitest';
import { createGeoAuditHandler, type GeoAuditHandlerOptions } from '../src/handler/index.ts';

const options = (modules?: GeoAuditHandlerOptions['modules']): GeoAuditHandlerOptions => ({
  apiKey: 'test-key-123',
  baseUrl: 'http://127.0.0.1:1',
  handlerUrl: 'http://127.0.0.1:2/geo-audit',
  sanity: { projectId: 'p1', dataset: 'production', token: 't', webhookSecret: 'sanity-secret-123' },
  urlFor: () => null,
  ...(modules ? { modules } : {}),
});

describe('createGeoAuditHandler modules option', () => {
  it('refuses agent_readiness alone at start-up, naming the modules that count, instead of a 422 on every publish', () => {
    expect(() => createGeoAuditHandler(options(['agent_readiness']))).toThrow(
      /modules must name at least one module that counts toward the score \(citability, .*\), or be left out to run them all; agent_readiness weighs 0/,
    );
  });

  it('accepts a subset with a scored module, no modules, and an empty list (the API default)', () => {
    for (const modules of [['agent_readiness', 'schema'] as const, undefined, []]) {
      expect(typeof createGeoAuditHandler(options(modules ? [...modules] : undefined))).toBe('function');
    }
  });
});
