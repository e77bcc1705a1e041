import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, BARE_ARTICLE, GOOD_ARTICLE, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, type PageOptions, page } from '../structured-data/helpers.ts';

const LONG = `<p>${'Anvils are heavy blocks of steel used by smiths to shape hot metal. '.repeat(30)}</p>`;

function eeatOf(html: string, options: PageOptions = {}) {
  return EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS, ...options })),
  );
}

/** An article page: og:type article at a /blog/ URL, with `body` inside <article>. */
function article(body: string, head = '') {
  return page(
    `<title>Anvils</title><meta property="og:type" content="article">${head}`,
    `<article><h1>Anvils</h1>${body}${LONG}</article>`,
  );
}

function signal(result: EeatModule, id: string) {
  const found = result.signals.find((s) => s.id === id);
  if (!found) throw new Error(`no signal ${id}`);
  return found as typeof found & { applicable: boolean; weight: number };
}

describe('eeat: output', () => {
  it('passes a well-sourced article on HTTPS with HSTS, every signal with evidence', () => {
    // Audited the summer it was last updated (2024-06-10): current, as content_fresh asks.
    const result = eeatOf(GOOD_ARTICLE, { fetchedAt: '2024-09-01T12:00:00.000Z' });
    expect(result.score).toBe(100);
    expect(result.page_type).toBe('article');
    for (const s of result.signals) {
      expect(['experience', 'expertise', 'authoritativeness', 'trust']).toContain(s.category);
      expect(s.evidence.length, s.id).toBeGreaterThan(0);
      if (s.applicable) expect(s.present, s.id).toBe(true);
    }
    expect(result.signals.map((s) => s.id)).toEqual([
      'byline',
      'author_page',
      'author_credentials',
      'first_hand_experience',
      'date_published',
      'date_modified',
      'dates_agree',
      'content_fresh',
      'about_page',
      'contact_page',
      'contact_details',
      'privacy_policy',
      'terms',
      'https',
      'hsts',
      'outbound_citations',
      'editorial_policy',
      'ymyl_disclaimer',
      'expert_review',
    ]);
  });

  it('fails a bare article on every authored and trust check, with a fix for each', () => {
    const result = eeatOf(BARE_ARTICLE);
    expect(result.score).toBeLessThan(25);
    // author_page is not in the list: with no byline it waits for one (eeat-one-byline-finding.test.ts).
    for (const id of ['byline', 'date_published', 'about_page', 'privacy_policy', 'outbound_citations']) {
      expect(signal(result, id).present, id).toBe(false);
      const f = finding(result, `eeat.${id}`);
      expect(f.status).toBe('fail');
      expect(f.fix).toBeTruthy();
    }
  });
});

describe('eeat.byline', () => {
  const cases: [string, string, string][] = [
    ['rel=author', '<p>By <a rel="author" href="/authors/jane">Jane Doe</a></p>', ''],
    ['meta author', '', '<meta name="author" content="Jane Doe">'],
    [
      'Article.author',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Anvils',
        author: 'Jane Doe',
      }),
      '',
    ],
    ['visible byline', '<p>By Jane Doe</p>', ''],
    ['byline class', '<div class="post-author">Jane Doe</div>', ''],
  ];
  it.each(cases)('finds the author from %s', (how, body, head) => {
    const result = eeatOf(article(body, head));
    expect(signal(result, 'byline').present).toBe(true);
    expect(signal(result, 'byline').evidence.some((e) => e.value === 'Jane Doe')).toBe(true);
    // An author only a meta tag or the JSON-LD names, whom the page never shows, takes half the credit.
    const markupOnly = how === 'meta author' || how === 'Article.author';
    expect(finding(result, 'eeat.byline').status).toBe(markupOnly ? 'warn' : 'pass');
  });

  it('does not take the author of a comment or a review for the byline', () => {
    const html = article(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Anvils',
        comment: [{ '@type': 'Comment', author: { '@type': 'Person', name: 'Troll' }, text: 'first' }],
        review: { '@type': 'Review', author: 'Critic' },
      }),
    );
    expect(signal(eeatOf(html), 'byline').present).toBe(false);
  });

  it('takes an author given as a link for an author page, not a name', () => {
    const html = article(
      '<div itemscope itemtype="https://schema.org/Book"><span itemprop="name">The Catcher in the Rye</span> by <a itemprop="author" href="/author/jd_salinger.html">J.D. Salinger</a></div>',
    );
    const result = eeatOf(html);
    expect(JSON.stringify(signal(result, 'byline').evidence)).not.toContain('/author/jd_salinger.html');
    expect(signal(result, 'author_page').evidence.map((e) => e.value)).toContain(
      'https://acme.example/author/jd_salinger.html',
    );
  });

  it('says an author page is linked when the page gives no author name', () => {
    const result = eeatOf(
      article('', '<meta property="article:author" content="https://acme.example/authors/jane">'),
    );
    expect(finding(result, 'eeat.byline').status).toBe('fail');
    expect(finding(result, 'eeat.byline').evidence).toContainEqual({
      what: 'an author page is linked, but no author name is given',
      value: 'https://acme.example/authors/jane',
    });
    expect(signal(result, 'author_page').present).toBe(true);
  });

  it('half-credits a generic author name', () => {
    const result = eeatOf(article('', '<meta name="author" content="admin">'));
    expect(finding(result, 'eeat.byline').status).toBe('warn');
    expect(finding(result, 'eeat.byline').title).toBe('The author is a generic name');
  });
});

