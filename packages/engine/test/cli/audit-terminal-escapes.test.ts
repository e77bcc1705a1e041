import { describe, expect, it } from 'vitest';
import type { RunAudit } from '../../src/api-types.ts';
import { auditCommand } from '../../src/index.ts';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 30_000;
const ESC = '\x1b';

/** A page whose brand name carries "clear screen", and whose title's brand part sets the terminal's window title. */
const HOSTILE_PAGE = `<!doctype html><html lang="en"><head>
<title>Anvil guide | Acme${ESC}]0;pwned${ESC}\\</title>
<meta property="og:site_name" content="Acme${ESC}[2J">
</head><body><main><h1>Anvil guide</h1><p>${'Anvils are heavy iron blocks for smithing. '.repeat(20)}</p></main></body></html>`;

async function report(format: string[]): Promise<string> {
  const hostile = await site({ '/': { headers: { 'content-type': 'text/html' }, body: HOSTILE_PAGE } });
  let stdout = '';
  await auditCommand([hostile.url('/'), '--modules', 'brand', '--allow-host', '127.0.0.1', ...format], {
    stdout: (text) => (stdout += text),
    stderr: () => {},
  });
  return stdout;
}

describe('geo-audit audit run in a terminal on a page with escape sequences in its text', () => {
  it(
    'human report: shows them as \\x1b instead of letting the page clear the screen',
    async () => {
      const text = await report([]);
      expect(text).not.toContain(ESC);
      expect(text).toContain('Acme\\x1b[2J');
    },
    TIMEOUT,
  );

  it(
    'Markdown report: the same, and the quoted title keeps every other character',
    async () => {
      const text = await report(['--markdown']);
      expect(text).not.toContain(ESC);
      expect(text).toContain('`Acme\\x1b[2J`');
      expect(text).toContain('\\x1b]0;pwned\\x1b\\');
    },
    TIMEOUT,
  );

  it(
    "stderr: what it quotes from the result (the answer in the page's place) is shown as \\x1b too",
    async () => {
      const fixture = await site({
        '/blog/new-post': {
          headers: { 'content-type': 'text/html' },
          body: '<!doctype html><html lang="en"><head><title>Page not found</title></head><body><main><h1>Page not found</h1><p>Sorry.</p></main></body></html>',
        },
      });
      // A hosted API (or a later engine) may quote page text with its control characters left in.
      const quoting: RunAudit = async (url, options) => {
        const result = await runAudit(url, options);
        const cap = result.caps?.[0] as { evidence?: Array<{ what: string }> } | undefined;
        if (cap?.evidence?.[0]) cap.evidence[0].what += `${ESC}[2J`;
        return result;
      };
      let stderr = '';
      const code = await auditCommand([fixture.url('/blog/new-post'), '--allow-host', '127.0.0.1'], {
        stdout: () => {},
        stderr: (text) => (stderr += text),
        runAudit: quoting,
      });
      expect(code).toBe(3);
      expect(stderr).toContain('\\x1b[2J');
      expect(stderr).not.toContain(ESC);
    },
    TIMEOUT,
  );
});
