import type { BrandModule, BrandPlatform, Evidence } from '@geo-audit/core';
import {
  type OrganizationFacts,
  organizationFacts,
  primaryOrganization,
} from '../structured-data/entities.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { resolvedAnchors } from '../structured-data/links.ts';
import { metaFirst, pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { platformDefinition } from '../structured-data/profiles.ts';
import { firstText, itemsOf } from '../structured-data/read.ts';
import { commercialSignals, isPlainOrganization } from './brand/commercial-signals.ts';
import { CREDIT_LABEL, isSiteToolingRepository } from './brand/credits.ts';
import { isHomeLink } from './brand/home-link.ts';
import { brandKey, brandWords, holdsKey } from './brand/name-key.ts';
import { type BrandNameSource, resolveName } from './brand/name-sources.ts';
import { notabilitySignals } from './brand/notability.ts';
import {
  type BrandPlatformEntry,
  findPlatforms,
  handleNamesBrand,
  type OtherProfile,
  REVIEW_KINDS,
} from './brand/own-profiles.ts';
import { organizationSignals } from './brand/represents.ts';
import type { SiteOrganization } from './brand/site-organization.ts';
import type { CheckResult } from './checks.ts';
import { scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { counted } from './plural.ts';

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

/** What the brand checks read; all of it is in the module output, so verification can re-score. */
interface BrandState {
  brand_name: string | null;
  name_sources: BrandNameSource[];
  organization: OrganizationFacts | null;
  platforms: Record<string, BrandPlatformEntry>;
  /** Profile links in the chrome that are someone else's (credits …): listed, never counted. */
  other_profiles: OtherProfile[];
  /** What shows a business on the page (see commercialSignals); null when unknown (a result from before). */
  commercial_signals: Evidence[] | null;
  /**
   * What shows the site represents an organization, which keeps several profiles (see organizationSignals); null
   * when unknown (a result from before).
   */
  organization_signals: Evidence[] | null;
  /**
   * What shows the organization is notable enough for a Wikipedia entry (see notabilitySignals); null when unknown
   * (a result from before, whose knowledge-graph check keeps the business rule).
   */
  notability: Evidence[] | null;
  /**
   * Whether the page is the site's home page (its type, or a root path): the Organization is expected there. Null
   * when unknown (a result from before), read as a home page.
   */
  home_page: boolean | null;
}

const KNOWLEDGE_GRAPH = ['wikipedia', 'wikidata'];

/** Why the business checks do not weigh on this page, for their evidence. */
const NOT_A_BUSINESS =
  'nothing on the page shows a business (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing): a personal or non-commercial site';

/** Why review platforms do not apply to an organization's page that shows no business, for their evidence. */
const NOTHING_SOLD =
  'nothing on the page shows a business that customers review (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing)';

/** Why review platforms do not apply to a plain Organization's page, whose business details were read too. */
const NOTHING_SOLD_PLAIN =
  'nothing on the page shows a business that customers review (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing, no street address with a phone number in the footer; the publisher imprint of an article or recipe is not read, as every publisher prints one)';

/** Why one profile is enough on this page, for the profiles check's evidence. */
const NO_ORGANIZATION =
  "no organization names the site (no Organization node as its publisher or owner, no LinkedIn company page, nothing showing a notable organization or a business): the site reads as a person's or a project's";

/** Why a site is read as a person's (one profile is enough), for the profiles check's evidence. */
function whyOneProfile(state: BrandState): string {
  const org = state.organization;
  if (org === null || state.organization_signals === null) return NO_ORGANIZATION;
  const name = org.name ?? org.legal_name ?? '';
  return org.role !== undefined
    ? `the only organization named ("${name}") is the ${org.role} of what the page describes, not the site's; nothing else shows an organization behind the site`
    : `the ${org.types.join(', ')} node "${name}" is named for a person on the page (its author), as themes print the site's title: a person's site`;
}

/**
 * Whether the site represents an organization, which keeps several official profiles (see organizationSignals); a
 * result from before the signals were recorded (null) keeps the business rule.
 */
function representsOrganization(state: BrandState): boolean {
  if (state.organization_signals === null)
    return state.commercial_signals === null || state.commercial_signals.length > 0;
  return state.organization_signals.length > 0;
}

/** Why the knowledge-graph check does not weigh on this page, for its evidence. */
const NOT_NOTABLE =
  'nothing on the page shows the organization is notable (no news organization, university, government body or listed company, no Wikipedia or Wikidata entry of the brand linked in the text), and no off-site check found an entry; whether one exists is not verified (null), and a small business cannot act on it';

/** Whether a profile passed over credits what the site is built with (see credits.ts), for its evidence. */
function creditsTooling(other: OtherProfile): boolean {
  if (CREDIT_LABEL.test(other.text)) return true;
  try {
    return isSiteToolingRepository(new URL(other.url));
  } catch {
    return false;
  }
}

function counts(p: BrandPlatformEntry): boolean {
  return p.linked_from_site && p.verified !== false;
}

function brandChecks(state: BrandState): CheckResult[] {
  const { platforms } = state;
  const entries = Object.entries(platforms);
  const declared = state.name_sources.filter((s) =>
    ['Organization.name', 'og:site_name', 'WebSite.name'].includes(s.source),
  );
  const disagreeing = state.name_sources.filter((s) => !s.agrees);
  const linked = entries.filter(([, p]) => counts(p));
  // A review listing or a map pin is counted once, as such (brand.review_platforms): it is not a profile the brand
  // runs, nor one for sameAs.
  const own = linked.filter(([, p]) => !REVIEW_KINDS.has(p.kind));
  const profiles = own.filter(([k]) => !KNOWLEDGE_GRAPH.includes(k));
  const kg = linked.filter(([k]) => KNOWLEDGE_GRAPH.includes(k));
  const kgUnlinked = entries.filter(
    ([k, p]) => KNOWLEDGE_GRAPH.includes(k) && !p.linked_from_site && p.verified === true,
  );
  const reviews = linked.filter(([, p]) => REVIEW_KINDS.has(p.kind));
  const rejected = entries.filter(([, p]) => p.linked_from_site && p.verified === false);
  const ev = (list: [string, BrandPlatformEntry][]): Evidence[] =>
    list.map(([k, p]) => ({ what: `${p.label} (${p.source ?? 'not linked'})`, where: k, value: p.url }));
  const org = state.organization;
  // A legal name names the organization as well: a node with legalName and no name is named.
  const orgName = org ? (org.name ?? org.legal_name ?? null) : null;
  const orgParts = org ? [orgName, org.url, org.logo].filter(Boolean).length : 0;
  // G2, Trustpilot or Yelp list businesses that customers review. A hobby blog, a forum, a podcast or a university
  // course page is expected to have none: there review platforms do not apply. A result from before the signals
  // were recorded (null) keeps them weighed.
  const business = state.commercial_signals === null || state.commercial_signals.length > 0;
  // Wikipedia and Wikidata list notable organizations: the link is asked of those the page shows to be notable, or
  // whose entry the off-site verification found unlinked. A result from before the signals were recorded (null)
  // keeps the business rule.
  const notable =
    kgUnlinked.length > 0 || (state.notability === null ? business : state.notability.length > 0);
  const innerPage = state.home_page === false;
  // No node holds sameAs: no organization, and no site owner's Person whose sameAs lists a profile.
  const noOwner = org === null && !own.some(([, p]) => p.in_same_as);
  // A title that names the brand in a separated segment ("Configuration - Tessellate") shows the name to engines.
  const titled = state.name_sources.find((s) => s.source === 'title' && s.segment === true && s.agrees);
  // Which segment is the name is known when it spells the site's host, or another source states the same name;
  // a guess is not quoted, as it may be a tagline or the headline ("Running shoes since 1990").
  const titledName =
    titled !== undefined &&
    (titled.guessed !== true || state.name_sources.some((s) => s !== titled && s.agrees))
      ? titled.value
      : undefined;
  // Who the site represents decides how many profiles it keeps, not whether it sells: a company, an agency, an
  // insurer or a newspaper is expected on several platforms; a person's site, or one naming no organization, on one.
  const organizationSite = representsOrganization(state);
  const wantedProfiles = organizationSite ? 3 : 1;

  return [
    {
      check: 'brand.name_declared',
      title:
        declared.length > 0
          ? `Brand name declared: "${state.brand_name ?? declared[0]!.value}"`
          : titled
            ? titledName !== undefined
              ? `Brand name only in the title: "${titledName}"`
              : 'Brand name only in the title'
            : 'Brand name not declared in markup',
      weight: 2,
      // A title segment shows the name, but only markup declares it: og:site_name is one line in the head and the
      // first source of Google's site name, and every page should carry it. Part credit, and the fix stays.
      score: declared.length > 0 ? 1 : titled ? 0.5 : 0,
      severity: 'medium',
      evidence: [
        ...state.name_sources.map((s) => ({ what: s.source, where: s.where, value: s.value })),
        ...(declared.length === 0 && titled
          ? [
              {
                what: 'the title names the brand in a separated segment, which engines read as the site name, but no markup declares it: add og:site_name',
              },
              ...(titledName === undefined
                ? [
                    {
                      what: "no segment of the title spells the site's address, so which one is the brand's name (and not a tagline or the page's headline) is not known",
                    },
                  ]
                : []),
            ]
          : []),
      ],
      fix:
        declared.length === 0 && titled
          ? titledName !== undefined
            ? `Add <meta property="og:site_name" content="${titledName}"> to every page: the title shows the name, but only markup declares it.`
            : 'Set og:site_name to your brand\'s name on every page (<meta property="og:site_name" content="…">): the title shows a name, but only markup declares it.'
          : 'Declare the brand name: <meta property="og:site_name" content="…"> and an Organization (name, url, logo) in JSON-LD, with the exact name you use everywhere.',
    },
    {
      check: 'brand.name_consistent',
      title:
        state.name_sources.length < 2
          ? 'Fewer than two places state the brand name'
          : disagreeing.length === 0
            ? 'The brand name is the same everywhere'
            : `The brand name varies across ${disagreeing.map((s) => s.source).join(', ')}`,
      weight: 3,
      score:
        state.name_sources.length < 2
          ? null
          : (state.name_sources.length - disagreeing.length) / state.name_sources.length,
      severity: 'medium',
      evidence: state.name_sources.map((s) => ({
        what: `${s.source}${s.agrees ? '' : ' (differs)'}`,
        where: s.where,
        value: s.value,
      })),
      fix: `Use one brand name${state.brand_name ? ` ("${state.brand_name}")` : ''} in the title suffix, og:site_name, Organization.name, WebSite.name and the logo's alt text.`,
    },
    {
      check: 'brand.organization_schema',
      title:
        orgParts === 3
          ? 'Organization node with name, url and logo'
          : org
            ? 'Organization node is incomplete'
            : innerPage
              ? 'No Organization node on this page (check the home page)'
              : 'No Organization node',
      // The engine sees one page, and Google recommends the Organization on the home page or an about page, not on
      // every page: an inner page without one is not held to it (decision 0039).
      weight: innerPage && !org ? 0 : 2,
      score: orgParts / 3,
      severity: 'medium',
      evidence: org
        ? [
            {
              what: org.role
                ? `Organization (the ${org.role} named in the data; the site names no organization of its own)`
                : 'Organization',
              where: org.where,
              value: { name: orgName, url: org.url, logo: org.logo },
            },
            ...(org.name === null && org.legal_name !== null
              ? [{ what: 'named by its legalName (it has no name)', value: org.legal_name }]
              : []),
            ...(org.merged_with
              ? [
                  {
                    what: `read together with the ${org.merged_with.types.join(', ')} node of the same organization (the site splits it in two)`,
                    where: org.merged_with.where,
                  },
                ]
              : []),
          ]
        : innerPage
          ? [
              { what: 'no Organization (or publisher) node in the structured data of this page' },
              {
                what: "informational, weighs nothing: this is not the site's home page, and the audit reads one page; Google recommends describing the organization on the home page or an about page, and whether the home page does is not verified",
              },
            ]
          : [{ what: 'no Organization (or publisher) node in the structured data' }],
      fix:
        innerPage && !org
          ? 'Check that the home page (or the about page) describes the organization in JSON-LD: Organization with name, url, logo (an ImageObject or URL) and sameAs. Audit the home page to see it.'
          : 'Describe the organization once in JSON-LD (on every page or at least the home page): Organization with name, url, logo (an ImageObject or URL) and sameAs.',
    },
    {
      check: 'brand.knowledge_graph',
      title:
        kg.length > 0
          ? 'Links its Wikipedia/Wikidata entry'
          : kgUnlinked.length > 0
            ? 'A Wikipedia/Wikidata entry exists but the site does not link it'
            : notable
              ? 'No link to a Wikipedia or Wikidata entry'
              : 'No Wikipedia or Wikidata link (whether an entry exists is not verified)',
      weight: notable ? 2 : 0,
      score: kg.length > 0 ? 1 : 0,
      severity: 'medium',
      evidence: [
        ...(notable
          ? (state.notability ?? [])
          : kg.length > 0
            ? []
            : [
                {
                  what:
                    state.notability === null
                      ? `informational, weighs nothing: ${organizationSite ? NOTHING_SOLD : NOT_A_BUSINESS}`
                      : `informational, weighs nothing: ${NOT_NOTABLE}`,
                },
              ]),
        ...(kg.length > 0
          ? ev(kg)
          : kgUnlinked.length > 0
            ? ev(kgUnlinked)
            : [{ what: 'no wikipedia.org or wikidata.org link in sameAs or the site chrome' }]),
      ],
      fix: 'If the brand has a Wikipedia article or a Wikidata item, add their URLs to Organization.sameAs. Do not create or edit an entry about yourself to get one; notability comes from independent coverage.',
    },
    {
      check: 'brand.profiles',
      title:
        profiles.length >= wantedProfiles
          ? `Links ${counted(profiles.length, 'official profile')}`
          : profiles.length === 0
            ? 'Links no official profiles'
            : `Links only ${counted(profiles.length, 'official profile')}`,
      weight: organizationSite ? 2 : 1,
      score: Math.min(1, profiles.length / wantedProfiles),
      severity: organizationSite ? 'medium' : 'low',
      evidence: [
        ...(organizationSite
          ? []
          : [{ what: `one profile is enough, and the check weighs less: ${whyOneProfile(state)}` }]),
        ...(profiles.length > 0
          ? ev(profiles)
          : [
              {
                what: 'no profile links (LinkedIn, YouTube, GitHub, X …) in sameAs, header, footer, navigation or meta tags (article:publisher, twitter:site)',
              },
            ]),
        ...state.other_profiles.map((o) => ({
          what:
            o.reason === 'hosting_platform'
              ? `not counted: ${o.text} names the hosting platform's own ${platformDefinition(o.platform)?.label ?? o.platform} account, which its theme prints on every site it hosts; name the site's own account there, or leave it out`
              : o.reason === 'personal_profile'
                ? `not counted: a person's ${platformDefinition(o.platform)?.label ?? o.platform} profile (${o.text === 'sameAs' ? 'in sameAs' : `linked as "${o.text.slice(0, 60)}"`}), not the organization's; link its ${o.platform === 'linkedin' ? 'company page (linkedin.com/company/…)' : 'organization page'} instead`
                : creditsTooling(o)
                  ? `not counted: ${o.text === '' ? 'an icon link' : `"${o.text.slice(0, 60)}"`} credits the site's theme, template or generator, not the brand's own profile`
                  : `not counted: "${o.text.slice(0, 60)}" is someone else's profile (a credit or another account), not the brand's`,
          where: o.platform,
          value: o.url,
        })),
      ],
      fix: organizationSite
        ? 'Link the official profiles the brand actually maintains (LinkedIn, YouTube, GitHub, X, Reddit, Crunchbase …) from the footer and list them in Organization.sameAs.'
        : 'If the site or its owner keeps a public profile (X, Mastodon, GitHub, YouTube, LinkedIn …), link it from the footer or the about page, or name it in twitter:site; never open accounts only for this.',
    },
    {
      check: 'brand.same_as',
      title:
        own.length === 0
          ? 'No linked profiles to declare in sameAs'
          : noOwner
            ? 'No Organization node to declare the profiles in (see brand.organization_schema)'
            : own.every(([, p]) => p.in_same_as)
              ? 'Profiles are declared in sameAs'
              : 'Some linked profiles are missing from sameAs',
      weight: 2,
      // Without a node to hold sameAs, the missing Organization is the one thing to fix, and its finding says so.
      score: own.length === 0 || noOwner ? null : own.filter(([, p]) => p.in_same_as).length / own.length,
      severity: 'low',
      evidence: noOwner
        ? own.length > 0
          ? [
              {
                what: `not applicable: no Organization node on the page; list ${own.length === 1 ? 'this profile' : 'these profiles'} in its sameAs once it has one`,
              },
              ...ev(own),
            ]
          : []
        : ev(own.filter(([, p]) => !p.in_same_as)),
      fix: "List every official profile URL in the Organization's sameAs so answer engines can tie them to the brand.",
    },
    {
      check: 'brand.review_platforms',
      title:
        reviews.length > 0
          ? 'Links a review or local listing'
          : business
            ? 'No review platform or local listing linked'
            : 'Review platforms: not applicable',
      weight: 1,
      score: reviews.length > 0 ? 1 : business ? 0 : null,
      severity: 'low',
      evidence:
        reviews.length > 0
          ? ev(reviews)
          : business
            ? [{ what: 'no G2, Trustpilot, Capterra, Yelp, Google Business Profile … link' }]
            : [
                {
                  what: `not applicable: ${organizationSite ? (org !== null && isPlainOrganization(org) ? NOTHING_SOLD_PLAIN : NOTHING_SOLD) : NOT_A_BUSINESS}`,
                },
              ],
      fix: 'Link the review platforms and local listings where real customers review the brand (G2, Capterra, Trustpilot, Google Business Profile …). Never post or buy reviews.',
    },
    {
      check: 'brand.offsite_verification',
      title:
        rejected.length > 0
          ? `${counted(rejected.length, 'linked profile')} did not check out off-site`
          : entries.some(([, p]) => p.verified !== null)
            ? 'Off-site verification ran'
            : 'Off-site presence not verified (verified: null)',
      weight: 0,
      score: rejected.length > 0 ? 0 : entries.some(([, p]) => p.verified !== null) ? 1 : null,
      severity: 'info',
      evidence: rejected.length > 0 ? ev(rejected) : [],
      fix: "Fix or remove profile links that do not point to the brand's own, current profile.",
    },
  ];
}

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
