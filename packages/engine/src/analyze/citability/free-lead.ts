// The citability finding on a paywalled article whose HTML holds only its free lead.
import type { Document } from 'domhandler';
import { scanPage } from '../../agents/scan.ts';
import { declaredPaywallPart, freeLeadWords } from '../../agents/states.ts';
import type { ContentModel } from '../../content/model.ts';
import { countWords } from '../../structured-data/metadata.ts';
import { itemsOf } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { type PageText, proseWords } from './page-text.ts';

/**
 * Words of prose in the HTML (main content and hidden text together) below which a paywalled article holds only its
 * free lead. The Denver Ledger's metered story (review 3) gave 102 words, its byline and "Keep reading for $1" box
 * included, where its full stories run 350 and more; 150 is the amount from which figures and sources are judged, more
 * than a lead paragraph or two and less than any article. Hidden text counts: a locked part sent in the HTML and
 * hidden by a class is the article, there for the engines that read it.
 */
const FREE_LEAD_ONLY_WORDS = 150;

/** The first of the page's articles or pages that says it is not free (isAccessibleForFree false), as evidence. */
function declaredNotFree(data: StructuredData): string | null {
  for (const item of itemsOf(data, 'Article', 'WebPage')) {
    const flags = item.properties.isAccessibleForFree ?? [];
    if (flags.some((v) => v === false || (typeof v === 'string' && /^\s*(?:false|no)\s*$/i.test(v))))
      return `${item.types.join(', ')} has isAccessibleForFree: false (${item.where})`;
  }
  return null;
}

/**
 * A paywalled article whose HTML holds only its free lead: answer engines read the HTML, so they can quote the lead
 * and nothing after it. Informational (weight 0): the paywall is the publisher's choice, which the thin-content and
 * passage checks already score; this says why the text is short and how Google documents showing it to crawlers.
 * Null unless the page declares a paywall (isAccessibleForFree false) or shows a paywall container, and is short.
 * The lead's words are the paragraphs and list items outside the locked part, the paywall containers and dialogs
 * (`freeLeadWords`): a subscribe box is no part of the article.
 */
export function freeLeadCheck(
  document: Document,
  data: StructuredData,
  model: ContentModel,
  text: PageText,
): CheckResult | null {
  const declared = declaredNotFree(data);
  // The scan is memoised: agent_readiness walks the page for it anyway.
  const paywalls = scanPage(document).paywall;
  const shown = declared === null ? paywalls[0] : undefined;
  if (declared === null && shown === undefined) return null;
  let inHtml = proseWords(text);
  for (const h of model.hidden) {
    if (inHtml >= FREE_LEAD_ONLY_WORDS) return null;
    // A hidden menu in the header is no locked article.
    if (h.boilerplate) continue;
    inHtml += countWords(h.text, FREE_LEAD_ONLY_WORDS);
  }
  if (inHtml >= FREE_LEAD_ONLY_WORDS) return null;
  // The paywall containers the scan found lock their text too, each by the class token or id that marked it.
  const lead = freeLeadWords(
    model,
    declaredPaywallPart(data) ?? '',
    paywalls.map((m) => m.matched),
  );
  return {
    check: 'citability.free_lead',
    title: `Answer engines see only the free lead (${counted(lead, 'word')}): the rest of the article is not in the HTML`,
    weight: 0,
    score: 0,
    severity: 'info',
    evidence: [
      {
        what: declared ?? `${shown!.what} on the page`,
        ...(shown === undefined ? {} : { where: shown.where }),
      },
      {
        what: `${counted(lead, 'word')} of free lead and ${counted(inHtml, 'word')} of text in all in the HTML (under ${FREE_LEAD_ONLY_WORDS})`,
        where: model.main.where ?? 'page',
      },
    ],
    fix: "If you want answer engines to read more than the lead, follow Google's paywalled-content guidelines: send the article's text in the HTML to the crawlers you allow, mark the page isAccessibleForFree: false with a hasPart WebPageElement whose cssSelector names the locked section, and consider flexible sampling (a few free articles a month, or a longer free lead). Engines decide for themselves what they cite; this only lets them read what you choose to show.",
  };
}
