import { expect, it } from 'vitest';
import { signSanityWebhook, verifySanitySignature } from '../src/handler/index.ts';

const body = '{"_id":"article-1","_type":"article"}';

it('accepts a signature made with the secret over the raw body', async () => {
  const header = await signSanityWebhook(body, 's3cret');
  expect(header).toMatch(/^t=\d+,v1=[A-Za-z0-9_-]+$/);
  expect(await verifySanitySignature(body, header, 's3cret')).toEqual({ ok: true });
});

it('rejects a wrong secret, a changed body, a missing header, and a replay outside the window', async () => {
  const header = await signSanityWebhook(body, 's3cret');
  expect(await verifySanitySignature(body, header, 'other')).toEqual({
    ok: false,
    reason: 'invalid_signature',
  });
  expect(await verifySanitySignature(`${body} `, header, 's3cret')).toEqual({
    ok: false,
    reason: 'invalid_signature',
  });
  expect(await verifySanitySignature(body, null, 's3cret')).toEqual({
    ok: false,
    reason: 'missing_signature',
  });
  expect(await verifySanitySignature(body, 'v1=abc', 's3cret')).toEqual({
    ok: false,
    reason: 'malformed_signature',
  });
  const old = await signSanityWebhook(body, 's3cret', Date.now() - 10 * 60_000);
  expect(await verifySanitySignature(body, old, 's3cret')).toEqual({
    ok: false,
    reason: 'timestamp_outside_window',
  });
});
