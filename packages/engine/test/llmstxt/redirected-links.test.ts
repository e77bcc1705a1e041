import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import type { LlmsLinkCheck as GatheredCheck } from '../../src/artifacts.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { linkHealth } from '../../src/llmstxt/link-health.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN } from '../analyze/crawlers-helpers.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

// A deep link redirected to the home page (or a generic error page) is a soft 404: the page it named is gone.
function redirected(path: string, to: string): GatheredCheck {
  return {
    url: `${ORIGIN}${path}`,
    finalUrl: new URL(to, ORIGIN).href,
    status: 200,
    contentType: 'text/html',
    challenge: false,
  };
}

describe('llms.txt links that redirect', () => {
  it.each([
    ['/docs/v1/guide', '/'],
    ['/docs/v1/guide', '/index.html'],
    ['/en/docs/guide', '/en/'],
    ['/blog/old-post', '/404'],
    ['/pricing-2023', '/not-found.html'],
  ])('%s → %s is a soft 404', (path, to) => {
    expect(linkHealth(redirected(path, to)).outcome).toBe('soft_404');
  });

  it.each([
    ['/docs/v1/guide', '/docs/v2/guide'],
    ['/docs', '/docs/'],
    ['/', '/en/'],
    ['/en', '/en/'],
    ['/index.html', '/'],
  ])('%s → %s still works', (path, to) => {
    expect(linkHealth(redirected(path, to)).outcome).toBe('ok');
  });

  it('says so in links_resolve and passes the link over as the CTA', () => {
    const artifacts = artifactsFor({
      llms: `# Acme\n\n> Billing.\n\n## Docs\n- [Guide](${ORIGIN}/docs/v1/guide)\n\n## Pricing\n- [Pricing](${ORIGIN}/old-pricing)\n- [Contact us](${ORIGIN}/contact)\n`,
    });
    artifacts.llmsLinks = [
      redirected('/docs/v1/guide', '/'),
      redirected('/old-pricing', '/'),
      redirected('/contact', '/contact'),
    ];
    const result = analyzeLlmstxt(contextOf(artifacts));
    LlmstxtModule.parse(result);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding.status).not.toBe('pass');
    expect(finding.evidence.map((e) => e.what)).toContain(
      `HTTP 200 after a redirect to the home page (${ORIGIN}/), a soft 404: ${ORIGIN}/docs/v1/guide`,
    );
    expect(result.link_checks?.map((c) => c.outcome)).toEqual(['soft_404', 'soft_404', 'ok']);
    expect(result.cta_url).toBe(`${ORIGIN}/contact`);
  });
});

const site = fixtureSitesPerTest();

describe('gather: an llms.txt link redirected home', () => {
  it('records where it landed, so the audit calls it a soft 404', async () => {
    const fixture = await site({
      '/': { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Acme</title><p>Hi</p>' },
      '/llms.txt': {
        headers: { 'content-type': 'text/plain' },
        body: '# Acme\n\n## Docs\n- [Guide](/docs/v1/guide)\n',
      },
      '/docs/v1/guide': { status: 301, headers: { location: '/' } },
    });
    const options: GatherOptions = {
      allowHosts: ['127.0.0.1'],
      timeoutMs: 15_000,
      budgetMs: 60_000,
      probes: false,
    };
    const artifacts = await gather(fixture.url('/'), options);
    const checks = artifacts.llmsLinks ?? [];
    expect(checks.map((c) => [new URL(c.finalUrl).pathname, linkHealth(c).outcome])).toEqual([
      ['/', 'soft_404'],
    ]);
  }, 60_000);
});
