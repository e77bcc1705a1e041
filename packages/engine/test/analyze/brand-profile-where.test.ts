import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand, applyBrandVerification } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd } from '../structured-data/helpers.ts';

/**
 * A profile's evidence says where the page has it (the footer, a meta tag), not the platform's key again: "YouTube
 * (link) (Where: youtube)" told the reader nothing.
 */

const PAGE = `<!doctype html><html lang="en"><head><title>Monster Pets</title>
<meta property="og:site_name" content="Monster Pets"><meta name="twitter:site" content="@monsterpets">
${jsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Monster Pets', url: 'https://monsterpets.example/', sameAs: ['https://www.instagram.com/monsterpets/'] })}
</head><body><header><a href="https://www.youtube.com/channel/UCmonsterpets">YouTube</a></header>
<main><h1>Flea tablets</h1></main>
<footer><a href="https://www.facebook.com/monsterpets">Facebook</a></footer></body></html>`;

const brand = () =>
  BrandModule.parse(analyzeBrand(contextFor(PAGE, { url: 'https://monsterpets.example/fleas' })));

describe('brand profiles: where each was found', () => {
  it('names the region of a linked profile and the meta tag of a declared one', () => {
    const evidence = finding(brand(), 'brand.profiles').evidence;
    expect(evidence).toEqual(
      expect.arrayContaining([
        { what: 'YouTube (link)', where: 'header', value: 'https://www.youtube.com/channel/UCmonsterpets' },
        { what: 'Facebook (link)', where: 'footer', value: 'https://www.facebook.com/monsterpets' },
        { what: 'X (Twitter) (meta)', where: 'twitter:site', value: 'https://x.com/monsterpets' },
      ]),
    );
    // sameAs says where it is already: no "where" that repeats it, and never the platform's key.
    const instagram = evidence.find((e) => e.what === 'Instagram (sameAs)');
    expect(instagram).toMatchObject({ value: 'https://www.instagram.com/monsterpets/' });
    expect(instagram).not.toHaveProperty('where');
    for (const e of evidence) expect(['youtube', 'facebook', 'x', 'instagram']).not.toContain(e.where);
  });

  it('keeps where after off-site verification re-scores a stored result', () => {
    const stored = brand();
    const rescored = applyBrandVerification(stored, [{ platform: 'youtube', verified: true }]);
    expect(finding(rescored, 'brand.profiles').evidence).toContainEqual({
      what: 'YouTube (link)',
      where: 'header',
      value: 'https://www.youtube.com/channel/UCmonsterpets',
    });
  });
});
