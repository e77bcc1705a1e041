import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * A docs generator's page says what built it (`<meta name="generator" content="mkdocs-1.6.1, …">`), and a Read the
 * Docs project lives on *.readthedocs.io: both name a documentation page whose path (/en/latest/user-guide/…) names
 * nothing. Trimmed from a Material for MkDocs page on Read the Docs.
 */
const mkdocsPage = (generator = 'mkdocs-1.6.1, mkdocs-material-9.5.44', rtd = true) => `<!doctype html>
<html lang="en" class="no-js"><head><meta charset="utf-8">
<meta name="description" content="Tessellate: fast mesh generation for Python">
<link rel="canonical" href="https://tessellate.readthedocs.io/en/stable/user-guide/configuration/">
<meta name="generator" content="${generator}">
<title>Configuration - Tessellate</title>
${rtd ? '<meta name="readthedocs-project-slug" content="tessellate" /><meta name="readthedocs-version-slug" content="latest" />' : ''}
</head>
<body dir="ltr">
<header class="md-header"><nav class="md-header__inner md-grid" aria-label="Header"><a href="../.." title="Tessellate" class="md-header__button md-logo"><img src="../../assets/logo.png" alt="logo"></a><div class="md-header__title"><span class="md-ellipsis">Tessellate</span></div></nav></header>
<div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">
<div class="md-sidebar md-sidebar--primary"><nav class="md-nav md-nav--primary" aria-label="Navigation"><ul class="md-nav__list"><li><a href="../.." class="md-nav__link">Home</a></li><li><a href="../installation/" class="md-nav__link">Installation</a></li><li><a href="./" class="md-nav__link md-nav__link--active">Configuration</a></li></ul></nav></div>
<div class="md-content"><article class="md-content__inner md-typeset">
<h1 id="configuration">Configuration<a class="headerlink" href="#configuration" title="Permanent link">&para;</a></h1>
<p>Tessellate reads its settings from a <code>tessellate.toml</code> file in the project root, from environment variables that start with <code>TESS_</code>, or from keyword arguments to <code>Mesher()</code>. Keyword arguments win over environment variables, which win over the file.</p>
<h2 id="options">Options</h2>
<table><thead><tr><th>Option</th><th>Default</th><th>Description</th></tr></thead><tbody><tr><td><code>max_edge</code></td><td><code>0.1</code></td><td>Longest allowed edge, in model units</td></tr><tr><td><code>min_angle</code></td><td><code>20</code></td><td>Smallest triangle angle, in degrees</td></tr></tbody></table>
<p>With <code>min_angle = 25</code> meshing takes about 30% longer but gives better-conditioned stiffness matrices for finite-element solvers.</p>
<aside class="md-source-file"><span class="md-source-file__fact"><span class="git-revision-date-localized-plugin-date">October 2, 2026</span></span></aside>
</article></div></div></main>
<footer class="md-footer"><div class="md-copyright">Copyright &copy; 2024–2026 The Tessellate developers · Made with <a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a></div></footer>
</div></body></html>`;

const detect = (html: string, url: string) => {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
};

describe('docs generators and Read the Docs', () => {
  const rtd = 'https://tessellate.readthedocs.io/en/latest/user-guide/configuration/';

  it('make a Material for MkDocs page on Read the Docs a documentation page, asked for a TechArticle', () => {
    expect(detect(mkdocsPage(), rtd)).toMatchObject({ kind: 'docs', type: 'article' });
    const fit = finding(
      SchemaModule.parse(analyzeSchema(contextFor(mkdocsPage(), { url: rtd }))),
      'schema.page_type_fit',
    );
    expect(fit.evidence[0]?.what).toBe('Detected page type: article (documentation page)');
    expect(fit.evidence.map((e) => e.what).join(' | ')).toMatch(/expected TechArticle[^|]*: missing/);
  });

  it('name docs from Read the Docs’ meta tag on a project’s own domain', () => {
    const url = 'https://docs-tessellate.org/en/latest/user-guide/configuration/';
    expect(detect(mkdocsPage('', true), url).kind).toBe('docs');
  });

  it('name docs from the generator alone on a custom domain (MkDocs, Docusaurus, Sphinx)', () => {
    const url = 'https://tessellate.dev/user-guide/configuration/';
    for (const generator of [
      'mkdocs-1.6.1, mkdocs-material-9.5.44',
      'Docusaurus v3.7.0',
      'Docutils 0.21.2',
    ]) {
      expect(detect(mkdocsPage(generator, false), url).kind, generator).toBe('docs');
    }
  });

  it('leave a Hugo page, and a docs generator’s blog post, no documentation page', () => {
    const url = 'https://tessellate.dev/user-guide/configuration/';
    expect(detect(mkdocsPage('Hugo 0.139.0', false), url).kind).not.toBe('docs');
    const blogPost = mkdocsPage('Docusaurus v3.7.0', false).replace(
      '</head>',
      '<meta property="og:type" content="article"></head>',
    );
    expect(detect(blogPost, 'https://tessellate.dev/blog/2026/10/02/release-2-0').kind).toBe('article');
  });
});
