import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import type { LlmsLinkCheck } from '../../src/artifacts.ts';
import { sampleLlmsLinks } from '../../src/gather/llms-link-sample.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN } from '../analyze/crawlers-helpers.ts';

/**
 * llmstxt.org asks sites to publish each page's Markdown at the page's URL with `.md` appended, and many llms.txt
 * files list only those mirrors. The mirror of the pricing or contact page stands for that page: it is the
 * conversion link, and `cta_url` names the page a user can act on.
 */

const MIRRORS = [
  '# Acme Invoicing',
  '',
  '> Invoicing for freelancers.',
  '',
  '## Docs',
  '',
  `- [Quickstart](${ORIGIN}/docs/quickstart.md): send a first invoice`,
  `- [Checkout sessions](${ORIGIN}/api/checkout.md): the Checkout object`,
  `- [Our plans for 2027](${ORIGIN}/blog/plans.md): the roadmap`,
  '',
  '## Company',
  '',
  `- [Pricing](${ORIGIN}/pricing.md): plans and prices`,
  `- [Contact](${ORIGIN}/contact/index.html.md): talk to sales`,
].join('\n');

function analyzed(body: string, llmsLinks?: LlmsLinkCheck[]) {
  const artifacts = artifactsFor({ llms: body });
  if (llmsLinks !== undefined) artifacts.llmsLinks = llmsLinks;
  const result = analyzeLlmstxt(contextOf(artifacts));
  LlmstxtModule.parse(result);
  return result;
}

const answered = (url: string, status: number): LlmsLinkCheck => ({
  url,
  finalUrl: url,
  status,
  contentType: 'text/html',
  challenge: false,
});

describe('llmstxt cta_url: Markdown mirrors of conversion pages', () => {
  it('hands out the pricing page whose .md mirror llms.txt lists, and gather checks that page first', () => {
    const result = analyzed(MIRRORS);
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    expect(result.cta).toEqual({ kind: 'pricing', by: 'title', line: 13 });
    expect(sampleLlmsLinks(MIRRORS, `${ORIGIN}/llms.txt`)[0]).toBe(`${ORIGIN}/pricing`);
  });

  it('maps /index.html.md to its directory page and /en/contact.md to the localised page', () => {
    expect(
      analyzed(['# Acme', '', '## Company', '', `- [Talk to us](${ORIGIN}/contact/index.html.md)`].join('\n'))
        .cta_url,
    ).toBe(`${ORIGIN}/contact/`);
    expect(
      analyzed(['# Acme', '', '## Company', '', `- [Sales team](${ORIGIN}/en/contact.md)`].join('\n'))
        .cta_url,
    ).toBe(`${ORIGIN}/en/contact`);
  });

  it('passes over the page when gather found it broken, on the mirror’s line', () => {
    const result = analyzed(MIRRORS, [
      answered(`${ORIGIN}/pricing`, 404),
      answered(`${ORIGIN}/docs/quickstart.md`, 200),
    ]);
    expect(result.cta_url).toBe(`${ORIGIN}/contact/`);
    expect(result.link_checks?.[0]).toEqual({
      url: `${ORIGIN}/pricing`,
      line: 13,
      status: 404,
      outcome: 'http_error',
    });
    expect(findingOf(result, 'llmstxt.links_resolve').evidence.map((e) => [e.what, e.where])).toEqual([
      [`HTTP 404: ${ORIGIN}/pricing`, `${ORIGIN}/llms.txt line 13`],
      ['2 of 5 distinct links checked', `${ORIGIN}/llms.txt`],
    ]);
  });

  it('still takes the Markdown of docs, API objects and posts for documentation', () => {
    const docsOnly = MIRRORS.split('\n').slice(0, 10).join('\n');
    expect(analyzed(docsOnly).cta_url).toBeNull();
  });
});
