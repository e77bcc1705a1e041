import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { draftPostInBlockEditor } from '@geo-audit/test-support/block-editor';
import { launchChromium } from '@geo-audit/test-support/chromium';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishToSanity, SANITY } from '../src/parts/sanity.ts';
import { STRAPI_ADMIN, STRAPI_ARTICLE_UID } from '../src/parts/strapi.ts';

// The newcomer path: what `npm start` runs (with the toolchain already installed), on a fresh data folder
// and shifted ports so it cannot collide with a developer's own `npm start`.
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'geo-devstack-'));
// Below 32768, where Linux hands out ephemeral ports, so no outgoing connection can hold one of ours.
const offset = 10_000 + Math.floor(Math.random() * 1300) * 10;
const SCORE_DEADLINE_MS = 30_000;
const artifacts = join(repoRoot, 'test-artifacts', 'devstack');

let child: ChildProcess;
let stdout = '';
let stderr = '';
let readyAfterMs = 0;
// biome-ignore lint/suspicious/noExplicitAny: devstack.json is read field by field below
let details: any;
const timings: Record<string, number> = {};

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface StoredSanityResult {
  state: string;
  geoScore?: number;
  updatedAt?: string;
  history?: Array<{ jobId: string; geoScore: number }>;
}

/** The companion document the Sanity handler keeps for a document, in whatever state it is. */
async function sanityResult(id: string): Promise<StoredSanityResult | null> {
  const query = new URLSearchParams({ query: `*[_id == "geoAudit.result.${id}"][0]` });
  const response = await fetch(
    `${details.sanity.apiHost}/v2025-02-19/data/query/${SANITY.dataset}?${query}`,
    {
      headers: { authorization: `Bearer ${SANITY.token}` },
    },
  );
  return ((await response.json()) as { result: StoredSanityResult | null }).result;
}

/** The stored GEO audit result of a Sanity document, once complete. */
async function completeSanityResult(id: string) {
  const result = await sanityResult(id);
  return result?.state === 'complete' ? result : undefined;
}

/**
 * Watches a Studio page for what a failure message needs: CI keeps no screenshots, so when the score never
 * shows, the error says what the Studio showed instead, what it logged, and what the lake holds.
 */
function watchStudio(page: StudioPage) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text().slice(0, 400));
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`.slice(0, 600)));
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${response.status()}: ${response.url()}`.slice(0, 400));
  });
  page.on('requestfailed', (request) =>
    logged.push(`request failed: ${request.url()} (${request.failure()?.errorText})`.slice(0, 400)),
  );
  return async (documentId: string, wanted: string) => {
    const shown = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: the text as the editor saw it, not hidden nodes'
      .innerText({ timeout: 5_000 })
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const stored = await sanityResult(documentId).catch((error: unknown) => String(error));
    return [
      `The Studio never showed "${wanted}".`,
      `Lake document now: ${JSON.stringify(stored, ['state', 'geoScore', 'updatedAt', 'history', 'jobId'])}`,
      `Studio text (${page.url()}):\n${shown.replace(/\n{2,}/g, '\n').slice(0, 2_500)}`,
      `Console errors and failed requests:\n${logged.slice(-20).join('\n') || '(none)'}`,
    ].join('\n');
  };
}

let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
type StudioPage = Awaited<ReturnType<NonNullable<typeof browser>['newPage']>>;

