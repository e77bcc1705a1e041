import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { blog as blogPage, brandOf, linked } from './brand-pages.ts';

const blog = (footer: string, title?: string) => blogPage(footer, '', title);

/** brand: footer credits to the site's theme, template or generator are not the brand's profiles. */

describe('brand: credits to what the site is built with', () => {
  it('does not count footer links labelled as the theme, the generator or its source on GitHub', () => {
    const result = brandOf(
      blog(`<p>© 2025 Greenhouse Notes ·
        <a href="https://github.com/someone/paper">Theme on GitHub</a> ·
        <a href="https://github.com/someone/hugo-blog-starter-kit">Built with Hugo — source on GitHub</a> ·
        <a href="https://github.com/another-dev">Made with ♥ on GitHub</a> ·
        <a href="https://github.com/WordPress/WordPress">Powered by WordPress</a> ·
        <a href="https://www.youtube.com/@themecraft">Template by ThemeCraft on YouTube</a></p>`),
    );
    expect(linked(result)).toEqual([]);
    expect(finding(result, 'brand.profiles').status).toBe('fail');
    expect(finding(result, 'brand.same_as').status).toBe('not_applicable');
    expect((result.other_profiles as { url: string }[] | undefined)?.map((o) => o.url)).toEqual([
      'https://github.com/someone/paper',
      'https://github.com/someone/hugo-blog-starter-kit',
      'https://github.com/another-dev',
      'https://github.com/WordPress/WordPress',
      'https://www.youtube.com/@themecraft',
    ]);
    // The user is told what the link is.
    expect(finding(result, 'brand.profiles').evidence.map((e) => e.what)).toContain(
      `not counted: "Theme on GitHub" credits the site's theme, template or generator, not the brand's own profile`,
    );
  });

  it('does not count a GitHub icon or a plain "GitHub" link to a theme\'s repository', () => {
    const result = brandOf(
      blog(`<a href="https://github.com/adityatelange/hugo-PaperMod" aria-label="GitHub"><svg></svg></a>
        <a href="https://github.com/pages-themes/jekyll-theme-minimal"><i class="fa fa-github"></i></a>
        <a href="https://github.com/someone/greenery-theme">GitHub</a>
        <a href="https://github.com/gohugoio/hugo"><svg></svg></a>`),
    );
    expect(linked(result)).toEqual([]);
    expect(result.other_profiles).toHaveLength(4);
  });

  it('still counts the brand\'s own GitHub organisation linked as "GitHub" or as an icon', () => {
    const icon = brandOf(
      blog(`<a href="https://github.com/gh-notes"><i class="fa fa-github"></i></a>
        · Theme <a href="https://github.com/someone/hugo-theme-paper">Paper</a>`),
    );
    expect(linked(icon)).toEqual(['github https://github.com/gh-notes']);
    const labelled = brandOf(blog('<a href="https://github.com/gh-notes">GitHub</a>'));
    expect(linked(labelled)).toEqual(['github https://github.com/gh-notes']);
    // Who made the site is not what it is built with.
    const team = brandOf(
      blog('<a href="https://github.com/gh-notes">Made by the Greenhouse team on GitHub</a>'),
    );
    expect(linked(team)).toEqual(['github https://github.com/gh-notes']);
    // The brand's own theme, on its own site, is its own repository.
    const themeMaker = brandOf(
      blog(
        '<a href="https://github.com/paperworks/hugo-theme-paperworks">Theme on GitHub</a>',
        'Paperworks, a Hugo theme | Paperworks',
      ),
      'https://paperworks.example/docs/',
    );
    expect(linked(themeMaker)).toEqual(['github https://github.com/paperworks/hugo-theme-paperworks']);
  });
});
