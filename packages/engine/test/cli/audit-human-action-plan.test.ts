import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

/** A bare home page over plain HTTP: no schema, no trust links, no llms.txt, so the plan runs past ten. */
const BARE_HOME = `<!doctype html><html lang="en"><head><title>Acme anvils</title></head><body>
<h1>Acme anvils</h1><p>${'We make anvils. Our anvils are good anvils for smiths. '.repeat(25)}</p></body></html>`;

describe('geo-audit audit human report, action plan', () => {
  it('puts every fix under its own item, also under item 10', async () => {
    const bare = await site({ '/': { headers: { 'content-type': 'text/html' }, body: BARE_HOME } });
    let text = '';
    await auditCommand([bare.url('/'), '--allow-host', '127.0.0.1'], {
      stdout: (chunk) => (text += chunk),
      stderr: () => {},
    });
    const lines = text.split('\n');
    const items = lines.flatMap((line, index) => (/^ {2}\d+\. \[/.test(line) ? [index] : []));
    expect(items.length).toBe(10);
    for (const index of items) {
      const title = lines[index] as string;
      const fix = lines[index + 1] as string;
      // The fix starts in the column of the title's "[priority]".
      expect(fix.length - fix.trimStart().length).toBe(title.indexOf('['));
    }
  }, 30_000);
});