describe('eeat.author_page and eeat.author_credentials', () => {
  it('find a link to an author page and stated credentials', () => {
    const result = eeatOf(
      article(
        '<div class="author-bio"><a href="/team/jane">Jane Doe</a>, MD, has 12 years of experience.</div>',
      ),
    );
    expect(signal(result, 'author_page').evidence[0]?.value).toBe('https://acme.example/team/jane');
    expect(signal(result, 'author_credentials').present).toBe(true);
    expect(signal(result, 'author_credentials').evidence[0]?.what).toBe(
      'credential "MD" in the author block',
    );
  });

  it('read credentials from the Person schema', () => {
    const html = article(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Anvils',
        author: { '@type': 'Person', name: 'Jane Doe', hasCredential: 'PE', alumniOf: 'MIT' },
      }),
    );
    expect(signal(eeatOf(html), 'author_credentials').evidence[0]?.what).toBe(
      'Person "Jane Doe" states hasCredential, alumniOf',
    );
  });

  it('fail without them', () => {
    const result = eeatOf(article('<p>By Jane Doe</p>'));
    expect(finding(result, 'eeat.author_page').status).toBe('fail');
    expect(finding(result, 'eeat.author_credentials').status).toBe('fail');
  });
});

describe('dates', () => {
  const schemaDates = (published: string, modified?: string) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Anvils',
      datePublished: published,
      ...(modified ? { dateModified: modified } : {}),
    });

  it('pass when the dates are visible and in markup, and agree', () => {
    const result = eeatOf(
      article(
        `<p>Published <time datetime="2024-03-01">1 March 2024</time>. Last updated: April 2, 2024</p>${schemaDates('2024-03-01T10:00:00+01:00', '2024-04-02')}`,
      ),
    );
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(finding(result, 'eeat.date_modified').status).toBe('pass');
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
    expect(finding(result, 'eeat.dates_agree').evidence.at(-1)?.what).toBe(
      'published dates agree (schema, visible); modified dates agree (schema, visible); the update comes after the publication',
    );
  });

  it('say what was compared when only the order of two visible dates could be', () => {
    const result = eeatOf(article('<p>Published 1 March 2024. Last updated: April 2, 2024</p>'));
    expect(finding(result, 'eeat.dates_agree').evidence).toEqual([
      { what: 'the update comes after the publication' },
    ]);
  });

  it('ask for no update date on a page that shows only its publication date, as a never-revised post does', () => {
    const result = eeatOf(article(`<p>Posted on <time datetime="2024-05-03">May 3, 2024</time></p>`));
    const modified = finding(result, 'eeat.date_modified');
    expect(modified.status).toBe('not_applicable');
    expect(modified.evidence[0]?.what).toMatch(/never revised/);
    expect(signal(result, 'date_modified').weight).toBe(0);
    // With no date at all, the update date is missing too.
    expect(finding(eeatOf(article('<p>No dates here.</p>')), 'eeat.date_modified').status).toBe('fail');
  });

  it('half-credit a date that is only visible or only in markup', () => {
    expect(finding(eeatOf(article('<p>Posted on May 3, 2024</p>')), 'eeat.date_published').status).toBe(
      'warn',
    );
    expect(finding(eeatOf(article(schemaDates('2024-05-03'))), 'eeat.date_published').status).toBe('warn');
  });

  it('fail when the visible date and the schema disagree', () => {
    const result = eeatOf(
      article(`<p><time datetime="2023-01-10">Jan 10, 2023</time></p>${schemaDates('2024-05-03')}`),
    );
    const f = finding(result, 'eeat.dates_agree');
    expect(f.status).toBe('fail');
    expect(f.evidence[0]?.what).toBe('published dates disagree: 2024-05-03 (schema) vs 2023-01-10 (visible)');
  });

  it('fail on a modification before publication and on a date in the future', () => {
    expect(
      finding(eeatOf(article(schemaDates('2024-05-03', '2023-01-01'))), 'eeat.dates_agree').evidence[0]?.what,
    ).toBe('dateModified is earlier than datePublished');
    const future = finding(eeatOf(article(schemaDates('2031-01-01'))), 'eeat.dates_agree');
    expect(future.status).toBe('fail');
    expect(future.evidence[0]?.what).toMatch(/^date in the future: 2031-01-01/);
  });

  it('take the date the page says it was published, not an event’s or an offer’s date before it', () => {
    const html = article(
      `<p>Next show: <time itemprop="startDate" datetime="2030-07-04">4 July 2030</time>. Sale ends <time itemprop="priceValidUntil" datetime="2020-11-05">5 November</time>.</p>
       <p>Tickets go fast; <time datetime="2029-01-01">New Year's Day</time> is sold out.</p>
       <p class="byline">Published 1 March 2024</p>${schemaDates('2024-03-01')}`,
    );
    const agree = finding(eeatOf(html), 'eeat.dates_agree');
    expect(agree.status).toBe('pass');
    expect(JSON.stringify(agree.evidence)).not.toContain('2030');
  });

  it('do not count comment dates or dates in the sidebar', () => {
    const html = article(
      `${schemaDates('2024-05-03')}<p><time datetime="2024-05-03">May 3</time></p>
       <aside><time datetime="2019-01-01">old post</time></aside>` +
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Comment',
          datePublished: '2025-01-01',
          text: 'hi',
        }),
    );
    expect(finding(eeatOf(html), 'eeat.dates_agree').status).toBe('pass');
  });
});

