import { describe, expect, it } from 'vitest';
import { citabilityOf, html, prose } from './context.ts';

/**
 * Documentation and blog themes put a permalink anchor in each heading: Hugo PaperMod a hidden `a.anchor` "#",
 * MkDocs and Sphinx `a.headerlink` "¶", Docusaurus `a.hash-link` holding a zero-width space. It is no part of the
 * heading: passages are labelled without it, and a question heading ending "?¶" is still a question.
 */

const section = (heading: string) => `${heading}<p>${prose(60)}</p>`;

describe('permalink anchors in headings', () => {
  it('labels passages without the hidden "#" of Hugo PaperMod', () => {
    const page =
      html(`<main><article class="post-single"><h1 class="post-title">Packaging Python</h1><div class="post-content">
${section('<h2 id="libraries-vs-applications">Libraries vs applications<a hidden class="anchor" aria-hidden="true" href="#libraries-vs-applications">#</a></h2>')}
${section('<h2 id="pinning">Pinning versions<a hidden class="anchor" aria-hidden="true" href="#pinning">#</a></h2>')}
</div></article></main>`);
    const headings = citabilityOf(page, 'https://blog.example.dev/posts/packaging/').passages.map(
      (p) => p.heading,
    );
    expect(headings).toContain('Libraries vs applications');
    expect(headings).toContain('Pinning versions');
  });

  it('labels passages without the "¶" of MkDocs and the zero-width space of Docusaurus', () => {
    const mkdocs = html(`<main><article class="md-content__inner md-typeset"><h1>Configuration</h1>
${section('<h2 id="precedence">Precedence<a class="headerlink" href="#precedence" title="Permanent link">&para;</a></h2>')}
${section('<h2 id="multiple-files">Multiple files<a class="headerlink" href="#multiple-files" title="Permanent link">&para;</a></h2>')}
</article></main>`);
    const docusaurus = html(`<main><article><div class="theme-doc-markdown markdown"><h1>Authentication</h1>
${section('<h2 class="anchor anchorWithStickyNavbar_LWe7" id="api-tokens">API tokens<a href="#api-tokens" class="hash-link" aria-label="Direct link to API tokens" title="Direct link to API tokens">\u200b</a></h2>')}
${section('<h2 class="anchor anchorWithStickyNavbar_LWe7" id="oauth">OAuth 2.0<a href="#oauth" class="hash-link" aria-label="Direct link to OAuth 2.0" title="Direct link to OAuth 2.0">\u200b</a></h2>')}
</div></article></main>`);
    expect(citabilityOf(mkdocs, 'https://docs.example.dev/config/').passages.map((p) => p.heading)).toEqual(
      expect.arrayContaining(['Precedence', 'Multiple files']),
    );
    expect(citabilityOf(docusaurus, 'https://docs.example.dev/auth').passages.map((p) => p.heading)).toEqual(
      expect.arrayContaining(['API tokens', 'OAuth 2.0']),
    );
  });

  it('counts a Sphinx or MkDocs FAQ heading ending "?¶" as a question', () => {
    const page = html(`<main><article class="md-content__inner md-typeset"><h1>FAQ</h1>
${section('<h2 id="env">Env files supported?<a class="headerlink" href="#env" title="Permanent link">&para;</a></h2>')}
${section('<h2 id="install">Installation<a class="headerlink" href="#install" title="Permanent link">&para;</a></h2>')}
</article></main>`);
    const passages = citabilityOf(page, 'https://docs.example.dev/faq/').passages as unknown as {
      heading: string | null;
      question_heading: boolean;
    }[];
    expect(passages.filter((p) => p.question_heading).map((p) => p.heading)).toEqual([
      'Env files supported?',
    ]);
  });

  it('keeps a heading whose whole text is its own anchor link, and the "#" of C#', () => {
    const page = html(`<main><article><h1>Languages</h1>
${section('<h2 id="c-sharp"><a class="anchor" href="#c-sharp">Learning C#</a></h2>')}
${section('<h2 id="f-sharp">Why F#</h2>')}
</article></main>`);
    const headings = citabilityOf(page, 'https://blog.example.dev/languages/').passages.map((p) => p.heading);
    expect(headings).toEqual(expect.arrayContaining(['Learning C#', 'Why F#']));
  });
});
