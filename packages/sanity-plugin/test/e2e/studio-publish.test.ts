import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@geo-audit/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuditStack } from '../helpers/audit-stack.ts';
import { buildStudioOnce, studioDist } from '../helpers/build-studio.ts';
import { serveStatic } from '../helpers/static-server.ts';
import { openStudioPage } from '../helpers/studio-page.ts';

// An editor publishes from the example Studio's own editor (Sanity's Actions API, served by the Content Lake
// stand-in), the stand-in delivers the GROQ-powered webhook the plugin README documents, the handler has the
// real GEO server audit the page, and the GEO audit inspector shows the score.
const PROJECT_ID = 'geoaudit';
const STUDIO_TOKEN = 'studio-token';
const artifacts = fileURLToPath(new URL('../../../../test-artifacts/', import.meta.url));

const page = (
  title: string,
  extra = '',
) => `<!doctype html><html lang="en"><head><title>${title} | Example</title>
<meta name="description" content="${title}: a short guide.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"${title}","author":{"@type":"Person","name":"Ada Example"},"datePublished":"2026-11-01"}</script>
</head><body><main><article><h1>${title}</h1><p>By Ada Example, 1 November 2026.</p>
<h2>How long should it steep?</h2><p>Steep coarse grounds in cold water for 16 hours. According to a 2024 study, a longer steep extracts up to 40% more of the sweet compounds.</p>${extra}
</article></main></body></html>`;

let stack: Awaited<ReturnType<typeof startAuditStack>>;
let lake: Awaited<ReturnType<typeof startAuditStack>>['lake'];
let studio: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser | undefined;

async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const doc = (id: string) => lake.documents.get(id) as Record<string, unknown> | undefined;
const result = (id: string) => {
  const stored = doc(`geoAudit.result.${id}`);
  return stored?.state === 'complete' ? stored : undefined;
};
const deliveriesFor = (id: string) => lake.webhookDeliveries.filter((d) => d.documentId === id);

/** Opens the GEO audit inspector from the document pane's menu, as an editor does. */
async function openInspector(editor: Page) {
  await editor.getByTestId('pane-context-menu-button').last().click();
  await editor.getByRole('menuitem', { name: 'GEO audit' }).click();
}

async function publish(editor: Page) {
  // Enabled once the edits are saved as a draft and the document is valid.
  await editor.getByTestId('action-publish').click({ timeout: 60_000 });
}

/** The editor sees the document as published: nothing left to publish, nothing being saved. */
async function showsPublished(editor: Page) {
  await editor.getByTestId('action-publish').and(editor.locator(':disabled')).waitFor({ timeout: 30_000 });
  await editor.getByText(/^Saving/).waitFor({ state: 'hidden', timeout: 30_000 });
}

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
    sanityWebhookSecret: 'sanity-webhook-secret',
    // The webhook the plugin README has users create in sanity.io/manage.
    sanityWebhook: {
      filter: '_type == "article"',
      projection: '{_id, _type, title, "slug": slug.current, "operation": delta::operation()}',
    },
    pages: {
      '/blog/cold-brew-at-home': page('Cold brew at home'),
      '/blog/hello': page('Hello GEO', '<p>Serve it over ice.</p>'),
    },
    urlFor: (published, site) => {
      const slug =
        typeof published.slug === 'string'
          ? published.slug
          : (published.slug as { current?: string })?.current;
      return slug ? `${site}/blog/${slug}` : null;
    },
    corsOrigins: [new URL(studio.url).origin],
  });
  lake = stack.lake;
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([stack?.close(), studio?.close()]);
});

describe('publishing from the example Studio’s editor', () => {
  it('publishes a new article created in the editor, and the inspector shows its GEO score', async () => {
    const { page: editor } = await openStudioPage(browser as Browser, {
      lake,
      handlerUrl: stack.endpoint,
      projectId: PROJECT_ID,
      token: STUDIO_TOKEN,
      artifacts,
      name: 'sanity-studio-publish-new',
    });
    await editor.goto(`${studio.url}/structure/article`);
    await editor.getByTestId('action-intent-button').click({ timeout: 90_000 });
    await editor.getByTestId('string-input').first().fill('Cold brew at home');
    await editor.getByRole('button', { name: 'Generate' }).click();
    await until(
      async () => ((await editor.locator('#slug').inputValue()) === 'cold-brew-at-home' ? true : undefined),
      'the generated slug',
    );
    await openInspector(editor);
    await editor
      .getByText('This document is not published yet. It is audited when you publish it.')
      .waitFor({ timeout: 30_000 });

    await publish(editor);
    const id = await until(
      () =>
        [...lake.documents.values()].find(
          (d) =>
            d._type === 'article' &&
            !String(d._id).startsWith('drafts.') &&
            (d.slug as { current?: string } | undefined)?.current === 'cold-brew-at-home',
        )?._id as string | undefined,
      'the published article',
    );
    expect(doc(id)).toMatchObject({ title: 'Cold brew at home' });
    expect(doc(`drafts.${id}`)).toBeUndefined();
    const audited = await until(() => result(id), 'the audit of the new article', 90_000);
    expect(audited.url).toBe(`${stack.siteUrl}/blog/cold-brew-at-home`);
    // Without a reload: the inspector hears the stored result.
    await editor.getByText(`${audited.geoScore} of 100`).first().waitFor({ timeout: 60_000 });
    await showsPublished(editor);
    expect(deliveriesFor(id)).toEqual([expect.objectContaining({ status: 202 })]);
    await editor.screenshot({ path: join(artifacts, 'sanity-studio-publish-new.png') });
  }, 600_000);

  it('publishes an edit of a published article, and the inspector shows the score of the new audit', async () => {
    lake.documents.set('article-1', {
      _id: 'article-1',
      _type: 'article',
      _rev: 'rev-seed',
      _createdAt: '2026-11-01T00:00:00Z',
      _updatedAt: '2026-11-01T00:00:00Z',
      title: 'Hello GEO',
      slug: { _type: 'slug', current: 'hello' },
      body: 'Cold brew, step by step.',
    });
    const { page: editor } = await openStudioPage(browser as Browser, {
      lake,
      handlerUrl: stack.endpoint,
      projectId: PROJECT_ID,
      token: STUDIO_TOKEN,
      artifacts,
      name: 'sanity-studio-publish-edit',
    });
    await editor.goto(`${studio.url}/structure/article;article-1%2Cinspect%3Dgeo-audit`);
    await editor
      .getByText('This published document has not been audited yet. Choose “Run audit” to audit it now.')
      .waitFor({ timeout: 90_000 });
    const bodyField = editor.locator('#body');
    await bodyField.click();
    await bodyField.press('End');
    await bodyField.pressSequentially(' Serve it over ice.');
    await until(() => (doc('drafts.article-1') ? true : undefined), 'the draft of the edit');

    await publish(editor);
    await until(
      () => (doc('article-1')?.body === 'Cold brew, step by step. Serve it over ice.' ? true : undefined),
      'the published edit',
    );
    expect(doc('drafts.article-1')).toBeUndefined();
    const audited = await until(() => result('article-1'), 'the audit of the edited article', 90_000);
    await editor.getByText(`${audited.geoScore} of 100`).first().waitFor({ timeout: 60_000 });
    await showsPublished(editor);
    expect(deliveriesFor('article-1')).toEqual([expect.objectContaining({ status: 202 })]);
    await editor.screenshot({ path: join(artifacts, 'sanity-studio-publish-edit.png') });
  }, 600_000);
});
