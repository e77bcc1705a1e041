import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { brandKey } from '../../src/analyze/brand/name-key.ts';
import {
  analyzeBrand,
  applyBrandVerification,
  type BrandVerifier,
  verifyBrand,
} from '../../src/analyze/brand.ts';
import { CORE_PLATFORMS } from '../../src/structured-data/profiles.ts';
import { ARTICLE_URL, BARE_ARTICLE, GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

function brandOf(html: string, url = 'https://acme.example/') {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const org = (extra: Record<string, unknown> = {}) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Acme',
    url: 'https://acme.example/',
    ...extra,
  });

describe('brand: output', () => {
  it('lists every core platform, says how each was found, and never claims verification', () => {
    const result = brandOf(GOOD_ARTICLE, ARTICLE_URL);
    expect(Object.keys(result.platforms)).toEqual(expect.arrayContaining([...CORE_PLATFORMS]));
    expect(result.platforms.wikipedia).toMatchObject({
      linked_from_site: true,
      url: 'https://en.wikipedia.org/wiki/Acme_Corporation',
      verified: null,
      source: 'sameAs',
    });
    expect(result.platforms.x).toMatchObject({
      linked_from_site: true,
      url: 'https://x.com/acme',
      source: 'link',
    });
    expect(result.platforms.reddit?.source).toBe('link');
    expect(result.platforms.crunchbase).toEqual(
      expect.objectContaining({ linked_from_site: false, url: null, verified: null, source: null }),
    );
    for (const p of Object.values(result.platforms)) expect(p.verified).toBeNull();
    expect(result.brand_name).toBe('Acme, Inc.');
    expect(result.verification).toEqual({ ran: false, verifiers: [], errors: [] });
    expect(finding(result, 'brand.offsite_verification').status).toBe('not_applicable');
    // Editors read the title: it says what did not happen, not the internal value.
    expect(finding(result, 'brand.offsite_verification').title).toBe('Off-site presence not checked');
    expect(result.score).toBeGreaterThanOrEqual(90);
  });

  it('scores a page that states nothing at 0, with a fix on each failed check', () => {
    const result = brandOf(BARE_ARTICLE, ARTICLE_URL);
    expect(result.score).toBe(0);
    for (const f of result.findings ?? []) if (f.status === 'fail') expect(f.fix, f.check).toBeTruthy();
  });
});

describe('brand name', () => {
  it('strips legal suffixes and punctuation before comparing', () => {
    expect(brandKey('Acme, Inc.')).toBe('acme');
    expect(brandKey('ACME GmbH')).toBe('acme');
    expect(brandKey('The Acme Co.')).toBe('acme');
    expect(brandKey('Acme logo')).toBe('acme');
    expect(brandKey('Taste of Home')).toBe('tasteofhome');
  });

  it('is consistent across title, og:site_name, Organization.name, WebSite.name and the home-linked logo', () => {
    const html = page(
      `<title>Pricing – ACME GmbH</title><meta property="og:site_name" content="Acme">${org({ name: 'Acme GmbH' })}`,
      '<header><a href="https://acme.example/"><img class="logo" src="/l.svg" alt="Acme"></a></header>',
    );
    const result = brandOf(html, 'https://acme.example/pricing');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
    expect((result.name_sources as { source: string }[]).map((s) => s.source)).toEqual([
      'Organization.name',
      'og:site_name',
      'logo alt',
      'title',
    ]);
  });

  it('reports the sources that differ', () => {
    const html = page(
      `<title>Globex | Home</title><meta property="og:site_name" content="Acme">${org()}`,
      '',
    );
    const f = finding(brandOf(html), 'brand.name_consistent');
    expect(f.status).toBe('warn');
    expect(f.title).toBe('The brand name varies across title');
    expect(f.evidence).toContainEqual({ what: 'title (differs)', value: 'Globex' });
  });

  it('matches the name as whole words, and lets a home page H1 tagline confirm but never contradict', () => {
    const pineapple = page(`<title>Pineapple Studio | Design</title>${org({ name: 'Apple' })}`, '');
    expect(finding(brandOf(pineapple), 'brand.name_consistent').status).toBe('warn');
    const spaced = page(`<title>Git Hub | Where code lives</title>${org({ name: 'GitHub' })}`, '');
    expect(finding(brandOf(spaced), 'brand.name_consistent').status).toBe('pass');
    const tagline = page(
      `<title>Acme</title><meta property="og:site_name" content="Acme">${org()}`,
      '<h1>Ship better widgets, faster</h1>',
    );
    const home = brandOf(tagline, 'https://acme.example/');
    expect(finding(home, 'brand.name_consistent').status).toBe('pass');
  });

  it('takes the name from a home page titled only with it, not from a section H1 such as "Blog"', () => {
    // A WordPress home page on Twenty Twenty-Five: the site title alone, and the posts list headed "Blog".
    const home = brandOf(page('<title>Greenhouse Notes</title>', '<h1>Blog</h1>'), 'https://acme.example/');
    expect(home.brand_name).toBe('Greenhouse Notes');
    expect(JSON.stringify(finding(home, 'brand.name_consistent'))).not.toContain('Blog');
    expect(finding(home, 'brand.name_consistent').status).toBe('not_applicable');
  });

  it('takes the brand from the title when nothing else states it, and counts a title suffix as showing it', () => {
    const result = brandOf(page('<title>How anvils fall | Acme</title>', ''), ARTICLE_URL);
    expect(result.brand_name).toBe('Acme');
    // Decision 0039: the names a page shows count before name_declared fails; a title suffix earns half, and the
    // finding keeps asking for og:site_name.
    expect(finding(result, 'brand.name_declared').status).toBe('warn');
    expect(finding(result, 'brand.name_declared').title).toBe('Brand name only in the title: "Acme"');
    expect(
      finding(brandOf(page('<title>How anvils fall</title>', ''), ARTICLE_URL), 'brand.name_declared').status,
    ).toBe('fail');
    expect(finding(result, 'brand.name_consistent').status).toBe('not_applicable');
  });

  it('ignores an image named "logo" that is not the site logo', () => {
    const html = page(
      `<title>Acme</title><meta property="og:site_name" content="Acme">`,
      '<main><img class="partner-logo" src="/globex-logo.png" alt="Globex"></main>',
    );
    expect((brandOf(html).name_sources as { source: string }[]).map((s) => s.source)).not.toContain(
      'logo alt',
    );
  });
});

