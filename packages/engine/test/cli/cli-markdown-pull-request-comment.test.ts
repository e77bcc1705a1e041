import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { reviewPageFile } from '../review-pages/pages.ts';

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const POST = '/posts/generative_engine_optimization/';

/** What `geo-audit audit <url> --markdown` prints, as a CI job pastes it into a pull-request comment. */
async function markdownOf(url: string): Promise<string> {
  let text = '';
  await auditCommand([url, '--markdown', '--allow-host', '127.0.0.1'], {
    stdout: (chunk) => (text += chunk),
    stderr: () => {},
  });
  return text;
}

describe('geo-audit audit --markdown on a blog that shuts out OAI-SearchBot', () => {
  it('shows the robots.txt lines to write as code and links addresses with underscores whole', async () => {
    const blog = await site({
      [POST]: { headers: HTML, body: reviewPageFile('content', 'hugo-papermod') },
      '/robots.txt': { body: 'User-agent: OAI-SearchBot\nDisallow: /posts/\n\nUser-agent: *\nAllow: /\n' },
    });
    const markdown = await markdownOf(blog.url(POST));

    expect(markdown).toContain(`**Audited page:** <${blog.url(POST)}>`);
    expect(markdown).toMatch(
      /How to fix: In robots\.txt, remove or narrow `Disallow: \/posts\/` in the `User-agent: OAI-SearchBot` group/,
    );
    expect(markdown).toContain(`\`Allow: ${POST}\``);
    expect(markdown).toContain('Add `Sitemap: https://your-site/sitemap.xml` to robots.txt');
    // Escaped backticks show as stray ` marks; an escaped address is linked by GitHub with its backslashes.
    expect(markdown).not.toContain('\\`');
    expect(markdown).not.toMatch(/https?:\/\/\S*\\_/);
    expect(markdown).not.toContain('<https://your-site');
    // GitHub would notify the account "id" from every pull request the report is posted to.
    expect(markdown).toContain('`@id`');
    expect(markdown).not.toMatch(/(?:^|[^`\w])@id\b/m);
  }, 60_000);

  it('puts no colon after the sentence a missing page is reported in', async () => {
    const blog = await site({ '/robots.txt': { body: 'User-agent: *\nAllow: /\n' } });
    const markdown = await markdownOf(blog.url(POST));

    expect(markdown).toContain(
      '1. **The page answered HTTP 404, so nothing on it can be cited.** Module: AI crawler access',
    );
    expect(markdown).not.toContain('.**:');
  }, 60_000);
});
