import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import {
  type ArtifactOptions,
  artifactsFor,
  contextOf,
  findingOf,
  ORIGIN,
  resource,
} from './crawlers-helpers.ts';

function llmsOf(options: ArtifactOptions = {}) {
  const result = analyzeLlmstxt(contextOf(artifactsFor(options)));
  LlmstxtModule.parse(result);
  return result;
}

const GOOD = [
  '# Acme Anvils',
  '',
  '> Forged steel anvils for smiths, shipped across Europe.',
  '',
  'Prices are in EUR and include VAT.',
  '',
  '## Products',
  '',
  '- [Anvil catalogue](https://shop.example/anvils.md): every model with weights and sizes',
  '- [Care guide](https://shop.example/care.md): keeping the face flat',
  '',
  '## Pricing',
  '',
  '- [Plans and prices](https://shop.example/pricing): list prices and trade discounts',
  '',
  '## Optional',
  '',
  '- [Company history](https://shop.example/history.md)',
].join('\n');

describe('llmstxt: a binary answer', () => {
  it('says the file is not text, not that it is an HTML soft 404', () => {
    const binary = {
      ...resource(`${ORIGIN}/llms.txt`, 200, '', { 'content-type': 'application/octet-stream' }),
      errorCode: 'unsupported_content_type' as const,
    };
    const finding = findingOf(llmsOf({ llms: binary }), 'llmstxt.exists');
    expect(finding.evidence[0]?.what).toBe(
      'llms.txt answered 200 as application/octet-stream, not text: serve it as text/plain or text/markdown',
    );
  });
});

describe('llmstxt: robots.txt', () => {
  const withRobots = (robots: string) => {
    const artifacts = artifactsFor({ robots, llms: GOOD });
    const context = contextOf(artifacts);
    context.previous.crawlers = analyzeCrawlers(context) as never;
    return analyzeLlmstxt(context);
  };

  it('fails when robots.txt disallows llms.txt for every agent that would read it', () => {
    const finding = findingOf(withRobots('User-agent: *\nDisallow: /llms.txt\n'), 'llmstxt.robots_allowed');
    expect(finding.status).toBe('fail');
    expect(finding.title).toBe('robots.txt disallows llms.txt for every agent');
  });

  it('passes when they may fetch it, and names the ones that may not', () => {
    expect(findingOf(withRobots('User-agent: *\nAllow: /\n'), 'llmstxt.robots_allowed').status).toBe('pass');
    const one = findingOf(withRobots('User-agent: PerplexityBot\nDisallow: /\n'), 'llmstxt.robots_allowed');
    expect(one.title).toBe('robots.txt disallows llms.txt for PerplexityBot');
  });
});