describe('brand name in other languages', () => {
  it('reads transliterated umlauts and ß as the same name', () => {
    expect(brandKey('Kanzlei Brandt & Oezdemir')).toBe(brandKey('Kanzlei Brandt & Özdemir'));
    expect(brandKey('Müller Bau')).toBe(brandKey('Mueller Bau'));
    expect(brandKey('Müller Bau')).toBe(brandKey('Muller Bau'));
    expect(brandKey('Großmann')).toBe(brandKey('Grossmann'));
    expect(brandKey('Acme')).not.toBe(brandKey('Acne'));
  });

  it('strips legal forms written before or after the name, in Asian and European languages', () => {
    for (const name of [
      '株式会社青窯',
      '青窯株式会社',
      '(株)青窯',
      '㈱青窯',
      '有限会社青窯',
      '合同会社 青窯',
    ])
      expect(brandKey(name), name).toBe('青窯');
    expect(brandKey('云端科技有限公司')).toBe('云端科技');
    expect(brandKey('云端科技股份有限公司')).toBe('云端科技');
    expect(brandKey('云端科技有限责任公司')).toBe('云端科技');
    for (const name of [
      'Acme sp. z o.o.',
      'Acme S.A.',
      'Acme Kft.',
      'Acme s.r.o.',
      'Acme GmbH & Co. KG',
      'OOO Acme',
      'ООО Acme',
      'AO Acme',
    ])
      expect(brandKey(name), name).toBe('acme');
  });

  it('strips the legal forms of Ukrainian, Danish, Turkish, Indonesian, Vietnamese, Thai, Hebrew and Korean firms', () => {
    const pairs: [string, string][] = [
      ['ТОВ «Хмаринка»', 'Хмаринка'],
      ['Nordvæv ApS', 'Nordvæv'],
      ['Anadolu Seramik Tic. Ltd. Şti.', 'Anadolu Seramik'],
      ['Anadolu Seramik San. ve Tic. A.Ş.', 'Anadolu Seramik'],
      ['PT Jejak Ransel Media Tbk', 'Jejak Ransel Media'],
      ['Công ty TNHH Phở Bà Tư', 'Phở Bà Tư'],
      ['Công ty Cổ phần Sữa Việt', 'Sữa Việt'],
      ['บริษัท สุขภาพดีกับหมอ จำกัด', 'สุขภาพดีกับหมอ'],
      ['บริษัท สุขภาพดีกับหมอ จำกัด (มหาชน)', 'สุขภาพดีกับหมอ'],
      ['חדשות המפרץ בע"מ', 'חדשות המפרץ'],
      ['(주)한빛일보', '한빛일보'],
      ['Sportverein Musterstadt e.V.', 'Sportverein Musterstadt'],
      ['Sportverein Musterstadt e. V.', 'Sportverein Musterstadt'],
      ['Sportverein Musterstadt eV', 'Sportverein Musterstadt'],
    ];
    for (const [legal, plain] of pairs) {
      expect(brandKey(legal), legal).toBe(brandKey(plain));
      expect(brandKey(legal), legal).not.toBe('');
    }
  });

  it('keeps words that only look like a legal form, and folds Đ, ı and ł', () => {
    expect(brandKey('Yeşil Ev')).toBe('yesilev');
    expect(brandKey('Smart EV Charging')).toBe('smartevcharging');
    expect(brandKey('Đà Lạt Coffee')).toBe(brandKey('Da Lat Coffee'));
    expect(brandKey('Satın Kitap')).toBe(brandKey('Satin Kitap'));
    expect(brandKey('Łódź Design')).toBe(brandKey('Lodz Design'));
  });

  it('finds a Ukrainian firm consistent when only its Organization name carries ТОВ', () => {
    const html = `<!doctype html><html lang="uk"><head><title>Документація | Хмаринка</title>
<meta property="og:site_name" content="Хмаринка">${org({ name: 'ТОВ «Хмаринка»' })}</head>
<body><header><a href="/">Хмаринка</a></header><main><h1>Документація</h1></main></body></html>`;
    const result = brandOf(html, 'https://acme.example/docs');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });

  it('finds a German firm consistent when its Organization name writes the umlaut as "oe"', () => {
    const html = `<!doctype html><html lang="de"><head><title>Leistungen – Kanzlei Brandt &amp; Özdemir</title>
<meta property="og:site_name" content="Kanzlei Brandt &amp; Özdemir">${org({ name: 'Kanzlei Brandt & Oezdemir' })}</head>
<body><header><a href="/"><img src="/logo.png" alt="Kanzlei Brandt &amp; Özdemir"></a></header><main><h1>Leistungen</h1></main></body></html>`;
    const result = brandOf(html, 'https://acme.example/leistungen');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });

  it('finds a Japanese shop consistent when only its Organization name carries 株式会社', () => {
    const html = `<!doctype html><html lang="ja"><head><title>商品一覧 | 青窯</title>
<meta property="og:site_name" content="青窯">${org({ name: '株式会社青窯' })}</head>
<body><header><a href="/"><img src="/logo.png" alt="青窯"></a></header><main><h1>商品一覧</h1></main></body></html>`;
    const result = brandOf(html, 'https://acme.example/items');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });

  it('lets three agreeing sources outvote one Organization name of equal weight', () => {
    const html = page(
      `<title>Pricing – Acme</title><meta property="og:site_name" content="Acme">${org({ name: 'Globex' })}`,
      '<header><a href="https://acme.example/"><img class="logo" src="/l.svg" alt="Acme"></a></header>',
    );
    const result = brandOf(html, 'https://acme.example/pricing');
    expect(result.brand_name).toBe('Acme');
    const f = finding(result, 'brand.name_consistent');
    expect(f.title).toBe('The brand name varies across Organization.name');
    expect(f.evidence).toContainEqual(
      expect.objectContaining({ what: 'Organization.name (differs)', value: 'Globex' }),
    );
    expect(f.evidence).toContainEqual({ what: 'og:site_name', value: 'Acme' });
  });
});

