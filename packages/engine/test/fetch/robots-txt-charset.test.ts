import { describe, expect, it } from 'vitest';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const ARTICLE = `<p>${'Our café roasts its beans every morning and serves them by noon. '.repeat(40)}</p>`;
const cafe = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Café</title></head><body><h1>Café</h1>${ARTICLE}</body></html>`,
};

// Crawlers read robots.txt as UTF-8 bytes whatever charset the server declares: the Latin-1 byte 0xE9 is no "é" to
// them, so a rule written that way does not block /caf%C3%A9, the address browsers and crawlers request.
describe('runAudit: robots.txt in a legacy charset', () => {
  it('reads a Latin-1 robots.txt as crawlers do, so /café is not reported blocked', async () => {
    const fixture = await site({
      '/robots.txt': {
        headers: { 'content-type': 'text/plain; charset=iso-8859-1' },
        body: Buffer.from('User-agent: *\nDisallow: /caf\xe9\n', 'latin1'),
      },
      '/caf%C3%A9': cafe,
    });
    const result = await runAudit(fixture.url('/caf%C3%A9'), {
      allowHosts: ['127.0.0.1'],
      modules: ['crawlers'],
    });
    const crawlers = result.modules.crawlers!;
    expect(crawlers.robots_status).toBe('parsed');
    expect(crawlers.blocked).toEqual([]);
  });

  it('still obeys the same rule when the file is UTF-8, as crawlers do', async () => {
    const fixture = await site({
      '/robots.txt': {
        headers: { 'content-type': 'text/plain; charset=iso-8859-1' },
        body: Buffer.from('User-agent: *\nDisallow: /café\n', 'utf8'),
      },
      '/caf%C3%A9': cafe,
    });
    const result = await runAudit(fixture.url('/caf%C3%A9'), {
      allowHosts: ['127.0.0.1'],
      modules: ['crawlers'],
    });
    expect(result.modules.crawlers!.blocked.length).toBeGreaterThan(0);
  });
});
