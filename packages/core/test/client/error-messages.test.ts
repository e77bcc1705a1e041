import { afterEach, describe, expect, it } from 'vitest';
import { AuthError, createGeoAuditClient, PlanError, ServerError } from '../../src/index.ts';
import { type Script, startScriptedServer } from '../helpers/scripted-server.ts';

/**
 * A developer or admin reads these messages in logs and settings screens. A refused key read "The API key was
 * rejected; check the configured key (401): Send a valid key in the X-API-Key header. …": two pieces of advice
 * stacked, the status in parentheses mid-sentence.
 */

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function refusal(script: Script): Promise<Error> {
  const server = await startScriptedServer(script);
  servers.push(server);
  const client = createGeoAuditClient({
    apiKey: 'geo_test_key',
    baseUrl: server.baseUrl,
    retry: { limit: 0 },
  });
  return client.startAudit({ url: 'https://example.com' }).then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}

const KEY_DETAIL =
  'Send a valid key in the X-API-Key header. Create one with `geo-audit keys create --plan agency`.';

describe('a refused request says what was refused once, then the server’s words', () => {
  it('names the refused key in one sentence with the status at its end, then the server’s advice', async () => {
    const error = await refusal(() => ({
      status: 401,
      body: { type: '/problems/unauthorized', title: 'Unauthorized', status: 401, detail: KEY_DETAIL },
    }));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(`The GEO Audit API refused the API key (HTTP 401). ${KEY_DETAIL}`);
  });

  it('says what to check itself when the server sent no words', async () => {
    const error = await refusal(() => ({ status: 401, raw: '' }));
    expect(error.message).toBe('The GEO Audit API refused the API key (HTTP 401). Check the configured key.');
  });

  it('does not say twice that a plan lacks API access', async () => {
    const detail =
      'The "free" plan does not include API access. Use a key on a plan with API access (for example agency).';
    const error = await refusal(() => ({
      status: 403,
      body: { type: '/problems/plan-without-api-access', title: 'Forbidden', status: 403, detail },
    }));
    expect(error).toBeInstanceOf(PlanError);
    expect(error.message).toBe(`The GEO Audit API refused access on the key's plan (HTTP 403). ${detail}`);
    expect(error.message.match(/does not include API access/g)).toHaveLength(1);
  });

  it('ends a short server title as a sentence, and gives a failure without words its advice', async () => {
    const titled = await refusal(() => ({
      status: 401,
      body: { type: '/problems/unauthorized', title: 'Unauthorized', status: 401 },
    }));
    expect(titled.message).toBe('The GEO Audit API refused the API key (HTTP 401). Unauthorized.');
    const failed = await refusal(() => ({ status: 503, raw: '' }));
    expect(failed).toBeInstanceOf(ServerError);
    expect(failed.message).toBe('The GEO Audit API failed (HTTP 503). Try again later.');
  });
});
