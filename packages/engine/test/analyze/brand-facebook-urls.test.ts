import { describe, expect, it } from 'vitest';
import { classifyProfileUrl } from '../../src/structured-data/profiles.ts';
import { jsonLd } from '../structured-data/helpers.ts';
import { blog, brandOf, linked } from './brand-pages.ts';

/**
 * brand: the shapes a Facebook page's address takes. A page or profile counts however it is written (numeric id,
 * the old /pg/ address, the mobile site, a page without a username, the app's copied share link); a group, a post
 * shared by link, the share dialog, a chat and Facebook's own pages do not.
 */

describe('brand: Facebook addresses', () => {
  it('counts a page or profile in each of its address shapes', () => {
    for (const url of [
      'https://www.facebook.com/profile.php?id=100064123456789',
      'https://www.facebook.com/pg/GreenhouseNotes',
      'https://www.facebook.com/pg/GreenhouseNotes/about/',
      'https://m.facebook.com/greenhousenotes',
      'https://m.facebook.com/profile.php?id=100064123456789',
      'https://www.facebook.com/people/Greenhouse-Notes/100064123456789/',
      'https://www.facebook.com/p/Greenhouse-Notes-100064123456789/',
      'https://fb.com/greenhousenotes',
      'https://www.facebook.com/share/1YxwPSZJfw/?mibextid=wwXIfr',
    ])
      expect(classifyProfileUrl(url)?.platform, url).toBe('facebook');
  });

  it('counts no group, shared post, share dialog, chat or Facebook page of its own', () => {
    for (const url of [
      'https://fb.com/groups/coldgreenhousegrowers',
      'https://m.facebook.com/groups/123456789/',
      'https://www.facebook.com/share/p/1AbCdEfGhJ/',
      'https://www.facebook.com/share/g/1AbCdEfGhJ/',
      'https://www.facebook.com/share/v/1AbCdEfGhJ/',
      'https://www.facebook.com/share.php?u=https://greenhouse.example/',
      'https://m.facebook.com/sharer.php?u=https://greenhouse.example/',
      'https://www.facebook.com/pg/GreenhouseNotes/posts/123456789',
      'https://www.facebook.com/messages/t/greenhousenotes',
      'https://www.facebook.com/home.php',
      'https://www.facebook.com/business',
      'https://www.facebook.com/pg/',
      'https://www.facebook.com/people/',
    ])
      expect(classifyProfileUrl(url), url).toBeUndefined();
  });

  it("counts the page a footer links by the app's share link, and not a chat link", () => {
    const result = brandOf(
      blog(`<a href="https://www.facebook.com/share/1YxwPSZJfw/?mibextid=wwXIfr"><i class="fa fa-facebook"></i></a>
        <a href="https://www.facebook.com/messages/t/greenhousenotes">Message us on Facebook</a>`),
    );
    expect(linked(result)).toEqual(['facebook https://www.facebook.com/share/1YxwPSZJfw/?mibextid=wwXIfr']);
  });

  it('counts no page from a footer that links only a group on fb.com and a chat', () => {
    const result = brandOf(
      blog(`<a href="https://fb.com/groups/coldgreenhousegrowers">Facebook group</a>
        <a href="https://www.facebook.com/messages/t/greenhousenotes"><i class="fa fa-facebook-messenger"></i></a>`),
    );
    expect(linked(result)).toEqual([]);
  });

  it("counts the page a publisher's sameAs names by its numeric id on the mobile site", () => {
    const result = brandOf(
      blog(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Greenhouse Notes',
          url: 'https://greenhouse.example/',
          sameAs: ['https://m.facebook.com/profile.php?id=100064123456789'],
        }),
      ),
    );
    expect(linked(result)).toEqual(['facebook https://m.facebook.com/profile.php?id=100064123456789']);
  });
});
