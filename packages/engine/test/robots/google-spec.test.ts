import { describe, expect, it } from 'vitest';
import { isAllowedByRobots } from '../../src/index.ts';

/**
 * Cases modelled on the behaviours Google documents for its robots.txt parser and tests in its open-source
 * matcher (path matching examples, precedence, syntax leniency), written with our own data. Where Google's
 * matcher departs from RFC 9309 (it does not percent-encode the URL it is given, and does not decode
 * escaped unreserved characters) we follow the RFC; see docs/decisions/0012-robots-matcher.md.
 */

const at = (path: string) => `http://site.example${path}`;
const check = (robots: string, paths: Record<string, boolean>, ua = 'ExampleBot') => {
  for (const [path, expected] of Object.entries(paths)) {
    expect(isAllowedByRobots(robots, ua, at(path)), `${path} under\n${robots}`).toBe(expected);
  }
};
const group = (...rules: string[]) => `user-agent: ExampleBot\n${rules.join('\n')}\n`;

describe('path matching examples', () => {
  it('a plain prefix matches everything under it, case-sensitively', () => {
    check(group('disallow: /', 'allow: /fruit'), {
      '/fruit': true,
      '/fruit.html': true,
      '/fruit/apple.html': true,
      '/fruitcake': true,
      '/fruitcake/recipe.html': true,
      '/fruit.php?id=7': true,
      '/Fruit.asp': false,
      '/grapefruit': false,
      '/?id=fruit': false,
      '/market/fruit': false,
    });
  });

  it('a trailing * is the same as none', () => {
    check(group('disallow: /', 'allow: /fruit*'), {
      '/fruit': true,
      '/fruit.html': true,
      '/fruitcake': true,
      '/Fruit.asp': false,
      '/grapefruit': false,
    });
  });

  it('a trailing slash matches only the folder and below', () => {
    check(group('disallow: /', 'allow: /fruit/'), {
      '/fruit/': true,
      '/fruit/?id=7': true,
      '/fruit/apple.htm': true,
      '/fruit': false,
      '/fruit.html': false,
      '/Fruit/Apple.asp': false,
    });
  });

  it('/*.ext matches the extension anywhere after it', () => {
    check(group('disallow: /', 'allow: /*.php'), {
      '/index.php': true,
      '/dir/index.php': true,
      '/dir/index.php?a=b': true,
      '/dir/any.php.file.html': true,
      '/index.php/': true,
      '/': false,
      '/windows.PHP': false,
    });
  });

  it('/*.ext$ matches only at the end', () => {
    check(group('disallow: /', 'allow: /*.php$'), {
      '/index.php': true,
      '/dir/index.php': true,
      '/index.php?a=b': false,
      '/index.php/': false,
      '/index.php5': false,
      '/windows.PHP': false,
    });
  });

  it('a * in the middle of a path', () => {
    check(group('disallow: /', 'allow: /fruit*.php'), {
      '/fruit.php': true,
      '/fruitbowl/apple.php?x=1': true,
      '/Fruit.PHP': false,
    });
  });
});

describe('precedence', () => {
  it('the longer rule wins, whichever kind it is', () => {
    check(group('allow: /p', 'disallow: /'), { '/page': true });
    check(group('allow: /folder', 'disallow: /folder'), { '/folder/page': true });
    check(group('allow: /page', 'disallow: /*.htm'), { '/page.htm': false, '/page': true });
    check(group('allow: /$', 'disallow: /'), { '/': true, '/page.htm': false });
    check(group('allow: /x/page.', 'disallow: /*.html'), { '/x/page.html': true, '/x/y.html': false });
  });

  it('a wildcard rule counts its own length, * included', () => {
    check(group('allow: /page', 'disallow: /*.html'), { '/page.html': false, '/page': true });
  });
});

