import { describe, expect, it } from 'vitest';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';

/**
 * A site in WordPress's maintenance mode answers 503 for every URL, llms.txt included. The audit's one item is the
 * page's: llms.txt's 503 is the same outage, not something to fix in the file.
 */

const site = fixtureSitesPerTest();
const MAINTENANCE = {
  status: 503,
  headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '600' },
  body: '<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>Briefly unavailable for scheduled maintenance. Check back in a minute.</h1></body></html>',
};
const ROBOTS = { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' };
const audit = (url: string) => runAudit(url, { allowHosts: ['127.0.0.1'] });

describe('llms.txt when the whole site answers 503', () => {
  it('is not scored, and the plan holds only the page item', async () => {
    const fixture = await site({
      '/blog/launch-notes': MAINTENANCE,
      '/llms.txt': MAINTENANCE,
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/launch-notes'));
    expect(result.modules.llmstxt?.applicable).toBe(false);
    expect(result.action_plan.map((item) => item.check)).toEqual(['gate.page_not_fetched']);
  });

  it('still fails llms.txt answering 503 while the page itself loads', async () => {
    const fixture = await site({
      '/blog/launch-notes': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: GOOD_ARTICLE },
      '/llms.txt': MAINTENANCE,
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/launch-notes'));
    expect(result.modules.llmstxt?.applicable).not.toBe(false);
    const exists = result.modules.llmstxt?.findings?.find((f) => f.check === 'llmstxt.exists');
    expect(exists?.title).toBe('llms.txt could not be read (HTTP 503)');
  });
});
