import { EeatModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { HTTPS_HEADERS } from './fixtures.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * WordPress files posts under /%category%/%postname%/, so /careers/, /podcasts/, /course/ are often topics, not
 * content types. A post there (og:type article, an H1 and a dated <time> in its <article>) stays an article; the
 * path's finer kind wins that tie only when the page shows the kind (a player's audio file, an apply link …).
 */

const SITE = 'https://www.acmenotes.example';
const BYLINE =
  '<p class="byline">By Jane Smith · Posted on <time datetime="2026-10-02">October 2, 2026</time></p>';
const para = (topic: string) =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `<p>The ${topic} notes for week ${i + 1} describe what we tried, what failed and what we would change next time, with the figures we recorded each morning before work.</p>`,
  ).join('\n');

/** A WordPress single post, as the Twenty-Something themes and Yoast print it. */
function wpPost(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} – Acme Notes</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Acme Notes"><meta property="og:title" content="${title}">
<meta name="generator" content="WordPress 6.6"><meta property="article:published_time" content="2026-10-02T08:00:00+00:00">${head}</head>
<body class="post-template-default single single-post"><header class="site-header"><a href="/" class="logo"><img src="/logo.png" alt="Acme Notes logo"></a><nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main><article class="post"><h1>${title}</h1>
${body}
</article></main>
<footer class="site-footer"><p>© 2026 Acme Notes. <a href="/privacy/">Privacy</a></p></footer></body></html>`;
}

function kindOf(path: string, html: string) {
  const document = parsePage(html);
  return detectPageType(`${SITE}${path}`, pageFacts(document), extractStructuredData(document));
}

const TRAPS: [string, string, string][] = [
  [
    '/careers/how-to-negotiate-a-raise/',
    'How to negotiate a raise in 2026',
    `${BYLINE}<p>Asking for a raise is easier when you bring numbers: what the role pays elsewhere and what you delivered.</p>${para('career')}`,
  ],
  [
    '/course/pebble-beach-golf-links-review/',
    'Pebble Beach Golf Links review: worth the green fee?',
    `${BYLINE}<p>Pebble Beach is worth playing once, for the stretch along the ocean from the fourth to the tenth hole.</p>${para('round')}`,
  ],
  [
    '/giving/how-to-choose-a-charity/',
    'How to choose a charity that spends your money well',
    `${BYLINE}<p>Pick a charity that publishes audited accounts and says what each programme achieved.</p>${para('donation')}`,
  ],
  [
    '/forum/letters-the-bypass-will-not-fix-traffic/',
    'Letter: the bypass will not fix our traffic',
    `<p class="byline">By Tom Price, Riverside resident · <time datetime="2026-10-02">Oct 2, 2026</time></p><p>The bypass will move the queue two miles north; it will not shorten it.</p>${para('traffic')}`,
  ],
  [
    '/podcasts/spotify-cuts-podcast-division/',
    'Spotify cuts 200 jobs in its podcast division',
    `<p class="byline">By Marcus Lee, Media Reporter · <time datetime="2026-10-02">October 2, 2026</time></p><p>Spotify said on Tuesday it would cut 200 jobs in its podcast division, according to an internal memo.</p>${para('industry')}`,
  ],
  [
    '/reference/best-chef-knives/',
    'The best chef knives we tested',
    `${BYLINE}<p>The Victorinox Fibrox is the best chef knife for most cooks: it is sharp, light and cheap.</p>${para('knife')}`,
  ],
];

/** WordPress core's [audio] player: the <audio> keeps a link to the file as its fallback. */
const WP_AUDIO =
  '<audio class="wp-audio-shortcode" id="audio-142-1" preload="none" style="width: 100%;" controls="controls"><source type="audio/mpeg" src="https://media.structures.example/142-why-bridges-fail.mp3?_=1" /><a href="https://media.structures.example/142-why-bridges-fail.mp3">https://media.structures.example/142-why-bridges-fail.mp3</a></audio>';

describe('a WordPress post filed under a category path named like a kind', () => {
  it.each(TRAPS)('%s stays an article', (path, title, body) => {
    expect(kindOf(path, wpPost(title, body))).toMatchObject({ kind: 'article', type: 'article' });
  });

  it('a careers advice post is held to an article byline and asked for no JobPosting', () => {
    const [path, title, body] = TRAPS[0]!;
    const context = contextFor(wpPost(title, body), { url: `${SITE}${path}`, headers: HTTPS_HEADERS });
    const eeat = EeatModule.parse(analyzeEeat(context));
    expect(eeat.page_type).toBe('article');
    expect(finding(eeat, 'eeat.byline').status).toBe('pass');
    const fit = finding(SchemaModule.parse(analyzeSchema(context)), 'schema.page_type_fit') as {
      title?: string;
    };
    expect(fit.title ?? '').not.toMatch(/JobPosting/);
  });

  it('a news report under /podcasts/ keeps its byline as a byline, not as hosts', () => {
    const [path, title, body] = TRAPS[4]!;
    const eeat = EeatModule.parse(
      analyzeEeat(contextFor(wpPost(title, body), { url: `${SITE}${path}`, headers: HTTPS_HEADERS })),
    );
    expect(eeat.page_type).toBe('article');
    expect((finding(eeat, 'eeat.byline') as { title?: string }).title ?? '').not.toMatch(/host/i);
  });
});

describe('a page that shows the kind its path names keeps that kind in a tie', () => {
  const EPISODE = `<p>Hosted by Nadia Brooks · <time datetime="2026-10-15">October 15, 2026</time></p><p>In this episode Nadia talks to engineer Samuel Okafor about fatigue cracks.</p>`;

  it('a dated WordPress episode with its audio player is a podcast episode', () => {
    const d = kindOf(
      '/episodes/142-why-bridges-fail/',
      wpPost('142: Why bridges fail', `${WP_AUDIO}${EPISODE}`),
    );
    expect(d).toMatchObject({ kind: 'podcast', type: 'other' });
    expect(d.evidence).toContainEqual(
      expect.objectContaining({ what: 'tie broken by the page', where: 'podcast' }),
    );
  });

  it('so is one with a player card (og:audio) and a download link after the notes', () => {
    expect(
      kindOf(
        '/podcasts/143-concrete/',
        wpPost(
          '143: Concrete',
          `${EPISODE}<p><a href="https://media.structures.example/143.mp3" download>Download episode</a></p>`,
        ),
      ).kind,
    ).toBe('podcast');
    expect(
      kindOf(
        '/episodes/143-concrete/',
        wpPost(
          '143: Concrete',
          EPISODE,
          '<meta property="og:audio" content="https://media.structures.example/143.mp3">',
        ),
      ).kind,
    ).toBe('podcast');
  });

  it('a dated opening with an apply link is a job posting; a course with an enrol button is a course', () => {
    expect(
      kindOf(
        '/careers/senior-backend-engineer/',
        wpPost(
          'Senior backend engineer',
          `${BYLINE}<p>We are hiring a backend engineer to own our billing service.</p><p><a class="button" href="https://boards.greenhouse.io/acme/jobs/123">Apply now</a></p>`,
        ),
      ).kind,
    ).toBe('job');
    expect(
      kindOf(
        '/course/intro-to-sourdough/',
        wpPost(
          'Intro to sourdough',
          `${BYLINE}<p>Six lessons from starter to loaf.</p><p><a class="button" href="/checkout/?course=12">Enroll now</a></p>`,
        ),
      ).kind,
    ).toBe('course');
  });

  it('an audio file linked from a sidebar does not make a post an episode', () => {
    const [path, title, body] = TRAPS[4]!;
    const html = wpPost(title, body).replace(
      '</main>',
      '</main><aside><h2>Latest episode</h2><a href="https://media.example/latest.mp3">Listen</a></aside>',
    );
    expect(kindOf(path, html).kind).toBe('article');
  });
});
