import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { parseLooseDate } from '../../src/structured-data/dates.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { classifyProfileUrl } from '../../src/structured-data/profiles.ts';
import { parsePrice, pricesInText, similarText } from '../../src/structured-data/text.ts';
import { jsonLd, page } from './helpers.ts';

function typeOf(url: string, html = page('', '')) {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
}

describe('page facts', () => {
  it('separates main content from header, nav, aside and footer, one block per line, hidden text dropped', () => {
    const facts = pageFacts(
      parsePage(`<html lang="de"><head><title> T &amp; U </title><meta name="Description" content="d">
        <meta property="og:title" content="OG"></head><body>
        <header>Brand<nav><a href="/a">A</a></nav></header>
        <main><h1>Title</h1><p>First <b>bold</b> para.</p><div hidden>secret</div><p style="display: none">gone</p><div>Second</div></main>
        <aside>Side</aside><footer><a href="/privacy">Privacy</a></footer></body></html>`),
    );
    expect(facts.title).toBe('T & U');
    expect(facts.lang).toBe('de');
    expect(facts.meta.get('description')).toEqual(['d']);
    expect(facts.meta.get('og:title')).toEqual(['OG']);
    expect(facts.hasMainLandmark).toBe(true);
    expect(facts.mainText).toBe('Title\nFirst bold para.\nSecond');
    expect(facts.text).toContain('Brand');
    expect(facts.text).not.toContain('secret');
    expect(facts.anchors.map((a) => [a.text, a.region, a.inMain])).toEqual([
      ['A', 'nav', false],
      ['Privacy', 'footer', false],
    ]);
    expect(facts.headings).toEqual([{ level: 1, text: 'Title', inMain: true }]);
  });

  it('takes the body minus the page chrome as main content when there is no landmark', () => {
    const facts = pageFacts(parsePage('<body><header>H</header><p>Body text</p><footer>F</footer></body>'));
    expect(facts.hasMainLandmark).toBe(false);
    expect(facts.mainText).toBe('Body text');
  });

  it('does not take teaser cards in the footer or a sidebar for the main content', () => {
    const facts = pageFacts(
      parsePage(
        '<body><div><h1>Dog food</h1><p>Grain-free kibble for adult dogs.</p></div><footer><article class="col-xs-6">Keeping pets happy</article></footer><aside><article>Related post</article></aside></body>',
      ),
    );
    expect(facts.hasMainLandmark).toBe(false);
    expect(facts.mainText).toBe('Dog food\nGrain-free kibble for adult dogs.');
    expect(pageFacts(parsePage('<body><main><article>Story</article></main></body>')).mainText).toBe('Story');
  });
});

