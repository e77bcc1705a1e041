import type { Evidence } from '@geo-audit/core';
import type { Document } from 'domhandler';
import { isAnyOf } from '../../schema-rules/index.ts';
import { hasVisibleBreadcrumb } from '../../structured-data/breadcrumb.ts';
import type { NodeGraph } from '../../structured-data/merge.ts';
import { aPageOfType, type detectPageType, type PageKind } from '../../structured-data/page-type.ts';
import { hasProperty, itemIs } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';

/**
 * schema.page_type_fit: the types a page of the detected kind is expected to carry, and advice that fits what
 * the page shows (a breadcrumb trail, a review page without a seller).
 */

const upperFirst = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export interface ExpectedGroup {
  label: string;
  anyOf: string[];
  weight: number;
  fix: string;
}

/** What each kind of page is expected to carry; the finer kinds (a job posting, docs, a forum thread …) their own. */
const EXPECTED: Record<PageKind, ExpectedGroup[]> = {
  job: [
    {
      label: 'JobPosting',
      anyOf: ['JobPosting'],
      weight: 2,
      fix: 'a JobPosting with title, description, datePosted, hiringOrganization and jobLocation (applicantLocationRequirements for remote work), and baseSalary where the page states the pay',
    },
  ],
  docs: [
    {
      label: 'TechArticle (or Article)',
      anyOf: ['Article'],
      weight: 2,
      fix: 'a TechArticle (APIReference for an API reference) with headline, dateModified and the publisher Organization',
    },
    {
      label: 'BreadcrumbList',
      anyOf: ['BreadcrumbList'],
      weight: 1,
      fix: 'a BreadcrumbList matching the docs navigation',
    },
  ],
  podcast: [
    {
      label: 'PodcastEpisode',
      anyOf: ['PodcastEpisode'],
      weight: 2,
      fix: 'a PodcastEpisode with name, datePublished, partOfSeries, associatedMedia (the AudioObject) and the hosts and guests as actor',
    },
  ],
  forum: [
    {
      label: 'DiscussionForumPosting or QAPage',
      anyOf: ['DiscussionForumPosting', 'SocialMediaPosting', 'QAPage'],
      weight: 2,
      fix: 'a DiscussionForumPosting with headline, author, datePublished and text, each reply a Comment (a QAPage for one question with answers)',
    },
  ],
  course: [
    {
      label: 'Course',
      anyOf: ['Course'],
      weight: 2,
      fix: 'a Course with name, description and provider (hasCourseInstance for its dates)',
    },
  ],
  donate: [],
  home: [
    {
      label: 'Organization (or LocalBusiness)',
      anyOf: ['Organization'],
      weight: 2,
      fix: 'an Organization (LocalBusiness for a local shop) with name, url, logo and sameAs',
    },
    { label: 'WebSite', anyOf: ['WebSite'], weight: 1, fix: 'a WebSite with name and url' },
  ],
  article: [
    // The page's own Review, HowTo, Recipe, MedicalWebPage or PodcastEpisode names its author and date as an Article
    // would: a second, Article node for the same text helps no reader of the markup.
    {
      label: 'Article (or BlogPosting, NewsArticle …, or the Review, HowTo or MedicalWebPage the page is)',
      anyOf: ['Article', 'Review', 'HowTo', 'Recipe', 'MedicalWebPage', 'PodcastEpisode'],
      weight: 2,
      fix: 'an Article (or BlogPosting/NewsArticle) with headline, author (a Person with url), datePublished and dateModified',
    },
    {
      label: 'BreadcrumbList',
      anyOf: ['BreadcrumbList'],
      weight: 1,
      fix: 'a BreadcrumbList matching the visible breadcrumb',
    },
  ],
  product: [
    {
      label: 'Product',
      anyOf: ['Product'],
      weight: 2,
      fix: 'a Product with name, image, description and brand',
    },
    {
      label: 'Offer',
      anyOf: ['Offer'],
      weight: 1,
      fix: 'an Offer in Product.offers with the price, priceCurrency and availability shown on the page',
    },
    { label: 'BreadcrumbList', anyOf: ['BreadcrumbList'], weight: 1, fix: 'a BreadcrumbList' },
  ],
  pricing: [
    {
      label: 'Product, SoftwareApplication or Service',
      anyOf: ['Product', 'SoftwareApplication', 'Service'],
      weight: 2,
      fix: 'a Product, SoftwareApplication or Service for what is sold',
    },
    {
      label: 'Offer (one per plan)',
      anyOf: ['Offer'],
      weight: 1,
      fix: 'one Offer per plan with the price, priceCurrency (and billing period in a UnitPriceSpecification) shown on the page',
    },
  ],
  about: [
    {
      label: 'AboutPage, Organization or Person',
      anyOf: ['AboutPage', 'Organization', 'Person'],
      weight: 2,
      fix: 'an AboutPage whose mainEntity is the Organization (or Person) with name, url, logo and sameAs',
    },
  ],
  contact: [
    {
      label: 'ContactPage or an Organization with contact details',
      anyOf: ['ContactPage', 'Organization'],
      weight: 2,
      fix: 'a ContactPage and an Organization with telephone, email, address or contactPoint as shown on the page',
    },
  ],
  faq: [
    {
      label: 'FAQPage or QAPage',
      anyOf: ['FAQPage', 'QAPage'],
      weight: 2,
      fix: 'a FAQPage whose mainEntity lists each visible Question with its acceptedAnswer (it states the questions and answers in machine-readable form; Google has shown no FAQ rich results since May 2026, so expect none)',
    },
  ],
  profile: [
    {
      label: 'ProfilePage or Person',
      anyOf: ['ProfilePage', 'Person'],
      weight: 2,
      fix: 'a ProfilePage whose mainEntity is the Person (name, jobTitle, sameAs, knowsAbout)',
    },
  ],
  event: [{ label: 'Event', anyOf: ['Event'], weight: 2, fix: 'an Event with name, startDate and location' }],
  recipe: [
    {
      label: 'Recipe',
      anyOf: ['Recipe'],
      weight: 2,
      fix: 'a Recipe with name, image, ingredients and steps',
    },
  ],
  video: [
    {
      label: 'VideoObject',
      anyOf: ['VideoObject'],
      weight: 2,
      fix: 'a VideoObject with name, thumbnailUrl and uploadDate',
    },
  ],
  category: [
    {
      label: 'CollectionPage, ItemList or BreadcrumbList',
      anyOf: ['CollectionPage', 'ItemList'],
      weight: 2,
      fix: 'a CollectionPage with an ItemList of the listed items',
    },
  ],
  other: [],
};

