import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import type { LlmsLinkCheck } from '../../src/artifacts.ts';
import { sampleLlmsLinks } from '../../src/gather/llms-link-sample.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN } from '../analyze/crawlers-helpers.ts';

/**
 * gather checks the page a listed Markdown mirror of the pricing page stands for (/pricing for /pricing.md). The
 * sample's count is of the file's links: that page takes the mirror's place, it is not one more link.
 */

const LLMS = [
  '# Acme',
  '',
  '> Acme makes invoicing software.',
  '',
  '## Docs',
  '',
  `- [Quickstart](${ORIGIN}/docs/quickstart): send a first invoice`,
  `- [Webhooks](${ORIGIN}/docs/webhooks): events Acme sends`,
  '',
  '## Company',
  '',
  `- [Pricing](${ORIGIN}/pricing.md): plans and prices`,
].join('\n');

const ok = (path: string): LlmsLinkCheck => ({
  url: `${ORIGIN}${path}`,
  finalUrl: `${ORIGIN}${path}`,
  status: 200,
  contentType: 'text/html',
  challenge: false,
});

function sampleOf(checks: LlmsLinkCheck[]) {
  const artifacts = artifactsFor({ llms: LLMS });
  artifacts.llmsLinks = checks;
  const result = analyzeLlmstxt(contextOf(artifacts));
  LlmstxtModule.parse(result);
  const finding = findingOf(result, 'llmstxt.links_resolve');
  return [finding.title, finding.evidence.at(-1)?.what];
}

describe('llmstxt.links_resolve: the count of links beside a Markdown mirror', () => {
  it('counts the three links of a file whose pricing mirror was checked as the pricing page', () => {
    expect(sampleOf([ok('/pricing'), ok('/docs/quickstart'), ok('/docs/webhooks')])).toEqual([
      'The 3 llms.txt links checked work',
      '3 of 3 distinct links checked',
    ]);
  });

  it("counts the page and the mirror both when gather's sample checked both", () => {
    const sample = sampleLlmsLinks(LLMS, `${ORIGIN}/llms.txt`);
    expect(sample.map((url) => new URL(url).pathname)).toEqual([
      '/pricing',
      '/docs/quickstart',
      '/docs/webhooks',
      '/pricing.md',
    ]);
    expect(sampleOf(sample.map((url) => ok(new URL(url).pathname)))).toEqual([
      'The 4 llms.txt links checked work',
      '4 of 4 distinct links checked',
    ]);
  });
});
