import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
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
});
