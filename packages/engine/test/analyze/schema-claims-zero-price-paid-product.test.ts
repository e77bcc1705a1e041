import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';

/**
 * An Offer priced 0 on a page that sells the product for money (a theme's unpriced variant, a "from" price left at
 * 0) makes engines and shopping agents read it as free. From the regression review of 2026-11-24: a lamp's home page
 * showing "$79, free shipping" and a product named "Free sticker" showing $119.99 were passed by schema.consistency
 * ("free" was anywhere in the text) while agent_pricing left the price to it, so nobody reported them. A free app,
 * and a free plan beside a paid one, still pass.
 */

const pages = join(import.meta.dirname, 'schema-claims-pages');

function artifacts(url: string, body: string): Artifacts {
  const res = (at: string, text: string, type: string, status = 200) => ({
    url: at,
    finalUrl: at,
    status,
    headers: { 'content-type': type },
    body: text,
    truncated: false,
    redirects: [],
  });
  const origin = new URL(url).origin;
  return {
    url,
    page: res(url, body, 'text/html; charset=utf-8'),
    robotsTxt: res(`${origin}/robots.txt`, 'User-agent: *\nAllow: /\n', 'text/plain'),
    llmsTxt: res(`${origin}/llms.txt`, 'Not found', 'text/plain', 404),
    probes: [],
    fetchedAt: '2026-11-24T04:00:00.000Z',
  };
}

type Finding = { check: string; status: string; title: string; evidence: { what: string }[] };

function findingsOf(url: string, body: string) {
  const result = analyzeArtifacts(artifacts(url, body), { now: () => new Date('2026-11-24T04:00:00Z') });
  const modules = result.modules as Record<string, { findings?: Finding[] }>;
  return (module: string, check: string) => modules[module]?.findings?.find((f) => f.check === check);
}

const fixture = (file: string) => readFileSync(join(pages, file), 'utf8');

describe('an Offer price of 0 on a page that shows what the product costs', () => {
  it.each([
    ['https://www.glowlamp3.example/', 'lamp-home-offer-0-shows-79-free-shipping.html'],
    [
      'https://www.acmenotes.example/products/free-sticker/',
      'product-named-free-sticker-offer-0-shows-119.html',
    ],
  ])('is reported by schema.consistency, which agent_pricing names (%s)', (url, file) => {
    const findingOf = findingsOf(url, fixture(file));
    const schema = findingOf('schema', 'schema.consistency');
    expect(schema?.status).not.toBe('pass');
    expect(schema?.evidence.map((e) => e.what)).toContain(
      "Offer price 0 USD is not shown in the page's HTML text",
    );
    const pricing = findingOf('agent_pricing', 'agent_pricing.consistency');
    expect(pricing?.evidence.map((e) => e.what)).toEqual([
      'schema price 0 USD is not shown on this page (reported by schema.consistency, not counted here)',
    ]);
  });
});

describe('an Offer price of 0 for what the page calls free', () => {
  const ld = (node: Record<string, unknown>) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

  it('passes for a free app whose page also offers free updates', () => {
    const page = `<!doctype html><html lang="en"><head><title>Anvil Timer</title>${ld({
      '@type': 'SoftwareApplication',
      name: 'Anvil Timer',
      operatingSystem: 'iOS',
      applicationCategory: 'UtilitiesApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    })}</head><body><main><h1>Anvil Timer</h1><p>Free download for every smith, with free updates.</p></main></body></html>`;
    const findingOf = findingsOf('https://apps.example/anvil-timer', page);
    expect(findingOf('schema', 'schema.consistency')?.status).toBe('pass');
  });

  it('passes for a free course whose text holds other numbers, none of them a price', () => {
    const page = `<!doctype html><html lang="en"><head><title>Python Basics – free course – LearnPy</title>${ld(
      {
        '@type': 'Course',
        name: 'Python Basics',
        description: 'A free 10-hour online course.',
        provider: { '@type': 'Organization', name: 'LearnPy' },
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', category: 'Free' },
      },
    )}</head><body><main><h1>Python Basics</h1><p>A free 10-hour online course in 12 lessons. Enroll now and start learning Python today.</p><a href="/enroll">Enroll for free</a></main></body></html>`;
    const findingOf = findingsOf('https://www.learnpy.example/courses/python-basics', page);
    const schema = findingOf('schema', 'schema.consistency');
    expect(schema?.evidence.map((e) => e.what).join('\n')).not.toContain('Offer price');
  });

  it('passes for a free plan beside a paid one, and agent_pricing counts both as agreeing', () => {
    const plan = (name: string, price: string) => ({
      '@type': 'Offer',
      name,
      price,
      priceCurrency: 'USD',
      url: 'https://tally.example/pricing',
    });
    const page = `<!doctype html><html lang="en"><head><title>Pricing – Tally</title>${ld({
      '@type': 'SoftwareApplication',
      name: 'Tally',
      offers: [plan('Free', '0'), plan('Pro', '29')],
    })}</head><body><main><h1>Pricing</h1><h2>Free</h2><p>Free forever for one user.</p><h2>Pro</h2><p>$29 per month, billed monthly.</p><button>Start now</button></main></body></html>`;
    const findingOf = findingsOf('https://tally.example/pricing', page);
    expect(findingOf('schema', 'schema.consistency')?.status).toBe('pass');
    const pricing = findingOf('agent_pricing', 'agent_pricing.consistency');
    expect(pricing?.status).toBe('pass');
    expect(pricing?.evidence[0]?.what).toBe('2 prices agree across sources');
  });
});