describe('eeat on a WordPress block theme', () => {
  // Twenty Twenty-Five's single template: the post, a "More posts" query loop and the comment form, all in <main>.
  const wordpress = (post: string, footer = '') =>
    page(
      '<title>Raised beds – My garden</title><meta property="og:type" content="article">',
      `<main class="wp-block-group"><h1 class="wp-block-post-title">Raised beds</h1>${post}${LONG}
<div class="wp-block-group"><h2>More posts</h2><ul class="wp-block-post-template"><li class="wp-block-post"><h3><a href="/composting-101/">Composting 101</a></h3><div class="wp-block-post-date"><time datetime="2026-05-05T10:00:00+00:00"><a href="/composting-101/">May 5, 2026</a></time></div></li></ul></div>
<div class="wp-block-comments"><h2>Comments</h2><form id="commentform"><p class="comment-form-author"><label for="author">Name *</label><input id="author" name="author"></p></form></div></main>
<footer><a href="#">About</a> <a href="#">Contact</a>${footer}</footer>`,
    );

  it('takes no date from another post in the list below', () => {
    const result = eeatOf(wordpress('<p>Build it in a weekend.</p>'));
    expect(JSON.stringify(finding(result, 'eeat.date_published').evidence)).not.toContain('2026-05-05');
    expect(signal(result, 'date_published').present).toBe(false);
  });

  it('does not take the comment form’s name field for the byline', () => {
    const result = eeatOf(wordpress('<p>Build it in a weekend.</p>'));
    expect(JSON.stringify(signal(result, 'byline').evidence)).not.toContain('Name *');
  });

  it('reads first-hand experience and the topic from the post, not from its comments', () => {
    const comment = `<div class="wp-block-comments"><ol class="wp-block-comment-template"><li><p>In my experience raised beds need no feeding. ${'My diabetes treatment and medication, the dosage my physician set, and my therapy side effects. '.repeat(2)}</p></li></ol></div>`;
    const result = eeatOf(
      wordpress(`<div class="entry-content"><p>Build it in a weekend.</p></div>${comment}`),
    );
    expect(signal(result, 'first_hand_experience').present).toBe(false);
    expect(result.ymyl).toMatchObject({ detected: false });
  });

  it('does not take placeholder links (href="#") for about or contact pages', () => {
    const result = eeatOf(wordpress('<p>Build it in a weekend.</p>'));
    expect(signal(result, 'about_page').present).toBe(false);
    expect(signal(result, 'contact_page').present).toBe(false);
  });
});

