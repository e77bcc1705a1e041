import type { AuditModules, Finding } from '@geo-audit/core';
import type { PageFacts } from '../structured-data/metadata.ts';

/**
 * Fix advice in the words of the CMS that built the page. A finding's fix says what the page needs ("put the date in
 * datePublished"); an editor in WordPress also needs to know where that is done (the Post Date block, Settings →
 * Reading). Detected from the page itself, so the advice reaches every surface (CLI, API, every CMS plugin).
 */

export type Cms = 'wordpress';

/** `<link rel="https://api.w.org/">` is WordPress's REST API discovery link, present by default on every page. */
const WP_API_REL = 'https://api.w.org/';
const WP_PATH = /\/wp-(?:content|includes)\//;

/**
 * The CMS that built the page, from its generator meta, WordPress's REST discovery link or assets under
 * /wp-content/ (sites that hide the generator keep those), or null.
 *
 * @example
 * ```ts
 * detectCms(pageFacts(parsePage('<meta name="generator" content="WordPress 6.8.1">'))); // 'wordpress'
 * ```
 */
export function detectCms(facts: PageFacts): Cms | null {
  if ((facts.meta.get('generator') ?? []).some((g) => /^wordpress\b/i.test(g))) return 'wordpress';
  for (const link of facts.links) {
    if (link.rel.includes(WP_API_REL) || WP_PATH.test(link.href)) return 'wordpress';
  }
  return null;
}

const ROBOTS_TXT =
  'WordPress serves a generated robots.txt when the site root holds no file: edit it in your SEO plugin, or upload a robots.txt file to the site root (the folder holding wp-config.php), which replaces the generated one.';

/** Per check id (or id prefix ending in "."): where in WordPress the fix is made. */
const WORDPRESS: Readonly<Record<string, string>> = {
  'crawlers.indexable':
    'A noindex on every page usually comes from Settings → Reading → "Discourage search engines from indexing this site": untick it. An SEO plugin can also set noindex per post, in the post\'s SEO settings.',
  'crawlers.robots.': ROBOTS_TXT,
  'crawlers.sitemap':
    'WordPress publishes its own sitemap at /wp-sitemap.xml (an SEO plugin may replace it with its own): name that URL in robots.txt.',
  'llmstxt.exists':
    'Upload llms.txt to the site root (the folder holding wp-config.php), or use a plugin that writes it for you.',
  'eeat.date_published':
    'In a block theme, add the Post Date block to the Single Posts template (Appearance → Editor → Templates); a classic theme shows it in its post meta line.',
  'eeat.date_modified':
    "The Post Date block's Modified Date variation shows the last update (WordPress shows it only once the post has been edited).",
  'eeat.byline':
    'In a block theme, add the Post Author Name block to the Single Posts template (Appearance → Editor → Templates).',
  'eeat.author_page':
    'Turn on "Link to author archive" in the Post Author Name block, and fill in the author\'s Biographical Info under Users → Profile.',
  'eeat.author_credentials':
    "Write the author's qualifications in Biographical Info under Users → Profile; the Post Author Biography block shows it.",
  'eeat.privacy_policy':
    'WordPress drafts a privacy policy page under Settings → Privacy: review it, publish it, and link it in the footer.',
  'schema.present':
    'WordPress itself outputs no structured data: an SEO plugin (for example Yoast SEO, Rank Math or All in One SEO) adds Article, Organization and BreadcrumbList markup.',
  'brand.organization_schema':
    'WordPress itself outputs no Organization markup: an SEO plugin adds it from your site settings (name, logo, social profiles).',
  'brand.name_declared':
    'The Site Title under Settings → General is the name WordPress puts in the page title; SEO plugins also use it for og:site_name.',
};

const ADVICE: Readonly<Record<Cms, Readonly<Record<string, string>>>> = { wordpress: WORDPRESS };
const LABEL: Readonly<Record<Cms, string>> = { wordpress: 'WordPress' };

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
 * Appends the CMS's advice to the fix of every finding that has one ("… In WordPress: …"), in place, before the
 * action plan is built from the findings.
 */
export function addCmsAdvice(modules: AuditModules, cms: Cms): void {
  for (const entry of Object.values(modules)) {
    const findings = (entry as { findings?: Finding[] } | undefined)?.findings;
    if (!findings) continue;
    for (const finding of findings) {
      if (!finding.fix) continue;
      const advice = cmsAdvice(cms, finding.check);
      if (advice !== undefined) finding.fix = `${finding.fix} In ${LABEL[cms]}: ${advice}`;
    }
  }
}