/**
 * Why release notes (page-type.ts's `releaseNotes`) are asked for no type: a dated list of a product's changes is no
 * article, no schema.org type describes it as a whole, and no answer engine or rich result reads one for it. A
 * TechArticle may describe the page, and is not asked for.
 */
const RELEASE_NOTES_FIT =
  "release notes, the dated list of a product's changes: no schema.org type describes them as a whole and no rich result reads one, so none is asked for (a TechArticle with dateModified may describe the page, as an option)";

/**
 * True when a page of this kind takes particular schema.org types (an article, a product …; not `other`, nor release
 * notes, a `docs` page that `releaseNotes` marks).
 */
export function expectsMarkup(kind: PageKind, releaseNotes = false): boolean {
  return EXPECTED[kind].length > 0 && !(kind === 'docs' && releaseNotes);
}

/** What the page itself shows that changes the fit advice. */
interface FitSignals {
  /** The page shows a breadcrumb trail. */
  visibleBreadcrumb(): boolean;
  /**
   * A Product carries reviews or ratings but no offer: a review page, which Google's product snippet accepts
   * without a seller's Offer.
   */
  reviewedNotSold: boolean;
}

export function fitSignals(
  document: Document,
  data: StructuredData,
  graph: NodeGraph,
  html?: string,
): FitSignals {
  const products = data.all.filter((i) => itemIs(i, 'Product')).map((i) => graph.described(i));
  return {
    // A walk over the whole page, so only when the advice needs it (the BreadcrumbList is missing).
    visibleBreadcrumb: () => hasVisibleBreadcrumb(document, html),
    reviewedNotSold:
      products.length > 0 &&
      !products.some((p) => hasProperty(p, 'offers')) &&
      products.some((p) => hasProperty(p, 'review|aggregateRating')),
  };
}

