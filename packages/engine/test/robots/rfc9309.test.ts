import { describe, expect, it } from 'vitest';
import { isAllowedByRobots } from '../../src/index.ts';

/**
 * isAllowedByRobots against RFC 9309: the RFC's own examples (§2.2, §5.1, §5.2) rewritten with our own
 * paths and tokens, and one test per rule the RFC states.
 */

const SITE = 'https://shop.example';
const allowed = (txt: string, ua: string, path: string) => isAllowedByRobots(txt, ua, `${SITE}${path}`);

describe('RFC 9309 §5.1: the simple example', () => {
  const robots = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /catalog/',
    'Allow: /press/',
    '',
    'User-Agent: acmebot',
    'Disallow:/',
    'Allow:/catalog/item.html',
    'Allow:/catalog/ok.gif',
    '',
    'User-Agent: widgetbot',
    'User-Agent: gizmobot',
    'Disallow: /catalog/item.html',
    '',
    'User-Agent: idlebot',
    '',
    'EOF',
  ].join('\n');

  it('lets acmebot fetch only what its own group allows', () => {
    expect(allowed(robots, 'acmebot', '/catalog/item.html')).toBe(true);
    expect(allowed(robots, 'acmebot', '/catalog/ok.gif')).toBe(true);
    expect(allowed(robots, 'acmebot', '/catalog/other.html')).toBe(false);
    expect(allowed(robots, 'acmebot', '/press/')).toBe(false);
    expect(allowed(robots, 'acmebot', '/')).toBe(false);
  });

  it('shares one group between consecutive user-agent lines, and the * rules do not cascade into it', () => {
    for (const bot of ['widgetbot', 'gizmobot']) {
      expect(allowed(robots, bot, '/catalog/item.html')).toBe(false);
      expect(allowed(robots, bot, '/catalog/other.html')).toBe(true);
      expect(allowed(robots, bot, '/images/logo.gif')).toBe(true);
    }
  });

  it('allows everything to a crawler whose group has no rules (it does not fall back to *)', () => {
    expect(allowed(robots, 'idlebot', '/catalog/')).toBe(true);
    expect(allowed(robots, 'idlebot', '/x.gif')).toBe(true);
  });

  it('applies the * group to every other crawler', () => {
    expect(allowed(robots, 'otherbot', '/images/logo.gif')).toBe(false);
    expect(allowed(robots, 'otherbot', '/catalog/item.html')).toBe(false);
    expect(allowed(robots, 'otherbot', '/press/release.html')).toBe(true);
    expect(allowed(robots, 'otherbot', '/about')).toBe(true);
  });
});

describe('RFC 9309 §5.2: longest match', () => {
  const robots = 'User-Agent: acmebot\nAllow: /catalog/page/\nDisallow: /catalog/page/hidden.gif\n';
  it('uses the most specific rule', () => {
    expect(allowed(robots, 'acmebot', '/catalog/page/')).toBe(true);
    expect(allowed(robots, 'acmebot', '/catalog/page/shown.gif')).toBe(true);
    expect(allowed(robots, 'acmebot', '/catalog/page/hidden.gif')).toBe(false);
  });
});