describe('llmstxt: existence', () => {
  it('accepts a 2xx text file and scores a well-formed one 100', () => {
    const result = llmsOf({ llms: GOOD, llmsFull: true });
    expect(result).toMatchObject({
      exists: true,
      valid: true,
      title: 'Acme Anvils',
      summary: 'Forged steel anvils for smiths, shipped across Europe.',
      link_count: 4,
      has_optional: true,
      has_full: true,
      http_status: 200,
      cta_url: 'https://shop.example/pricing',
    });
    expect(result.sections).toEqual([
      { title: 'Products', link_count: 2, optional: false },
      { title: 'Pricing', link_count: 1, optional: false },
      { title: 'Optional', link_count: 1, optional: true },
    ]);
    expect(result.score).toBe(100);
    expect(findingOf(result, 'llmstxt.full').status).toBe('pass');
  });

  it('reports a missing file as not applicable, with an informational finding and its fix (decision 0038)', () => {
    const result = llmsOf();
    expect(result.exists).toBe(false);
    expect(result.applicable).toBe(false);
    expect(result.cta_url).toBeNull();
    const finding = findingOf(result, 'llmstxt.exists');
    expect(finding).toMatchObject({ status: 'info', severity: 'low', impact: 0 });
    expect(finding.evidence[0]!.what).toBe('llms.txt answered HTTP 404');
    expect(finding.fix).toMatch(/# Site name/);
    expect(result.findings!.some((f) => f.check === 'llmstxt.h1')).toBe(false);
  });

  it('rejects an HTML soft-404 served with 200', () => {
    const soft = resource(`${ORIGIN}/llms.txt`, 200, '<!doctype html><html><body># Not found</body></html>', {
      'content-type': 'text/html; charset=utf-8',
    });
    const result = llmsOf({ llms: soft });
    expect(result.exists).toBe(false);
    expect(findingOf(result, 'llmstxt.exists').evidence[0]!.what).toMatch(/soft 404/);
    const sniffed = resource(`${ORIGIN}/llms.txt`, 200, '<html><head></head></html>', {
      'content-type': 'text/plain',
    });
    expect(llmsOf({ llms: sniffed }).exists).toBe(false);
  });

  it('rejects a redirect to another page', () => {
    const redirected = {
      ...resource(`${ORIGIN}/llms.txt`, 200, '# Home', { 'content-type': 'text/plain' }),
      finalUrl: `${ORIGIN}/`,
      redirects: [`${ORIGIN}/`],
    };
    expect(llmsOf({ llms: redirected }).exists).toBe(false);
  });

  it('treats a server error or no response as missing', () => {
    expect(llmsOf({ llms: resource(`${ORIGIN}/llms.txt`, 503, '') }).exists).toBe(false);
    expect(llmsOf({ llms: { ...resource(`${ORIGIN}/llms.txt`, 0, ''), error: 'timeout' } }).exists).toBe(
      false,
    );
    expect(llmsOf({ llms: null }).exists).toBe(false);
  });

  it('accepts text/markdown', () => {
    const md = resource(`${ORIGIN}/llms.txt`, 200, GOOD, { 'content-type': 'text/markdown' });
    expect(llmsOf({ llms: md }).exists).toBe(true);
  });
});

describe('llmstxt: structure', () => {
  it('requires an H1, first', () => {
    const none = llmsOf({ llms: '> Just a summary\n\n## Docs\n- [A](https://shop.example/a)\n' });
    expect(findingOf(none, 'llmstxt.h1')).toMatchObject({ status: 'fail', severity: 'medium' });
    expect(none.valid).toBe(false);
    const late = llmsOf({ llms: 'Welcome!\n# Acme\n' });
    const finding = findingOf(late, 'llmstxt.h1');
    expect(finding.status).toBe('warn');
    expect(finding.evidence[1]).toEqual({
      what: 'content before the H1: Welcome!',
      where: `${ORIGIN}/llms.txt line 1`,
    });
    expect(findingOf(llmsOf({ llms: '# A\n# B\n' }), 'llmstxt.h1').status).toBe('warn');
  });

  it('wants a > summary right after the H1', () => {
    expect(findingOf(llmsOf({ llms: '# Acme\n\n> Anvils.\n' }), 'llmstxt.summary').status).toBe('pass');
    expect(findingOf(llmsOf({ llms: '# Acme\n\nAnvils.\n\n> Late quote\n' }), 'llmstxt.summary').status).toBe(
      'fail',
    );
  });

  it('wants H2 sections of link lists', () => {
    expect(findingOf(llmsOf({ llms: '# Acme\n' }), 'llmstxt.sections').status).toBe('fail');
    expect(
      findingOf(llmsOf({ llms: '# Acme\n- [A](https://shop.example/a)\n' }), 'llmstxt.sections').status,
    ).toBe('warn');
  });

  it('flags list items that are not [title](url) links, with their line', () => {
    const result = llmsOf({
      llms: '# Acme\n## Docs\n- [A](https://shop.example/a): fine\n- https://shop.example/b\n- [C] (https://shop.example/c)\n',
    });
    const finding = findingOf(result, 'llmstxt.link_format');
    expect(finding.status).toBe('fail');
    expect(finding.evidence.map((e) => e.where)).toEqual([
      `${ORIGIN}/llms.txt line 4`,
      `${ORIGIN}/llms.txt line 5`,
    ]);
    expect(result.valid).toBe(false);
  });

  it('flags headings below H2', () => {
    const result = llmsOf({ llms: '# Acme\n## Docs\n### Deep\n- [A](https://shop.example/a)\n' });
    expect(findingOf(result, 'llmstxt.headings').status).toBe('warn');
  });

  it('ignores headings and links inside code fences', () => {
    const result = llmsOf({ llms: '# Acme\n```\n# Not a title\n- [x](https://x.example)\n```\n' });
    expect(result.title).toBe('Acme');
    expect(findingOf(result, 'llmstxt.h1').status).toBe('pass');
    expect(result.link_count).toBe(0);
  });

  it('never rewards size, but flags a bloated index', () => {
    const padded = `${GOOD}\n\n${'Filler sentence about anvils and more anvils. '.repeat(1500)}\n`;
    const big = llmsOf({ llms: padded });
    expect(big.size).toBeGreaterThan(50 * 1024);
    expect(findingOf(big, 'llmstxt.size').status).toBe('warn');
    expect(big.score).toBeLessThan(llmsOf({ llms: GOOD }).score);
    const tiny = llmsOf({
      llms: '# Acme\n\n> Anvils.\n\n## Docs\n- [Catalogue](https://shop.example/c.md)\n',
    });
    expect(tiny.score).toBe(100);
  });
});

describe('llmstxt: links', () => {
  it('flags relative, unfetchable and untitled links', () => {
    const result = llmsOf({
      llms: '# Acme\n## Docs\n- [A](/a.md)\n- [B](ftp://shop.example/b)\n- [https://shop.example/c](https://shop.example/c)\n- [D](https://shop.example/d)\n',
    });
    const finding = findingOf(result, 'llmstxt.link_urls');
    // Three of four links have a problem.
    expect(finding.status).toBe('fail');
    expect(finding.title).toBe('3 links are relative, untitled or not http(s)');
    expect(finding.evidence.map((e) => e.what)).toEqual([
      'relative URL: /a.md',
      'not an http(s) link: ftp://shop.example/b',
      'no descriptive title: https://shop.example/c',
    ]);
    expect(result.link_problems.map((p) => p.kind)).toEqual(['relative', 'unsupported_scheme', 'untitled']);
  });

  it('flags duplicates with the first occurrence', () => {
    const result = llmsOf({
      llms: '# Acme\n## Docs\n- [A](https://shop.example/a)\n- [Again](https://shop.example/a#part)\n',
    });
    const finding = findingOf(result, 'llmstxt.duplicate_links');
    expect(finding.status).toBe('warn');
    expect(finding.title).toBe('1 link is listed more than once');
    expect(finding.evidence[0]!.what).toBe(
      'listed twice: https://shop.example/a#part (first listed on line 3)',
    );
  });

  it('reports off-site links without scoring them; subdomains are on-site', () => {
    const result = llmsOf({
      llms: '# Acme\n## Docs\n- [Docs](https://docs.shop.example/a)\n- [Code](https://github.com/acme/anvils)\n',
    });
    const finding = findingOf(result, 'llmstxt.offsite_links');
    expect(finding.status).toBe('info');
    expect(finding.title).toBe('1 link points to other sites');
    expect(finding.evidence.map((e) => e.what)).toEqual(['off-site link: https://github.com/acme/anvils']);
    expect(finding.impact).toBe(0);
  });
});

describe('llmstxt: cta_url', () => {
  const cta = (body: string) => llmsOf({ llms: `# Acme\n\n> Anvils.\n\n${body}` }).cta_url;

  it('prefers a link in a section named for conversion', () => {
    expect(
      cta(
        '## Docs\n- [Contact us](https://shop.example/contact)\n\n## Get started\n- [Create an account](https://shop.example/join)\n',
      ),
    ).toBe('https://shop.example/join');
  });

  it('ranks buying over signing up over demos over contact within a tier', () => {
    expect(
      cta(
        '## Links\n- [Contact us](https://shop.example/c)\n- [Book a demo](https://shop.example/d)\n- [Pricing](https://shop.example/p)\n',
      ),
    ).toBe('https://shop.example/p');
    expect(
      cta(
        '## Links\n- [Contact sales](https://shop.example/c)\n- [Start a free trial](https://shop.example/t)\n',
      ),
    ).toBe('https://shop.example/t');
  });

  it('falls back to a link whose path says it, resolving relative links', () => {
    expect(cta('## Links\n- [Our offer](/pricing)\n')).toBe('https://shop.example/pricing');
  });

  it('is null when nothing qualifies, and ignores documentation words', () => {
    expect(
      cta(
        '## Docs\n- [Quick start](https://shop.example/quickstart)\n- [Register a webhook](https://shop.example/hooks)\n- [The Book](https://shop.example/book-of-anvils)\n',
      ),
    ).toBeNull();
    expect(cta('## Contact\n- [Email](mailto:hi@shop.example)\n')).toBeNull();
  });

  it('finds a link in the prose too', () => {
    expect(cta('Questions? [Contact us](https://shop.example/contact).\n')).toBe(
      'https://shop.example/contact',
    );
  });
});

describe('llmstxt: robustness', () => {
  it('never throws on odd bodies', () => {
    for (const body of [
      '',
      '\uFEFF# BOM title',
      '\u0000\u0001\uFFFD',
      '#',
      '- [',
      '[x](',
      '# A\n## \n- [](%%)\n',
    ]) {
      expect(() => llmsOf({ llms: body })).not.toThrow();
    }
    expect(llmsOf({ llms: '\uFEFF# BOM title' }).title).toBe('BOM title');
  });
});
