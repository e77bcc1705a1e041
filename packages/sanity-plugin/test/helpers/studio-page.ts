import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import type { startContentLake } from './content-lake.ts';

type Lake = Awaited<ReturnType<typeof startContentLake>>;

export interface StudioPageOptions {
  lake: Lake;
  /** The plugin handler's URL (the Studio's re-run buttons call it). */
  handlerUrl: string;
  projectId: string;
  /** A token the lake knows as an administrator: the Studio then shows no login screen. */
  token: string;
  /** Folder for the failure report and screenshot, and their file name prefix. */
  artifacts: string;
  name: string;
}

/**
 * A Chromium page for the built example Studio, pointed at the Content Lake stand-in (through the
 * localStorage keys examples/sanity-studio reads) and logged in with `token`. When the current test fails,
 * it leaves `<name>-failure.png` and `<name>-failure.json` (console errors, the requests the stand-in did
 * not answer, the listener connections) in `artifacts`.
 *
 * @example
 * ```ts
 * const { page } = await openStudioPage(browser, { lake, handlerUrl, projectId: 'p1', token: 'studio-token',
 *   artifacts, name: 'sanity-studio-publish' });
 * await page.goto(`${studioUrl}/structure/article`);
 * ```
 */
export async function openStudioPage(
  browser: Browser,
  options: StudioPageOptions,
): Promise<{ page: Page; consoleErrors: string[] }> {
  // The stand-in's HTTP/2 side has a self-signed certificate.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    ignoreHTTPSErrors: true,
  });
  await context.addInitScript(
    ({ apiHost, handlerUrl, tokenKey, token }) => {
      localStorage.setItem('geo-audit:apiHost', apiHost);
      localStorage.setItem('geo-audit:handlerUrl', handlerUrl);
      localStorage.setItem(tokenKey, JSON.stringify({ token }));
    },
    {
      apiHost: options.lake.browserApiHost,
      handlerUrl: options.handlerUrl,
      tokenKey: `__studio_auth_token_${options.projectId}`,
      token: options.token,
    },
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 600));
  });
  page.on('pageerror', (error) =>
    consoleErrors.push(`pageerror: ${error.stack ?? error.message}`.slice(0, 1500)),
  );
  onTestFailed(async () => {
    const { lake } = options;
    const report = { consoleErrors, unanswered: lake.unknownRequests, listens: lake.listenLog() };
    writeFileSync(join(options.artifacts, `${options.name}-failure.json`), JSON.stringify(report, null, 2));
    await page.screenshot({ path: join(options.artifacts, `${options.name}-failure.png`) }).catch(() => {});
  });
  return { page, consoleErrors };
}
