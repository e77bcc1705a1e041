import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { parsePage } from '../../src/parse/page.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { contextOf, prose } from '../content/context.ts';

const names = (html: string) => {
  const root = parsePage(html).children.find((n) => 'name' in n && n.name === 'html') as
    | { children: { name?: string; type: string }[] }
    | undefined;
  return root?.children.filter((n) => n.type === 'tag').map((n) => n.name);
};

describe('parsePage: the head a browser would build', () => {
  it('moves body content of a page that leaves out </head> and <body> into a body', () => {
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Anvils</title><h1>Anvils</h1><p>An anvil is a steel block.</p></html>';
    expect(names(html)).toEqual(['head', 'body']);
    expect(pageFacts(parsePage(html)).text).toBe('Anvils\nAn anvil is a steel block.');
  });

  it('moves a stray element before <body> to the start of the existing body', () => {
    const html =
      '<html><head><title>T</title><div id="banner">Sale today</div><body><p>Main text</p></body></html>';
    expect(names(html)).toEqual(['head', 'body']);
    expect(pageFacts(parsePage(html)).text).toBe('Sale today\nMain text');
  });

  it('leaves a head that holds only head content alone', () => {
    const html =
      '<html><head><title>T</title><noscript><style>a{}</style></noscript><script>1</script>\n</head><body><p>x</p></body></html>';
    const head = parsePage(html).children.find((n) => 'name' in n && n.name === 'html') as {
      children: { name?: string; children?: unknown[] }[];
    };
    expect(head.children.find((n) => n.name === 'head')?.children).toHaveLength(4);
  });

  it('lets citability read a page written with optional tags left out', () => {
    const html = `<!doctype html><title>Anvils</title><meta name="viewport" content="width=device-width"><main><h1>Anvils</h1><p>${prose(320)}</p></main>`;
    const result = analyzeCitability(contextOf(html)) as { findings: { check: string; status: string }[] };
    expect(result.findings.find((f) => f.check === 'citability.thin_content')?.status).toBe('pass');
    const unclosed = `<!doctype html><html><head><title>Anvils</title><main><h1>Anvils</h1><p>${prose(320)}</p></main></html>`;
    const second = analyzeCitability(contextOf(unclosed)) as {
      findings: { check: string; status: string }[];
    };
    expect(second.findings.find((f) => f.check === 'citability.thin_content')?.status).toBe('pass');
  });
});
