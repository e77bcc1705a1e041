import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@geo-audit/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSanityWebhook } from '../../src/handler/index.ts';
import { type Delivery, startAuditStack } from '../helpers/audit-stack.ts';
import { buildStudioOnce, studioDist } from '../helpers/build-studio.ts';
import { serveStatic } from '../helpers/static-server.ts';
import { openStudioPage } from '../helpers/studio-page.ts';

// The example Studio (examples/sanity-studio), built with `sanity build`, in Chromium against the Content
// Lake stand-in, with the handler running here against the real GEO server.
const PROJECT_ID = 'geoaudit';
const SANITY_SECRET = 'sanity-webhook-secret';
const STUDIO_TOKEN = 'studio-token';
const artifacts = fileURLToPath(new URL('../../../../test-artifacts/', import.meta.url));

const GOOD_PAGE = `<!doctype html><html lang="en"><head><title>Hello GEO | Example</title>
<meta name="description" content="What GEO is and how to measure it.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Hello GEO","author":{"@type":"Person","name":"Ada Example"},"datePublished":"2026-11-01"}</script>
</head><body><main><article><h1>Hello GEO</h1><p>By Ada Example, 1 November 2026.</p>
<h2>What is GEO?</h2><p>Generative engine optimisation is the practice of making a page easy for AI answer engines to find, understand and cite. According to a 2024 study, pages with statistics and quotations were cited up to 40% more often.</p>
</article></main></body></html>`;
// The same article without structured data, author or sources: a lower score.
const THIN_PAGE = `<!doctype html><html lang="en"><head><title>Hello GEO</title></head><body><main><h1>Hello GEO</h1>
<p>Generative engine optimisation makes a page easy for answer engines to find and cite. More soon.</p></main></body></html>`;