describe('RFC 9309 §2.2.1: user-agent lines', () => {
  it('matches the product token case-insensitively, on both sides', () => {
    const robots = 'user-agent: ACMEBOT\ndisallow: /\n';
    expect(allowed(robots, 'acmebot', '/a')).toBe(false);
    expect(allowed(robots, 'AcmeBot', '/a')).toBe(false);
    expect(allowed(robots, 'acme', '/a')).toBe(true);
    expect(allowed(robots, 'acmebot-news', '/a')).toBe(true);
  });

  it('finds the product token inside a whole User-Agent header', () => {
    const robots = 'User-agent: ExampleBot\nDisallow: /private\n';
    const header = 'Mozilla/5.0 (compatible; ExampleBot/0.1; https://www.example.com/bot.html)';
    expect(isAllowedByRobots(robots, header, `${SITE}/private/a`)).toBe(false);
    expect(isAllowedByRobots(robots, 'ExampleBot/0.1', `${SITE}/private/a`)).toBe(false);
    expect(
      isAllowedByRobots(robots, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0', `${SITE}/private/a`),
    ).toBe(true);
  });

  it('merges every group that names the same crawler', () => {
    const robots = [
      'user-agent: acmebot',
      'disallow: /one',
      'disallow: /two',
      '',
      'user-agent: otherbot',
      'disallow: /other',
      '',
      'user-agent: AcmeBot',
      'disallow: /three',
    ].join('\n');
    for (const path of ['/one', '/two', '/three']) expect(allowed(robots, 'acmebot', path)).toBe(false);
    expect(allowed(robots, 'acmebot', '/other')).toBe(true);
    expect(allowed(robots, 'otherbot', '/three')).toBe(true);
  });

  it('merges several * groups too', () => {
    const robots =
      'User-agent: *\nDisallow: /a\n\nUser-agent: acmebot\nDisallow: /b\n\nUser-agent: *\nDisallow: /c\n';
    expect(allowed(robots, 'someone', '/a')).toBe(false);
    expect(allowed(robots, 'someone', '/c')).toBe(false);
    expect(allowed(robots, 'someone', '/b')).toBe(true);
  });

  it('starts a new group when a user-agent line follows a rule; blank lines do not end a group', () => {
    const robots = [
      'user-agent: acmebot',
      'disallow: /',
      'allow: /a/',
      'user-agent: widgetbot',
      'disallow: /',
      'allow: /b/',
      '',
      '',
      'allow: /c/',
    ].join('\n');
    expect(allowed(robots, 'acmebot', '/a/')).toBe(true);
    expect(allowed(robots, 'acmebot', '/b/')).toBe(false);
    expect(allowed(robots, 'acmebot', '/c/')).toBe(false);
    expect(allowed(robots, 'widgetbot', '/b/')).toBe(true);
    expect(allowed(robots, 'widgetbot', '/c/')).toBe(true);
    expect(allowed(robots, 'widgetbot', '/a/')).toBe(false);
  });

  it('allows everything when no group matches and there is no * group', () => {
    const robots = 'User-agent: acmebot\nDisallow: /\nUser-agent: widgetbot\nDisallow: /\n';
    expect(allowed(robots, 'otherbot', '/anything')).toBe(true);
  });

  it('ignores rules that come before any user-agent line', () => {
    const robots = 'Disallow: /\n\nUser-agent: acmebot\nDisallow: /x\n';
    expect(allowed(robots, 'otherbot', '/')).toBe(true);
    expect(allowed(robots, 'acmebot', '/y')).toBe(true);
  });

  it('uses the specific group, never the * group, for a crawler it names', () => {
    const robots = 'User-agent: *\nDisallow: /x/\nUser-agent: acmebot\nDisallow: /y/\n';
    expect(allowed(robots, 'acmebot', '/x/page')).toBe(true);
    expect(allowed(robots, 'acmebot', '/y/page')).toBe(false);
    expect(allowed(robots, 'otherbot', '/x/page')).toBe(false);
  });
});

describe('RFC 9309 §2.2.2: rules', () => {
  it('lets the longest match win, counted in octets', () => {
    const robots = 'User-agent: *\nDisallow: /shop\nAllow: /shop/\n';
    expect(allowed(robots, 'bot', '/shop')).toBe(false);
    expect(allowed(robots, 'bot', '/shop/')).toBe(true);
    expect(allowed(robots, 'bot', '/shopping')).toBe(false);
  });

  it('lets Allow win a tie', () => {
    expect(
      allowed('User-agent: *\nAllow: /p/page.html\nDisallow: /p/page.html\n', 'bot', '/p/page.html'),
    ).toBe(true);
    expect(
      allowed('User-agent: *\nDisallow: /p/page.html\nAllow: /p/page.html\n', 'bot', '/p/page.html'),
    ).toBe(true);
    expect(allowed('User-agent: *\nAllow: /\nDisallow: /\n', 'bot', '/')).toBe(true);
  });

  it('treats an empty Disallow (or Allow) as no rule at all', () => {
    expect(allowed('User-agent: *\nDisallow:\n', 'bot', '/anything')).toBe(true);
    expect(allowed('User-agent: *\nDisallow: \nAllow: \n', 'bot', '/x')).toBe(true);
    // An empty rule in the specific group still makes that group the one that applies.
    expect(allowed('User-agent: *\nDisallow: /\nUser-agent: acmebot\nDisallow:\n', 'acmebot', '/x')).toBe(
      true,
    );
  });

  it('always allows /robots.txt', () => {
    const robots = 'User-agent: *\nDisallow: /\n';
    expect(allowed(robots, 'bot', '/robots.txt')).toBe(true);
    expect(allowed(robots, 'bot', '/robots.txt.bak')).toBe(false);
  });

  it('compares paths case-sensitively', () => {
    expect(allowed('User-agent: *\nDisallow: /x/\n', 'bot', '/x/a')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /X/\n', 'bot', '/x/a')).toBe(true);
  });

  it('matches the path plus the query, without the fragment', () => {
    const robots = 'User-agent: *\nDisallow: /search?q=\nDisallow: /*?session=\n';
    expect(allowed(robots, 'bot', '/search?q=shoes')).toBe(false);
    expect(allowed(robots, 'bot', '/search')).toBe(true);
    expect(allowed(robots, 'bot', '/cart?session=1')).toBe(false);
    expect(allowed(robots, 'bot', '/cart#session=1')).toBe(true);
  });

  it('normalises percent-encoding as the §2.2.2 table does', () => {
    const snowman = 'User-agent: *\nDisallow: /\nAllow: /docs/☃\n';
    expect(allowed(snowman, 'bot', '/docs/%E2%98%83')).toBe(true);
    expect(allowed(snowman, 'bot', '/docs/%e2%98%83')).toBe(true);
    expect(allowed(snowman, 'bot', '/docs/☃')).toBe(true);
    const encoded = 'User-agent: *\nDisallow: /\nAllow: /docs/%E2%98%83\n';
    expect(allowed(encoded, 'bot', '/docs/%E2%98%83')).toBe(true);
    expect(allowed(encoded, 'bot', '/docs/☃')).toBe(true);
    // Escaped unreserved characters are the characters themselves.
    const unreserved = 'User-agent: *\nDisallow: /\nAllow: /docs/%61%62%63\n';
    expect(allowed(unreserved, 'bot', '/docs/abc')).toBe(true);
    expect(allowed(unreserved, 'bot', '/docs/%61bc')).toBe(true);
    // …but an escaped reserved character keeps its meaning: %2F is not a path separator.
    const slash = 'User-agent: *\nDisallow: /a/b\n';
    expect(allowed(slash, 'bot', '/a%2Fb')).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /a%2fb\n', 'bot', '/a%2Fb')).toBe(false);
    // A query with reserved characters is compared as written.
    const query = 'User-agent: *\nDisallow: /\nAllow: /q?x=1&u=http://b.example?y&z\n';
    expect(allowed(query, 'bot', '/q?x=1&u=http://b.example?y&z')).toBe(true);
  });
});

describe('RFC 9309 §2.2.3: special characters', () => {
  it('treats * as any sequence of characters, including none', () => {
    const robots = 'User-agent: *\nDisallow: /a/b/c\nAllow: /a/*/d\n';
    expect(allowed(robots, 'bot', '/a/b/c')).toBe(false);
    expect(allowed(robots, 'bot', '/a/x/d')).toBe(true);
    expect(allowed(robots, 'bot', '/a//d')).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /a/*/d\n', 'bot', '/a/d')).toBe(true);
  });

  it('anchors a rule at the end with a final $', () => {
    const robots = 'User-agent: *\nDisallow: /deals$\nAllow: /deals/today\n';
    expect(allowed(robots, 'bot', '/deals')).toBe(false);
    expect(allowed(robots, 'bot', '/deals/')).toBe(true);
    expect(allowed(robots, 'bot', '/deals?x')).toBe(true);
    expect(allowed(robots, 'bot', '/dealsx')).toBe(true);
  });

  it('combines * and $', () => {
    const robots = 'User-agent: *\nDisallow: /*.pdf$\n';
    expect(allowed(robots, 'bot', '/files/report.pdf')).toBe(false);
    expect(allowed(robots, 'bot', '/report.pdf?download=1')).toBe(true);
    expect(allowed(robots, 'bot', '/report.pdf/')).toBe(true);
    expect(allowed(robots, 'bot', '/report.PDF')).toBe(true);
  });

  it('treats a $ that is not last as a literal character', () => {
    const robots = 'User-agent: *\nDisallow: /price$list\n';
    expect(allowed(robots, 'bot', '/price$list/2026')).toBe(false);
    expect(allowed(robots, 'bot', '/price')).toBe(true);
  });

  it('ignores comments, including one right after a path', () => {
    const robots = '# Disallow: /\nUser-agent: * # everyone\nDisallow: /tmp#scratch\n';
    expect(allowed(robots, 'bot', '/tmp/x')).toBe(false);
    expect(allowed(robots, 'bot', '/other')).toBe(true);
  });
});

describe('RFC 9309 §2.5 and formats', () => {
  it('reads a robots.txt that starts with a BOM', () => {
    expect(allowed('\uFEFFUser-agent: *\nDisallow: /private\n', 'bot', '/private')).toBe(false);
  });

  it('accepts LF, CRLF and CR line ends, even mixed', () => {
    const robots = 'User-agent: acmebot\r\nDisallow: /a\rDisallow: /b\nDisallow: /c\r\n';
    for (const path of ['/a', '/b', '/c']) expect(allowed(robots, 'acmebot', path)).toBe(false);
  });

  it('treats record names case-insensitively', () => {
    expect(allowed('USER-AGENT: acmebot\nDISALLOW: /\nALLOW: /ok\n', 'acmebot', '/ok')).toBe(true);
    expect(allowed('USER-AGENT: acmebot\nDISALLOW: /\nALLOW: /ok\n', 'acmebot', '/no')).toBe(false);
  });

  it('reads rules that lie past 499 KiB', () => {
    const filler = `# ${'x'.repeat(1020)}\n`.repeat(500);
    const robots = `User-agent: *\n${filler}Disallow: /late\n`;
    expect(new TextEncoder().encode(robots).length).toBeGreaterThan(499 * 1024);
    expect(allowed(robots, 'bot', '/late')).toBe(false);
  });

  it('allows everything for an empty file, and for HTML served as robots.txt', () => {
    expect(allowed('', 'bot', '/x')).toBe(true);
    expect(allowed('<!doctype html><html><body>Not found</body></html>', 'bot', '/x')).toBe(true);
  });

  it('does not let unrelated records split a group of user-agent lines', () => {
    const robots =
      'User-agent: acmebot\nSitemap: https://shop.example/sitemap.xml\nUser-agent: *\nDisallow: /\n';
    expect(allowed(robots, 'acmebot', '/x')).toBe(false);
    const unknown = 'User-agent: acmebot\nNoindex-please: yes\nUser-agent: *\nDisallow: /\n';
    expect(allowed(unknown, 'acmebot', '/x')).toBe(false);
  });
});
