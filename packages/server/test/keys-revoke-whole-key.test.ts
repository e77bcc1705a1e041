import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysCommand } from '../src/cli/keys-command.ts';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

async function revoke(target: string): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await keysCommand(['revoke', target, '--data-dir', api.dataDir], (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

const statusOf = async (key: string) =>
  (await api.call('/api/audit_status.php?job_id=job_x', { key })).status;

describe('geo-audit keys revoke, named the way an operator has the key at hand', () => {
  it('revokes by the whole key (what one has when it leaked) without printing it back', async () => {
    expect(await statusOf(api.key)).toBe(404);
    const result = await revoke(api.key);
    expect(result.code).toBe(0);
    expect(result.output).toContain(api.keyId);
    expect(result.output).not.toContain(api.key);
    expect(await statusOf(api.key)).toBe(401);

    const again = await revoke(api.key);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already revoked');
  });

  it('revokes by the prefix as `keys list` prints it, "…" included', async () => {
    const other = await api.newKey();
    expect(await statusOf(other.key)).toBe(404);
    const result = await revoke(`${other.key.slice(0, 13)}…`);
    expect(result.code).toBe(0);
    expect(await statusOf(other.key)).toBe(401);
  });
});
