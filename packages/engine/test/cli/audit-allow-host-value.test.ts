import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '../../src/cli/args.ts';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

describe('geo-audit audit --allow-host given the local site as it was pasted', () => {
  it('audits http://127.0.0.1:PORT/ allowed by its URL or host:port, not only its bare host', async () => {
    const local = await site({
      '/': { headers: { 'content-type': 'text/html' }, body: '<title>Local</title><p>Hello</p>' },
    });
    for (const allow of [local.origin, `${local.host}:${local.port}`, `${local.origin}/`]) {
      let stderr = '';
      const code = await auditCommand([local.url('/'), '--json', '--allow-host', allow], {
        stdout: () => {},
        stderr: (text) => (stderr += text),
      });
      expect({ allow, code, stderr }).toEqual({ allow, code: 0, stderr: '' });
    }
  }, 30_000);

  it('refuses a value that names no host, saying what it takes', () => {
    expect(parseAuditArgs(['https://example.com/', '--allow-host', '127.0.0.1/admin'])).toEqual({
      kind: 'error',
      message:
        '--allow-host takes a host name, such as 127.0.0.1, localhost or staging.example.com (got "127.0.0.1/admin").',
    });
  });
});
