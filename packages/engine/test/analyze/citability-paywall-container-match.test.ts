import { describe, expect, it } from 'vitest';
import { scanPage } from '../../src/agents/scan.ts';
import { parsePage } from '../../src/index.ts';
import { citabilityOfSharePage, sharePage } from './citability-share-and-paywall-pages.ts';

/**
 * The free-lead finding leaves the paywall containers the agent scan found out of the lead, by what marked each (its
 * class token or its id), not by reading the scan's wording: an id React's useId writes (`«r3»-paywall`, `:r3:-paywall`)
 * holds characters no wording-based reading took, and its "Keep reading for $1" box counted as lead.
 */

const freeLead = (html: string) =>
  citabilityOfSharePage('news-paywalled', html).findings.find((f) => f.check === 'citability.free_lead');

/** The Denver Ledger's metered story with no declared paywall, its subscribe box marked as `marker` says. */
const undeclared = (marker: string) =>
  sharePage('news-paywalled')
    .html.replace(/"isAccessibleForFree": false/g, '"isAccessibleForFree": true')
    .replace('class="paywall-prompt"', marker);

describe('citability: the paywall container the scan found, named by what marked it', () => {
  it('leaves a subscribe box marked by a useId id out of the 39-word lead', () => {
    for (const id of ['«r3»-paywall', ':r3:-paywall']) {
      const finding = freeLead(undeclared(`id="${id}"`));
      expect(finding?.title).toBe(
        'Answer engines see only the free lead (39 words): the rest of the article is not in the HTML',
      );
    }
  });

  it('records the class token or the id that matched', () => {
    const scan = scanPage(
      parsePage(
        '<main><div class="box paywall-prompt">Keep reading</div><div id="piano-inline"></div><div id="regwall" class="regwall"></div></main>',
      ),
    );
    expect(scan.paywall.map((m) => m.matched)).toEqual([
      { attribute: 'class', value: 'paywall-prompt' },
      { attribute: 'id', value: 'piano-inline' },
      { attribute: 'class', value: 'regwall' },
    ]);
  });
});