async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const latest = lake.documents.get('geoAudit.result.article-1');
      throw new Error(
        `Timed out waiting for ${what}; stored: ${JSON.stringify({ ...latest, resultJson: undefined })}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let stack: Awaited<ReturnType<typeof startAuditStack>>;
let lake: Awaited<ReturnType<typeof startAuditStack>>['lake'];
let studio: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser | undefined;
/** While set, completion webhooks from the GEO server are kept here instead of reaching the handler. */
let holdWebhooks = false;
const held: Delivery[] = [];

beforeAll(async () => {
  await buildStudioOnce();
  await mkdir(artifacts, { recursive: true });
  studio = await serveStatic(studioDist);
  stack = await startAuditStack({
    projectId: PROJECT_ID,
    tokens: {
      writer: { id: 'robot', write: true },
      [STUDIO_TOKEN]: { id: 'ada', write: true, admin: true },
    },
    sanityWebhookSecret: SANITY_SECRET,
    pages: { '/blog/hello': GOOD_PAGE, '/blog/hello-soon': THIN_PAGE },
    // The GROQ webhook's projection sends the slug as a string; a re-run reads the document's slug object.
    urlFor: (doc, site) => {
      const slug = typeof doc.slug === 'string' ? doc.slug : (doc.slug as { current?: string })?.current;
      return slug ? `${site}/blog/${slug}` : null;
    },
    // The Studio calls the handler from another origin (its re-run buttons).
    corsOrigins: [new URL(studio.url).origin],
    intercept: (delivery) => {
      if (holdWebhooks) held.push(delivery);
      return holdWebhooks;
    },
  });
  lake = stack.lake;
  lake.documents.set('article-1', {
    _id: 'article-1',
    _type: 'article',
    _rev: 'rev-seed',
    _createdAt: '2026-11-01T00:00:00Z',
    _updatedAt: '2026-11-01T00:00:00Z',
    title: 'Hello GEO',
    slug: { _type: 'slug', current: 'hello' },
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([stack?.close(), studio?.close()]);
});

/** Delivers Sanity's GROQ webhook for a publish of article-1 with the given slug. */
async function publish(slug: string, delivery: string) {
  const body = JSON.stringify({ _id: 'article-1', _type: 'article', slug });
  const response = await stack.post(body, {
    'content-type': 'application/json',
    'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
    'idempotency-key': delivery,
  });
  expect(response.status).toBe(202);
}

const stored = () => lake.documents.get('geoAudit.result.article-1') as Record<string, unknown> | undefined;

/** Whether the inspector reads "<score> of 100" (the score line under the gauge). */
async function showsScore(page: Page, score: unknown): Promise<true | undefined> {
  const visible = await page
    .getByText(`${score} of 100`)
    .first()
    .isVisible()
    .catch(() => false);
  return visible ? true : undefined;
}

describe('the built example Studio with the GEO audit plugin', () => {
  it('shows the score in the inspector, the new score live once the signed completion webhook is handled, and re-runs from the tool', async () => {
    await publish('hello', 'delivery-1');
    const first = await until(
      () => (stored()?.state === 'complete' ? stored() : undefined),
      'the first audit',
    );

    browser = await launchChromium();
    const { page, consoleErrors } = await openStudioPage(browser, {
      lake,
      handlerUrl: stack.endpoint,
      projectId: PROJECT_ID,
      token: STUDIO_TOKEN,
      artifacts,
      name: 'sanity-studio',
    });
    await page.goto(`${studio.url}/structure/article;article-1%2Cinspect%3Dgeo-audit`);

    await until(() => showsScore(page, first.geoScore), 'the inspector score', 90_000);
    await page.screenshot({ path: join(artifacts, 'sanity-studio-inspector-before.png') });
    // A marker that a reload or navigation would lose.
    await page.evaluate(() => {
      (window as { geoAuditSamePage?: boolean }).geoAuditSamePage = true;
    });

    // A new publish (the page moved to a thin URL); the GEO server's signed completion webhook is held back.
    holdWebhooks = true;
    await publish('hello-soon', 'delivery-2');
    const webhook = await until(() => held[0], 'the completion webhook');
    expect(await showsScore(page, first.geoScore)).toBe(true);

    holdWebhooks = false;
    // The signed completion webhook, delivered to the handler as the GEO server sent it.
    expect(await stack.post(webhook.body, webhook.headers)).toMatchObject({
      status: 200,
      body: { ok: true, state: 'complete' },
    });
    const second = await until(
      () =>
        stored()?.state === 'complete' && String(stored()?.url).endsWith('/hello-soon')
          ? stored()
          : undefined,
      'the second result',
    );
    expect(second.geoScore).not.toBe(first.geoScore);
    // Live: the same page (no reload, no navigation) shows the new score once the listener delivers it.
    await until(() => showsScore(page, second.geoScore), 'the new score', 60_000);
    // The document's badge listens too.
    await page.getByText(`GEO ${second.geoScore}`, { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as { geoAuditSamePage?: boolean }).geoAuditSamePage)).toBe(true);
    await page.screenshot({ path: join(artifacts, 'sanity-studio-inspector-after.png') });
    // The inspector alone (its header and the score): the Studio's "Trying to connect" toast for the presence
    // socket, which the stand-in does not serve, can cover the bottom of the full page.
    const panel = await page.locator('[data-geo-audit-skin=sanity]').first().boundingBox();
    if (panel) {
      await page.screenshot({
        path: join(artifacts, 'sanity-studio-inspector-score.png'),
        clip: { x: panel.x - 16, y: panel.y - 64, width: panel.width + 32, height: 600 },
      });
    }

    // The Studio follows the system colour scheme; the audit panel follows the Studio into dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page
      .locator('[data-geo-audit-skin=sanity] > .geo-audit[data-theme=dark]')
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(artifacts, 'sanity-studio-inspector-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.goto(`${studio.url}/geo-audits`);
    await page.getByRole('heading', { name: 'GEO audits' }).waitFor({ timeout: 60_000 });
    await page.getByText('1 of 1 audited documents').waitFor({ timeout: 30_000 });
    // Down to the table's end: below it the tool is empty.
    const lastRow = await page.getByTestId('geo-audit-row').last().boundingBox();
    await page.screenshot({
      path: join(artifacts, 'sanity-studio-tool.png'),
      clip: { x: 0, y: 0, width: 1440, height: lastRow ? Math.ceil(lastRow.y + lastRow.height + 32) : 900 },
    });

    // Re-run from the tool: the browser calls the handler on its own origin with the editor's token, the
    // handler starts an audit of the document's current page (slug "hello" again) and stores it.
    await page
      .getByRole('button', { name: /^Re-run the GEO audit of / })
      .first()
      .click();
    const rerun = await until(
      () =>
        stored()?.state === 'complete' &&
        stored()?.jobId !== second.jobId &&
        String(stored()?.url).endsWith('/hello')
          ? stored()
          : undefined,
      'the re-run result',
    );
    expect(rerun.geoScore).toBe(first.geoScore);
    expect(consoleErrors.filter((text) => /CORS policy/.test(text))).toEqual([]);
  }, 600_000);
});
