import { describe, expect, it } from 'vitest';
import { isAllowedByRobots } from '../../src/index.ts';

/**
 * Every example RFC 9309 prints, with its own paths, tokens and hosts, so the matcher can be read against the
 * RFC line by line (rfc9309.test.ts restates the same rules with other paths and adds the edge cases).
 */

const HOST = 'https://www.example.com';
const allowed = (txt: string, ua: string, path: string) => isAllowedByRobots(txt, ua, `${HOST}${path}`);
const disallowOnly = (rule: string) => `User-agent: *\nDisallow: ${rule}\n`;

describe('RFC 9309 §2.2.1: the product token', () => {
  it('finds ExampleBot in the User-Agent header the RFC shows', () => {
    const header = 'Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)';
    expect(allowed('user-agent: ExampleBot\ndisallow: /\n', header, '/a')).toBe(false);
    // Counterexample: another crawler is not ExampleBot.
    expect(allowed('user-agent: ExampleBot\ndisallow: /\n', 'OtherBot/1.0', '/a')).toBe(true);
  });

  it('merges the two ExampleBot groups into one (the /foo, /bar, /baz example)', () => {
    const split =
      'user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n';
    for (const path of ['/foo', '/bar', '/baz']) expect(allowed(split, 'ExampleBot', path)).toBe(false);
    expect(allowed(split, 'ExampleBot', '/qux')).toBe(true);
  });
});

describe('RFC 9309 §2.2.2 Figure 4: percent-encoding, each row', () => {
  // Each row: the path as written, and the path to match. A rule written either way matches a URL written
  // either way, and a rule for something else does not.
  const rows: Array<[string, string]> = [
    ['/foo/bar?baz=quz', '/foo/bar?baz=quz'],
    ['/foo/bar?baz=https://foo.bar', '/foo/bar?baz=https%3A%2F%2Ffoo.bar'],
    ['/foo/bar/ツ', '/foo/bar/%E3%83%84'],
    ['/foo/bar/%E3%83%84', '/foo/bar/%E3%83%84'],
    ['/foo/bar/%62%61%7A', '/foo/bar/baz'],
  ];
  for (const [written, toMatch] of rows) {
    it(`matches ${written} and ${toMatch} to each other`, () => {
      expect(allowed(disallowOnly(written), 'bot', toMatch)).toBe(false);
      expect(allowed(disallowOnly(toMatch), 'bot', written)).toBe(false);
      expect(allowed(disallowOnly(written), 'bot', written)).toBe(false);
    });
  }

  it('keeps the rows apart from near misses', () => {
    expect(
      allowed(disallowOnly('/foo/bar?baz=https://foo.bar'), 'bot', '/foo/bar?baz=https%3A%2F%2Ffoo.baz'),
    ).toBe(true);
    expect(allowed(disallowOnly('/foo/bar?baz=quz'), 'bot', '/foo/bar?baz=qu')).toBe(true);
    expect(allowed(disallowOnly('/foo/bar/%62%61%7A'), 'bot', '/foo/bar/bay')).toBe(true);
    // An escaped slash in the path is not a path separator (only query data compares encoded).
    expect(allowed(disallowOnly('/foo/bar'), 'bot', '/foo%2Fbar')).toBe(true);
  });
});

describe('RFC 9309 §2.2.3 Figure 5: special characters', () => {
  it('reads "allow: / # comment in line" as allow /', () => {
    const robots = 'user-agent: *\ndisallow: /\nallow: / # comment in line\n# comment at the end\n';
    expect(allowed(robots, 'bot', '/anything')).toBe(true);
  });

  it('anchors "allow: /this/path/exactly$" at the end', () => {
    const robots = 'user-agent: *\ndisallow: /\nallow: /this/path/exactly$\n';
    expect(allowed(robots, 'bot', '/this/path/exactly')).toBe(true);
    expect(allowed(robots, 'bot', '/this/path/exactly/more')).toBe(false);
    expect(allowed(robots, 'bot', '/this/path/exactly?x')).toBe(false);
  });

  it('lets * in "allow: /this/*/exactly" stand for any run of characters', () => {
    const robots = 'user-agent: *\ndisallow: /\nallow: /this/*/exactly\n';
    expect(allowed(robots, 'bot', '/this/a/exactly')).toBe(true);
    expect(allowed(robots, 'bot', '/this/a/b/exactly')).toBe(true);
    expect(allowed(robots, 'bot', '/this/exactly')).toBe(false);
  });
});

