import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';

/**
 * A dated WordPress post under /podcasts/ is an episode page when its main content holds the episode's player: an
 * <audio> element, or a podcast host's or app's embedded player. A post about podcasts, or a sidebar player, is not.
 */

const SITE = 'https://www.structures.example';

function post(main: string, sidebar = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><title>Why bridges fail – Structures</title>
<meta property="og:type" content="article"><meta name="generator" content="WordPress 6.6"></head>
<body><header><a href="/">Structures</a></header>
<main><article class="post"><h1>Episode 142: Why bridges fail</h1>
<p class="byline">Posted on <time datetime="2026-10-02">October 2, 2026</time></p>
${main}
<p>This week we talk to a structural engineer about the inspections that catch cracks before they spread, and the ones that do not.</p>
</article></main><aside>${sidebar}</aside><footer>© 2026 Structures</footer></body></html>`;
}

const kindOf = (html: string) => {
  const document = parsePage(html);
  return detectPageType(
    `${SITE}/podcasts/why-bridges-fail/`,
    pageFacts(document),
    extractStructuredData(document),
  );
};

describe('an episode page shown by its player', () => {
  it('reads an embedded Spotify, Buzzsprout or Apple Podcasts player in the main content as the episode', () => {
    for (const src of [
      'https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5',
      'https://www.buzzsprout.com/1234/episodes/5678-why-bridges-fail?client_source=small_player&iframe=true',
      'https://embed.podcasts.apple.com/us/podcast/why-bridges-fail/id1535809341?i=1000650000000',
    ]) {
      const detection = kindOf(
        post(`<iframe src="${src}" width="100%" height="152" loading="lazy"></iframe>`),
      );
      expect(detection.kind, src).toBe('podcast');
    }
  });

  it('reads an <audio> element with no fallback link as the episode', () => {
    expect(kindOf(post('<audio controls src="https://media.structures.example/142.mp3"></audio>')).kind).toBe(
      'podcast',
    );
  });

  it('reads a video podcast, whose only player is its YouTube video, as the episode when the page names its host', () => {
    const video = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="143: Concrete"></iframe>';
    expect(kindOf(post(`<p>Hosted by Nadia Brooks, with guest engineer Sam Ortiz.</p>${video}`)).kind).toBe(
      'podcast',
    );
    // A caption about an event is no host line.
    expect(
      kindOf(post(`<p>The evening was hosted by Mayor Ana Lee at the town hall.</p>${video}`)).type,
    ).toBe('article');
  });

  it('keeps a story that embeds a show (not an episode), or reads itself aloud, an article', () => {
    expect(
      kindOf(post('<iframe src="https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0"></iframe>')).type,
    ).toBe('article');
    expect(
      kindOf(
        post(
          '<p>Listen to this article</p><audio controls src="https://audio.beyondwords.io/f/8123/why-bridges-fail.mp3"></audio>',
        ),
      ).type,
    ).toBe('article');
  });

  it('keeps a post whose only player is in the sidebar, or whose embed is a video, an article', () => {
    expect(
      kindOf(post('', '<iframe src="https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0"></iframe>'))
        .type,
    ).toBe('article');
    expect(kindOf(post('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).type).toBe(
      'article',
    );
  });
});
