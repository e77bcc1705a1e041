import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type LaunchOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser). `GEO_AUDIT_CHROMIUM` points elsewhere, for example on a
 * developer machine where Chromium lives under another path.
 */
export const CHROMIUM_PATH = process.env.GEO_AUDIT_CHROMIUM ?? '/usr/bin/chromium';

/** Headless, unsandboxed (CI runs as root in a container) and quiet: no network of its own, no updates. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function assertInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with \`bash scripts/system-deps.sh\` ` +
        '(apt-get install chromium), or set GEO_AUDIT_CHROMIUM to its path.',
    );
  }
}

/**
 * Launches the project's Chromium.
 *
 * @example
 * ```ts
 * const browser = await launchChromium();
 * const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
 * ```
 */
export async function launchChromium(
  options: Omit<LaunchOptions, 'executablePath' | 'args'> = {},
): Promise<Browser> {
  assertInstalled();
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

/** A browser with its own throw-away profile folder, and its first page. */
export interface ChromiumSession {
  context: BrowserContext;
  page: Page;
  /** The temporary profile folder, deleted by `close()`. */
  profileDir: string;
  /** Closes the browser and deletes its profile folder. */
  close(): Promise<void>;
}

/**
 * Launches Chromium with a persistent profile in a fresh temporary folder (cookies and local storage
 * behave as in a user's browser across navigations), and returns its first page.
 *
 * @example
 * ```ts
 * const session = await launchChromiumSession({ viewport: { width: 1440, height: 900 } });
 * await session.page.goto('http://127.0.0.1:1337/admin');
 * await session.close();
 * ```
 */
export async function launchChromiumSession(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<ChromiumSession> {
  assertInstalled();
  const profile = await mkdtemp(join(tmpdir(), 'geo-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    headless: true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    profileDir: profile,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
