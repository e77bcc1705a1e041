import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReachability } from '../../src/fetch/index.ts';
import { type ConnectionRecorder, startConnectionRecorder } from './connection-recorder.ts';

let listener: ConnectionRecorder;

beforeAll(async () => {
  listener = await startConnectionRecorder();
});

afterAll(async () => {
  await listener.close();
});

describe('checkReachability', () => {
  it('accepts an allow-listed host that takes connections, and names the address', async () => {
    const check = await checkReachability(`http://127.0.0.1:${listener.port}/page`, {
      allowHosts: ['127.0.0.1'],
    });
    expect(check).toEqual({ ok: true, address: '127.0.0.1' });
    expect(listener.connections.length).toBe(1);
    listener.connections.length = 0;
  });

  it.each(['not a url', 'ftp://example.com/', 'http://user:pw@example.com/'])(
    'calls %s an invalid URL',
    async (url) => {
      const check = await checkReachability(url);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.code).toBe('invalid_url');
    },
  );

  it.each(['http://127.0.0.1/', 'http://0x7f.1/', 'http://[::1]/', 'http://169.254.169.254/'])(
    'blocks %s without connecting',
    async (url) => {
      const check = await checkReachability(url, { allowedPorts: [listener.port] });
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.code).toBe('blocked_destination');
      expect(listener.connections).toEqual([]);
    },
  );

  it('blocks a name that resolves to a private address', async () => {
    const check = await checkReachability(`http://sneaky.example:${listener.port}/`, {
      allowedPorts: [listener.port],
      resolve: async () => ['10.0.0.5', '127.0.0.1'],
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.code).toBe('blocked_destination');
    expect(listener.connections).toEqual([]);
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const check = await checkReachability('https://no-such-host.example/', {
      resolve: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.code).toBe('unreachable');
      expect(check.detail).toMatch(/could not be resolved/);
    }
  });

  it('reports a host that refuses connections as unreachable', async () => {
    const spare = await startConnectionRecorder();
    const port = spare.port;
    await spare.close();
    const check = await checkReachability(`http://127.0.0.1:${port}/`, { allowHosts: ['127.0.0.1'] });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.code).toBe('unreachable');
      // The 422 the server answers with shows this to the person who submitted the URL: no ECONNREFUSED.
      expect(check.detail).toBe(
        `Could not connect to 127.0.0.1:${port}: the server refused the connection. Check that the server is running and listens on port ${port}.`,
      );
    }
  });
});
