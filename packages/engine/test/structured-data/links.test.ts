import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { resolvedAnchors } from '../../src/structured-data/links.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';

/** Hrefs that look path-absolute or absolute but are not, or resolve in surprising ways. */
const HREFS = [
  '/about',
  '/a/../b/./c',
  '/caf\u00e9 menu?q=a b#top',
  '/%zz',
  '//cdn.example.org/x',
  '/\\evil.example/x',
  '/\t/tab-after-slash',
  '/\n\r\\newline-then-backslash',
  '/x\ty',
  ' /leading-space',
  'https://Example.COM:443/Path',
  'http://[::1]:8080/x',
  'https://bad host/',
  'https:relative-to-base',
  'http:/one-slash',
  'HTTPS://UPPER.example/',
  '?only=query',
  '#fragment',
  'relative/path',
  'javascript:void(0)',
  'mailto:team@example.com',
];

function resolved(pageUrl: string): (string | undefined)[] {
  const links = HREFS.map((href) => `<a href="${href.replaceAll('"', '&quot;')}">x</a>`).join('');
  return resolvedAnchors(pageFacts(parsePage(`<body>${links}</body>`)), pageUrl).map((a) => a.url?.href);
}

/** What the WHATWG parser makes of the href against the page, kept only for http(s). */
function expected(pageUrl: string): (string | undefined)[] {
  return HREFS.map((href) => {
    if (/^\s*(?:javascript|data|vbscript):/i.test(href)) return undefined;
    const url = URL.parse(href, pageUrl);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined;
  });
}

describe('resolvedAnchors', () => {
  for (const pageUrl of [
    'https://www.example.com/blog/post?x=1',
    'http://example.com:8080/dir/',
    'https://user:secret@example.com/private/',
    'https://xn--bcher-kva.example/',
  ]) {
    it(`resolves every kind of href as the URL parser does against ${pageUrl}`, () => {
      expect(resolved(pageUrl)).toEqual(expected(pageUrl));
    });
  }

  it('gives hosts without www, same-site flags and link texts without trailing arrows', () => {
    const html =
      '<body><a href="/about">About us ›</a><a href="https://blog.example.com/x">Blog:</a>' +
      '<a href="https://other.example.org/">Elsewhere \u00a0→</a></body>';
    const anchors = resolvedAnchors(pageFacts(parsePage(html)), 'https://www.example.com/');
    expect(anchors.map((a) => [a.host, a.sameSite, a.text])).toEqual([
      ['example.com', true, 'About us'],
      ['blog.example.com', true, 'Blog'],
      ['other.example.org', false, 'Elsewhere'],
    ]);
  });
});
