// @vitest-environment node
import { launchChromium } from '@geo-audit/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle-entry.ts';

// A host that answers the retry the way the editors do: the job is queued at once, then runs, then a new
// result arrives and the status goes away. `window.step(n)` drives it from the test.
const HOST_ENTRY = `
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuditPanel } from './src/react/index.ts';
import { previousResult, richResult } from './test/fixtures/results.ts';
const steps = [
  { result: previousResult(), status: { job_id: 'j1', status: 'failed', error: { message: 'The page timed out' } } },
  { result: previousResult(), status: { job_id: 'j2', status: 'queued' } },
  { result: previousResult(), status: { job_id: 'j2', status: 'running', progress: 0.5 } },
  { result: richResult(), previous: previousResult(), status: undefined },
];
function Host() {
  const [step, setStep] = useState(0);
  useEffect(() => { window.step = setStep; }, []);
  const { result, previous, status } = steps[step];
  return h(AuditPanel, { result, previous, status, headingLevel: 1,
    onRetry: () => new Promise((resolve) => setTimeout(() => { setStep(1); resolve(); }, 50)) });
}
// A host that keeps the panel mounted before the first record ("publish to audit"); the first read after the
// publish is already complete, so no queued or running state is ever shown.
function PublishHost() {
  const [step, setStep] = useState(0);
  useEffect(() => { window.step = setStep; }, []);
  return h(AuditPanel, { result: step === 0 ? null : richResult(), headingLevel: 1,
    emptyText: 'Not audited yet. Publish the entry to audit it.' });
}
createRoot(document.getElementById('root')).render(h('main', null, h(location.hash === '#publish' ? PublishHost : Host)));
`;

let browser: Browser;
let script: string;

beforeAll(async () => {
  script = await bundleEntry(HOST_ENTRY, 'host-entry.ts');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body ? 'body' : (active?.textContent ?? '').slice(0, 40);
  });

describe('AuditPanel in Chromium: announcements and focus across a retry', () => {
  it('says each step once in its status region and never drops keyboard focus to <body>', async () => {
    const page = await browser.newPage({ viewport: { width: 700, height: 900 } });
    page.setDefaultTimeout(30_000);
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Retry</title></head><body><div id="root"></div></body></html>',
      );
      await page.addScriptTag({ content: script });
      const region = page.getByRole('status');
      expect(await region.count()).toBe(1);
      expect(await region.textContent()).toBe('');

      await page.getByRole('button', { name: 'Run the audit again' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => region.textContent()).toBe('GEO audit queued');
      expect(await page.getByRole('button', { name: 'Run the audit again' }).count()).toBe(0);
      expect(await focused(page)).toContain('Queued');

      await page.evaluate(() => (window as unknown as { step: (n: number) => void }).step(2));
      await expect.poll(() => region.textContent()).toBe('GEO audit running, 50% done');
      expect(await focused(page)).toContain('Running');

      await page.evaluate(() => (window as unknown as { step: (n: number) => void }).step(3));
      await expect
        .poll(() => region.textContent())
        .toBe('GEO audit complete: 72 of 100, Fair. Up 14 points since the previous audit (was 58).');
      expect(await focused(page)).toBe('GEO audit');
      expect(await page.getByRole('status').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('announces a first result when no queued or running state came before it, and nothing else', async () => {
    const page = await browser.newPage({ viewport: { width: 700, height: 900 } });
    page.setDefaultTimeout(30_000);
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Publish</title></head><body><div id="root"></div></body></html>',
      );
      await page.evaluate(() => {
        location.hash = 'publish';
      });
      await page.addScriptTag({ content: script });
      await page.getByText('Not audited yet. Publish the entry to audit it.').waitFor();
      // Every text written into a live region from here on, as a screen reader would be given it.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as { said: string[] }).said = said;
        new MutationObserver((records) => {
          for (const { target } of records) {
            const element = target instanceof Element ? target : target.parentElement;
            const live = element?.closest('[aria-live], [role=status]');
            if (live?.textContent) said.push(live.textContent);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.evaluate(() => (window as unknown as { step: (n: number) => void }).step(1));
      await page.getByRole('heading', { name: 'Modules' }).waitFor();
      await page.waitForTimeout(200);
      const said = await page.evaluate(() => [...new Set((window as unknown as { said: string[] }).said)]);
      expect(said).toEqual(['GEO audit complete: 72 of 100, Fair.']);
    } finally {
      await page.close();
    }
  });
});
