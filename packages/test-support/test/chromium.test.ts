import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { launchChromium, launchChromiumSession } from '../src/chromium.ts';

// Every browser test in the repository starts Chromium through these two functions; this checks the
// system browser runs here at all, so a missing or broken Chromium fails once, with its own message.
describe('the project Chromium', () => {
  it('renders a page served on loopback', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>loopback</title><h1>Hello</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await page.title()).toBe('loopback');
      expect(await page.getByRole('heading').textContent()).toBe('Hello');
    } finally {
      await browser.close();
      server.close();
    }
  }, 60_000);

  it('opens a session with the asked viewport and deletes its profile folder on close', async () => {
    const session = await launchChromiumSession({ viewport: { width: 800, height: 600 } });
    expect(existsSync(session.profileDir)).toBe(true);
    try {
      await session.page.goto('data:text/html,<title>a</title>');
      expect(session.page.viewportSize()).toEqual({ width: 800, height: 600 });
    } finally {
      await session.close();
    }
    expect(existsSync(session.profileDir)).toBe(false);
  }, 60_000);
});