describe('RFC 9309 §2.2.3 Figure 6: a literal * or $ is written percent-encoded', () => {
  it('matches /path/file-with-a-%2A.html to the URL with a literal *', () => {
    const robots = disallowOnly('/path/file-with-a-%2A.html');
    expect(isAllowedByRobots(robots, 'bot', 'https://www.example.com/path/file-with-a-*.html')).toBe(false);
    expect(allowed(robots, 'bot', '/path/file-with-a-%2a.html')).toBe(false);
    // %2A is a literal star, never a wildcard.
    expect(allowed(robots, 'bot', '/path/file-with-a-b.html')).toBe(true);
  });

  it('matches /path/foo-%24 to the URL with a literal $', () => {
    const robots = disallowOnly('/path/foo-%24');
    expect(isAllowedByRobots(robots, 'bot', 'https://www.example.com/path/foo-$')).toBe(false);
    expect(allowed(robots, 'bot', '/path/foo-%24')).toBe(false);
    // %24 is a literal dollar, never an end anchor.
    expect(allowed(robots, 'bot', '/path/foo-')).toBe(true);
  });

  it('still reads an unescaped * and a final $ as operators, and a $ inside a rule as a literal', () => {
    expect(allowed(disallowOnly('/path/file-with-a-*.html'), 'bot', '/path/file-with-a-b.html')).toBe(false);
    expect(allowed(disallowOnly('/path/foo-$'), 'bot', '/path/foo-')).toBe(false);
    expect(allowed(disallowOnly('/path/foo-$'), 'bot', '/path/foo-$')).toBe(true);
    expect(allowed(disallowOnly('/path/foo-$x'), 'bot', '/path/foo-$x')).toBe(false);
    expect(allowed(disallowOnly('/path/foo-$x'), 'bot', '/path/foo-%24x')).toBe(false);
  });
});

describe('RFC 9309 §5.1: the simple example, verbatim', () => {
  const robots = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
    'EOF',
  ].join('\n');

  it('lets foobot fetch only /example/page.html and /example/allowed.gif', () => {
    expect(allowed(robots, 'foobot', '/example/page.html')).toBe(true);
    expect(allowed(robots, 'foobot', '/example/allowed.gif')).toBe(true);
    expect(allowed(robots, 'foobot', '/example/other.html')).toBe(false);
    expect(allowed(robots, 'foobot', '/publications/')).toBe(false);
  });

  it('keeps barbot and bazbot out of /example/page.html only', () => {
    for (const bot of ['barbot', 'bazbot']) {
      expect(allowed(robots, bot, '/example/page.html')).toBe(false);
      expect(allowed(robots, bot, '/example/other.html')).toBe(true);
      expect(allowed(robots, bot, '/x.gif')).toBe(true);
    }
  });

  it('lets quxbot, whose group has no rules, fetch everything', () => {
    expect(allowed(robots, 'quxbot', '/example/')).toBe(true);
    expect(allowed(robots, 'quxbot', '/x.gif')).toBe(true);
  });

  it('applies the * group to every other crawler', () => {
    expect(allowed(robots, 'otherbot', '/x.gif')).toBe(false);
    expect(allowed(robots, 'otherbot', '/example/page.html')).toBe(false);
    expect(allowed(robots, 'otherbot', '/publications/a')).toBe(true);
    expect(allowed(robots, 'otherbot', '/robots.txt')).toBe(true);
  });
});

describe('RFC 9309 §5.2: longest match, verbatim', () => {
  const robots = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
  it('disallows only the longer, more specific rule', () => {
    expect(allowed(robots, 'foobot', '/example/page/')).toBe(true);
    expect(allowed(robots, 'foobot', '/example/page/other.gif')).toBe(true);
    expect(allowed(robots, 'foobot', '/example/page/disallowed.gif')).toBe(false);
  });
});