describe('brand.organization_schema', () => {
  it('passes with name, url and logo, and gives partial credit otherwise', () => {
    expect(
      finding(brandOf(page('', org({ logo: 'https://acme.example/logo.png' }))), 'brand.organization_schema')
        .status,
    ).toBe('pass');
    const partial = finding(brandOf(page('', org())), 'brand.organization_schema');
    expect(partial.status).toBe('warn');
    expect(partial.title).toBe('Organization node is incomplete');
  });

  it('uses the publisher of an article when there is no top-level Organization', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'x',
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: 'Daily Acme',
          logo: { '@type': 'ImageObject', url: 'https://acme.example/l.png' },
        },
      }),
    );
    const result = brandOf(html, ARTICLE_URL);
    expect(result.organization).toMatchObject({
      name: 'Daily Acme',
      logo: 'https://acme.example/l.png',
      url: null,
    });
  });
});

describe('brand: whose organization', () => {
  const band = (url: string) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Elysian Fields',
      url,
      logo: 'https://img.example/band.png',
      sameAs: ['https://en.wikipedia.org/wiki/Elysian_Fields_(band)'],
    });

  it('does not take a band a listings page describes for the site’s brand', () => {
    const html = page(
      `<title>Elysian Fields Tickets – Songkick</title><meta property="og:site_name" content="Songkick">${band('https://www.songkick.com/artists/236156-elysian-fields')}`,
      '',
    );
    const result = brandOf(html, 'https://www.songkick.com/artists/236156-elysian-fields');
    expect(result.brand_name).toBe('Songkick');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
    expect(result.organization).toBeNull();
    // An artist page is not the home page: the missing Organization is reported, not weighed (decision 0039).
    expect(finding(result, 'brand.organization_schema').status).toBe('info');
    // The band's Wikipedia entry is not the site's.
    expect(result.platforms.wikipedia?.in_same_as).toBe(false);
  });

  it('takes a band’s own node on its own site, where its url is the home page', () => {
    const html = page(`<title>Elysian Fields</title>${band('https://elysianfields.example/')}`, '');
    const result = brandOf(html, 'https://elysianfields.example/tour');
    expect(result.organization).toMatchObject({ name: 'Elysian Fields' });
    expect(result.platforms.wikipedia?.in_same_as).toBe(true);
  });

  it('prefers the publisher the data names over a company an article is about', () => {
    const html = page(
      `<meta property="og:site_name" content="Daily Acme">${jsonLd({ '@context': 'https://schema.org', '@type': 'Corporation', name: 'Globex', url: 'https://globex.example/' })}${jsonLd(
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: 'Globex buys Initech',
          publisher: { '@type': 'NewsMediaOrganization', name: 'Daily Acme', url: 'https://acme.example/' },
        },
      )}`,
      '',
    );
    const result = brandOf(html, ARTICLE_URL);
    expect(result.organization).toMatchObject({ name: 'Daily Acme' });
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });
});