function groupFix(group: ExpectedGroup, signals: FitSignals): string {
  if (!group.anyOf.includes('BreadcrumbList')) return group.fix;
  return signals.visibleBreadcrumb()
    ? 'a BreadcrumbList matching the visible breadcrumb'
    : "a BreadcrumbList that follows the site's hierarchy (home, section, this page); the page shows no breadcrumb trail, so show the same trail on the page or leave the BreadcrumbList out";
}

export function fitCheck(
  pageType: ReturnType<typeof detectPageType>,
  items: StructuredItem[],
  signals: FitSignals,
): CheckResult {
  const kind = pageType.kind;
  const groups = EXPECTED[kind];
  const types = [...new Set(items.flatMap((i) => i.types))];
  const evidence: Evidence[] = [
    {
      what: `Detected page type: ${pageType.type}${kind !== pageType.type ? ` (${aPageOfType(kind).replace(/^an? /, '')})` : ''}`,
      value: { confidence: pageType.confidence },
    },
    ...pageType.evidence.map((e) => ({ ...e, what: `page-type vote: ${e.what}` })),
  ];
  if (kind === 'docs' && pageType.releaseNotes) {
    const described = isAnyOf(types, ['Article']);
    evidence.push({
      what: `no type expected: ${RELEASE_NOTES_FIT}${described ? `; the page carries one (${types.join(', ')})` : ''}`,
    });
    return {
      check: 'schema.page_type_fit',
      title: 'Release notes: no schema.org type expected',
      weight: 2,
      score: null,
      severity: 'low',
      evidence,
    };
  }
  if (groups.length === 0) {
    return {
      check: 'schema.page_type_fit',
      title: 'Page type not recognised: no expected types',
      weight: 2,
      score: null,
      severity: 'medium',
      evidence,
    };
  }
  let total = 0;
  let earned = 0;
  const absent: ExpectedGroup[] = [];
  for (const group of groups) {
    if (group.anyOf.includes('Offer') && pageType.type === 'product' && signals.reviewedNotSold) {
      evidence.push({
        what: `expected ${group.label}: not needed (the Product has reviews or ratings and no offer: a review page, which Google's product snippet accepts without a seller)`,
      });
      continue;
    }
    const present = isAnyOf(types, group.anyOf);
    // Breadcrumbs serve the results page, not the answer: a page that shows no trail loses nothing without the
    // markup, and Google wants markup to mirror what the page shows.
    if (
      !present &&
      group.anyOf.length === 1 &&
      group.anyOf[0] === 'BreadcrumbList' &&
      !signals.visibleBreadcrumb()
    ) {
      evidence.push({
        what: `expected ${group.label}: not counted (the page shows no breadcrumb trail; if you add one, mark it up as a BreadcrumbList)`,
      });
      continue;
    }
    total += group.weight;
    if (present) {
      earned += group.weight;
      evidence.push({ what: `expected ${group.label}: present` });
    } else {
      absent.push(group);
      evidence.push({ what: `expected ${group.label}: missing` });
    }
  }
  return {
    check: 'schema.page_type_fit',
    title:
      absent.length === 0
        ? `Structured data fits ${aPageOfType(kind)}`
        : `${upperFirst(aPageOfType(kind))} lacks ${absent.map((g) => g.label).join(' and ')}`,
    weight: 2,
    score: total === 0 ? 1 : earned / total,
    severity: 'medium',
    evidence,
    fix: `For ${aPageOfType(kind)}, add ${absent.map((g) => groupFix(g, signals)).join('; and ')}.`,
  };
}
