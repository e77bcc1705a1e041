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

  it('knows Shopify, Squarespace and Wix by their generator, meta tags or asset hosts', () => {
    expect(cmsOf('<meta name="shopify-checkout-api-token" content="abc">')).toBe('shopify');
    expect(cmsOf('<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>')).toBe('shopify');
    expect(cmsOf('<link rel="stylesheet" href="//anvils.example/cdn/shop/t/3/assets/base.css?v=1">')).toBe(
      'shopify',
    );
    expect(
      cmsOf(
        '<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/a/site.css">',
      ),
    ).toBe('squarespace');
    expect(cmsOf('<meta name="generator" content="Wix.com Website Builder">')).toBe('wix');
    expect(
      cmsOf('<link rel="preload" href="https://static.parastorage.com/services/main.js" as="script">'),
    ).toBe('wix');
  });

  it('says nothing about other pages', () => {
    expect(cmsOf('<link rel="stylesheet" href="https://cdn.shopify.com.evil.example/x.css">')).toBeNull();
    expect(cmsOf('<meta name="shopify" content="a fan page">')).toBeNull();
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

  it('gives each hosted CMS its own places, and nothing where it has none', () => {
    expect(cmsAdvice('shopify', 'crawlers.robots.oai-searchbot')).toMatch(/robots\.txt\.liquid/);
    expect(cmsAdvice('shopify', 'llmstxt.headings')).toMatch(/agents\.md\.liquid/);
    expect(cmsAdvice('shopify', 'llmstxt.robots_allowed')).toMatch(/robots\.txt\.liquid/);
    expect(cmsAdvice('squarespace', 'crawlers.robots.chatgpt-user')).toMatch(/Settings → Crawlers/);
    expect(cmsAdvice('wix', 'crawlers.robots.gptbot')).toMatch(/Robots\.txt Editor/);
    // Not verified for these hosts: better no advice than a wrong place.
    expect(cmsAdvice('squarespace', 'llmstxt.exists')).toBeUndefined();
    expect(cmsAdvice('wix', 'llmstxt.exists')).toBeUndefined();
  });
});
