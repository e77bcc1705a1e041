import type { Evidence } from '@geo-audit/core';
import { platformDefinition } from '../../structured-data/profiles.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import {
  creditsTooling,
  NOT_A_BUSINESS,
  NOT_NOTABLE,
  NOTHING_SOLD,
  NOTHING_SOLD_PLAIN,
  whyOneProfile,
} from './check-reasons.ts';
import { isPlainOrganization } from './commercial-signals.ts';
import { type BrandPlatformEntry, REVIEW_KINDS } from './own-profiles.ts';
import { representsOrganization } from './represents.ts';
import type { BrandState } from './state.ts';

const KNOWLEDGE_GRAPH = ['wikipedia', 'wikidata'];

function counts(p: BrandPlatformEntry): boolean {
  return p.linked_from_site && p.verified !== false;
}

/**
 * The brand module's checks, in report order, over what analyzeBrand read (or what a stored result holds, when
 * verification re-scores it).
 */
export function brandChecks(state: BrandState): CheckResult[] {
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
  // Where the profile was found (the footer, twitter:site); its key ("youtube") would only repeat the label.
  const ev = (list: [string, BrandPlatformEntry][]): Evidence[] =>
    list.map(([, p]) => ({
      what: `${p.label} (${p.source ?? 'not linked'})`,
      ...(p.where === undefined ? {} : { where: p.where }),
      value: p.url,
    }));
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
      // Editors read titles; the internal `verified: null` stays in each platform's data (SPEC).
      title:
        rejected.length > 0
          ? `${counted(rejected.length, 'linked profile')} did not check out off-site`
          : entries.some(([, p]) => p.verified !== null)
            ? 'Off-site verification ran'
            : 'Off-site presence not checked',
      weight: 0,
      score: rejected.length > 0 ? 0 : entries.some(([, p]) => p.verified !== null) ? 1 : null,
      severity: 'info',
      evidence: rejected.length > 0 ? ev(rejected) : [],
      fix: "Fix or remove profile links that do not point to the brand's own, current profile.",
    },
  ];
}
