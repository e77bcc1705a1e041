import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

// The fetch tests' self-signed certificate (for "fixture.test"): no CA this machine trusts signed it.
const cert = readFileSync(new URL('../fetch/tls/fixture-test.crt', import.meta.url), 'utf8');
const key = readFileSync(new URL('../fetch/tls/fixture-test.key', import.meta.url), 'utf8');
const site = fixtureSitesPerTest();
const TIMEOUT = 30_000;

let staging: Server;
let stagingPort: number;

beforeAll(async () => {
  staging = createServer({ cert, key }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<title>Staging</title><p>Hello</p>');
  });
  staging.listen(0, '127.0.0.1');
  await once(staging, 'listening');
  stagingPort = (staging.address() as AddressInfo).port;
});

afterAll(async () => {
  staging.closeAllConnections();
  await new Promise<void>((resolve) => staging.close(() => resolve()));
});

async function audit(url: string): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await auditCommand([url, '--allow-host', '127.0.0.1'], {
    stdout: () => {},
    stderr: (text) => (stderr += text),
  });
  return { code, stderr };
}

describe('geo-audit audit of an https:// URL whose TLS handshake fails', () => {
  it(
    'a staging site with its own CA: says how to trust that CA',
    async () => {
      const run = await audit(`https://127.0.0.1:${stagingPort}/`);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('self-signed certificate');
      expect(run.stderr).toContain(
        "\nThe site's certificate is not signed by a CA this machine trusts. For a staging site with its own CA, run the audit with NODE_EXTRA_CA_CERTS=/path/to/ca.pem.\n",
      );
    },
    TIMEOUT,
  );

  it(
    'https:// on a port that serves plain HTTP: names the http:// URL to audit, without a blank line',
    async () => {
      const plain = await site({
        '/docs': { headers: { 'content-type': 'text/html' }, body: '<p>Docs</p>' },
      });
      const run = await audit(`https://127.0.0.1:${plain.port}/docs`);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(
        /^Could not fetch https:\/\/127\.0\.0\.1:\d+\/docs: .*did not answer over HTTPS[^\n]*\n\S/,
      );
      expect(run.stderr).toContain(
        `\nThe server answers plain HTTP on this port, not HTTPS: audit http://127.0.0.1:${plain.port}/docs instead.\n`,
      );
    },
    TIMEOUT,
  );
});