describe('trust links and contact details', () => {
  it('find about, contact, privacy and terms by path or by text, on the same site only', () => {
    const html = article('', '').replace(
      '</body>',
      `<footer><a href="/ueber-uns">Team</a><a href="https://acme.example/help">Help</a>
        <a href="/policies/p">Privacy notice</a><a href="/agb">AGB</a>
        <a href="https://other.example/terms">Terms</a></footer></body>`,
    );
    const result = eeatOf(html);
    expect(signal(result, 'about_page').evidence[0]?.value).toBe('https://acme.example/ueber-uns');
    expect(signal(result, 'contact_page').evidence[0]?.value).toBe('https://acme.example/help');
    expect(signal(result, 'privacy_policy').evidence[0]?.value).toBe('https://acme.example/policies/p');
    expect(signal(result, 'terms').evidence).toEqual([
      { what: 'link "AGB"', where: 'footer', value: 'https://acme.example/agb' },
    ]);
  });

  it('do not take a policy under /help for a contact page, and list a link once', () => {
    const html = article('', '').replace(
      '</body>',
      `<footer><a href="/help/cookie">Read more</a><a href="/about">About us</a><a href="/about">About us</a></footer></body>`,
    );
    const result = eeatOf(html);
    expect(signal(result, 'contact_page').present).toBe(false);
    expect(signal(result, 'about_page').evidence).toHaveLength(1);
    const contact = article('', '').replace(
      '</body>',
      '<footer><a href="/help/contact">Contact Us</a></footer></body>',
    );
    expect(signal(eeatOf(contact), 'contact_page').evidence[0]?.value).toBe(
      'https://acme.example/help/contact',
    );
  });

  it('count the page itself when it is the about page', () => {
    const result = eeatOf(page('<title>About</title>', '<h1>About us</h1>'), {
      url: 'https://acme.example/about',
    });
    expect(signal(result, 'about_page').present).toBe(true);
  });

  it('find contact details in mailto/tel links, <address> and schema', () => {
    expect(signal(eeatOf(article('<a href="tel:+15550100">Call</a>')), 'contact_details').present).toBe(true);
    expect(
      signal(eeatOf(article('<address>1 Main St, Springfield</address>')), 'contact_details').present,
    ).toBe(true);
    const org = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      email: 'a@acme.example',
    });
    expect(signal(eeatOf(article(org)), 'contact_details').present).toBe(true);
    expect(signal(eeatOf(article('')), 'contact_details').present).toBe(false);
  });
});

describe('eeat.https and eeat.hsts', () => {
  it('fail over plain HTTP; HSTS then does not apply', () => {
    const result = eeatOf(article(''), { url: 'http://acme.example/blog/anvils', headers: {} });
    expect(finding(result, 'eeat.https').status).toBe('fail');
    expect(finding(result, 'eeat.https').severity).toBe('high');
    expect(finding(result, 'eeat.hsts').status).toBe('not_applicable');
  });

  it('fail HSTS when the header is missing or has no max-age', () => {
    expect(finding(eeatOf(article(''), { headers: {} }), 'eeat.hsts').status).toBe('fail');
    expect(
      finding(eeatOf(article(''), { headers: { 'strict-transport-security': 'max-age=0' } }), 'eeat.hsts')
        .status,
    ).toBe('fail');
    expect(finding(eeatOf(article('')), 'eeat.hsts').status).toBe('pass');
  });
});

describe('eeat.outbound_citations', () => {
  it('pass with three outside sources, warn with one, fail with none', () => {
    const links = (hosts: string[]) =>
      `<p>${hosts.map((h) => `<a href="https://${h}/x">${h}</a>`).join(' ')}</p>`;
    expect(
      finding(
        eeatOf(article(links(['a.example.org', 'b.example.net', 'c.example.com']))),
        'eeat.outbound_citations',
      ).status,
    ).toBe('pass');
    expect(finding(eeatOf(article(links(['a.example.org']))), 'eeat.outbound_citations').status).toBe('warn');
    expect(
      finding(eeatOf(article(links(['www.acme.example', 'blog.acme.example']))), 'eeat.outbound_citations')
        .status,
    ).toBe('fail');
  });

  it('ignore social profiles, share links and sponsored links', () => {
    const html = article(
      '<a href="https://x.com/acme">X</a><a href="https://www.facebook.com/sharer/sharer.php?u=1">Share</a><a rel="sponsored" href="https://ads.example.com/">Ad</a>',
    );
    expect(signal(eeatOf(html), 'outbound_citations').present).toBe(false);
  });

  it("ignore China's ICP licence record, which every mainland site must link", () => {
    const html = article(
      '<p>京ICP备12345678号 <a href="https://beian.miit.gov.cn/">beian.miit.gov.cn</a></p>',
    );
    expect(signal(eeatOf(html), 'outbound_citations').present).toBe(false);
  });
});

