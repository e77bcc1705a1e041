import { describe, expect, it } from 'vitest';
import { PageFetchError } from '../../src/run/errors.ts';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest, startFixtureSite } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

// A server (or the firewall before it) that accepts the connection and then drops it is online: telling the owner
// it could not connect and to check the site is online sends them to the wrong place.
describe('runAudit: a server that drops the connection after accepting it', () => {
  it('says the server closed the connection, not that it could not connect', async () => {
    const fixture = await site({ '/': { raw: (req) => req.socket.destroy() } });
    const error = await runAudit(fixture.url('/'), { allowHosts: ['127.0.0.1'] }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).code).toBe('network');
    expect((error as PageFetchError).message).toMatch(/closed the connection .* before answering/);
    expect((error as PageFetchError).message).not.toMatch(/Could not connect|is online/);
  });

  it('still says it could not connect when nothing listens', async () => {
    const closed = await startFixtureSite();
    const url = closed.url('/');
    await closed.close();
    const error = await runAudit(url, { allowHosts: ['127.0.0.1'] }).catch((e: unknown) => e);

    expect((error as PageFetchError).code).toBe('connect_failure');
    expect((error as PageFetchError).message).toMatch(/Could not connect/);
  });
});
