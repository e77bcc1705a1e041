import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { type GatherOptions, gather, isTextDocument } from '../../src/gather/index.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN, resource } from '../analyze/crawlers-helpers.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

// A misconfigured default_type serves llms.txt as text/html; agents still read the Markdown, so the file exists.
const MARKDOWN = '# Acme\n\n> Billing for small teams.\n\n## Docs\n\n- [Guide](/guide.md): start here\n';
const asHtml = (body: string) =>
  resource(`${ORIGIN}/llms.txt`, 200, body, { 'content-type': 'text/html; charset=utf-8' });

function llmsOf(llms: ReturnType<typeof resource>) {
  const result = analyzeLlmstxt(contextOf(artifactsFor({ llms })));
  LlmstxtModule.parse(result);
  return result;
}

describe('llmstxt: Markdown served as text/html', () => {
  it('exists, is parsed, and gets its own low finding about the content type', () => {
    const result = llmsOf(asHtml(MARKDOWN));
    expect(result.exists).toBe(true);
    expect(result.title).toBe('Acme');
    expect(result.link_count).toBe(1);
    expect(findingOf(result, 'llmstxt.content_type')).toMatchObject({
      severity: 'low',
      title: 'llms.txt is served as an HTML page (text/html)',
    });
    expect(findingOf(result, 'llmstxt.content_type').status).not.toBe('pass');
    expect(findingOf(result, 'llmstxt.content_type').fix).toMatch(/text\/plain or text\/markdown/);
    expect(result.findings!.some((f) => f.check === 'llmstxt.exists' && f.status !== 'pass')).toBe(false);
  });

  it('still rejects an HTML soft 404, and a Markdown-looking page that holds tags', () => {
    for (const body of [
      '<!doctype html><html><body><h1>Not found</h1></body></html>',
      '# Not found\n<p>Try the <a href="/">home page</a>.</p>\n',
      'Page not found\n',
    ]) {
      const result = llmsOf(asHtml(body));
      expect(result.exists).toBe(false);
      expect(findingOf(result, 'llmstxt.exists').evidence[0]!.what).toMatch(/soft 404/);
    }
  });

  it('does not flag the content type of a file served as text/plain', () => {
    const result = llmsOf(
      resource(`${ORIGIN}/llms.txt`, 200, MARKDOWN, { 'content-type': 'text/plain; charset=utf-8' }),
    );
    expect(findingOf(result, 'llmstxt.content_type').status).toBe('pass');
  });

  it('reads Markdown autolinks as Markdown, not as tags', () => {
    expect(
      isTextDocument(asHtml('# Acme\n\nWrite to <hello@acme.example> or see <https://acme.example>.\n')),
    ).toBe(true);
  });
});

const site = fixtureSitesPerTest();

describe('gather: Markdown llms.txt served as text/html', () => {
  it('checks its links like any llms.txt', async () => {
    const fixture = await site({
      '/': { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Acme</title><p>Hi</p>' },
      '/llms.txt': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: MARKDOWN },
      '/guide.md': { headers: { 'content-type': 'text/markdown' }, body: '# Guide\n' },
    });
    const options: GatherOptions = {
      allowHosts: ['127.0.0.1'],
      timeoutMs: 15_000,
      budgetMs: 60_000,
      probes: false,
    };
    const artifacts = await gather(fixture.url('/'), options);
    expect(artifacts.llmsLinks?.map((l) => [new URL(l.url).pathname, l.status])).toEqual([
      ['/guide.md', 200],
    ]);
  }, 60_000);
});
