import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { localBrand } from './brand-local-pages.ts';
import { brandOf } from './brand-pages.ts';

/**
 * A site with no og:site_name and no Organization node shows its name only in the title, beside a tagline or the
 * page's headline. The segment that spells the site's host is the name ("Acme" on acme.com, "Acme Shoes" on
 * acme-shoes.co.uk), wherever it stands; when none does, the fix does not quote a guess.
 */

/** A small shop's page as its theme prints it, with the SEO plugin off: a title, a description, no og:site_name. */
const shopPage = (title: string, h1: string, body: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="Running shoes for road and trail, fitted in store.">
<link rel="stylesheet" href="/assets/theme.css?v=3.2">
<link rel="icon" href="/favicon.ico">
</head>
<body class="page">
<header class="site-header">
  <nav class="main-nav"><a href="/">Home</a> <a href="/road/">Road</a> <a href="/trail/">Trail</a> <a href="/fitting/">Gait analysis</a> <a href="/contact/">Contact</a></nav>
</header>
<main id="content">
  <h1>${h1}</h1>
  ${body}
</main>
<footer class="site-footer">
  <p>Open Monday to Saturday, 9am to 6pm.</p>
  <p>&copy; 2026 All rights reserved.</p>
</footer>
</body>
</html>`;

const declared = (title: string, url: string, h1 = 'Running shoes for flat feet') =>
  finding(
    brandOf(
      shopPage(
        title,
        h1,
        '<p>Flat feet roll inwards as they land. A stability shoe with a firm medial post keeps the arch from collapsing, and a wide toe box leaves room for the forefoot to spread.</p>',
      ),
      url,
    ),
    'brand.name_declared',
  );

describe('brand.name_declared: the title segment that spells the host is the name', () => {
  it('asks the Italian SaaS titled "Prezzi | Fatturino – Fatturazione elettronica per professionisti" for "Fatturino"', () => {
    const result = localBrand('it-saas-prezzi');
    expect(result.brand_name).toBe('Fatturino');
    expect(finding(result, 'brand.name_declared').fix).toContain('content="Fatturino"');
  });

  it('still quotes a name in another script than the host’s, which the host cannot confirm or refute', () => {
    const declared = finding(localBrand('ja-saas-ryokin'), 'brand.name_declared');
    expect(declared.title).toBe('Brand name only in the title: "クラウド勤怠 タイムカードPro"');
  });

  it('asks the home page titled "Running shoes for flat feet | Acme" on acme.com for og:site_name "Acme"', () => {
    const check = declared(
      'Running shoes for flat feet | Acme',
      'https://www.acme.com/',
      'Find the shoe that fits your stride',
    );
    expect(check.title).toBe('Brand name only in the title: "Acme"');
    expect(check.fix).toBe(
      'Add <meta property="og:site_name" content="Acme"> to every page: the title shows the name, but only markup declares it.',
    );
  });

  it('asks the about page titled "Acme – Running shoes since 1990" for "Acme", not its tagline', () => {
    const check = declared('Acme – Running shoes since 1990', 'https://www.acme.com/about/', 'About us');
    expect(check.title).toBe('Brand name only in the title: "Acme"');
    expect(check.fix).toContain('content="Acme"');
  });

  it('reads "Acme Shoes" on acme-shoes.co.uk, and "Acme" there as the host’s leading part', () => {
    expect(declared('Trail running shoes | Acme Shoes', 'https://acme-shoes.co.uk/').fix).toContain(
      'content="Acme Shoes"',
    );
    expect(
      declared('Acme – Running shoes since 1990', 'https://acme-shoes.co.uk/about/', 'About us').fix,
    ).toContain('content="Acme"');
  });

  it('quotes no name when no segment spells the host, and still gives the title half credit', () => {
    const check = declared(
      'Acme – Running shoes since 1990',
      'https://www.stride-outlet.com/about/',
      'About us',
    );
    expect(check.status).toBe('warn');
    expect(check.title).toBe('Brand name only in the title');
    expect(check.fix).toBe(
      'Set og:site_name to your brand\'s name on every page (<meta property="og:site_name" content="…">): the title shows a name, but only markup declares it.',
    );
    expect(check.evidence.map((e) => e.what)).toContain(
      "no segment of the title spells the site's address, so which one is the brand's name (and not a tagline or the page's headline) is not known",
    );
  });
});
