import type { BrandModule, BrandPlatform, Evidence } from '@geo-audit/core';
import { organizationFacts, primaryOrganization } from '../structured-data/entities.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { resolvedAnchors } from '../structured-data/links.ts';
import { metaFirst, pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { platformDefinition } from '../structured-data/profiles.ts';
import { firstText, itemsOf } from '../structured-data/read.ts';
import { brandChecks } from './brand/checks.ts';
import { commercialSignals } from './brand/commercial-signals.ts';
import { isHomeLink } from './brand/home-link.ts';
import { brandKey, brandWords, holdsKey } from './brand/name-key.ts';
import { type BrandNameSource, resolveName } from './brand/name-sources.ts';
import { notabilitySignals } from './brand/notability.ts';
import {
  type BrandPlatformEntry,
  findPlatforms,
  handleNamesBrand,
  type OtherProfile,
} from './brand/own-profiles.ts';
import { organizationSignals } from './brand/represents.ts';
import type { SiteOrganization } from './brand/site-organization.ts';
import type { BrandState } from './brand/state.ts';
import { scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';

/**
 * brand module: on-site, deterministic, no keys. The brand name as the title, og:site_name, Organization.name,
 * WebSite.name and the logo's alt text state it (legal suffixes stripped), and the off-site platforms the site
 * links to, from `sameAs`, rel=me, or links in the header, footer and navigation that are the brand's own (a
 * credit to a theme author, a host or an agency, or to the theme, template or generator the site is built with, is
 * listed in `other_profiles` and never counted), and review listings the page body links that name the brand (a
 * restaurant's reviews band). Nothing is looked up off-site here: every platform says
 * `verified: null`. An optional, pluggable verification step (`verifyBrand`) can run afterwards with verifiers the
 * host supplies; it never guesses, and a verifier that fails leaves `null`.
 *
 * Checks (weight): brand name declared (2; half credit when only a title segment shows it), consistent across
 * sources (3), Organization node with name, url and logo (2), knowledge-graph link — Wikipedia/Wikidata (2, only for
 * an organization the page shows to be notable: see notabilitySignals; else informational, "not verified"), other
 * profiles linked (2, three asked of a site that represents an organization: see organizationSignals; 1, passed at one
 * profile, on a person's site or one naming no organization; a hosting platform's own account in a meta tag is not
 * counted), profiles declared in sameAs (2), review or local platform linked (1); the verification status is
 * informational. On a site where nothing shows a business (commercialSignals), review platforms do not apply.
 */

function output(
  state: BrandState,
  pageType: string | undefined,
  verification: BrandVerificationSummary,
): BrandModule {
  const { score, findings } = scoreChecks(brandChecks(state));
  return {
    score,
    platforms: state.platforms,
    ...(state.other_profiles.length > 0 ? { other_profiles: state.other_profiles } : {}),
    findings,
    brand_name: state.brand_name,
    name_sources: state.name_sources,
    organization: state.organization,
    ...(state.commercial_signals !== null ? { commercial_signals: state.commercial_signals } : {}),
    ...(state.notability !== null ? { notability: state.notability } : {}),
    ...(state.organization_signals !== null ? { organization_signals: state.organization_signals } : {}),
    ...(state.home_page !== null ? { home_page: state.home_page } : {}),
    ...(pageType !== undefined ? { page_type: pageType } : {}),
    verification,
  };
}

export const analyzeBrand: Analyzer<BrandModule> = (context) => {
  const data = extractStructuredData(context.document);
  const facts = pageFacts(context.document);
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  const pageType = detectPageType(pageUrl, facts, data);
  // The organization and its role are read once here, for the name, the profiles and the business signals alike.
  const item = primaryOrganization(data);
  const organization = organizationFacts(data, item);
  const site: SiteOrganization = {
    item,
    role: organization?.role,
    name: organization?.name ?? undefined,
    sameAs: organization?.same_as ?? [],
  };
  const name = resolveName(facts, data, pageUrl, pageType.type === 'home', site);
  const { platforms, others } = findPlatforms(facts, data, pageUrl, name, site);
  const commercial = commercialSignals(
    context.document,
    facts,
    data,
    pageUrl,
    platforms,
    site,
    organization,
    name.brand,
    pageType.type,
  );
  const notability = notabilitySignals(organization, resolvedAnchors(facts, pageUrl), (url, text) => {
    if (name.key === null) return false;
    const first = brandWords(name.brand ?? '')[0];
    return (
      handleNamesBrand(url, name.key, first !== undefined && first.length >= 4 ? first : undefined) ||
      (text !== '' && holdsKey(text, name.key))
    );
  });
  // Themes print the site title as the publisher Organization on a personal blog ("Jan Kowalski", its author).
  const orgKey = site.name !== undefined ? brandKey(site.name) : '';
  const namedForPerson =
    orgKey !== '' &&
    [...itemsOf(data, 'Person').map((p) => firstText(p, 'name', data)), metaFirst(facts, 'author')].some(
      (person) => person !== undefined && brandKey(person) === orgKey,
    );
  const state: BrandState = {
    brand_name: name.brand,
    name_sources: name.sources,
    organization,
    platforms,
    other_profiles: others,
    commercial_signals: commercial,
    // A root URL is the home page whatever its type says (a one-product shop's home page is typed product).
    home_page: pageType.type === 'home' || isHomeLink(pageUrl, pageUrl),
    notability,
    organization_signals: organizationSignals({
      organization,
      namedForPerson,
      notability,
      commercialSignals: commercial,
      linkedin: platforms.linkedin,
    }),
  };
  return output(state, pageType.type, { ran: false, verifiers: [], errors: [] });
};

// ------------------------------------------------------------------------------------------------------------
// Optional off-site verification (pluggable; none by default)

/** What a verifier is asked: the brand as the page states it and what the page links to. */
export interface BrandVerificationRequest {
  brandName: string | null;
  /** The audited page's final URL (its origin is the brand's site). */
  siteUrl: string;
  platforms: Readonly<Record<string, BrandPlatform>>;
  signal: AbortSignal;
}

/**
 * One verifier's answer for one platform. `verified: true` — the profile exists and is the brand's (for
 * example a Wikidata item whose official website is the site); `false` — the linked profile does not exist or
 * is someone else's; `null` — could not tell. `url` may name a profile the site does not link.
 */
export interface BrandVerificationResult {
  platform: string;
  verified: boolean | null;
  url?: string | null;
  /** What the verifier saw, for the report. */
  evidence?: string;
}

/**
 * A pluggable off-site check (Wikipedia/Wikidata APIs, a YouTube or Reddit lookup …), supplied by the host.
 * The engine ships none: analyzers do no I/O. Verifiers should cache, respect `signal`, and answer `null`
 * rather than guess.
 */
export interface BrandVerifier {
  id: string;
  verify(request: BrandVerificationRequest): Promise<BrandVerificationResult[]>;
}

export interface BrandVerificationSummary {
  ran: boolean;
  verifiers: string[];
  errors: { verifier: string; message: string }[];
}

/**
 * Merges verification results into a brand module result (pure) and re-scores it: a profile verified `false`
 * no longer counts as linked; a verified profile the site does not link is reported with `source: 'api'`.
 * Results for platforms the module does not list add an entry.
 */
export function applyBrandVerification(
  module: BrandModule,
  results: readonly (BrandVerificationResult & { verifier?: string })[],
  summary?: Partial<BrandVerificationSummary>,
): BrandModule {
  const platforms: Record<string, BrandPlatformEntry> = {};
  for (const [key, value] of Object.entries(module.platforms)) {
    const def = platformDefinition(key);
    platforms[key] = { label: def?.label ?? key, kind: def?.kind ?? 'other', in_same_as: false, ...value };
  }
  for (const result of results) {
    const def = platformDefinition(result.platform);
    const current: BrandPlatformEntry = platforms[result.platform] ?? {
      linked_from_site: false,
      url: null,
      verified: null,
      source: null,
      label: def?.label ?? result.platform,
      kind: def?.kind ?? 'other',
      in_same_as: false,
    };
    // Conflicting answers settle on false: a profile one verifier rejects is not counted.
    const verified =
      current.verified === false || result.verified === false ? false : (result.verified ?? current.verified);
    const next: BrandPlatformEntry = { ...current, verified };
    if (!current.linked_from_site && result.url && result.verified === true) {
      next.url = result.url;
      next.source = 'api';
    }
    if (result.evidence) (next as Record<string, unknown>).verification_evidence = result.evidence;
    platforms[result.platform] = next;
  }
  const previous = (module.verification ?? {
    ran: false,
    verifiers: [],
    errors: [],
  }) as BrandVerificationSummary;
  const verification: BrandVerificationSummary = {
    ran: true,
    verifiers: [...new Set([...previous.verifiers, ...(summary?.verifiers ?? [])])],
    errors: [...previous.errors, ...(summary?.errors ?? [])],
  };
  const state: BrandState = {
    brand_name: (module.brand_name as string | null | undefined) ?? null,
    name_sources: (module.name_sources as BrandNameSource[] | undefined) ?? [],
    organization: (module.organization as BrandState['organization'] | undefined) ?? null,
    platforms,
    other_profiles: (module.other_profiles as OtherProfile[] | undefined) ?? [],
    commercial_signals: (module.commercial_signals as Evidence[] | undefined) ?? null,
    notability: (module.notability as Evidence[] | undefined) ?? null,
    organization_signals: (module.organization_signals as Evidence[] | undefined) ?? null,
    home_page: (module.home_page as boolean | undefined) ?? null,
  };
  return output(state, module.page_type as string | undefined, verification);
}

/**
 * Runs the given verifiers (in parallel, each bounded by `timeoutMs`) and merges their answers. A verifier
 * that throws or times out is recorded in `verification.errors` and changes nothing. With no verifiers the
 * module is returned unchanged.
 */
export async function verifyBrand(
  module: BrandModule,
  verifiers: readonly BrandVerifier[],
  options: { siteUrl: string; timeoutMs?: number; signal?: AbortSignal },
): Promise<BrandModule> {
  if (verifiers.length === 0) return module;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Answers are merged in the verifiers' order, not in the order they arrive, so the result is deterministic.
  const answers: { results: BrandVerificationResult[]; error?: string }[] = await Promise.all(
    verifiers.map(async (verifier) => {
      const results: BrandVerificationResult[] = [];
      const controller = new AbortController();
      const abort = () => controller.abort();
      options.signal?.addEventListener('abort', abort, { once: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controller.abort();
            reject(new Error(`timed out after ${timeoutMs} ms`));
          }, timeoutMs);
        });
        const answer = await Promise.race([
          verifier.verify({
            brandName: (module.brand_name as string | null | undefined) ?? null,
            siteUrl: options.siteUrl,
            platforms: module.platforms,
            signal: controller.signal,
          }),
          timeout,
        ]);
        for (const r of Array.isArray(answer) ? answer : []) {
          if (r && typeof r.platform === 'string' && (r.verified === null || typeof r.verified === 'boolean'))
            results.push(r);
        }
        return { results };
      } catch (error) {
        return { results: [], error: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', abort);
      }
    }),
  );
  const errors = answers.flatMap((a, i) =>
    a.error !== undefined ? [{ verifier: verifiers[i]!.id, message: a.error }] : [],
  );
  return applyBrandVerification(
    module,
    answers.flatMap((a) => a.results),
    { verifiers: verifiers.map((v) => v.id), errors },
  );
}
