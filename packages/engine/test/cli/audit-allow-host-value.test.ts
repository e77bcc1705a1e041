import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '../../src/cli/args.ts';
import { auditCommand } from '../../src/index.ts';
import { closedPort } from '../helpers/closed-port.ts';
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

  it('lets http://[::1]:PORT/ through when allowed as ::1, the way `ip` and `ss` print the address', async () => {
    const url = `http://[::1]:${await closedPort()}/`;
    let stderr = '';
    const code = await auditCommand([url, '--allow-host', '::1'], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
    });
    // Nothing listens there: the fetch fails on connecting, past the address policy, not as a usage error.
    expect(code).toBe(3);
    expect(stderr).not.toContain('--allow-host');
    expect(stderr).not.toContain('is refused');
  }, 30_000);

  it('refuses a wildcard or an address range instead of accepting it and allowing nothing', () => {
    for (const value of ['*', '*.staging.example.com', '10.0.0.0/8', '127.0.0.1/32']) {
      expect(parseAuditArgs(['https://example.com/', '--allow-host', value])).toEqual({
        kind: 'error',
        message: `--allow-host takes one host, not a pattern or address range (got "${value}"): repeat it for each host, e.g. --allow-host 127.0.0.1 --allow-host staging.example.com.`,
      });
    }
  });

  it('refuses a value that names no host, saying what it takes', () => {
    expect(parseAuditArgs(['https://example.com/', '--allow-host', '127.0.0.1/admin'])).toEqual({
      kind: 'error',
      message:
        '--allow-host takes a host name, such as 127.0.0.1, localhost or staging.example.com (got "127.0.0.1/admin").',
    });
  });
});