const startedPids = () => (/^pids: (.*)$/m.exec(stdout)?.[1] ?? '').split(' ').map(Number).filter(Boolean);

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last error: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const started = Date.now();
  child = spawn(
    process.execPath,
    [
      '--conditions=geo-audit-source',
      join(repoRoot, 'packages/devstack/src/main.ts'),
      '--data-dir',
      dataDir,
      '--port-offset',
      String(offset),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/^ready$/m.test(stdout)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited with ${code} before ready:\n${stderr}\n${stdout}`));
    });
  });
  readyAfterMs = Date.now() - started;
  details = JSON.parse(readFileSync(join(dataDir, 'devstack.json'), 'utf8'));
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  // When a test failed before Ctrl-C: stop it the same way, then make sure no process group survives.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  for (const pid of startedPids()) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  console.log(`time to ready: ${readyAfterMs} ms; publish → score: ${JSON.stringify(timings)}`);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

// Each publish waits up to 30 s for its score (the acceptance bound); the requests around it need slack.
describe('npm start', { timeout: 90_000 }, () => {
  test('prints one table of URLs and credentials before ready', () => {
    const table = stdout.slice(0, stdout.indexOf('\nready'));
    for (const part of [
      'GEO Audit API',
      'Demo site',
      'Strapi admin',
      'WordPress admin',
      'Sanity Studio',
      'Sanity handler',
    ]) {
      expect(table).toContain(part);
    }
    expect(table).toContain(`${details.sanity.studioUrl}  `);
    expect(table).toContain('no login needed');
    expect(table).toContain(details.server.apiKey);
    expect(table).toContain(STRAPI_ADMIN.password);
  });

  test('a Strapi publish through the admin API gets its score stored within 30 s', async () => {
    const base = details.strapi.url as string;
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STRAPI_ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const admin = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { data: Record<string, unknown> | null };
    };
    const cm = `/content-manager/collection-types/${STRAPI_ARTICLE_UID}`;
    const entry = { title: 'Grinding for French press', slug: 'french-press-grind', body: 'Grind coarse.' };
    const created = await admin('POST', cm, entry);
    const documentId = String(created.data?.documentId);
    const published = Date.now();
    await admin('POST', `${cm}/${documentId}/actions/publish`, entry);
    const record = await until(
      'the Strapi score',
      async () => {
        const { data } = await admin('GET', `/geo-audit/audits/${STRAPI_ARTICLE_UID}/${documentId}`);
        return data?.state === 'complete' ? data : undefined;
      },
      SCORE_DEADLINE_MS,
    );
    timings.strapi = Date.now() - published;
    expect(record.geoScore).toBeGreaterThan(0);
    // The audited page is the demo site's rendering of the entry.
    const page = await fetch(`${String(details.demoSite.url)}/strapi/french-press-grind`);
    expect(page.status).toBe(200);
  });

  test('a publish in the Strapi admin panel shows the score in its GEO audit side panel', {
    timeout: 300_000,
  }, async () => {
    const base = details.strapi.url as string;
    const cm = `/content-manager/collection-types/${STRAPI_ARTICLE_UID}`;
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STRAPI_ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const created = await fetch(`${base}${cm}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Pour-over ratios', slug: 'pour-over-ratios', body: 'Use 1:16.' }),
    });
    const documentId = String(((await created.json()) as { data: { documentId: string } }).data.documentId);
    browser ??= await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/admin/auth/login`);
      await page.getByLabel(/email/i).fill(STRAPI_ADMIN.email);
      await page.getByLabel(/^password/i).fill(STRAPI_ADMIN.password);
      await page.getByRole('button', { name: /log ?in/i }).click();
      await page.waitForURL(/\/admin(\/)?$/, { timeout: 120_000 });
      await page.goto(`${base}/admin${cm}/${documentId}`);
      await page.getByText(/not audited yet/i).waitFor({ timeout: 120_000 });
      const published = Date.now();
      await page.getByRole('button', { name: /^publish$/i }).click();
      const panel = page.getByTestId('geo-panel');
      await panel.getByRole('heading', { name: 'GEO readiness' }).waitFor({ timeout: SCORE_DEADLINE_MS });
      timings.strapiEditor = Date.now() - published;
      expect(await panel.textContent()).toMatch(/\d+ of 100/);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'strapi-side-panel.png') });
    } finally {
      await context.close();
    }
  });

  test('a WordPress publish through the REST API (application password) gets its score stored within 30 s', async () => {
    const base = details.wordpress.url as string;
    const auth = `Basic ${Buffer.from(`admin:${details.wordpress.appPassword}`).toString('base64')}`;
    const published = Date.now();
    const created = await fetch(`${base}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Moka pot basics',
        content: '<p>Fill to the valve.</p>',
        status: 'publish',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const record = await until(
      'the WordPress score',
      async () => {
        const response = await fetch(`${base}/wp-json/geo-audit/v1/posts/${id}/audit`, {
          headers: { authorization: auth },
        });
        const body = (await response.json()) as { record: { state: string; geoScore: number } | null };
        return body.record?.state === 'complete' ? body.record : undefined;
      },
      SCORE_DEADLINE_MS,
    );
    timings.wordpress = Date.now() - published;
    expect(record.geoScore).toBeGreaterThan(0);
  });

  test('a publish in the WordPress block editor shows the score in the GEO audit sidebar', {
    timeout: 300_000,
  }, async () => {
    const base = details.wordpress.url as string;
    browser ??= await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      await page.goto(`${base}/wp-login.php`);
      await page.fill('#user_login', 'admin');
      await page.fill('#user_pass', 'password');
      await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
      await draftPostInBlockEditor(
        page,
        base,
        'Espresso tamping',
        'Tamp level and firm; the pressure matters less than keeping it even.',
      );
      const topBar = page.getByRole('region', { name: 'Editor top bar' });
      await topBar.getByRole('button', { name: 'Publish', exact: true }).click();
      const prePublish = page.getByRole('region', { name: 'Editor publish' });
      const published = Date.now();
      await prePublish.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('is now live').first().waitFor();
      await prePublish.getByRole('button', { name: 'Close panel' }).click();
      const pinned = topBar.getByRole('button', { name: 'GEO audit' });
      if (await pinned.count()) {
        await pinned.click();
      } else {
        await topBar.getByRole('button', { name: 'Options' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'GEO audit' }).click();
      }
      // The score render's gauge gives assistive technology: the sidebar has no score line of its own.
      const score = page
        .locator('.geo-audit-sidebar-body')
        .getByRole('meter', { name: 'GEO readiness' })
        .and(page.locator('[aria-valuenow]'));
      await score.waitFor({ timeout: SCORE_DEADLINE_MS });
      timings.wordpressEditor = Date.now() - published;
      expect(Number(await score.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'wordpress-sidebar.png') });
    } finally {
      await context.close();
    }
  });

  test('a Sanity publish (Content Lake stand-in + signed GROQ webhook) gets its score stored within 30 s', async () => {
    const published = Date.now();
    await publishToSanity(details.sanity.apiHost, {
      _id: 'article-aeropress',
      title: 'AeroPress recipes',
      slug: 'aeropress-recipes',
      body: 'Invert it.',
    });
    const result = await until(
      'the Sanity score',
      () => completeSanityResult('article-aeropress'),
      SCORE_DEADLINE_MS,
    );
    timings.sanity = Date.now() - published;
    expect(result.geoScore).toBeGreaterThan(0);
    // The demo site renders the plain-text body the example Studio's schema stores.
    const page = await fetch(`${String(details.demoSite.url)}/sanity/aeropress-recipes`);
    expect(await page.text()).toContain('Invert it.');
  });

  test('the publish-sanity command publishes an article into the running suite and it gets its score', async () => {
    const run = spawnSync(
      process.execPath,
      [
        '--conditions=geo-audit-source',
        join(repoRoot, 'packages/devstack/src/publish-sanity.ts'),
        'French press at home',
      ],
      { cwd: repoRoot, env: { ...process.env, GEO_AUDIT_DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(
      `${details.sanity.studioUrl}/structure/article;article-french-press-at-home`,
    );
    const result = await until(
      'the score of the published article',
      () => completeSanityResult('article-french-press-at-home'),
      SCORE_DEADLINE_MS,
    );
    expect(result.geoScore).toBeGreaterThan(0);
  });

  test('the example Studio answers at its URL with the Studio, signed in to the stand-in', async () => {
    const response = await fetch(`${details.sanity.studioUrl}/structure/article`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Sanity Studio</title>');
    expect(html).toContain(`__studio_auth_token_${SANITY.projectId}`);
  });

  test("the example Studio lists the sample articles and shows one's score in its GEO audit inspector, without a login", {
    timeout: 300_000,
  }, async () => {
    const stored = await until(
      'the sample article score',
      () => completeSanityResult('article-latte-art'),
      SCORE_DEADLINE_MS,
    );
    browser ??= await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const explain = watchStudio(page);
      await page.goto(
        `${details.sanity.studioUrl}/structure/article;article-latte-art%2Cinspect%3Dgeo-audit`,
      );
      const wanted = `${stored.geoScore} of 100`;
      try {
        await page
          .getByText(wanted)
          .first()
          .waitFor({ state: 'visible', timeout: 180_000 })
          .catch(async (error: unknown) => {
            throw new Error(`${await explain('article-latte-art', wanted)}\n${String(error)}`);
          });
        // The document list beside it, which asks the lake for a text search and holds a listener of its own.
        await page
          .getByText('How decaf is made')
          .first()
          .waitFor({ state: 'visible', timeout: 60_000 })
          .catch(async (error: unknown) => {
            throw new Error(`${await explain('article-decaf', 'How decaf is made')}\n${String(error)}`);
          });
      } finally {
        mkdirSync(artifacts, { recursive: true });
        await page.screenshot({ path: join(artifacts, 'sanity-studio-inspector.png') }).catch(() => {});
      }
    } finally {
      await context.close();
    }
  });

  test('a Sanity publish shows its score in the Studio inspector already open on the document, without a reload', {
    timeout: 300_000,
  }, async () => {
    browser ??= await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const explain = watchStudio(page);
      await page.goto(
        `${details.sanity.studioUrl}/structure/article;article-cold-brew%2Cinspect%3Dgeo-audit`,
      );
      // The inspector is open and says the document has no audit yet.
      await page.getByRole('heading', { name: 'GEO audit' }).first().waitFor({ timeout: 180_000 });
      const published = Date.now();
      await publishToSanity(details.sanity.apiHost, {
        _id: 'article-cold-brew',
        title: 'Cold brew at home',
        slug: 'cold-brew',
        body: 'Steep coarse coffee in cold water for 16 hours.',
      });
      await until(
        'the score in the open inspector',
        async () => {
          const stored = await completeSanityResult('article-cold-brew');
          if (!stored) return undefined;
          const visible = await page.getByText(`${stored.geoScore} of 100`).first().isVisible();
          return visible || undefined;
        },
        SCORE_DEADLINE_MS,
      )
        .catch(async (error: unknown) => {
          throw new Error(`${await explain('article-cold-brew', 'its score')}\n${String(error)}`);
        })
        .finally(async () => {
          mkdirSync(artifacts, { recursive: true });
          await page.screenshot({ path: join(artifacts, 'sanity-studio-live.png') }).catch(() => {});
        });
      timings.sanityStudio = Date.now() - published;
    } finally {
      await context.close();
    }
  });

  test('Ctrl-C stops everything it started: no process group is left', async () => {
    const pids = startedPids();
    expect(pids.length).toBeGreaterThanOrEqual(2);
    for (const pid of pids) expect(groupAlive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await until('every process group to end', async () => (pids.some(groupAlive) ? undefined : true), 15_000);
    for (const pid of pids) expect(groupAlive(pid)).toBe(false);
  });
});
