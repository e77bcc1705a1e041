import { describe, expect, it } from 'vitest';
import { classifyProfileUrl } from '../../src/structured-data/profiles.ts';
import { finding, jsonLd } from '../structured-data/helpers.ts';
import { blog, brandOf, linked } from './brand-pages.ts';

/** brand: Facebook groups, posts and share buttons are not the brand's profiles. */

describe('brand: Facebook groups and share links', () => {
  it('does not count a "Join our Facebook group" link nor share buttons as the brand\'s profiles', () => {
    const result = brandOf(
      blog(`<p><a href="https://www.facebook.com/groups/coldgreenhousegrowers/">Join our Facebook group</a></p>
        <p>Share: <a href="https://www.facebook.com/sharer/sharer.php?u=https://greenhouse.example/p/">Facebook</a>
        <a href="https://www.facebook.com/dialog/share?app_id=1&href=https://greenhouse.example/p/">Facebook</a>
        <a href="https://www.linkedin.com/shareArticle?mini=true&url=https://greenhouse.example/p/">LinkedIn</a>
        <a href="https://twitter.com/intent/tweet?url=https://greenhouse.example/p/">Twitter</a>
        <a href="https://x.com/intent/post?url=https://greenhouse.example/p/">X</a>
        <a href="https://www.reddit.com/submit?url=https://greenhouse.example/p/">Reddit</a></p>
        <p><a href="https://www.facebook.com/events/1234567890/">Seed swap on Facebook</a></p>`),
    );
    expect(linked(result)).toEqual([]);
    expect(finding(result, 'brand.profiles').title).toBe('Links no official profiles');
  });

  it("does not count a group in the publisher's sameAs, and keeps its page", () => {
    const result = brandOf(
      blog(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Greenhouse Notes',
          url: 'https://greenhouse.example/',
          sameAs: ['https://www.facebook.com/groups/123456789/', 'https://www.facebook.com/greenhousenotes'],
        }),
      ),
    );
    expect(result.platforms.facebook).toMatchObject({
      linked_from_site: true,
      url: 'https://www.facebook.com/greenhousenotes',
    });
  });

  it('reads a single Facebook post or photo as no profile, and a page as one', () => {
    for (const url of [
      'https://www.facebook.com/groups/123/permalink/456/',
      'https://www.facebook.com/greenhousenotes/posts/pfbid02abc',
      'https://www.facebook.com/greenhousenotes/videos/123456/',
      'https://www.facebook.com/photo.php?fbid=123',
      'https://www.facebook.com/permalink.php?story_fbid=1&id=2',
      'https://www.facebook.com/hashtag/tomatoes',
    ])
      expect(classifyProfileUrl(url), url).toBeUndefined();
    for (const url of [
      'https://www.facebook.com/greenhousenotes',
      'https://www.facebook.com/greenhousenotes/about',
      'https://www.facebook.com/profile.php?id=100089',
      'https://www.facebook.com/pages/Greenhouse-Notes/123456',
    ])
      expect(classifyProfileUrl(url)?.platform, url).toBe('facebook');
  });
});
