import { describe, expect, it } from 'vitest';
import { hostOf, pageHostOf } from '../../src/content/hosts.ts';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';

/**
 * A video podcast's episode page is told from a post about one by its host line ("Hosted by Nadia Brooks"). A photo
 * caption that starts "Hosts: …" says who is in the photo, not who presents the page: a news post with a YouTube
 * clip and a captioned photo of an event's hosts stays an article.
 */

const SITE = 'https://www.bristolpost.example';
const VIDEO =
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Highlights from the night" width="560" height="315"></iframe>';

function post(top: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bristol's podcast awards: the winners – Bristol Post</title>
<meta property="og:type" content="article"></head>
<body><header><a href="/">Bristol Post</a></header>
<main><article><h1>Bristol's podcast awards: the winners</h1>
<p class="byline">By Ellie Ward · <time datetime="2026-11-20">November 20, 2026</time></p>
${top}
<p>Twelve shows made the shortlist this year, from a history of the city's docks to a weekly phone-in about allotments. The judges gave the top prize to a series on the 1831 riots.</p>
${VIDEO}
<p>The awards, now in their fourth year, raised £4,000 for the Harbourside hospice.</p>
</article></main><footer>© 2026 Bristol Post</footer></body></html>`;
}

const kindOf = (html: string) => {
  const document = parsePage(html);
  return detectPageType(
    `${SITE}/podcasts/bristol-podcast-awards-winners/`,
    pageFacts(document),
    extractStructuredData(document),
  );
};

const CAPTIONED = `<figure><img src="/img/awards-hosts.jpg" alt="Two people on a stage holding microphones"><figcaption>Hosts: Nadia Brooks and Samuel Okafor opened the night at the Watershed</figcaption></figure>`;

describe('a "Hosts:" line in a photo caption', () => {
  it('does not make a news post with a YouTube clip a video podcast episode', () => {
    expect(kindOf(post(CAPTIONED))).toMatchObject({ kind: 'article', type: 'article' });
  });

  it('is no host line for the page; the same line as the page’s own text is', () => {
    expect(pageHostOf(pageFacts(parsePage(post(CAPTIONED))))).toBeUndefined();
    const credited = post('<p>Hosts: Nadia Brooks and Samuel Okafor</p>');
    expect(pageHostOf(pageFacts(parsePage(credited)))).toBe('Nadia Brooks');
    expect(hostOf('Hosts: Nadia Brooks and Samuel Okafor')).toBe('Nadia Brooks');
  });
});