describe('platform checks', () => {
  it('knowledge graph: passes with Wikipedia or Wikidata in sameAs or a link, fails otherwise', () => {
    expect(
      finding(
        brandOf(page('', org({ sameAs: ['https://www.wikidata.org/entity/Q42'] }))),
        'brand.knowledge_graph',
      ).status,
    ).toBe('pass');
    expect(
      finding(
        brandOf(page('', '<footer><a href="https://en.wikipedia.org/wiki/Acme">Wikipedia</a></footer>')),
        'brand.knowledge_graph',
      ).status,
    ).toBe('pass');
    // Asked of a notable organization (a listed company); a company that shows no notability is not verified.
    const none = finding(
      brandOf(page('', org({ '@type': 'Corporation', tickerSymbol: 'ACME' }))),
      'brand.knowledge_graph',
    );
    expect(none.status).toBe('fail');
    expect(none.fix).toMatch(/Do not create or edit an entry about yourself/);
    expect(finding(brandOf(page('', org({ '@type': 'Corporation' }))), 'brand.knowledge_graph').status).toBe(
      'info',
    );
  });

  it('profiles: counts distinct platforms, ignoring share buttons, posts and links inside the content', () => {
    // A business (it links its pricing) is expected on three platforms.
    const html = page(
      '',
      `<main><a href="https://x.com/someone_else">quoted</a></main>
       <footer><a href="/pricing">Pricing</a> <a href="https://twitter.com/intent/tweet?text=x">Tweet</a>
       <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
       <a href="https://www.youtube.com/watch?v=abc">Video</a>
       <a href="https://www.linkedin.com/company/acme/">LinkedIn</a>
       <a href="https://github.com/acme">GitHub</a></footer>`,
    );
    const result = brandOf(html);
    expect(
      Object.entries(result.platforms)
        .filter(([, p]) => p.linked_from_site)
        .map(([k]) => k),
    ).toEqual(['linkedin', 'github']);
    const f = finding(result, 'brand.profiles');
    expect(f.status).toBe('warn');
    expect(f.title).toBe('Links only 2 official profiles');
  });

  it('same_as: partial when linked profiles are missing from sameAs; not applicable with none linked', () => {
    const html = page(
      org({ sameAs: ['https://github.com/acme'] }),
      '<footer><a href="https://www.linkedin.com/company/acme">in</a></footer>',
    );
    const result = brandOf(html);
    expect(result.platforms.github).toMatchObject({ source: 'sameAs', in_same_as: true });
    expect(result.platforms.linkedin).toMatchObject({ source: 'link', in_same_as: false });
    expect(finding(result, 'brand.same_as').status).toBe('warn');
    expect(finding(brandOf(page('', org())), 'brand.same_as').status).toBe('not_applicable');
  });

  it('review platforms: passes with a review site or local listing', () => {
    const html = page(
      '',
      '<footer><a href="https://www.trustpilot.com/review/acme.example">Trustpilot</a></footer>',
    );
    expect(finding(brandOf(html), 'brand.review_platforms').status).toBe('pass');
    const shop = page('', '<nav><a href="/pricing">Pricing</a></nav>');
    expect(finding(brandOf(shop), 'brand.review_platforms').status).toBe('fail');
  });
});

