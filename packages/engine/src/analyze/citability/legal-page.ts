import type { ContentModel } from '../../content/model.ts';
import { pathOf } from '../../structured-data/links.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import { itemsOf } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { firstByline } from '../eeat/bylines.ts';
import { reviewerLine, reviewHeadings } from '../eeat/review-widgets.ts';
import { findTrustLinks } from '../eeat/trust-links.ts';

/**
 * A legal page: its last path segment names a legal notice, terms or a privacy policy (/impressum, /mentions-legales,
 * /aviso-legal, /datenschutz, /privacy-policy, /agb), as eeat reads the site's trust links. It says what the law asks
 * of it, and no one audits it to be quoted: asking it for figures, question headings or answers first would have the
 * owner rewrite their legal notice. It is judged as a contact page is, on its markup and integrity only. A
 * regulation's name (/gdpr/, /rodo/, /kvkk/) names a law firm's guide or a vendor's product page as often as a
 * policy, and an Article node or a byline marks the page as written to be read: those are judged as prose.
 * `bylined` is asked only of a page at a legal address.
 */
export function legalPage(pageUrl: string, data: StructuredData, bylined: () => boolean): boolean {
  const legal =
    findTrustLinks([], pageUrl, 'terms').length > 0 || findTrustLinks([], pageUrl, 'privacy').length > 0;
  if (!legal || REGULATION_PATH.test(pathOf(pageUrl))) return false;
  return itemsOf(data, 'Article').length === 0 && !bylined();
}

/**
 * Whether the main content shows the page's own byline, as eeat reads it: a customer's "By Tom R." in a review widget,
 * under a "What our customers say" heading or among rated reviews signs a review, not the page (themes print their
 * Google reviews section in the main column of every page, the privacy policy's too). Headings are titles, never
 * bylines.
 */
export function showsByline(facts: PageFacts, model: ContentModel): boolean {
  const headings = new Set(facts.headings.map((h) => h.text.trim()));
  const widgets = { blocks: model.blocks, headings, reviewHeadings: reviewHeadings(facts.headings) };
  const notThePage = (lines: readonly string[], index: number): boolean =>
    reviewerLine(lines, index, widgets);
  return firstByline(facts.mainText, { headings, notThePage }) !== undefined;
}

/** A last path segment that names a data-protection law, not a page: its policy page is named otherwise. */
const REGULATION_PATH = /\/(?:gdpr|rodo|kvkk)(?:\.[a-z0-9]+)?\/?$/i;
