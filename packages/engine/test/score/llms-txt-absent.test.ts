import { describe, expect, it } from 'vitest';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * A site without llms.txt (decision 0038): the llmstxt module is not applicable, as Lighthouse treats a 4xx, so
 * the optional file never outranks a real access problem in the action plan.
 */
describe('a news article on a site with no llms.txt', () => {
  const result = auditRealistic('news-paywall-article');
  const llms = result.modules.llmstxt!;

  it('lists the PerplexityBot block, and no llms.txt item, in the action plan', () => {
    expect(planRank(result, 'crawlers.robots.perplexitybot')).toBeGreaterThanOrEqual(0);
    expect(planRank(result, 'llmstxt.exists')).toBe(-1);
  });

  it('reports the missing file as not applicable: weight 0, exists false, a finding with the fix', () => {
    expect(llms.applicable).toBe(false);
    expect(llms.exists).toBe(false);
    expect(result.weights?.llmstxt).toBe(0);
    const finding = llms.findings!.find((f) => f.check === 'llmstxt.exists')!;
    expect(finding).toMatchObject({ status: 'info', impact: 0, title: 'The site has no llms.txt' });
    expect(finding.evidence.map((e) => e.what)).toContain('llms.txt answered HTTP 404');
    expect(finding.fix).toMatch(/publish \/llms\.txt .*AI agents/);
  });

  it('still scores an llms.txt that answers 5xx', () => {
    const broken = auditRealistic('news-paywall-article', (artifacts) => {
      artifacts.llmsTxt = { ...artifacts.llmsTxt!, status: 503, body: 'Service Unavailable' };
    });
    expect(broken.modules.llmstxt!.applicable).toBeUndefined();
    expect(broken.weights?.llmstxt).toBeGreaterThan(0);
    expect(planRank(broken, 'llmstxt.exists')).toBeGreaterThanOrEqual(0);
  });

  it('treats an HTML page served with 200 for /llms.txt (a soft 404) as no file', () => {
    const soft = auditRealistic('news-paywall-article', (artifacts) => {
      artifacts.llmsTxt = {
        ...artifacts.llmsTxt!,
        status: 200,
        body: '<!doctype html><html><head><title>Page not found</title></head><body>Sorry</body></html>',
      };
    });
    expect(soft.modules.llmstxt!.applicable).toBe(false);
    expect(soft.weights?.llmstxt).toBe(0);
  });
});
