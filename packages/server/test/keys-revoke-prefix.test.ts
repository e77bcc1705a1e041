import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keysCommand } from '../src/cli/keys-command.ts';
import { createKey, listKeys } from '../src/store/keys-repo.ts';
import { openStore } from '../src/store/open-store.ts';
import { systemClock } from '../src/util/clock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'geo-revoke-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('geo-audit keys revoke <prefix>', () => {
  it('revokes nothing when two active keys share the prefix, and names their ids', async () => {
    const db = await openStore({ dataDir });
    const first = await createKey(db, systemClock, { plan: 'agency', name: 'CMS' });
    const second = await createKey(db, systemClock, { plan: 'agency', name: 'other client' });
    // Prefixes are 4 random characters past geo_live_: make the rare collision happen.
    await db.updateTable('api_keys').set({ prefix: first.prefix }).where('id', '=', second.id).execute();
    await db.destroy();

    const lines: string[] = [];
    const code = await keysCommand(['revoke', first.prefix, '--data-dir', dataDir], (line) =>
      lines.push(line),
    );

    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(
      new RegExp(`^"${first.prefix}" is the prefix of 2 active keys; nothing was revoked\\.`),
    );
    expect(lines.join('\n')).toContain(first.id);
    expect(lines.join('\n')).toContain(second.id);
    const reopened = await openStore({ dataDir });
    expect((await listKeys(reopened)).map((k) => k.revoked_at)).toEqual([null, null]);
    expect(await keysCommand(['revoke', second.id, '--data-dir', dataDir], () => {})).toBe(0);
    expect((await listKeys(reopened)).find((k) => k.id === first.id)?.revoked_at).toBeNull();
    await reopened.destroy();
  });
});
