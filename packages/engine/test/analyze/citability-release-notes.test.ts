import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CitabilityModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability, analyzeSchema } from '../../src/index.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A SaaS changelog (an `<article>` and a `<time>` per release, "Board view loads 40% faster …") from the review of
 * 2026-11-24, typed docs since 58c9787: citability still told it "Figures without a source" for the product's own
 * figures, "No question-form headings", "Passages are too long or too short" and "Thin content", and schema fit
 * asked it for a "TechArticle (or Article)". A docs site's guide is still judged as documentation.
 */
const pages = join(import.meta.dirname, '..', 'structured-data', 'page-type-release-notes-pages');
const changelog = readFileSync(join(pages, 'tasklane-changelog.html'), 'utf8');
const docsGuide = readFileSync(join(pages, 'paylane-docs-guide.html'), 'utf8');
const CHANGELOG_URL = 'https://www.tasklane.io/changelog';
const GUIDE_URL = 'https://docs.paylane.io/guides/webhooks/verify-signatures';

const citabilityOf = (html: string, url: string) =>
  CitabilityModule.parse(analyzeCitability(contextFor(html, { url })));
const schemaOf = (html: string, url: string) => SchemaModule.parse(analyzeSchema(contextFor(html, { url })));

describe("release notes are judged as the vendor's record of its product", () => {
  it("changelog: the product's own figures owe no source, and no article's length or headings are asked", () => {
    const result = citabilityOf(changelog, CHANGELOG_URL);
    const sources = finding(result, 'citability.source_citations');
    expect(sources.status).toBe('not_applicable');
    expect(sources.evidence[0]?.what).toMatch(/figures in release notes are the product's own/);
    for (const check of [
      'citability.thin_content',
      'citability.passage_length',
      'citability.question_headings',
      'citability.quotations',
    ]) {
      const f = finding(result, check);
      expect(f.status, check).toBe('not_applicable');
      expect(f.evidence[0]?.what, check).toMatch(/release notes are short dated entries/);
    }
    // Its entries are still read as passages to quote.
    expect(finding(result, 'citability.passage_quality').status).not.toBe('not_applicable');
    expect(result.applicable).not.toBe(false);
  });

  it('changelog: schema fit asks for no Article type', () => {
    const fit = finding(schemaOf(changelog, CHANGELOG_URL), 'schema.page_type_fit');
    expect(fit.status).toBe('not_applicable');
    expect(fit.title).toBe('Release notes: no schema.org type expected');
    expect(fit.evidence.map((e) => e.what).join(' | ')).toMatch(/TechArticle with dateModified may describe/);
  });

  it('changelog without markup: schema.present is informational and the schema module does not apply', () => {
    const bare = changelog.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
    const result = schemaOf(bare, CHANGELOG_URL);
    expect(finding(result, 'schema.present').status).toBe('info');
    expect(result.applicable).toBe(false);
  });

  it('release notes at /updates, told by their headings, are judged as release notes', () => {
    const result = citabilityOf(changelog, 'https://www.tasklane.io/updates');
    expect(finding(result, 'citability.source_citations').status).toBe('not_applicable');
  });

  it("a docs site's guide is still asked for a TechArticle, and for its article measures", () => {
    const fit = finding(schemaOf(docsGuide, GUIDE_URL), 'schema.page_type_fit');
    expect(fit.title).not.toMatch(/Release notes/);
    const result = citabilityOf(docsGuide, GUIDE_URL);
    expect(finding(result, 'citability.passage_length').status).not.toBe('not_applicable');
  });
});
