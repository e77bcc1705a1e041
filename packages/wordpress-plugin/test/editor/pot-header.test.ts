// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const POT = join(import.meta.dirname, '../../plugin/languages/geo-audit.pot');

describe('geo-audit.pot', () => {
  // Without a charset, Poedit and msgmerge guess one, and a translator's "é" can be saved in the wrong encoding.
  it('declares its encoding as wp-cli’s make-pot writes it', () => {
    const header = readFileSync(POT, 'utf8').split('\n\n')[0] ?? '';
    expect(header).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
    expect(header).toContain('"MIME-Version: 1.0\\n"');
    expect(header).toContain('"Content-Transfer-Encoding: 8bit\\n"');
    // One Content-Type: gettext tools take the first and ignore the rest.
    expect(header.match(/Content-Type/gi)).toHaveLength(1);
  });
});
