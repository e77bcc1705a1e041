import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf } from './context.ts';
import { discoursePage, oldRedditPage, prosilverPage } from './forum-markups.ts';

/**
 * Three forum engines' thread pages as they print them (see forum-markups.ts) are cut at their posts as the others
 * are: one passage per post, named by its author, its opening read past the author line; the profile box, score line
 * and links around a post are not passages of their own.
 */

const REDDIT_URL =
  'https://old.reddit.com/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/';
const PHPBB_URL = 'https://forums.pi.example/viewtopic.php?t=38201';
const DISCOURSE_URL = 'https://forums.pi.example/t/pi-4-reboots-when-the-usb-ssd-is-busy/38201';

const heads = (passages: { where: string }[]) => passages.map((p) => p.where.replace(/ › .*/, ''));

describe('citability: forum markups cut at their posts', () => {
  it('old Reddit: the link post and each comment are posts, read from their form.usertext, on body.comments-page', () => {
    const result = citabilityOf(oldRedditPage(), REDDIT_URL);
    expect(heads(result.passages)).toEqual([
      'post 1 by "kestrel_dev" (#thing_t3_1f4xq2)',
      'post 2 by "mfox" (#thing_t1_kq0a)',
      'post 3 by "tinker_tom" (#thing_t1_kq1a)',
      'post 4 by "kestrel_dev" (#thing_t1_kq2a)',
    ]);
    // The opening is the reply's first sentence, past its "[–]mfox 39 points 40 points 4 hours ago" line.
    expect(result.passages[1]!.where).toMatch(/› "The SSD is fine: the Pi 4 can supply only 1\.2 A/);
    // The question's text is the page's main content, not the sidebar.
    const model = contentModel(parsePage(oldRedditPage()));
    expect([model.main.source, model.main.where]).toEqual(['landmark', 'div.content']);
    expect(model.main.blocks.map((b) => b.text).join('\n')).toMatch(
      /My Raspberry Pi 4 \(4 GB\) boots from a Samsung T7/,
    );
    // The row of links under each comment is no part of its text.
    expect(result.passages[1]!.words).toBeLessThan(90);
  });

  it("phpBB's prosilver: one passage per post, under its subject, without its profile box", () => {
    const result = citabilityOf(prosilverPage(), PHPBB_URL);
    const posts = result.passages.filter((p) => p.where.startsWith('post '));
    expect(heads(posts)).toEqual([
      'post 1 by "kestrel_dev" (#p27140), h3 "Raspberry Pi 4 reboots when the USB SSD is busy"',
      'post 2 by "mfox" (#p27141), h3 "Re: Raspberry Pi 4 reboots when the USB SSD is busy"',
      'post 3 by "tinker_tom" (#p27142), h3 "Re: Raspberry Pi 4 reboots when the USB SSD is busy"',
      'post 4 by "kestrel_dev" (#p27143), h3 "Re: Raspberry Pi 4 reboots when the USB SSD is busy"',
    ]);
    // Past the author line, whose icon label reads "Post by mfox » Mon Mar 04, 2025 9:12 am".
    expect(posts[1]!.where).toMatch(/› "The SSD is fine: the Pi 4 can supply only 1\.2 A/);
    expect(posts[2]!.where).toMatch(/› "Same thing happened to me/);
    // The rank, post count and join date ("Posts: 274 Joined: Tue Sep 11, 2020") are the member's, not the post's.
    const model = contentModel(parsePage(prosilverPage()));
    expect(model.main.blocks.map((b) => b.text).join('\n')).not.toMatch(/Joined|Forum Moderator/);
    expect(posts.map((p) => p.words)).toEqual([90, 99, 48, 40]);
  });

  it.each([
    ['with #post_N ids', true],
    ['without ids', false],
  ])("Discourse's crawler view %s: the first post is a post too, named by its author", (_label, ids) => {
    const result = citabilityOf(discoursePage(undefined, { ids }), DISCOURSE_URL);
    const posts = result.passages.filter((p) => p.where.startsWith('post '));
    const id = (n: number) => (ids ? ` (#post_${n})` : '');
    expect(heads(posts)).toEqual([
      `post 1 by "kestrel_dev"${id(1)}`,
      `post 2 by "mfox"${id(2)}`,
      `post 3 by "tinker_tom"${id(3)}`,
      `post 4 by "kestrel_dev"${id(4)}`,
    ]);
    expect(posts[0]!.where).toMatch(/› "My Raspberry Pi 4 \(4 GB\) boots/);
    expect(posts[0]!.words).toBeLessThan(90);
  });
});
