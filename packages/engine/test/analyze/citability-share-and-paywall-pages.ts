import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CitabilityModule } from '@geo-audit/core';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf } from '../content/context.ts';

/**
 * Pages from the session-23 review 3 of whole results (2026-11-24): an excellent how-to and a local plumber's page
 * whose passages are mostly easy to quote with a few weak ones, a metered news story whose HTML holds only its free
 * lead, and the same newsroom's full story. Each folder under citability-share-and-paywall-pages holds `meta.json`
 * ({url}) and `page.html`.
 */

const ROOT = join(import.meta.dirname, 'citability-share-and-paywall-pages');

export type ShareAndPaywallPage = 'howto-excellent' | 'local-excellent' | 'news-paywalled' | 'news-excellent';

/** The saved HTML of a page, and the URL it stands for. */
export function sharePage(name: ShareAndPaywallPage): { html: string; url: string } {
  // `page` names the HTML when it is saved elsewhere (review-pages/matched), relative to the folder.
  const meta = JSON.parse(readFileSync(join(ROOT, name, 'meta.json'), 'utf8')) as {
    url: string;
    page?: string;
  };
  return { html: readFileSync(join(ROOT, name, meta.page ?? 'page.html'), 'utf8'), url: meta.url };
}

/** The citability module's parsed result for a page, or for `html` at its URL. */
export function citabilityOfSharePage(name: ShareAndPaywallPage, html?: string): CitabilityModule {
  const page = sharePage(name);
  return CitabilityModule.parse(analyzeCitability(contextOf(html ?? page.html, { url: page.url })));
}
