import { describe, expect, it } from 'vitest';
import { cmsAdvice, detectCms } from '../../src/advice/cms.ts';
import { parsePage } from '../../src/parse/page.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';

const cmsOf = (head: string) =>
  detectCms(pageFacts(parsePage(`<html><head>${head}</head><body><p>Hi</p></body></html>`)));

describe('detectCms', () => {
  it('knows WordPress by its generator, its REST discovery link, or its asset paths', () => {
    expect(cmsOf('<meta name="generator" content="WordPress 6.8.1">')).toBe('wordpress');
    expect(cmsOf('<link rel="https://api.w.org/" href="https://example.com/wp-json/">')).toBe('wordpress');
    expect(
      cmsOf(
        '<link rel="stylesheet" href="https://example.com/wp-content/themes/twentytwentyfive/style.css">',
      ),
    ).toBe('wordpress');
  });

  it('says nothing about other pages', () => {
    expect(cmsOf('<meta name="generator" content="Hugo 0.140">')).toBeNull();
    expect(cmsOf('<link rel="stylesheet" href="/assets/wp-style.css">')).toBeNull();
  });
});

describe('cmsAdvice', () => {
  it('matches check ids exactly or by their bot prefix', () => {
    expect(cmsAdvice('wordpress', 'crawlers.indexable')).toMatch(/Settings → Reading/);
    expect(cmsAdvice('wordpress', 'crawlers.robots.oai-searchbot')).toMatch(/robots\.txt/);
    expect(cmsAdvice('wordpress', 'citability.statistics')).toBeUndefined();
  });
});
