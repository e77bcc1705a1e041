import type { EFFORTS } from '@geo-audit/core';

/** An action-plan effort estimate (core's enum). */
export type Effort = (typeof EFFORTS)[number];

/*
 * What fixing each check takes, judged by its fix text. low: one tag, link, property or robots.txt line in a
 * template or setting. medium: a new JSON-LD block, a byline, rewriting sections or citing sources. high: new
 * content, a new page or process, work outside the site, or re-platforming (server rendering).
 */
const CHECK_EFFORT: Record<string, Effort> = {
  // crawlers: robots.txt lines and robots directives are low; a CDN or WAF bot rule needs its logs checked.
  'crawlers.reachability': 'medium',
  // llms.txt: one file, low, except the full-text companion.
  'llmstxt.full': 'medium',
  // schema: a new block or a node of the right type is medium; properties and sameAs on an existing node are low.
  'schema.present': 'medium',
  'schema.page_type_fit': 'medium',
  'schema.entity_graph': 'medium',
  'schema.faq_howto': 'medium',
  'schema.required_properties': 'low',
  'schema.recommended_properties': 'low',
  'schema.expected_properties': 'low',
  'schema.entity_links': 'low',
  'schema.consistency': 'low',
  'schema.markup_valid': 'low',
  // eeat: footer links, dates and a disclaimer are template edits; authorship is editorial work; a policy, an
  // expert's review and shown first-hand experience are new work.
  'eeat.about_page': 'low',
  'eeat.contact_page': 'low',
  'eeat.privacy_policy': 'low',
  'eeat.terms': 'low',
  'eeat.contact_details': 'low',
  'eeat.date_published': 'low',
  'eeat.date_modified': 'low',
  'eeat.dates_agree': 'low',
  'eeat.ymyl_disclaimer': 'low',
  'eeat.hsts': 'low',
  'eeat.https': 'medium',
  'eeat.byline': 'medium',
  'eeat.author_page': 'medium',
  'eeat.author_credentials': 'medium',
  'eeat.outbound_citations': 'medium',
  'eeat.editorial_policy': 'high',
  'eeat.expert_review': 'high',
  'eeat.first_hand_experience': 'high',
  // brand: a meta tag or sameAs is low; the profiles must be found and confirmed first; listings and notability
  // are earned off the site.
  'brand.name_declared': 'low',
  'brand.name_consistent': 'low',
  'brand.same_as': 'low',
  'brand.organization_schema': 'medium',
  'brand.profiles': 'medium',
  'brand.review_platforms': 'high',
  'brand.knowledge_graph': 'high',
  // citability: markup is low; rewriting is medium; writing the missing content is high.
  'citability.main_content': 'low',
  'citability.prompt_injection': 'low',
  'citability.thin_content': 'high',
  // agent_pricing: wording and links are low; prices rendered only by scripts need server rendering.
  'agent_pricing.currency_and_period': 'low',
  'agent_pricing.terms_links': 'low',
  'agent_pricing.consistency': 'low',
  'agent_pricing.pricing_link': 'low',
  'agent_pricing.pricing_in_html': 'high',
  // agent_readiness: field attributes are low; moving content out from behind a wall or onto the server is high.
  'agent_readiness.form_labels': 'low',
  'agent_readiness.form_names': 'low',
  'agent_readiness.webmcp_schema': 'low',
  'agent_readiness.js_required': 'high',
  'agent_readiness.login_wall': 'high',
  'agent_readiness.paywall': 'high',
  // Platform checks of their own (the platform segment is read as *): bot rules and directives are low.
  'platforms.*.content_without_js': 'high',
  'platforms.*.page_fetched': 'medium',
  // Caps without a module finding to merge into.
  'gate.page_not_fetched': 'medium',
  'gate.js_only_content': 'high',
  'gate.spam': 'medium',
  // A robots.txt line or a noindex for one platform's bot; a sign-in URL is fixed by auditing the public page instead.
  'gate.platform_blocked': 'low',
  'gate.sign_in_page': 'low',
  // One link tag; a consent platform's setting (a banner, not a wall); rewriting stuffed copy or merging doorway pages.
  'gate.canonical_elsewhere': 'low',
  'gate.consent_wall': 'medium',
  'gate.keyword_stuffing': 'medium',
};

/** Effort of a check its module's table does not name. */
const MODULE_EFFORT: Record<string, Effort> = {
  crawlers: 'low',
  llmstxt: 'low',
  platforms: 'low',
  gate: 'low',
  schema: 'medium',
  eeat: 'medium',
  brand: 'medium',
  citability: 'medium',
  agent_pricing: 'medium',
  agent_readiness: 'medium',
};

const MODULES: ReadonlySet<string> = new Set(Object.keys(MODULE_EFFORT));

/**
 * The typical effort of fixing a check, by its id: the table above, else its module's default (`medium` for an
 * unknown module). A platform check that measures a module (`platforms.chatgpt.citability`) takes that module's
 * default effort.
 *
 * @example
 * ```ts
 * effortOf('brand.name_declared'); // 'low'
 * effortOf('platforms.chatgpt.content_without_js'); // 'high'
 * effortOf('crawlers.robots.oai-searchbot'); // 'low' (the crawlers default)
 * ```
 */
export function effortOf(check: string): Effort {
  const stated = CHECK_EFFORT[check];
  if (stated) return stated;
  const platform = /^platforms\.[^.]+\.([^.]+)$/.exec(check);
  if (platform) {
    const rest = platform[1]!;
    return CHECK_EFFORT[`platforms.*.${rest}`] ?? MODULE_EFFORT[rest] ?? MODULE_EFFORT.platforms!;
  }
  const module = check.slice(0, check.indexOf('.'));
  return MODULES.has(module) ? MODULE_EFFORT[module]! : 'medium';
}

/**
 * What an effort costs relative to a medium one, for ranking by impact / effort (the anchors' "Sort by
 * impact/effort"): low 0.5, medium 1, high 2. The ratios are the 1 : 2 : 4 of small, medium and large tasks; medium
 * is the unit, so a medium item's worth is its impact.
 */
export const EFFORT_COST: Record<Effort, number> = { low: 0.5, medium: 1, high: 2 };
