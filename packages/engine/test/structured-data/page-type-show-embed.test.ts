import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';

/**
 * Many podcast sites embed Spotify's player for the whole show (open.spotify.com/embed/show/…) on every episode
 * page rather than the episode's own. Such a page is still the episode's when it shows what an episode page shows:
 * the episode's number, its length, its show notes. A post that embeds the show, with none of that, stays an
 * article, and so does one whose show player sits in the sidebar.
 */

const SITE = 'https://www.structurespod.example';
const SHOW_EMBED =
  '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0?utm_source=generator" width="100%" height="152" frameborder="0" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>';

/** A podcast site's page as WordPress with Yoast prints it: og:type article and a dated <article>. */
function sitePage(title: string, main: string, sidebar = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} – Structures</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Structures"><meta name="generator" content="WordPress 6.6"></head>
<body><header><a href="/" class="logo"><img src="/logo.png" alt="Structures logo"></a><nav><a href="/episodes/">Episodes</a> <a href="/about/">About</a></nav></header>
<main><article class="post"><h1>${title}</h1>
${main}
</article></main><aside>${sidebar}</aside><footer><p>© 2026 Structures</p></footer></body></html>`;
}

const NOTES =
  '<p>Nadia talks to structural engineer Samuel Okafor about fatigue cracks: how inspectors find them, why some bridges are closed for a crack a millimetre wide, and why others carry traffic for years with one.</p><ul><li>02:10 What fatigue is</li><li>14:35 The Silver Bridge collapse</li><li>31:02 Drones and dye tests</li></ul>';

function kindOf(path: string, html: string) {
  const document = parsePage(html);
  return detectPageType(`${SITE}${path}`, pageFacts(document), extractStructuredData(document));
}

describe('an episode page whose only player is the show’s', () => {
  it('is an episode when it shows the episode’s number, length and show notes', () => {
    const d = kindOf(
      '/episodes/142-why-bridges-fail/',
      sitePage(
        '142: Why bridges fail',
        `<p class="meta">Episode 142 · 48 min · <time datetime="2026-10-14">October 14, 2026</time></p>${SHOW_EMBED}<h2>Show notes</h2>${NOTES}`,
      ),
    );
    expect(d).toMatchObject({ kind: 'podcast', type: 'other' });
    expect(d.evidence).toContainEqual(
      expect.objectContaining({ what: 'tie broken by the page', where: 'podcast' }),
    );
  });

  it('is an episode with a "Duration" line and show notes, and no number', () => {
    expect(
      kindOf(
        '/episodes/why-bridges-fail/',
        sitePage(
          'Why bridges fail',
          `<p><time datetime="2026-10-14">October 14, 2026</time> · Duration: 00:48:12</p>${SHOW_EMBED}<h2>Episode notes</h2>${NOTES}`,
        ),
      ).kind,
    ).toBe('podcast');
  });
});

describe('a page that embeds the show without being an episode', () => {
  it('keeps a post about the show, with the show player in its content, an article', () => {
    expect(
      kindOf(
        '/episodes/we-are-back-for-season-3/',
        sitePage(
          'We are back for season 3',
          `<p class="byline">By Nadia Brooks · <time datetime="2026-09-01">September 1, 2026</time></p><p>After a summer off we are back with twelve new conversations about the things engineers build and the ways they fail. Subscribe below so you do not miss the first one.</p>${SHOW_EMBED}`,
        ),
      ).kind,
    ).toBe('article');
  });

  it('keeps a blog post that names an episode and shows its reading time an article, with the show player in its content or its sidebar', () => {
    const post = `<p class="byline">By Nadia Brooks · <time datetime="2026-10-20">October 20, 2026</time> · 6 min read</p><p>In episode 142 we recorded with a guest in Lagos over a bad connection, and it showed. Here is the kit we now send guests before we record: a USB microphone, closed headphones and a note on where to sit.</p>`;
    expect(
      kindOf('/podcasts/how-we-record-remotely/', sitePage('How we record remotely', `${post}${SHOW_EMBED}`))
        .kind,
    ).toBe('article');
    expect(
      kindOf(
        '/podcasts/how-we-record-remotely/',
        sitePage('How we record remotely', post, `<h2>Listen to the show</h2>${SHOW_EMBED}`),
      ).kind,
    ).toBe('article');
  });
});
