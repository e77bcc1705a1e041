import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FetchErrorCode } from '../../src/api-types.ts';

/**
 * Every `FetchErrorCode` is one the engine gives: a client that branches on a code (the server stores it as the
 * failed job's `error.code`) must never wait for one nothing sends. The list is checked against the type both ways by
 * the type checker (`satisfies`: a code added or removed without the list fails `pnpm typecheck`), and against the
 * sources here.
 */
const CODES = {
  invalid_url: true,
  unsupported_protocol: true,
  blocked_destination: true,
  dns_failure: true,
  connect_failure: true,
  timeout: true,
  too_many_redirects: true,
  unsupported_content_type: true,
  aborted: true,
  network: true,
} as const satisfies Record<FetchErrorCode, true>;

const src = join(import.meta.dirname, '..', '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && entry.name !== 'api-types.ts'
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

describe('FetchErrorCode', () => {
  it('lists only codes the engine produces (no "too_large": an oversized body is read in part and marked truncated)', () => {
    const text = sources(src).join('\n');
    const unused = Object.keys(CODES).filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });
});