describe('eeat.first_hand_experience and eeat.editorial_policy', () => {
  it('detect first-hand statements and editorial policies', () => {
    const result = eeatOf(
      article('<p>In our experience the drop height matters.</p><a href="/corrections">Corrections</a>'),
    );
    expect(signal(result, 'first_hand_experience').evidence[0]?.value).toBe('In our experience');
    for (const phrase of [
      'In my own garden, piles turned weekly were ready in 8 weeks.',
      "I've grown tomatoes in these beds for six years.",
      'We built three beds last spring.',
    ]) {
      expect(signal(eeatOf(article(`<p>${phrase}</p>`)), 'first_hand_experience').present, phrase).toBe(true);
    }
    expect(signal(result, 'editorial_policy').present).toBe(true);
    const bare = eeatOf(article(''));
    expect(finding(bare, 'eeat.first_hand_experience').status).toBe('fail');
    expect(finding(bare, 'eeat.editorial_policy').status).toBe('fail');
  });
});

describe('page-type awareness and YMYL', () => {
  it('does not apply authoring checks to a home page', () => {
    const result = eeatOf(page('<title>Acme</title>', '<h1>Acme</h1><a href="/about">About</a>'), {
      url: 'https://acme.example/',
    });
    expect(result.authored_content).toBe(false);
    for (const id of ['byline', 'author_page', 'date_published', 'outbound_citations', 'editorial_policy']) {
      expect(finding(result, `eeat.${id}`).status, id).toBe('not_applicable');
      expect(signal(result, id).weight).toBe(0);
    }
    expect(finding(result, 'eeat.about_page').status).toBe('pass');
  });

  const HEALTH = `<p>${'Diabetes symptoms need a diagnosis before any treatment or medication; the dosage and side effects matter, and a physician should adjust therapy. '.repeat(3)}</p>`;

  it('requires a disclaimer and an expert review on health pages, weighing trust and expertise 1.5×', () => {
    const result = eeatOf(article(HEALTH));
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'health' });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('fail');
    expect(finding(result, 'eeat.ymyl_disclaimer').title).toBe('No health disclaimer on a health page');
    expect(finding(result, 'eeat.expert_review').status).toBe('fail');
    expect(signal(result, 'byline').weight).toBe(4.5);
    expect(signal(result, 'first_hand_experience').weight).toBe(1);

    const covered = eeatOf(
      article(
        `${HEALTH}<p>Medically reviewed by Dr. Ann Lee. This article is not a substitute for medical advice.</p>`,
      ),
    );
    expect(finding(covered, 'eeat.ymyl_disclaimer').status).toBe('pass');
    expect(finding(covered, 'eeat.expert_review').status).toBe('pass');
  });

  it('finds every form of disclaimer and expert review in the page text, in any case', () => {
    const disclaimers = [
      'This is NOT INTENDED AS MEDICAL ADVICE.',
      'Not a substitute for professional medical advice.',
      'not to be taken as financial advice',
      'This does not constitute legal advice.',
      'Consult your doctor before you start.',
      'consult with a qualified professional',
      'For general informational purposes only.',
      'for educational purposes only',
      'Past performance is not a guide.',
      // No word boundary is needed before these two.
      'Always reconsult your doctor.',
      'Their bypast performance is not a guide.',
      'Disclaimer: we are not doctors.',
    ];
    for (const text of disclaimers) {
      const result = eeatOf(article(`${HEALTH}<p>${text}</p>`));
      expect(finding(result, 'eeat.ymyl_disclaimer').status, text).toBe('pass');
    }
    const reviews = [
      'Medically reviewed by Dr. Ann Lee.',
      'CLINICALLY REVIEWED in 2026.',
      'Fact-checked by our desk.',
      'fact checked by our desk',
      'Expert-reviewed.',
      'expert reviewed',
      'Reviewed by a pharmacist.',
    ];
    for (const text of reviews) {
      const result = eeatOf(article(`${HEALTH}<p>${text}</p>`));
      expect(finding(result, 'eeat.expert_review').status, text).toBe('pass');
    }
  });

  it('does not apply YMYL checks elsewhere', () => {
    const result = eeatOf(article(''));
    expect(result.ymyl).toMatchObject({ detected: false });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('not_applicable');
    expect(finding(result, 'eeat.expert_review').status).toBe('not_applicable');
  });
});
