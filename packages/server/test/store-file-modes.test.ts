import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../src/store/keys-repo.ts';
import { type Db, openStore } from '../src/store/open-store.ts';
import { manualClock } from '../src/util/clock.ts';

// The embedded store holds every key's webhook signing secret in clear; another account on the machine must not
// be able to read it and forge completion webhooks.

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;
const clock = manualClock(Date.parse('2026-11-24T10:00:00Z'));

describe.skipIf(process.platform === 'win32')('embedded store file permissions', () => {
  it('creates the data directory 0700 and the store files readable by their owner only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'geo-modes-'));
    dirs.push(parent);
    const dataDir = join(parent, 'data');
    const db = await openStore({ dataDir });
    dbs.push(db);
    await createKey(db, clock, { plan: 'agency' });

    expect(mode(dataDir)).toBe(0o700);
    for (const name of ['geo-audit.sqlite', 'geo-audit.sqlite-wal', 'geo-audit.sqlite-shm']) {
      expect({ name, mode: mode(join(dataDir, name)) & 0o077 }).toEqual({ name, mode: 0 });
    }
  });

  it('takes the other-users bits off a store created world-readable, keeping the group bits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-modes-'));
    dirs.push(dataDir);
    const file = join(dataDir, 'geo-audit.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o664);

    dbs.push(await openStore({ dataDir }));

    expect(mode(file)).toBe(0o660);
  });
});
