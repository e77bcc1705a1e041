import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWellFormedApiKey } from '../src/keys/api-key.ts';
import { openStore } from '../src/store/open-store.ts';
import { runCli } from './helpers/cli.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'geo-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { GEO_AUDIT_DATA_DIR: dataDir };

describe('geo-audit keys', () => {
  it('creates a key and prints exactly {key, webhook_secret} with --json, then lists and revokes it', async () => {
    const created = await runCli(['keys', 'create', '--plan', 'agency', '--name', 'x', '--json'], env);
    expect(created.code).toBe(0);
    const printed = JSON.parse(created.stdout);
    expect(Object.keys(printed)).toEqual(['key', 'webhook_secret']);
    expect(isWellFormedApiKey(printed.key)).toBe(true);
    expect(printed.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const listed = await runCli(['keys', 'list'], env);
    expect(listed.stdout).toContain(printed.key.slice(0, 13));
    expect(listed.stdout).not.toContain(printed.key);
    expect(listed.stdout).toContain('active');

    const revoked = await runCli(['keys', 'revoke', printed.key.slice(0, 13)], env);
    expect(revoked.code).toBe(0);
    expect((await runCli(['keys', 'list'], env)).stdout).toContain('revoked');
  }, 60_000);

  it('refuses an unknown plan with the accepted ones and exit code 2', async () => {
    const result = await runCli(['keys', 'create', '--plan', 'gold'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('free, agency');
  }, 30_000);
});

describe('geo-audit keys, told what went wrong', () => {
  it('says an unknown keys command is unknown, with exit code 2', async () => {
    const result = await runCli(['keys', 'lst'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Unknown keys command "lst": use create, list or revoke\./);
  }, 30_000);

  it('lists no keys from a directory without a store, and creates none there', async () => {
    const missing = join(dataDir, 'typo');
    const result = await runCli(['keys', 'list', '--data-dir', missing], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No store in ${missing} (no geo-audit.sqlite there)`);
    expect(existsSync(missing)).toBe(false);
    const revoke = await runCli(['keys', 'revoke', 'key_x', '--data-dir', missing], {});
    expect(revoke.code).toBe(1);
    expect(existsSync(missing)).toBe(false);
  }, 30_000);

  it('names the store when it holds no keys, and how to create one there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'geo-cli-empty-'));
    try {
      await (await openStore({ dataDir: empty })).destroy();
      const result = await runCli(['keys', 'list'], { GEO_AUDIT_DATA_DIR: empty });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`No keys in embedded SQLite in ${empty} yet.`);
      expect(result.stdout).toContain(`--data-dir ${empty}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
