import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';

/**
 * A result as the engine writes it for a wiki page whose robots.txt shuts out OAI-SearchBot: fix texts that
 * mark code with backticks, addresses with underscores, an llms.txt line (Markdown itself) as a value, page
 * text holding `|` and a line break, and a cap whose title is a sentence.
 */
const PAGE = 'https://wiki.example.org/wiki/Generative_engine_optimization';
const ROBOTS = 'https://wiki.example.org/robots.txt';
const LLMS_LINE = '- [API](https://wiki.example.org/api_reference.md): the `GET /v1/items` endpoint';

function wikiResult() {
  return {
    url: PAGE,
    geo_score: 0,
    verdict: 'Critical',
    analyzed_at: '2026-11-24T03:00:00Z',
    caps: [
      {
        check: 'gate.page_not_fetched',
        max: 0,
        reason: 'The page answered HTTP 404, so nothing on it can be cited.',
        evidence: [{ what: 'the page answered HTTP 404', where: PAGE, value: 404 }],
      },
    ],
    modules: {
      crawlers: {
        score: 40,
        findings: [
          {
            check: 'crawlers.oai_searchbot',
            title: 'OAI-SearchBot is blocked from this page',
            status: 'fail',
            severity: 'critical',
            evidence: [
              {
                what: 'Disallow: /wiki/ in the User-agent: OAI-SearchBot group decides /wiki/Generative_engine_optimization',
                where: `${ROBOTS} line 2`,
                value: 'Disallow: /wiki/',
              },
            ],
            fix: 'In robots.txt, remove or narrow `Disallow: /wiki/` in the `User-agent: OAI-SearchBot` group, or add `Allow: /wiki/Generative_engine_optimization` to it.',
          },
          {
            check: 'crawlers.sitemap',
            title: 'robots.txt lists no sitemap',
            status: 'info',
            severity: 'low',
            evidence: [{ what: 'no Sitemap: line', where: ROBOTS }],
            fix: 'Add `Sitemap: https://your-site/sitemap.xml` to robots.txt so crawlers find new pages quickly.',
          },
        ],
      },
      llmstxt: {
        score: 60,
        findings: [
          {
            check: 'llmstxt.links',
            title: 'Links in llms.txt have descriptions',
            status: 'warn',
            severity: 'low',
            evidence: [
              { what: 'a link line', where: 'https://wiki.example.org/llms.txt line 7', value: LLMS_LINE },
              { what: 'a code line', where: 'https://wiki.example.org/llms.txt line 9', value: '`curl`' },
            ],
            fix: 'Give every link a description.',
          },
        ],
      },
      schema: {
        score: 80,
        findings: [
          {
            check: 'schema.entity_links',
            title: 'Entity graph (@id cross-references)',
            status: 'pass',
            severity: 'info',
            evidence: [{ what: '2 nodes with @id, 1 reference to @acme/web on X, ranked #1 by readers' }],
            fix: null,
          },
        ],
      },
      brand: {
        score: 70,
        findings: [
          {
            check: 'brand.name',
            title: 'Brand name differs: "Wiki | Example"',
            status: 'warn',
            severity: 'medium',
            evidence: [
              { what: 'title "Generative engine optimization\n| Wiki | Example"', where: 'head > title' },
            ],
            fix: 'Use one name.',
          },
        ],
      },
    },
    action_plan: [
      {
        check: 'gate.page_not_fetched',
        title: 'The page answered HTTP 404, so nothing on it can be cited.',
        priority: 'critical',
        module: 'crawlers',
        impact: 100,
        effort: 'low',
        fix: 'Make the URL answer 200 with the page (or audit the address the content now lives at).',
      },
      {
        check: 'crawlers.oai_searchbot',
        title: 'OAI-SearchBot is blocked from this page',
        priority: 'high',
        module: 'crawlers',
        impact: 30,
        effort: 'low',
        fix: 'In robots.txt, remove or narrow `Disallow: /wiki/` in the `User-agent: OAI-SearchBot` group.',
      },
    ],
  };
}

describe('renderMarkdown for pull-request comments: code, links and labels', () => {
  const markdown = renderMarkdown(wikiResult());
  const lines = markdown.split('\n');

  it('keeps the code a finding marks with backticks as code spans, not escaped backticks', () => {
    expect(markdown).toContain(
      '  - How to fix: In robots.txt, remove or narrow `Disallow: /wiki/` in the `User-agent: OAI-SearchBot` group, or add `Allow: /wiki/Generative_engine_optimization` to it.',
    );
    expect(markdown).toContain(
      '   In robots.txt, remove or narrow `Disallow: /wiki/` in the `User-agent: OAI-SearchBot` group.',
    );
    expect(markdown).not.toContain('\\`');
  });

  it('shows a value with backticks exactly, in a longer fence', () => {
    expect(markdown).toContain(`(Where: <https://wiki.example.org/llms.txt> line 7) \`\`${LLMS_LINE}\`\``);
    expect(markdown).toContain('(Where: <https://wiki.example.org/llms.txt> line 9) `` `curl` ``');
    expect(markdown).not.toContain("'GET /v1/items'");
  });

  it('links addresses whole, underscores and all, and links no address inside code', () => {
    expect(markdown).toContain(`**Audited page:** <${PAGE}>`);
    expect(markdown).toContain(`(Where: <${ROBOTS}> line 2)`);
    expect(markdown).toContain(`(Where: <${ROBOTS}>)`);
    // Escaped in place, GitHub would link ".../Generative\_engine..." with the backslash in the address.
    expect(markdown).not.toMatch(/https:\/\/\S*\\_/);
    expect(markdown).not.toContain('<https://your-site');
  });

  it('makes no GitHub mention or issue reference of JSON-LD keywords, handles and ranks', () => {
    expect(markdown).toContain('- **Entity graph (`@id` cross-references)**: Passed');
    expect(markdown).toContain(
      '  - Evidence: 2 nodes with `@id`, 1 reference to `@acme/web` on X, ranked `#1` by readers',
    );
    expect(markdown).not.toMatch(/(?:^|[^`\w])[@#]\w/m);
    expect(markdown).toContain(`<${PAGE}>`);
  });

  it('puts no colon after a bold label that ends a sentence', () => {
    expect(markdown).not.toContain('.**:');
    expect(markdown).toContain(
      '1. **The page answered HTTP 404, so nothing on it can be cited.** Module: AI crawler access · Low effort · +100 points',
    );
    expect(markdown).toContain(
      '2. **OAI-SearchBot is blocked from this page**: Module: AI crawler access · Low effort · +30 points',
    );
    expect(markdown).toContain(
      '> **Score capped:** At most 0. The page answered HTTP 404, so nothing on it can be cited.',
    );
  });

  it('keeps page text with a pipe or a line break on its own list line', () => {
    expect(markdown).toContain('- **Brand name differs: "Wiki \\| Example"**: Warning · Severity: Medium');
    expect(markdown).toContain(
      '  - Evidence: title "Generative engine optimization \\| Wiki \\| Example" (Where: head \\> title)',
    );
    const table = lines.filter((line) => line.startsWith('|'));
    expect(table.length).toBeGreaterThan(2);
    for (const row of table) expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6);
    const start = lines.indexOf('### Findings');
    expect(start).toBeGreaterThan(0);
    for (const line of lines.slice(start + 1))
      expect(line).toMatch(/^(?:$|#### |\*\*[^*]+\*\*$|- \*\*| {2}- )/);
  });
});
