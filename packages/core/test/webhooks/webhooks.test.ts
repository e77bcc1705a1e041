import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
} from '../../src/index.ts';

// Published known-answer vector of the Standard Webhooks reference library.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const at = (seconds: number) => () => new Date(seconds * 1000);

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('signWebhook', () => {
  it('produces the spec vector signature', async () => {
    const headers = await signWebhook(VECTOR);
    expect(headers['webhook-signature']).toBe(VECTOR.signature);
    expect(headers['webhook-id']).toBe(VECTOR.id);
    expect(headers['webhook-timestamp']).toBe(String(VECTOR.timestamp));
  });

  it('is accepted by the standardwebhooks package', async () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'audit.completed', job_id: 'job_1' });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = await signWebhook({ id: 'msg_1', timestamp, body, secret });
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('signs with every secret during rotation and rejects ids with dots', async () => {
    const [a, b] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = await signWebhook({ id: 'msg_2', timestamp: 1, body: '{}', secret: [a, b] });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    await expect(signWebhook({ id: 'a.b', timestamp: 1, body: '{}', secret: a })).rejects.toThrow(
      /must not contain/,
    );
  });
});

describe('verifyWebhook', () => {
  const vectorHeaders = {
    'webhook-id': VECTOR.id,
    'webhook-timestamp': String(VECTOR.timestamp),
    'webhook-signature': VECTOR.signature,
  };

  it('accepts the spec vector and returns id and parsed payload', async () => {
    const verified = await verifyWebhook(VECTOR.body, vectorHeaders, VECTOR.secret, {
      now: at(VECTOR.timestamp),
    });
    expect(verified).toEqual({ id: VECTOR.id, timestamp: VECTOR.timestamp, payload: { test: 2432232314 } });
  });

  it('accepts what the standardwebhooks package signs, with headers in any case', async () => {
    const secret = generateWebhookSecret();
    const body = '{"ok":true}';
    const signature = new Webhook(secret).sign('msg_x', new Date(1_700_000_000_000), body);
    const headers = new Headers({
      'Webhook-Id': 'msg_x',
      'Webhook-Timestamp': '1700000000',
      'Webhook-Signature': signature,
    });
    await expect(verifyWebhook(body, headers, secret, { now: at(1_700_000_000) })).resolves.toMatchObject({
      id: 'msg_x',
    });
  });

  it('rejects a tampered body, even a whitespace-only change of the same JSON', async () => {
    const now = { now: at(VECTOR.timestamp) };
    expect(await rejection(verifyWebhook('{"test": 2432232315}', vectorHeaders, VECTOR.secret, now))).toBe(
      'no_matching_signature',
    );
    expect(await rejection(verifyWebhook('{"test":2432232314}', vectorHeaders, VECTOR.secret, now))).toBe(
      'no_matching_signature',
    );
  });

  it('verifies the raw bytes: a body whose invalid UTF-8 decodes to the signed text is still rejected', async () => {
    const secret = generateWebhookSecret();
    const body = '{"type":"audit.completed","note":"\uFFFD"}';
    const headers = { ...(await signWebhook({ id: 'msg_1', timestamp: VECTOR.timestamp, body, secret })) };
    const signed = new TextEncoder().encode(body);
    const at3 = signed.indexOf(0xef);
    // 0xFF is not UTF-8; a lenient decoder reads it as the same U+FFFD the sender signed.
    const forged = new Uint8Array([...signed.slice(0, at3), 0xff, ...signed.slice(at3 + 3)]);
    const now = { now: at(VECTOR.timestamp) };
    expect((await verifyWebhook(signed, headers, secret, now)).id).toBe('msg_1');
    expect(await rejection(verifyWebhook(forged, headers, secret, now))).toBe('no_matching_signature');
  });

  it('rejects the wrong secret', async () => {
    expect(
      await rejection(
        verifyWebhook(VECTOR.body, vectorHeaders, generateWebhookSecret(), { now: at(VECTOR.timestamp) }),
      ),
    ).toBe('no_matching_signature');
  });

  it('enforces the replay window in both directions', async () => {
    const old = { now: at(VECTOR.timestamp + 301) };
    const future = { now: at(VECTOR.timestamp - 301) };
    expect(await rejection(verifyWebhook(VECTOR.body, vectorHeaders, VECTOR.secret, old))).toBe(
      'timestamp_too_old',
    );
    expect(await rejection(verifyWebhook(VECTOR.body, vectorHeaders, VECTOR.secret, future))).toBe(
      'timestamp_too_new',
    );
    await expect(
      verifyWebhook(VECTOR.body, vectorHeaders, VECTOR.secret, { now: at(VECTOR.timestamp + 300) }),
    ).resolves.toBeTruthy();
    await expect(
      verifyWebhook(VECTOR.body, vectorHeaders, VECTOR.secret, {
        now: at(VECTOR.timestamp + 900),
        toleranceSec: 1000,
      }),
    ).resolves.toBeTruthy();
  });

  it('verifies a rotated signature list with either secret, and fails once the old one is dropped', async () => {
    const [oldSecret, newSecret] = [generateWebhookSecret(), generateWebhookSecret()];
    const timestamp = 1_700_000_000;
    const both = await signWebhook({ id: 'msg_r', timestamp, body: '{}', secret: [oldSecret, newSecret] });
    const onlyOld = await signWebhook({ id: 'msg_r', timestamp, body: '{}', secret: oldSecret });
    const now = { now: at(timestamp) };
    await expect(verifyWebhook('{}', { ...both }, oldSecret, now)).resolves.toBeTruthy();
    await expect(verifyWebhook('{}', { ...both }, newSecret, now)).resolves.toBeTruthy();
    // Receiver-side rotation: several secrets accepted at once.
    await expect(verifyWebhook('{}', { ...onlyOld }, [newSecret, oldSecret], now)).resolves.toBeTruthy();
    expect(await rejection(verifyWebhook('{}', { ...onlyOld }, newSecret, now))).toBe(
      'no_matching_signature',
    );
  });

  it('rejects missing headers, malformed timestamps, empty, truncated and wrong-version signatures', async () => {
    const now = { now: at(VECTOR.timestamp) };
    const sig = VECTOR.signature.slice(3);
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp) }, 'missing_headers'],
      [{ ...vectorHeaders, 'webhook-timestamp': '16142653e3' }, 'invalid_timestamp'],
      [{ ...vectorHeaders, 'webhook-signature': 'v1,' }, 'no_matching_signature'],
      [{ ...vectorHeaders, 'webhook-signature': `v1,${sig.slice(0, 20)}` }, 'no_matching_signature'],
      [{ ...vectorHeaders, 'webhook-signature': `v2,${sig}` }, 'no_matching_signature'],
    ];
    for (const [headers, reason] of cases) {
      expect(await rejection(verifyWebhook(VECTOR.body, headers, VECTOR.secret, now))).toBe(reason);
    }
  });

  it('rejects a secret that is not base64', async () => {
    expect(
      await rejection(verifyWebhook(VECTOR.body, vectorHeaders, 'whsec_***', { now: at(VECTOR.timestamp) })),
    ).toBe('invalid_secret');
  });
});
