// @vitest-environment node
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@geo-audit/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/html/render-html.ts';
import { previousResult, richResult } from '../fixtures/results.ts';
import { bundleEntry } from './bundle-entry.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const artifacts = join(packageDir, 'test-artifacts');
const require = createRequire(import.meta.url);

// Renders the composed panel with the default skin, as a host page would.
const PANEL_ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AuditPanel } from './src/react/index.ts';
import { previousResult, richResult } from './test/fixtures/results.ts';
const history = [
  { geo_score: 49, analyzed_at: '2026-11-06T10:00:00Z' },
  previousResult(),
  richResult(),
];
createRoot(document.getElementById('root')).render(
  createElement('main', null,
    createElement(AuditPanel, {
      result: richResult(),
      previous: previousResult(),
      history,
      status: { job_id: 'job-1', status: 'failed', error: { message: 'The page timed out after 30 seconds' } },
      onRetry: () => { window.retried = (window.retried ?? 0) + 1; },
      headingLevel: 1,
    })),
);
`;

let browser: Browser;
let panelScript: string;
let axeScript: string;

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axeScript });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (violation: { id: string; impact: string; nodes: Array<{ target: string[] }> }) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }),
    );
  });
  return violations.filter((violation: { impact: string }) =>
    ['serious', 'critical'].includes(violation.impact),
  );
}

async function newPage(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 }, colorScheme });
  page.setDefaultTimeout(30_000);
  return page;
}

beforeAll(async () => {
  panelScript = await bundleEntry(PANEL_ENTRY, 'panel-entry.ts');
  axeScript = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('AuditPanel in Chromium (default skin)', () => {
  it.each(['light', 'dark'] as const)(
    'renders in %s mode, works from the keyboard and passes axe',
    async (scheme) => {
      const page = await newPage(scheme);
      try {
        await page.setContent(
          '<!doctype html><html lang="en"><head><title>GEO audit panel</title></head><body><div id="root"></div></body></html>',
        );
        await page.addScriptTag({ content: panelScript });
        await page.getByRole('heading', { name: 'Modules' }).waitFor();

        const background = await page.evaluate(
          () => getComputedStyle(document.querySelector('.geo-audit') as Element).backgroundColor,
        );
        expect(background).toBe(scheme === 'dark' ? 'rgb(22, 24, 29)' : 'rgb(255, 255, 255)');

        // The retry button and the first module's disclosure answer the keyboard.
        const retry = page.getByRole('button', { name: 'Run the audit again' });
        await retry.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Space');
        expect(await page.evaluate(() => (window as unknown as { retried: number }).retried)).toBe(2);

        const firstModule = page.getByRole('heading', { level: 3 }).getByRole('button').first();
        await firstModule.focus();
        await page.keyboard.press('Enter');
        expect(await firstModule.getAttribute('aria-expanded')).toBe('true');
        const evidence = page.getByRole('button', { name: /^Evidence and fix: / }).first();
        await evidence.focus();
        await page.keyboard.press('Space');
        expect(await evidence.getAttribute('aria-expanded')).toBe('true');
        // Nothing inside the panel is clipped, down to a narrow side panel: every title and badge shows in full.
        for (const width of [900, 240]) {
          await page.setViewportSize({ width, height: 900 });
          const clipped = await page.evaluate(() =>
            [...document.querySelectorAll('.geo-disclosure-toggle, .geo-badge')]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return element.scrollWidth > element.clientWidth + 1 || box.right > window.innerWidth + 1;
              })
              .map((element) => element.textContent),
          );
          expect(clipped, `${width} px`).toEqual([]);
        }
        await page.setViewportSize({ width: 900, height: 900 });

        await page.screenshot({ path: join(artifacts, `audit-panel-${scheme}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('static HTML report in Chromium', () => {
  it.each(['light', 'dark'] as const)(
    'renders in %s mode without JavaScript and passes axe',
    async (scheme) => {
      const page = await browser.newPage({
        viewport: { width: 900, height: 900 },
        colorScheme: scheme,
        javaScriptEnabled: false,
      });
      page.setDefaultTimeout(30_000);
      try {
        const html = renderHtml(richResult(), { previous: previousResult() });
        await writeFile(join(artifacts, 'report.html'), html);
        await page.setContent(html);
        const background = await page
          .evaluate(() => getComputedStyle(document.body).backgroundColor)
          .catch(() => null);
        // Evaluate is unavailable with JavaScript disabled on some builds; the screenshot still shows the theme.
        if (background) expect(background).toBe(scheme === 'dark' ? 'rgb(22, 24, 29)' : 'rgb(255, 255, 255)');

        await page.locator('summary').first().focus();
        await page.keyboard.press('Enter');
        expect(await page.locator('details').first().getAttribute('open')).not.toBeNull();
        await page.screenshot({ path: join(artifacts, `report-${scheme}.png`), fullPage: true });
      } finally {
        await page.close();
      }

      // axe needs script, so audit the same markup with every module open in a script-enabled page.
      const auditPage = await newPage(scheme);
      try {
        await auditPage.setContent(renderHtml(richResult(), { previous: previousResult() }));
        await auditPage.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
        });
        expect(await seriousViolations(auditPage)).toEqual([]);
      } finally {
        await auditPage.close();
      }
    },
  );
});