describe('off-site verification hook', () => {
  const base = () => brandOf(GOOD_ARTICLE, ARTICLE_URL);

  it('returns the module unchanged without verifiers', async () => {
    const module = base();
    expect(await verifyBrand(module, [], { siteUrl: ARTICLE_URL })).toBe(module);
  });

  it('merges answers: rejected links stop counting, found-but-unlinked profiles are reported, unknown stays null', async () => {
    // A Corporation: a business, expected on three platforms.
    const module = brandOf(
      page(org({ '@type': 'Corporation', sameAs: ['https://x.com/acme', 'https://github.com/acme'] }), ''),
    );
    const seen: string[] = [];
    const verifier: BrandVerifier = {
      id: 'stub',
      async verify(request) {
        seen.push(request.brandName ?? '', Object.keys(request.platforms).join(','));
        return [
          { platform: 'x', verified: false, evidence: 'account suspended' },
          {
            platform: 'wikipedia',
            verified: true,
            url: 'https://en.wikipedia.org/wiki/Acme',
            evidence: 'exact label, official website matches',
          },
          { platform: 'github', verified: null },
        ];
      },
    };
    const verified = BrandModule.parse(
      await verifyBrand(module, [verifier], { siteUrl: 'https://acme.example/' }),
    );
    expect(seen[0]).toBe('Acme');
    expect(verified.platforms.x).toMatchObject({
      linked_from_site: true,
      verified: false,
      verification_evidence: 'account suspended',
    });
    expect(verified.platforms.wikipedia).toMatchObject({
      linked_from_site: false,
      verified: true,
      url: 'https://en.wikipedia.org/wiki/Acme',
      source: 'api',
    });
    expect(verified.platforms.github?.verified).toBeNull();
    expect(verified.verification).toEqual({ ran: true, verifiers: ['stub'], errors: [] });
    expect(finding(verified, 'brand.offsite_verification').status).toBe('info');
    expect(finding(verified, 'brand.offsite_verification').title).toBe(
      '1 linked profile did not check out off-site',
    );
    expect(finding(verified, 'brand.knowledge_graph').title).toBe(
      'A Wikipedia/Wikidata entry exists but the site does not link it',
    );
    // x no longer counts as a profile: one profile (github) instead of two.
    expect(finding(module, 'brand.profiles').title).toBe('Links only 2 official profiles');
    expect(finding(verified, 'brand.profiles').title).toBe('Links only 1 official profile');
    expect(verified.score).toBeLessThan(module.score);
  });

  it('records a verifier that throws or times out, and changes nothing else', async () => {
    const module = base();
    const failing: BrandVerifier = {
      id: 'broken',
      verify: async () => {
        throw new Error('rate limited');
      },
    };
    const slow: BrandVerifier = { id: 'slow', verify: () => new Promise(() => {}) };
    const result = await verifyBrand(module, [failing, slow], { siteUrl: ARTICLE_URL, timeoutMs: 20 });
    expect(result.verification).toEqual({
      ran: true,
      verifiers: ['broken', 'slow'],
      errors: [
        { verifier: 'broken', message: 'rate limited' },
        { verifier: 'slow', message: 'timed out after 20 ms' },
      ],
    });
    expect(result.platforms).toEqual(module.platforms);
    expect(result.score).toBe(module.score);
  });

  it('settles conflicting answers on false, in verifier order', () => {
    const module = base();
    const merged = applyBrandVerification(module, [
      { platform: 'linkedin', verified: true },
      { platform: 'linkedin', verified: false },
      { platform: 'linkedin', verified: true },
    ]);
    expect(merged.platforms.linkedin?.verified).toBe(false);
  });
});
