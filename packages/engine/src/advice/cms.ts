import type { AuditModules, Finding } from '@geo-audit/core';
import { noindexSource } from '../analyze/crawlers/noindex-source.ts';
import { isRobotsUnavailableWhat } from '../score/gates.ts';
import type { PageFacts } from '../structured-data/metadata.ts';
import { DRUPAL } from './drupal.ts';
import { GHOST } from './ghost.ts';
import { SHOPIFY } from './shopify.ts';
import { SQUARESPACE } from './squarespace.ts';
import { WIX } from './wix.ts';
import { WORDPRESS } from './wordpress.ts';

/**
 * Fix advice in the words of the CMS that built the page. A finding's fix says what the page needs ("put the date in
 * datePublished"); an editor in WordPress also needs to know where that is done (the Post Date block, Settings →
 * Reading). Detected from the page itself, so the advice reaches every surface (CLI, API, every CMS plugin).
 */

export type Cms = 'wordpress' | 'shopify' | 'squarespace' | 'wix' | 'drupal' | 'ghost';

/** `<link rel="https://api.w.org/">` is WordPress's REST API discovery link, present by default on every page. */
const WP_API_REL = 'https://api.w.org/';
const WP_PATH = /\/wp-(?:content|includes)\//;
// Shopify serves theme assets from cdn.shopify.com or, on newer stores, from /cdn/shop/ on the store's own domain.
const SHOPIFY_ASSET = /\/\/cdn\.shopify\.com(?:[/?#]|$)|\/cdn\/shop\//i;
const SQUARESPACE_ASSET =
  /\/\/(?:static\d*|assets)\.squarespace\.com(?:[/?#]|$)|\.squarespace-cdn\.com(?:[/?#]|$)/i;
const WIX_ASSET = /\/\/static\.(?:parastorage|wixstatic)\.com(?:[/?#]|$)/i;
// Drupal links its stylesheets from its own folders on every page: core's (/core/modules/…, /core/themes/…), contrib
// modules' and themes', or, once aggregated (the default), the public files folder (/sites/default/files/css/…).
// Anchored at the start of the path, so a /core/ folder inside another product's assets does not count.
const DRUPAL_ASSET =
  /^(?:(?:https?:)?\/\/[^/]+)?\/(?:core\/(?:misc|modules|themes|assets)\/|(?:modules|themes)\/contrib\/|sites\/[^/]+\/(?:files\/(?:css|js)\/|modules\/|themes\/))/i;
// Ghost 5 prints its Webmention endpoint on every page: <link href="https://site/webmentions/receive/" rel="webmention">.
const GHOST_WEBMENTION = /\/webmentions\/receive\/?(?:[?#]|$)/;

function fromGenerator(generators: readonly string[]): Cms | null {
  for (const g of generators) {
    if (/^wordpress\b/i.test(g)) return 'wordpress';
    if (/^wix\.com\b/i.test(g)) return 'wix';
    if (/^squarespace\b/i.test(g)) return 'squarespace';
    if (/^drupal\b/i.test(g)) return 'drupal';
    // Ghost prints "Ghost 5.58"; other products merely named Ghost-something do not count.
    if (/^ghost\s+\d/i.test(g)) return 'ghost';
  }
  return null;
}

/** Backdrop CMS, a Drupal fork, keeps Drupal's folders (/core/modules/…) but not its admin screens. */
const isBackdrop = (generators: readonly string[]): boolean => generators.some((g) => /^backdrop\b/i.test(g));

/**
 * The CMS that built the page, or null. From its generator meta first; then from what each CMS leaves on every page
 * even when the generator is hidden: WordPress's REST discovery link and /wp-content/ assets, Shopify's
 * `shopify-*` meta tags and CDN paths, Squarespace's and Wix's asset hosts, Drupal's stylesheet folders and Ghost's
 * Webmention endpoint.
 *
 * @example
 * ```ts
 * detectCms(pageFacts(parsePage('<meta name="generator" content="WordPress 6.8.1">'))); // 'wordpress'
 * detectCms(pageFacts(parsePage('<meta name="shopify-checkout-api-token" content="…">'))); // 'shopify'
 * detectCms(pageFacts(parsePage('<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">'))); // 'drupal'
 * ```
 */
export function detectCms(facts: PageFacts): Cms | null {
  const generators = facts.meta.get('generator') ?? [];
  const generated = fromGenerator(generators);
  if (generated !== null) return generated;
  if (isBackdrop(generators)) return null;
  for (const key of facts.meta.keys()) if (key.startsWith('shopify-')) return 'shopify';
  for (const link of facts.links) {
    if (link.rel.includes(WP_API_REL) || WP_PATH.test(link.href)) return 'wordpress';
    if (SHOPIFY_ASSET.test(link.href)) return 'shopify';
    if (SQUARESPACE_ASSET.test(link.href)) return 'squarespace';
    if (WIX_ASSET.test(link.href)) return 'wix';
    if (DRUPAL_ASSET.test(link.href)) return 'drupal';
    if (link.rel.includes('webmention') && GHOST_WEBMENTION.test(link.href)) return 'ghost';
  }
  return null;
}

const ADVICE: Readonly<Record<Cms, Readonly<Record<string, string>>>> = {
  wordpress: WORDPRESS,
  shopify: SHOPIFY,
  squarespace: SQUARESPACE,
  wix: WIX,
  drupal: DRUPAL,
  ghost: GHOST,
};
const LABEL: Readonly<Record<Cms, string>> = {
  wordpress: 'WordPress',
  shopify: 'Shopify',
  squarespace: 'Squarespace',
  wix: 'Wix',
  drupal: 'Drupal',
  ghost: 'Ghost',
};

/** The CMS's advice for a check id, exact or by prefix, if it has any. */
export function cmsAdvice(cms: Cms, check: string): string | undefined {
  const table = ADVICE[cms];
  const exact = table[check];
  if (exact !== undefined) return exact;
  for (const [key, advice] of Object.entries(table))
    if (key.endsWith('.') && check.startsWith(key)) return advice;
  return undefined;
}

/**
 * Whether where-to-edit-robots.txt advice fits the finding: not when robots.txt answers 5xx (the server must answer,
 * there is no rule to edit) nor when a WAF refused a bot's User-Agent (the CDN's bot rules decide, not robots.txt).
 */
function takesRobotsAdvice(finding: Finding): boolean {
  return !finding.evidence.some(
    (e) =>
      isRobotsUnavailableWhat(e.what) ||
      (finding.check.startsWith('platforms.') && /UA-only probe/.test(e.what)),
  );
}

/**
 * The advice table key of a finding: its check id, except for a noindex no CMS setting wrote. A CMS's "hide from
 * search engines" settings write the generic robots meta tag, so their advice fits only that; a noindex sent in an
 * X-Robots-Tag header or in a meta tag naming one crawler looks up `crawlers.indexable:header` or
 * `crawlers.indexable:crawler_meta` (where the CMS puts those, if it says).
 */
function adviceKey(finding: Finding): string {
  if (finding.check !== 'crawlers.indexable') return finding.check;
  const kinds = new Set(finding.evidence.map((e) => noindexSource(e.what)));
  if (kinds.has('meta')) return finding.check;
  if (kinds.has('header')) return `${finding.check}:header`;
  if (kinds.has('crawler_meta')) return `${finding.check}:crawler_meta`;
  return finding.check;
}

/**
 * Appends the CMS's advice to the fix of every finding that has one ("… In WordPress: …"), in place, before the
 * action plan is built from the findings.
 */
export function addCmsAdvice(modules: AuditModules, cms: Cms): void {
  for (const entry of Object.values(modules)) {
    const findings = (entry as { findings?: Finding[] } | undefined)?.findings;
    if (!findings) continue;
    for (const finding of findings) {
      if (!finding.fix || !takesRobotsAdvice(finding)) continue;
      const advice = cmsAdvice(cms, adviceKey(finding));
      if (advice !== undefined) finding.fix = `${finding.fix} In ${LABEL[cms]}: ${advice}`;
    }
  }
}
