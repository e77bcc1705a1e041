import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 30_000;

/** A blog post: it sells nothing, and the site publishes no llms.txt. */
const POST = `<!doctype html><html lang="en"><head><title>How anvils fall | Acme</title></head><body><main>
<h1>How anvils fall</h1><p>${'We dropped 40 anvils from a 30 m tower and timed each fall. '.repeat(12)}</p></main></body></html>`;

async function gate(modules: string): Promise<{ code: number; stderr: string }> {
  const blog = await site({ '/post': { headers: { 'content-type': 'text/html' }, body: POST } });
  let stderr = '';
  const code = await auditCommand(
    [blog.url('/post'), '--modules', modules, '--min-score', '80', '--allow-host', '127.0.0.1'],
    { stdout: () => {}, stderr: (text) => (stderr += text) },
  );
  return { code, stderr };
}

describe('geo-audit audit --min-score with only modules that do not apply to the page', () => {
  it(
    '--modules llmstxt on a site without llms.txt: does not pass the gate on a default 100',
    async () => {
      const run = await gate('llmstxt');
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        '--min-score 80 cannot be judged on this page: no module that ran counts toward geo_score here (llmstxt: not applicable (weight 0)), so its 100 measures nothing. Add a module that applies, e.g. --modules llmstxt,citability, or drop --min-score.\n',
      );
    },
    TIMEOUT,
  );

  it(
    '--modules agent_pricing on a page that sells nothing: the same',
    async () => {
      const run = await gate('agent_pricing');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('(agent_pricing: not applicable (weight 0))');
    },
    TIMEOUT,
  );

  it(
    'a module that applies still gates as before',
    async () => {
      const run = await gate('llmstxt,citability');
      expect([0, 1]).toContain(run.code);
      expect(run.stderr).not.toContain('cannot be judged');
    },
    TIMEOUT,
  );
});