describe('groups', () => {
  it('keeps user-agent lines separated only by blank lines in one group, and merges by token', () => {
    const robots = [
      'allow: /outside/',
      '',
      'user-agent: AlphaBot',
      'disallow: /',
      'allow: /a/',
      'user-agent: BetaBot',
      'disallow: /',
      'allow: /b/',
      '',
      '',
      'allow: /w/',
      'user-agent: GammaBot',
      '',
      'user-agent: AlphaBot',
      'allow: /c/',
      'disallow: /',
    ].join('\n');
    check(robots, { '/a/': true, '/c/': true, '/b/': false }, 'AlphaBot');
    check(robots, { '/b/': true, '/w/': true, '/c/': false }, 'BetaBot');
    check(robots, { '/c/': true, '/a/': false, '/outside/': false }, 'GammaBot');
    check(robots, { '/outside/': true }, 'DeltaBot');
  });
});

describe('syntax', () => {
  it('accepts a forgotten colon when the line is exactly two words', () => {
    check('user-agent ExampleBot\ndisallow /\n', { '/x': false });
    check('user-agent ExampleBot\ndisallow / extra\n', { '/x': true });
  });

  it('ignores unknown keys', () => {
    check('foo: ExampleBot\nbar: /\n', { '/x': true });
  });

  it('accepts frequent misspellings of disallow and user-agent', () => {
    check('useragent: ExampleBot\ndissallow: /a\ndisalow: /b\n', { '/a': false, '/b': false, '/c': true });
  });

  it('reads the token of a user-agent value up to the first character that cannot be in one', () => {
    check('User-agent: ExampleBot/2.1\nDisallow: /\n', { '/x': false });
    check('User-agent: ExampleBot Extra words\nDisallow: /\n', { '/x': false });
    check(
      'User-agent: *\nDisallow: /\nUser-agent: Example Bot\nAllow: /x/\nDisallow: /\n',
      { '/x/': true },
      'Example',
    );
    // A caller's "Example Bot" is not the token Example: it matches no group and falls back to *.
    check(
      'User-agent: *\nDisallow: /\nUser-agent: Example Bot\nAllow: /x/\n',
      { '/x/': false },
      'Example Bot',
    );
  });

  it('treats "* anything" as the catch-all, but not "*bot"', () => {
    check('User-agent: * all of you\nDisallow: /\n', { '/x': false });
    check('User-agent: *bot\nDisallow: /\n', { '/x': true });
  });

  it('does not need a trailing newline', () => {
    check('User-agent: ExampleBot\nDisallow: /x', { '/x': false });
  });

  it('applies a rule whose value contains spaces around it', () => {
    check('User-agent:    ExampleBot   \nDisallow:    /x   \n', { '/x': false });
  });
});

describe('URLs', () => {
  const robots = group('disallow: /', 'allow: /a/');
  it('accepts absolute, scheme-less and bare-path URLs', () => {
    expect(isAllowedByRobots(robots, 'ExampleBot', 'https://site.example/a/1')).toBe(true);
    expect(isAllowedByRobots(robots, 'ExampleBot', 'site.example/a/1')).toBe(true);
    expect(isAllowedByRobots(robots, 'ExampleBot', '/a/1')).toBe(true);
    expect(isAllowedByRobots(robots, 'ExampleBot', 'https://site.example/b')).toBe(false);
  });

  it('treats a URL without a path as /', () => {
    expect(isAllowedByRobots('User-agent: *\nDisallow: /$\n', 'bot', 'https://site.example')).toBe(false);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /$\n', 'bot', 'https://site.example?x=1')).toBe(true);
  });

  it('keeps a port or user-info out of the path', () => {
    expect(isAllowedByRobots(robots, 'ExampleBot', 'http://u:p@site.example:8080/a/x')).toBe(true);
  });
});

describe('the empty cases', () => {
  it('allows when everything is empty', () => {
    expect(isAllowedByRobots('', '', '')).toBe(true);
    expect(isAllowedByRobots('', 'ExampleBot', '')).toBe(true);
  });

  it('an empty user agent matches only the * group', () => {
    expect(isAllowedByRobots('User-agent: ExampleBot\nDisallow: /\n', '', at('/x'))).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /\n', '', at('/x'))).toBe(false);
  });
});