describe('detectPageType', () => {
  it.each([
    ['https://acme.example/', 'home'],
    ['https://acme.example/en/', 'home'],
    ['https://acme.example/pricing', 'pricing'],
    ['https://acme.example/about-us', 'about'],
    ['https://acme.example/contact', 'contact'],
    ['https://acme.example/faq', 'faq'],
    ['https://acme.example/blog/my-post', 'article'],
    ['https://acme.example/2024/05/my-post', 'article'],
    ['https://acme.example/products/anvil', 'product'],
    ['https://acme.example/authors/jane', 'profile'],
    ['https://acme.example/something', 'other'],
  ])('%s is a %s page by its URL', (url, type) => {
    expect(typeOf(url).type).toBe(type);
  });

  it('combines og:type, schema types and content, with evidence', () => {
    const html = page(
      '<meta property="og:type" content="article">',
      `${jsonLd({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x' })}<article><h1>x</h1><time datetime="2024-01-01">x</time></article>`,
    );
    const detection = typeOf('https://acme.example/p?id=1', html);
    expect(detection.type).toBe('article');
    expect(detection.confidence).toBe(1);
    expect(detection.evidence.map((e) => e.what)).toEqual([
      'og:type',
      'schema.org type',
      'content: <article>/<main> with an H1 and a <time>',
    ]);
  });

  it('lets a Product in the schema outvote a generic URL, but not the home path', () => {
    const html = page('', jsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' }));
    expect(typeOf('https://acme.example/x', html).type).toBe('product');
    expect(typeOf('https://acme.example/', html).type).toBe('home');
  });
});

describe('classifyProfileUrl', () => {
  it.each([
    ['https://en.wikipedia.org/wiki/Acme_Corporation', 'wikipedia'],
    ['https://en.m.wikipedia.org/wiki/Acme', 'wikipedia'],
    ['https://www.wikidata.org/wiki/Q42', 'wikidata'],
    ['https://www.linkedin.com/company/acme/', 'linkedin'],
    ['https://www.youtube.com/@acme', 'youtube'],
    ['https://www.youtube.com/channel/UC123', 'youtube'],
    ['https://www.reddit.com/r/acme/', 'reddit'],
    ['https://twitter.com/acme', 'x'],
    ['https://x.com/acme', 'x'],
    ['https://www.facebook.com/acme', 'facebook'],
    ['https://www.instagram.com/acme/', 'instagram'],
    ['https://github.com/acme', 'github'],
    ['https://github.com/acme/anvil', 'github'],
    ['https://www.crunchbase.com/organization/acme', 'crunchbase'],
    ['https://www.g2.com/products/acme/reviews', 'g2'],
    ['https://www.trustpilot.com/review/acme.example', 'trustpilot'],
    ['https://www.capterra.com/p/123/Acme/', 'capterra'],
    ['https://g.page/acme', 'google_business_profile'],
    ['https://www.google.com/maps/place/Acme/@1,2', 'google_business_profile'],
    ['https://play.google.com/store/apps/details?id=com.acme', 'google_play'],
  ])('%s is a %s profile', (url, platform) => {
    expect(classifyProfileUrl(url)?.platform).toBe(platform);
  });

  it.each([
    'https://twitter.com/intent/tweet?text=x',
    'https://x.com/acme/status/123',
    'https://www.facebook.com/sharer/sharer.php?u=x',
    'https://www.youtube.com/watch?v=abc',
    'https://www.instagram.com/p/abc/',
    'https://www.linkedin.com/shareArticle?url=x',
    'https://www.reddit.com/submit?url=x',
    'https://github.com/features',
    'https://www.google.com/search?q=acme',
    'https://en.wikipedia.org/wiki/Special:Search',
    'mailto:a@acme.example',
    'not a url',
  ])('%s is not a profile', (url) => {
    expect(classifyProfileUrl(url)).toBeUndefined();
  });

  it('resolves relative URLs against a base', () => {
    expect(classifyProfileUrl('//github.com/acme', 'https://acme.example/')?.url).toBe(
      'https://github.com/acme',
    );
  });
});

describe('text helpers', () => {
  it('parses prices in several spellings', () => {
    expect(parsePrice('1,299.00')).toBe(1299);
    expect(parsePrice('1.299,00')).toBe(1299);
    expect(parsePrice('1 299,50')).toBe(1299.5);
    expect(parsePrice('$35')).toBe(35);
    expect(parsePrice('12,50 €')).toBe(12.5);
    expect(parsePrice('free')).toBeUndefined();
    expect(pricesInText('Now $1,299.00, was 1.499,00 €; 10 20')).toEqual(new Set([1299, 1499, 10, 20, 1020]));
  });

  it('compares texts loosely', () => {
    expect(similarText('How anvils fall', 'How anvils fall | Acme')).toBe(true);
    expect(similarText('Café crème', 'cafe creme')).toBe(true);
    expect(similarText('Executive Anvil', 'Garden Hose')).toBe(false);
  });

  it('reads loose dates', () => {
    expect(parseLooseDate('2024-05-01T10:00:00Z')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(parseLooseDate('Published May 1st, 2024')?.toISOString().slice(0, 10)).toBe('2024-05-01');
    expect(parseLooseDate('1 Sept. 2024')?.toISOString().slice(0, 10)).toBe('2024-09-01');
    expect(parseLooseDate('2024-02-30')).toBeUndefined();
    expect(parseLooseDate('someday')).toBeUndefined();
  });
});

describe('countWords', () => {
  it('counts words, CJK characters one each, and stops at the limit', async () => {
    const { countWords } = await import('../../src/structured-data/metadata.ts');
    expect(countWords("It's a well-known fact: 42 anvils fell.")).toBe(7);
    expect(countWords('漢字テスト and more')).toBe(7);
    expect(countWords('word '.repeat(1000), 300)).toBe(300);
    expect(countWords('')).toBe(0);
  });
});
