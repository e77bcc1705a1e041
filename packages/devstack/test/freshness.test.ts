import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFresh } from '../src/freshness.ts';

// A build made an hour after its sources were last touched: fresh until a source changes.
describe('isFresh: whether `npm start` can reuse a build', () => {
  let root: string;
  let output: string;
  let sources: string;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const twoHoursAgo = new Date(Date.now() - 7_200_000);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'geo-freshness-'));
    sources = join(root, 'src');
    mkdirSync(join(sources, 'nested'), { recursive: true });
    for (const file of ['a.ts', 'nested/b.ts']) {
      writeFileSync(join(sources, file), 'export {};\n');
      utimesSync(join(sources, file), twoHoursAgo, twoHoursAgo);
    }
    for (const dir of [join(sources, 'nested'), sources]) utimesSync(dir, twoHoursAgo, twoHoursAgo);
    output = join(root, 'build.js');
    writeFileSync(output, '');
    utimesSync(output, hourAgo, hourAgo);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reuses a build newer than every source', () => {
    expect(isFresh([output], [sources])).toBe(true);
  });

  it('rebuilds when a source file was edited after the build', () => {
    writeFileSync(join(sources, 'nested/b.ts'), 'export const b = 1;\n');
    expect(isFresh([output], [sources])).toBe(false);
  });

  it('rebuilds when a source file was deleted after the build (the build may still import it)', () => {
    rmSync(join(sources, 'nested/b.ts'));
    expect(isFresh([output], [sources])).toBe(false);
  });

  it('rebuilds when the build is missing', () => {
    rmSync(output);
    expect(isFresh([output], [sources])).toBe(false);
  });
});
