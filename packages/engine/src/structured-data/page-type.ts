import type { Evidence } from '@geo-audit/core';
import { pageHostOf } from '../content/hosts.ts';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { PRICING_PATH } from '../pricing/pricing-words.ts';
import { dayFirstLanguage, daysApart, parseLooseDate } from './dates.ts';
import type { PageFacts, Region } from './metadata.ts';
import { countWords, metaFirst, metaValues } from './metadata.ts';
import { firstText, hasProperty, isItem, isRef, itemIs, values } from './read.ts';
import { titleBlockLines } from './title-block.ts';
import type { StructuredData, StructuredItem, StructuredValue } from './types.ts';

/**
 * The page types that carry their own expectations (the schema fit table, the authored-content test). Every
 * detection has one of these as its `type`.
 */
export const PAGE_TYPES = [
  'home',
  'article',
  'product',
  'pricing',
  'about',
  'contact',
  'faq',
  'category',
  'profile',
  'event',
  'recipe',
  'video',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * Kinds of page finer than `PAGE_TYPES`: a job posting, a documentation page, a podcast episode, a forum thread, a
 * course and a donation page.
 * Each also reads as one of the page types (`KIND_TYPE`), so a consumer that knows only the types (the schema fit
 * table) treats it as it did before; one that knows the kind (citability's prose checks) can judge it as what it is.
 */
export const PAGE_KINDS = [...PAGE_TYPES, 'job', 'docs', 'podcast', 'forum', 'course', 'donate'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
type ExtraKind = Exclude<PageKind, PageType>;

/**
 * The page type each extra kind reads as. A job posting, a podcast episode, a course and a donation page are no
 * article: they read as `other`, which no schema type is expected of (an Article would be the wrong advice).
 * Documentation reads as an article (a TechArticle is one) and a forum thread too (a DiscussionForumPosting is a
 * SocialMediaPosting, an Article), or as a FAQ page when its schema is a QAPage (`as` on the schema vote).
 */
const KIND_TYPE: Record<ExtraKind, PageType> = {
  job: 'other',
  docs: 'article',
  podcast: 'other',
  forum: 'article',
  course: 'other',
  donate: 'other',
};

const isPageType = (kind: PageKind): kind is PageType => (PAGE_TYPES as readonly string[]).includes(kind);

const KIND_WORDS: Partial<Record<PageKind, string>> = {
  other: 'general',
  job: 'job posting',
  docs: 'documentation',
  donate: 'donation',
};

/**
 * The page type or kind with its article, for sentences: "an article page", "a product page", "a general page" (for
 * `other`), "a documentation page".
 *
 * @example
 * ```ts
 * aPageOfType('event'); // 'an event page'
 * ```
 */
export function aPageOfType(type: PageKind): string {
  const word = KIND_WORDS[type] ?? type;
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} page`;
}

export interface PageTypeDetection {
  /** One of `PAGE_TYPES`: the kind itself, or the type an extra kind reads as. */
  type: PageType;
  /** What the page is, as finely as the engine tells: one of `PAGE_KINDS`. */
  kind: PageKind;
  /**
   * Release notes: a `docs` page whose path names a changelog (/changelog, /release-notes, /product-updates) or whose
   * main content has two release-note headings ("v2.4.0", "Fixed"). The vendor's dated record of its own product:
   * its figures are the product's ("loads 40% faster"), its entries short, and no schema.org type describes it.
   */
  releaseNotes?: boolean;
  /** Sum of the votes for the chosen kind, relative to all votes (0..1). */
  confidence: number;
  evidence: Evidence[];
}

/** A path that names release notes: /changelog, /release-notes, /product-updates (see `PATH_RULES`). */
const CHANGELOG_PATH = /\/(?:change-?logs?|release-?notes?|product-updates)(?:[/.]|$)/i;

const PATH_RULES: [RegExp, PageKind][] = [
  [/^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.(?:html?|php))?$/i, 'home'],
  // agent_pricing's own list (/preise, /prijzen, /cennik, /ryokin …): a page it prices as a pricing page is typed one.
  [PRICING_PATH, 'pricing'],
  [
    /\/(?:about(?:-us)?|company|who-we-are|our-story|ueber-uns|uber-uns|a-propos|quienes-somos|chi-siamo)(?:[/.]|$)/i,
    'about',
  ],
  [/\/(?:contact(?:-us)?|kontakt|contacto|contatti|nous-contacter)(?:[/.]|$)/i, 'contact'],
  [/\/(?:faqs?|frequently-asked-questions)(?:[/.]|$)/i, 'faq'],
  [/\/(?:authors?|people|team|profile|profiles|users?)\/[^/]+/i, 'profile'],
  [/\/(?:recipes?)\/[^/]+/i, 'recipe'],
  [/\/(?:events?)\/[^/]+/i, 'event'],
  [/\/(?:videos?|watch)\/[^/]+/i, 'video'],
  [/\/(?:products?|item|items|shop|store|dp)\/[^/]+/i, 'product'],
  // bbPress threads (/forums/topic/slug/) before the category rule, whose /topic/… they would match.
  [/\/forums?\/(?:topic|reply)\/[^/]+/i, 'forum'],
  [/\/(?:category|categories|tag|tags|collections?|topics?)\/[^/]+\/?$/i, 'category'],
  // One opening: /careers/backend-engineer, /jobs/123. The careers index itself is a page about the company.
  [/\/(?:careers?|jobs?|vacanc(?:y|ies)|job-openings|openings|positions)\/[^/]+/i, 'job'],
  // Docs generators and help centres: /docs/…, /reference/…, /manual/…, Zendesk's /hc/en-us/articles/….
  [
    /\/(?:docs?|documentation|dev-docs|api-docs|api-reference|reference|manual|kb|knowledge-?base)\/[^/]+|\/hc\/[^/]+\/articles\//i,
    'docs',
  ],
  // Release notes (/changelog, /release-notes, /product-updates): the vendor's record of its product, published
  // under its own name as its docs are, with no byline to ask for. Not /releases (press releases live there too),
  // nor /whats-new or /updates, which name a museum's or a council's news as often: their headings tell
  // (`releaseNoteHeadings`).
  [CHANGELOG_PATH, 'docs'],
  [/\/(?:podcasts?|episodes?)\/[^/]+/i, 'podcast'],
  [/\/courses?\/[^/]+/i, 'course'],
  [/\/(?:donate|donations?|give|giving)(?:[/.]|$)/i, 'donate'],
  // Forum software's thread URLs: Discourse /t/slug/123, XenForo /threads/…, phpBB viewtopic.php, vBulletin
  // showthread.php, Stack Exchange /questions/123, Reddit /r/x/comments/….
  [
    /\/(?:forums?|discussions?|threads?|boards?)\/[^/]+|\/t\/[^/]+\/\d+|\/(?:viewtopic|showthread)\.php$|\/questions\/\d+|\/r\/[^/]+\/comments\//i,
    'forum',
  ],
  [
    /\/(?:blog|news|articles?|posts?|stories|insights|guides?|magazine|journal)\/[^/]+|\/\d{4}\/\d{2}\/[^/]+/i,
    'article',
  ],
];

/**
 * Target's and Home Depot's product address /p/slug, which is also every Substack post's: a product path only on a
 * page that votes product too (a Product node, og:type product).
 */
const SHORT_PRODUCT_PATH: [RegExp, PageKind] = [/\/p\/[^/]+/i, 'product'];

/**
 * A documentation host (docs.stripe.com, developer.mozilla.org, a Read the Docs project's *.readthedocs.io) when its
 * path names no other kind.
 */
const DOCS_HOST = /^(?:docs|developers?|devdocs)\.|\.readthedocs(?:-hosted)?\.(?:io|com)$/i;

/**
 * The article paths a documentation site files its guides under (/guides/…, /guide/…, /articles/…): on a docs host
 * or a docs generator's page they name documentation (docs.paylane.io/guides/webhooks/…, developer.android.com/guide/…).
 * A blog, news or dated path stays an article there (developer.chrome.com/blog/…, a docs generator's blog).
 */
const GUIDE_PATH = /\/(?:guides?|articles?)\/[^/]+/i;
/** A blog, news or dated path (/blog/…, /news/…, /2026/05/…): a post's, on any site. */
export const POST_PATH = /\/(?:blog|news|posts?|stories|insights|magazine|journal)\/|\/\d{4}\/\d{2}\//i;

/**
 * The headings of release notes: Keep a Changelog's sections (Added, Changed, Fixed …), "Bug fixes",
 * "Improvements", "Breaking changes", or a version ("v2.4.0", "Version 2.4", "[1.1.0] - 2026-11-18"; not a
 * numbered section's "2.1"). A page with two in its main content is release notes, whatever its path (/updates,
 * /whats-new); a features page's "Features" or "Security" are not among them.
 */
const RELEASE_NOTE_HEADING =
  /^(?:added|changed|deprecated|removed|fixed|fixes|bug ?fixes|improvements|breaking changes|known issues|\[?(?:(?:v|version |release )\d{1,4}\.\d{1,4}(?:\.\d{1,4})?|\d{1,4}\.\d{1,4}\.\d{1,4})\]?(?:\s*[-(\u2013\u2014].{0,40})?)$/i;
const RELEASE_NOTE_HEADINGS = 2;

/** The release-note headings of the main content (`RELEASE_NOTE_HEADING`), up to the two that tell, or undefined. */
function releaseNoteHeadings(facts: PageFacts): string[] | undefined {
  const found: string[] = [];
  for (const h of facts.headings) {
    if (!(h.inMain || !facts.hasMainLandmark) || !RELEASE_NOTE_HEADING.test(h.text.trim())) continue;
    found.push(h.text.trim());
    if (found.length === RELEASE_NOTE_HEADINGS) return found;
  }
  return undefined;
}

/**
 * Documentation generators as `<meta name="generator">` names them: MkDocs, Docusaurus, Sphinx (whose pages name
 * Docutils), VitePress, Starlight, GitBook, DocFX, Antora. Not Hugo, Jekyll or Astro alone, which build blogs as much
 * as docs. It votes less than a path, as Docusaurus and MkDocs build the project's blog (/blog/…) too.
 */
const DOCS_GENERATOR = /^(?:mkdocs|docusaurus|sphinx|docutils|vitepress|starlight|gitbook|docfx|antora)\b/i;

const OG_TYPES: [RegExp, PageKind][] = [
  [/^article$/i, 'article'],
  [/^(?:product|product\.item|og:product)$/i, 'product'],
  [/^profile$/i, 'profile'],
  [/^video(?:\.|$)/i, 'video'],
  [/^(?:event|music\.event)$/i, 'event'],
];

interface SchemaVote {
  /** schema.org types (and their subtypes) that vote. */
  types: string[];
  kind: PageKind;
  weight: number;
  /** The page type the kind reads as when this vote carries it (a QAPage forum reads as a FAQ page). */
  as?: PageType;
}

/**
 * The top-level schema types that name what the page is. Each node votes once, for its first matching row, so a
 * subtype's row comes before its parent's (DiscussionForumPosting and TechArticle before Article, Recipe before
 * HowTo). TechArticle votes less than a path: technical blog posts use it too, and /blog/… is then the better word.
 */
const SCHEMA_TYPES: SchemaVote[] = [
  { types: ['AboutPage'], kind: 'about', weight: 3 },
  { types: ['ContactPage'], kind: 'contact', weight: 3 },
  // An FAQ section is marked up on pages that are something else (a /pricing page's billing questions, a product's,
  // an about page's): it votes less than a path, so /pricing or /about keeps its kind and /faq confirms it.
  { types: ['FAQPage'], kind: 'faq', weight: 2 },
  // Users' questions and answers (Stack Exchange, a community Q&A): a forum, held to the FAQ page's expectations.
  // Sites often mark their own FAQ up as a QAPage, so a /faq path outvotes it.
  { types: ['QAPage'], kind: 'forum', weight: 2, as: 'faq' },
  { types: ['ProfilePage'], kind: 'profile', weight: 3 },
  { types: ['CollectionPage', 'SearchResultsPage'], kind: 'category', weight: 3 },
  { types: ['JobPosting'], kind: 'job', weight: 3 },
  { types: ['PodcastEpisode', 'PodcastSeries', 'PodcastSeason'], kind: 'podcast', weight: 3 },
  { types: ['DiscussionForumPosting'], kind: 'forum', weight: 3 },
  { types: ['Course', 'EducationalOccupationalProgram'], kind: 'course', weight: 3 },
  { types: ['TechArticle'], kind: 'docs', weight: 2 },
  { types: ['Article'], kind: 'article', weight: 3 },
  { types: ['Product'], kind: 'product', weight: 3 },
  { types: ['Recipe'], kind: 'recipe', weight: 3 },
  { types: ['Event'], kind: 'event', weight: 3 },
  { types: ['VideoObject'], kind: 'video', weight: 3 },
  // A service's page (a plumber's "Water heater repair", GOV.UK's passport renewal) is no article and names no
  // author: `other`, whose schema fit expects nothing. It votes less than a path, so /about or a home page that
  // describes its Service keeps its kind.
  { types: ['Service'], kind: 'other', weight: 2 },
];

/**
 * Main entities that make an authored page without being an Article: an editorial review, a medical page, a how-to.
 * They vote only when no node matched `SCHEMA_TYPES`, as they also sit beside other main entities (customer Reviews
 * next to a Product, a HowTo beside the Article that holds it), and only as the page's one such node: a list of
 * Reviews is a testimonials page, not an article.
 */
const SECONDARY_SCHEMA_TYPES: SchemaVote[] = [
  { types: ['Review', 'MedicalWebPage', 'HowTo'], kind: 'article', weight: 3 },
];

/**
 * On a pricing path, the nodes that confirm the pricing page rather than make it a product page: what its plans sell
 * (`sellsPlans`).
 */
const PRICING_VOTE: SchemaVote = {
  types: ['Product', 'SoftwareApplication', 'Service', 'Offer'],
  kind: 'pricing',
  weight: 3,
};

/**
 * Whether a node on a pricing path is what the plans sell: a SoftwareApplication or a Service, a plan's Offer, or a
 * Product offered as plans (several Offers, an AggregateOffer, a price per period or per seat, or no Offer at all).
 * A Product sold once at one price (a house plan at /plans/the-aspen) stays a product.
 */
function sellsPlans(item: StructuredItem, data: StructuredData): boolean {
  if (itemIs(item, 'SoftwareApplication', 'Service', 'Offer')) return true;
  if (!itemIs(item, 'Product')) return false;
  const offers = values(item, 'offers', data).filter(isItem);
  if (offers.length !== 1) return true;
  const offer = offers[0]!;
  return (
    itemIs(offer, 'AggregateOffer') ||
    values(offer, 'priceSpecification', data).some(
      (spec) =>
        isItem(spec) &&
        itemIs(spec, 'UnitPriceSpecification') &&
        hasProperty(spec, 'billingDuration|billingIncrement|referenceQuantity|unitCode|unitText'),
    )
  );
}

/**
 * A date that says when the page changed, not when it was published: GOV.UK's "Last updated", a docs page's
 * "Last modified", a health page's "Medically reviewed".
 */
const UPDATED_DATE =
  /updat|modif|revis|reviewed|edited|aktualisiert|mis \u00e0 jour|actualiza|aggiorna|bijgewerkt/i;
/** A class that says published: WordPress themes print `entry-date published updated` on a post never edited. */
const PUBLISHED_HINT = /publish|posted|pubdate/i;

/** Days a date under the title may stand from the markup's publication date (time zones) and still be it. */
const SAME_DAY = 1;

/**
 * Whether the title block (the short lines under the H1, where themes print "Priya Shah | 4 August 2026" without a
 * class that says byline or date) names the author the meta tags name, or shows the publication date the markup
 * gives (article:published_time, or the page node's datePublished). A date that agrees with the markup is the post's,
 * where another one there could be an event's.
 */
function titleBlockShowsPost(
  facts: PageFacts,
  data: StructuredData,
  pageNode: StructuredItem | undefined,
): boolean {
  const h1 =
    facts.headings.find((h) => h.level === 1 && h.inMain) ?? facts.headings.find((h) => h.level === 1);
  const lines = titleBlockLines(facts.mainText, h1?.text);
  if (lines.length === 0) return false;
  const author = metaFirst(facts, 'author')?.trim();
  if (author !== undefined && author.length >= 3 && lines.some((line) => line.includes(author))) return true;
  const published = [
    metaFirst(facts, 'article:published_time'),
    pageNode && firstText(pageNode, 'datePublished', data),
  ].flatMap((text) => {
    const date = parseLooseDate(text);
    return date === undefined ? [] : [date];
  });
  if (published.length === 0) return false;
  const dayFirst = dayFirstLanguage(facts.lang);
  return lines.some((line) => {
    if (UPDATED_DATE.test(line)) return false;
    const shown = parseLooseDate(line, dayFirst);
    return shown !== undefined && published.some((date) => daysApart(date, shown) <= SAME_DAY);
  });
}

/**
 * Whether the main content shows a post: a byline, or a publication date (a `<time>` or a theme's date element, not
 * said to be an update), or the title block's author or publication date (`titleBlockShowsPost`).
 */
function showsPost(facts: PageFacts, data: StructuredData, pageNode: StructuredItem | undefined): boolean {
  const inContent = (region: Region): boolean =>
    region === 'main' || (!facts.hasMainLandmark && region === 'body');
  if (facts.hints.some((h) => h.kind === 'author' && inContent(h.region))) return true;
  // A date in a link is a listed post's; one said to be an update is no publication.
  const published = facts.times.some(
    (t) =>
      inContent(t.region) &&
      t.href === undefined &&
      !UPDATED_DATE.test(t.before) &&
      (PUBLISHED_HINT.test(t.hint) || !UPDATED_DATE.test(t.hint)),
  );
  // Or a theme's date line without a <time> ("Posted on June 20, 2026" in a `posted-on` span).
  const dateLine = facts.hints.some(
    (h) =>
      h.kind === 'date' &&
      inContent(h.region) &&
      /\d/.test(h.text) &&
      !UPDATED_DATE.test(h.text) &&
      (PUBLISHED_HINT.test(h.where) || !UPDATED_DATE.test(h.where)),
  );
  return published || dateLine || titleBlockShowsPost(facts, data, pageNode);
}

/**
 * Why og:type `article` may not vote, or undefined when it may. Yoast and Rank Math print it on every WordPress Page
 * (About, Services, Contact) and GOV.UK on every page, so alone it tells nothing: it counts when the page shows an
 * article too (an Article-family node, an article path, a byline or a publication date in the main content). A
 * plain WebPage in the markup (Yoast's graph for a Page) vetoes it only when the main content shows neither byline
 * nor publication date: Yoast prints the same plain WebPage for a post of a custom post type ("insights") and for an
 * article written as a Page. A Service without an Article always vetoes it. Reads page facts and the top-level nodes
 * only.
 */
function articleUnshown(
  facts: PageFacts,
  data: StructuredData,
  pathKind: PageKind | undefined,
): string | undefined {
  let pageNode: StructuredItem | undefined;
  let service: StructuredItem | undefined;
  for (const item of data.items) {
    if (itemIs(item, 'Article')) return undefined;
    if (itemIs(item, 'WebPage')) {
      if (values(item, 'mainEntity', data).some((v) => isItem(v) && itemIs(v, 'Article'))) return undefined;
      // JSON-LD only: themes put a microdata WebPage on every <body>, posts included.
      if (item.syntax === 'json-ld' && item.types.includes('WebPage')) pageNode ??= item;
    } else if (itemIs(item, 'Service')) service ??= item;
  }
  if (service !== undefined) return `its markup describes a ${service.types.join(', ')} and no Article`;
  if (pageNode === undefined && pathKind === 'article') return undefined;
  if (showsPost(facts, data, pageNode)) return undefined;
  return pageNode !== undefined
    ? `its markup describes a ${pageNode.types.join(', ')} and no Article, and the main content shows no byline or publication date`
    : 'no Article node, article path, byline or publication date in the main content';
}

/** Donation platforms: a link to one is a donate button, and an `<iframe>` from one is its donation form. */
const DONATION_HOST =
  /donorbox\.org\/|givebutter\.com\/|paypal\.com\/donate|donate\.stripe\.com\/|justgiving\.com\/|every\.org\/|givelively\.org\/|classy\.org\/|fundraiseup\.com\/|raisenow\.(?:com|io)\//i;
/**
 * A form field for the gift ("amount", "custom_amount", GiveWP's "give-amount" and "give-donation-level-btn", the
 * German Betrag, the French montant, the Spanish importe), read in its name, id and class.
 */
const AMOUNT_FIELD = /amount|donation-level|betrag|montant|importe/;
/** A link that picks the gift's amount: /donate/checkout/?amount=25. */
const AMOUNT_LINK = /[?&][a-z_-]*(?:amount|betrag|montant|importe)=\d/i;
/**
 * Main content words below which a donate link is the page's purpose. A post of news that ends in "Donate now"
 * says far more: there the button is the site's furniture, as its header's Donate link is.
 */
const DONATE_PAGE_WORDS = 120;

/** A link's target or its text that shows the page is of a kind, as a button or a player would. */
interface KindSign {
  href?: RegExp;
  text?: RegExp;
  what: string;
}

/**
 * Podcast hosts' and apps' embedded players: an `<iframe>` from one of them in the main content is the episode's
 * player (Spotify, Apple Podcasts, Buzzsprout, Libsyn, Simplecast, Transistor, Megaphone, Podbean, Captivate, RSS.com,
 * Omny, Acast, Anchor, Spreaker, Audioboom, Podomatic, iHeart, SoundCloud).
 */
const PODCAST_PLAYER =
  /^(?:https?:)?\/\/(?:[a-z0-9-]+\.)*(?:open\.spotify\.com\/embed(?:-podcast)?\/episode|embed\.podcasts\.apple\.com|buzzsprout\.com|libsyn\.com|simplecast\.com|transistor\.fm|megaphone\.fm|podbean\.com|captivate\.fm|rss\.com|omny\.fm|acast\.com|anchor\.fm|spreaker\.com|audioboom\.com|podomatic\.com|iheart\.com|soundcloud\.com)/i;

/**
 * Spotify's player for a whole show, which many podcast sites embed on each episode's page in place of the episode's
 * own: the episode's player only on a page that shows an episode (`episodeShown`).
 */
const SHOW_PLAYER = /^(?:https?:)?\/\/open\.spotify\.com\/embed(?:-podcast)?\/show\//i;

/** How much of the main content's start is read for an episode's number and length: its title and meta line. */
const EPISODE_HEAD = 1000;
/** An episode's number: "Episode 142", "Ep. 142", "#142", "S3E12". */
const EPISODE_NUMBER = /\b(?:episode|ep\.?)\s?#?\d{1,4}\b|(?:^|\s)#\d{1,4}\b|\bS\d{1,2}\s?E\d{1,3}\b/i;
/** An episode title that starts with its number: "142: Why bridges fail", "142 – Why bridges fail". */
const NUMBERED_TITLE = /^#?\d{1,4}\s?[:.|\u2013\u2014-]\s/;
/**
 * An episode's length: "48 min", "1 hr 5 min", "Duration: 48:12", "00:48:12"; not a post's "6 min read".
 */
const EPISODE_LENGTH =
  /\b(?:duration|length|running time|runtime)\s?:?\s?\d|\b\d{1,3}\s?(?:min|mins|minutes)\b(?!\s+read)|\b\d{1,2}\s?(?:h|hr|hrs|hours?)\s?\d{1,2}\s?m|\b\d{1,2}:\d{2}:\d{2}\b/i;
/** A heading or line that opens an episode's notes. */
const EPISODE_NOTES = /^(?:show notes|episode (?:notes|summary|description)|in this episode)\b/i;

/**
 * What shows the page is one episode, as evidence text, or undefined: two of its number (in its title or meta
 * line), its length and its show notes. A post about the show names an episode in passing ("in episode 142 we …")
 * or shows a reading time; an episode's page sets out all three.
 */
function episodeShown(facts: PageFacts): string | undefined {
  const head = facts.mainText.slice(0, EPISODE_HEAD);
  const title = facts.headings.find((h) => h.level === 1 && h.inMain)?.text ?? '';
  const shown = [
    EPISODE_NUMBER.test(head) || NUMBERED_TITLE.test(title) ? 'its number' : '',
    EPISODE_LENGTH.test(head) ? 'its length' : '',
    facts.headings.some((h) => h.inMain && EPISODE_NOTES.test(h.text)) ||
    head.split('\n').some((line) => EPISODE_NOTES.test(line))
      ? 'its show notes'
      : '',
  ].filter((s) => s !== '');
  return shown.length >= 2 ? shown.join(', ') : undefined;
}

/** YouTube's and Vimeo's embedded players: a video podcast's only player. */
const VIDEO_PLAYER =
  /^(?:https?:)?\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/i;

/**
 * Text-to-speech players ("Listen to this article"): an article read aloud by BeyondWords, Trinity Audio,
 * ElevenLabs, Speechify, Play.ht, Ad Auris or Instaread, or from a `tts` path, is still an article, not an episode.
 */
const READ_ALOUD =
  /beyondwords|trinityaudio|elevenlabs|speechify|play\.ht|adauris|instaread|[/._-]tts[/._-]|text-?to-?speech|listen-?to-?(?:this-)?article/i;

/**
 * What shows, in the main content's links, that a page filed under a path kind is of that kind (and, for a podcast,
 * its `<audio>` or a podcast host's player): WordPress's audio player keeps a link to the file inside its
 * `<audio>`, and PowerPress and Seriously Simple Podcasting print a download link; a posting's apply button, a
 * course's enrol button and a page's donate button are mostly links. A forum thread shows no such link: its schema
 * (DiscussionForumPosting, which forum software prints) names it instead.
 */
const KIND_SIGNS: Partial<Record<ExtraKind, KindSign[]>> = {
  podcast: [{ href: /\.(?:mp3|m4a|aac|oga|ogg|opus|wav)(?:[?#]|$)/i, what: 'a link to an audio file' }],
  job: [
    { text: /^apply\b/i, what: 'an apply link' },
    {
      href: /\/apply(?:[/?#]|$)|boards\.greenhouse\.io\/|jobs\.lever\.co\/|apply\.workable\.com\/|myworkdayjobs\.com\//i,
      what: 'an apply link',
    },
  ],
  course: [
    {
      text: /^(?:enrol|enroll|(?:start|take|join|buy) (?:this|the) course\b|start learning\b)/i,
      what: 'an enrol link',
    },
    { href: /[/?&]enrol(?:l|ment)?(?:[/?#=&]|$)/i, what: 'an enrol link' },
  ],
  donate: [
    { text: /^donate\b/i, what: 'a donate link' },
    { href: DONATION_HOST, what: 'a donate link' },
  ],
  docs: [
    {
      text: /^(?:edit (?:this page|on github|on gitlab)|suggest (?:an )?edits?|improve this (?:page|doc))/i,
      what: 'an edit-this-page link',
    },
  ],
};

/** Whether a fact sits in the main content, or in the body when the page marks no main content. */
function inMain(fact: { inMain: boolean; region: Region }, facts: PageFacts): boolean {
  return fact.inMain || (!facts.hasMainLandmark && fact.region === 'body');
}

/**
 * What shows a page is for a gift, or undefined: a donation platform's form embedded in the main content, a field
 * for the amount, or links that each pick an amount.
 */
function showsGift(facts: PageFacts): string | undefined {
  for (const player of facts.players) {
    if (player.element !== 'iframe' || (!player.inMain && facts.hasMainLandmark)) continue;
    if (DONATION_HOST.test(player.src)) return `a donation form embedded (${player.src.slice(0, 100)})`;
  }
  for (const field of facts.fields) {
    if (inMain(field, facts) && AMOUNT_FIELD.test(field.hint)) {
      return `a field for the amount (${field.element} ${field.hint.trim().slice(0, 60)})`;
    }
  }
  for (const a of facts.anchors) {
    if (inMain(a, facts) && AMOUNT_LINK.test(a.href)) return `a link that picks an amount (${a.href})`;
  }
  return undefined;
}

/**
 * What on the page shows it is of `kind` (evidence text), or null: for a podcast, an og:audio or twitter:player
 * (a player card) meta tag, or a link to the episode's audio file; for a donation page, a form for the gift
 * (`showsGift`), or a donate link on a page that says little else; for the other kinds, a link of theirs in the
 * main content (`KIND_SIGNS`).
 */
function shows(kind: ExtraKind, facts: PageFacts): string | null {
  if (kind === 'podcast') {
    const meta = ['og:audio', 'og:audio:url', 'og:audio:secure_url', 'twitter:player'].find(
      (key) => metaFirst(facts, key) !== undefined,
    );
    if (meta !== undefined) return `${meta} meta tag`;
    for (const player of facts.players) {
      if ((!player.inMain && facts.hasMainLandmark) || READ_ALOUD.test(player.src)) continue;
      if (player.element === 'audio') return 'an <audio> player';
      if (PODCAST_PLAYER.test(player.src)) return `a podcast player (${player.src.slice(0, 100)})`;
      if (SHOW_PLAYER.test(player.src)) {
        const episode = episodeShown(facts);
        if (episode !== undefined) return `the show's player on a page that shows an episode (${episode})`;
      }
      // A video podcast embeds only its YouTube video: an episode when the page also names its hosts near the top.
      if (VIDEO_PLAYER.test(player.src) && pageHostOf(facts, [], 20) !== undefined) {
        return `a video player and a host line (${player.src.slice(0, 100)})`;
      }
    }
  }
  if (kind === 'donate') {
    const gift = showsGift(facts);
    if (gift !== undefined) return gift;
    if (countWords(facts.mainText, DONATE_PAGE_WORDS) >= DONATE_PAGE_WORDS) return null;
  }
  const signs = KIND_SIGNS[kind];
  if (signs === undefined) return null;
  // The main content's links: a sidebar's latest-episode player or a header's Donate button is the site's.
  for (const a of facts.anchors) {
    if (!inMain(a, facts)) continue;
    const text = a.text.trim();
    for (const sign of signs) {
      if (kind === 'podcast' && READ_ALOUD.test(a.href)) continue;
      if (
        (sign.href?.test(a.href) ?? false) ||
        (sign.text !== undefined && text.length <= 60 && sign.text.test(text))
      ) {
        return `${sign.what} (${a.href})`;
      }
    }
  }
  return null;
}

/**
 * The last detection per page (schema, eeat and brand each ask for the same page). The result is shared: callers
 * only read it.
 */
const detected = new AnalysisMemo<
  StructuredData,
  { url: string; facts: PageFacts; result: PageTypeDetection }
>();

/**
 * Guesses what kind of page this is from its URL, og:type, the schema.org types of its top-level nodes and its
 * content. Each source votes (URL path 3, a docs host 3 when the path says nothing, and on a documentation site
 * (docs host, Read the Docs, docs generator) a /guides/ path votes docs, not article; a docs generator 2, schema 3
 * (FAQPage, QAPage, TechArticle and Service 2), og:type 2 — `website` counts for home only at the root, `article`
 * only where the page shows an article too (`articleUnshown`) — content 1, and two release-note headings 2 for
 * docs (`RELEASE_NOTE_HEADING`); a Recipe that is the page's main item 3 more, and the Article that holds it none); the highest total wins, `other` when nothing votes. A tie goes to the
 * home page, then to the kind with more schema votes, as the markup names the page's main entity where
 * og:type (`article` on every WordPress post) and the content vote only guess; then to a finer kind
 * than the page types (job, docs, podcast …) that the URL path names, for the same reason, when the page shows that
 * kind (`shows`: a link to the episode's audio file, an apply link …); then to the earlier kind in `PAGE_KINDS`.
 * Deterministic; evidence lists the votes.
 *
 * @example
 * ```ts
 * const { type, kind } = detectPageType('https://acme.example/careers/backend-engineer', pageFacts(doc), data);
 * // kind 'job'; type 'other' (a job posting is held to no article's expectations)
 * ```
 */
export function detectPageType(url: string, facts: PageFacts, data: StructuredData): PageTypeDetection {
  const known = detected.get(data);
  if (known !== undefined && known.url === url && known.facts === facts) return known.result;
  const result = detect(url, facts, data);
  detected.set(data, { url, facts, result });
  return result;
}

/**
 * On an article (og:type article) whose one top-level Review, written by the page's own author, reviews a top-level
 * Product, the top-level nodes without that Product: the product is what the article is about, as a `@graph` writes
 * an editorial review, not what the page sells, so it casts no product vote (the Review then votes for an article).
 * Undefined when that is not so. A shop's product page is left alone: Yoast prints og:type article on WooCommerce
 * products, but its one Review is a customer's, whose name is not the page's author, and its path names a product.
 */
function editorialSubject(
  data: StructuredData,
  ogType: string | undefined,
  facts: PageFacts,
  pathKind: PageKind | undefined,
): StructuredItem[] | undefined {
  if (ogType === undefined || !/^article$/i.test(ogType) || pathKind === 'product') return undefined;
  let review: StructuredItem | undefined;
  for (const item of data.items) {
    if (!itemIs(item, 'Review')) continue;
    if (review !== undefined) return undefined;
    review = item;
  }
  if (review === undefined) return undefined;
  const subject = values(review, 'itemReviewed', data).find(
    (v): v is StructuredItem => isItem(v) && v.root && itemIs(v, 'Product'),
  );
  if (subject === undefined || !byPageAuthor(review, data, facts)) return undefined;
  return data.items.filter((item) => item !== subject);
}

/** Whether a Review's author is named as the page's author: its meta author, article:author or byline. */
function byPageAuthor(review: StructuredItem, data: StructuredData, facts: PageFacts): boolean {
  const names = values(review, 'author', data)
    .map((v) => (typeof v === 'string' ? v : isItem(v) ? firstText(v, 'name', data) : undefined))
    .filter((n): n is string => n !== undefined && n.trim().length > 1)
    .map((n) => n.trim().toLowerCase());
  if (names.length === 0) return false;
  const said = [
    ...(facts.meta.get('author') ?? []),
    ...(facts.meta.get('article:author') ?? []),
    ...facts.hints.filter((h) => h.kind === 'author').map((h) => h.text),
  ].map((t) => t.toLowerCase());
  return names.some((name) => said.some((text) => holdsName(text, name)));
}

/** Whether `text` holds `name` as whole words ("jane" is not in "janet smith"). */
function holdsName(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + name.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** An address without its fragment or trailing slash, to compare a node's `@id` with the page's URL. */
const bareUrl = (url: string): string => url.replace(/#.*$/, '').replace(/\/+$/, '');

/** The address a value names: a reference's `@id`, a node's `@id` or url, or a URL given as text. */
function addressOf(value: StructuredValue): string | undefined {
  if (isRef(value)) return value.ref;
  if (isItem(value)) return value.id ?? firstText(value, 'url');
  return typeof value === 'string' ? value : undefined;
}

/**
 * The page's one top-level Recipe when it is the page's main item, with why, or undefined. A recipe plugin (WP Recipe
 * Maker, Tasty Recipes) merges its Recipe into Yoast's graph next to the post's Article, as `isPartOf` the Article
 * and `mainEntityOfPage` the page; a WebPage may name it as its mainEntity; a plugin that prints its own block
 * (Create) names nothing, but shows the recipe's name as a heading of the main content. A roundup's several Recipes
 * make no recipe page. Reads the top-level nodes and the headings only.
 */
function mainRecipe(url: string, facts: PageFacts, data: StructuredData): string | undefined {
  let recipe: StructuredItem | undefined;
  for (const item of data.items) {
    if (!itemIs(item, 'Recipe')) continue;
    if (recipe !== undefined) return undefined;
    recipe = item;
  }
  if (recipe === undefined) return undefined;
  const page = bareUrl(url);
  const pageNodes = data.items.filter((item) => itemIs(item, 'WebPage', 'Article'));
  const ids = new Set(pageNodes.map((item) => item.id).filter((id) => id !== undefined));
  for (const value of values(recipe, 'mainEntityOfPage|isPartOf')) {
    const address = addressOf(value);
    if (address !== undefined && (ids.has(address) || bareUrl(address) === page)) {
      return `its Recipe is part of the page (${address.slice(0, 100)})`;
    }
  }
  const self = recipe.id;
  for (const node of pageNodes) {
    for (const value of values(node, 'mainEntity')) {
      if (value === recipe || (self !== undefined && addressOf(value) === self)) {
        return `its ${node.types.join(', ')} names the Recipe as its mainEntity`;
      }
    }
  }
  if (!hasProperty(recipe, 'recipeIngredient|ingredients') || !hasProperty(recipe, 'recipeInstructions')) {
    return undefined;
  }
  const name = firstText(recipe, 'name')?.trim().toLowerCase();
  const shown = facts.headings.some(
    (h) => (h.inMain || !facts.hasMainLandmark) && h.text.trim().toLowerCase() === name,
  );
  return name && shown
    ? `its one Recipe, with ingredients and steps, is headed "${name}" in the main content`
    : undefined;
}

/** How many of an FAQPage's questions are read: more is a generator's dump, not more evidence. */
const FAQ_QUESTIONS = 40;

/**
 * Why an FAQPage marks up a section of the page rather than the page, or undefined when it is the page: its questions
 * are most of the main content's H2–H4 headings, or its questions and answers are half the main text or more (an
 * accordion that heads nothing). RankMath's and Yoast's FAQ blocks put a FAQPage, and no Article, on blog posts: the
 * post stays a post. Reads the node, the headings and the main text's length only.
 */
function faqSection(item: StructuredItem, facts: PageFacts, data: StructuredData): string | undefined {
  const questions = new Set<string>();
  let said = 0;
  for (const q of values(item, 'mainEntity', data)) {
    if (questions.size >= FAQ_QUESTIONS) break;
    if (!isItem(q)) continue;
    const name = firstText(q, 'name', data)?.trim().toLowerCase();
    if (name) questions.add(name);
    said += (name?.length ?? 0) + (firstText(q, 'acceptedAnswer', data)?.length ?? 0);
    for (const answer of values(q, 'acceptedAnswer', data))
      if (isItem(answer)) said += firstText(answer, 'text', data)?.length ?? 0;
  }
  if (questions.size === 0) return undefined;
  const inContent = facts.headings.filter(
    (h) => h.level >= 2 && h.level <= 4 && (h.inMain || !facts.hasMainLandmark),
  );
  const headed = inContent.filter((h) => questions.has(h.text.trim().toLowerCase())).length;
  if (headed > 0 && headed * 2 > inContent.length) return undefined;
  const text = facts.mainText.length;
  if (text > 0 && said * 2 >= text) return undefined;
  return `an FAQ section: ${headed} of the main content's ${inContent.length} headings are its ${questions.size} questions, and its answers are a small part of the text`;
}

/** Whether the page votes product from its markup: a top-level Product or og:type product. */
function votesProduct(data: StructuredData, ogType: string | undefined): boolean {
  const og = ogType === undefined ? undefined : OG_TYPES.find(([re]) => re.test(ogType))?.[1];
  return og === 'product' || data.items.some((item) => itemIs(item, 'Product'));
}

function detect(url: string, facts: PageFacts, data: StructuredData): PageTypeDetection {
  const votes = new Map<PageKind, number>();
  const schemaVotes = new Map<PageKind, number>();
  const readsAs = new Map<PageKind, PageType>();
  const evidence: Evidence[] = [];
  const vote = (kind: PageKind, weight: number, what: string, value?: string): void => {
    votes.set(kind, (votes.get(kind) ?? 0) + weight);
    evidence.push({ what, where: kind, ...(value !== undefined ? { value } : {}) });
  };

  let path = '/';
  let host = '';
  try {
    ({ pathname: path, hostname: host } = new URL(url));
  } catch {
    // Keep '/' for unparseable URLs; other sources still vote.
  }
  const ogType = metaFirst(facts, 'og:type');
  const generator = metaValues(facts, 'generator').find((g) => DOCS_GENERATOR.test(g));
  const docsHost = DOCS_HOST.test(host);
  // Read the Docs serves projects on their own domains too, and says so in a meta tag.
  const readTheDocs = !docsHost && metaFirst(facts, 'readthedocs-project-slug') !== undefined;
  let pathRule =
    PATH_RULES.find(([re]) => re.test(path)) ??
    (SHORT_PRODUCT_PATH[0].test(path) && votesProduct(data, ogType) ? SHORT_PRODUCT_PATH : undefined);
  // A documentation site's guide (docs.paylane.io/guides/…): the site says what its /guides/ are.
  if (
    pathRule?.[1] === 'article' &&
    (docsHost || readTheDocs || generator !== undefined) &&
    GUIDE_PATH.test(path) &&
    !POST_PATH.test(path)
  ) {
    pathRule = [GUIDE_PATH, 'docs'];
    vote(
      'docs',
      3,
      `URL path of a documentation site (${docsHost ? host : (generator ?? 'Read the Docs')})`,
      path,
    );
  } else if (pathRule) vote(pathRule[1], 3, 'URL path', path);
  else if (docsHost) vote('docs', 3, 'URL host', host);
  else if (readTheDocs) vote('docs', 3, 'Read the Docs project', host);
  if (generator !== undefined) vote('docs', 2, 'generator', generator);
  // Release notes on a path that does not say so (/updates, /whats-new): two release-note headings outvote the
  // content vote for an article that their dated entries cast.
  let notes: string[] | undefined;
  if (pathRule?.[1] !== 'docs') {
    notes = releaseNoteHeadings(facts);
    if (notes !== undefined) vote('docs', 2, 'content: release-note headings', notes.join(', '));
  }
  // A finer kind the path names (/episodes/…, /jobs/…) beats, in a tie, the article og:type and the content vote
  // add up to (WordPress prints both on every post, whatever the post is), but only on a page that shows that kind:
  // the path segment is often a WordPress category, a topic (/careers/, /podcasts/, /course/), and a post filed
  // there is an article. Read only when the tie-break reaches it.
  const pathKind = pathRule && !isPageType(pathRule[1]) ? pathRule[1] : undefined;
  let shown: string | null | undefined;
  const pathKindShown = (): boolean => {
    if (shown === undefined) {
      shown = pathKind === undefined ? null : shows(pathKind, facts);
      if (shown !== null && pathKind !== undefined) {
        evidence.push({ what: 'tie broken by the page', where: pathKind, value: shown });
      }
    }
    return shown !== null;
  };

  if (ogType) {
    const match = OG_TYPES.find(([re]) => re.test(ogType));
    const unshown = match?.[1] === 'article' ? articleUnshown(facts, data, pathRule?.[1]) : undefined;
    if (unshown !== undefined)
      evidence.push({ what: `og:type article not counted (${unshown})`, value: ogType });
    else if (match) vote(match[1], 2, 'og:type', ogType);
    else if (/^website$/i.test(ogType) && votes.has('home')) vote('home', 1, 'og:type', ogType);
  }

  // A SaaS's /pricing marks its plans up as a Product (or SoftwareApplication, Service) with an Offer per plan: that
  // confirms the pricing page, where shop rules (a merchant listing's GTIN, shipping, a price above zero) are wrong.
  const pricingPath = pathRule?.[1] === 'pricing';
  const schemaVote = (rows: SchemaVote[], items: StructuredItem[]): void => {
    const seen = new Set<PageKind>();
    for (const item of items) {
      const row =
        pricingPath && rows === SCHEMA_TYPES && sellsPlans(item, data)
          ? PRICING_VOTE
          : rows.find((r) => itemIs(item, ...r.types));
      if (row === undefined || seen.has(row.kind)) continue;
      if (row.kind === 'faq' && pathRule?.[1] !== 'faq' && itemIs(item, 'FAQPage')) {
        const section = faqSection(item, facts, data);
        if (section !== undefined) {
          evidence.push({
            what: `schema.org FAQPage not counted (${section})`,
            value: item.types.join(', '),
          });
          continue;
        }
      }
      seen.add(row.kind);
      schemaVotes.set(row.kind, (schemaVotes.get(row.kind) ?? 0) + row.weight);
      if (row.as !== undefined && !readsAs.has(row.kind)) readsAs.set(row.kind, row.as);
      vote(row.kind, row.weight, 'schema.org type', item.types.join(', '));
    }
  };
  // A recipe post's Article is the post that holds the Recipe (WordPress prints both, and og:type article): the
  // Recipe, as the page's main item, outvotes it, so the page is held to a recipe's expectations. Its author stays
  // the post's (eeat reads a recipe page as authored).
  const recipe = data.items.some((item) => itemIs(item, 'Recipe')) ? mainRecipe(url, facts, data) : undefined;
  const voters = editorialSubject(data, ogType, facts, pathRule?.[1]) ?? data.items;
  schemaVote(
    SCHEMA_TYPES,
    recipe === undefined
      ? voters
      : voters.filter((item) => !itemIs(item, 'Article') || itemIs(item, 'Recipe')),
  );
  if (recipe !== undefined) {
    schemaVotes.set('recipe', (schemaVotes.get('recipe') ?? 0) + 3);
    vote('recipe', 3, "schema.org Recipe is the page's main item", recipe);
  }
  if (schemaVotes.size === 0) {
    const main = data.items.filter((item) => SECONDARY_SCHEMA_TYPES.some((r) => itemIs(item, ...r.types)));
    if (main.length === 1) schemaVote(SECONDARY_SCHEMA_TYPES, main);
  }

  if (facts.times.some((t) => t.region === 'main') && facts.headings.some((h) => h.level === 1 && h.inMain)) {
    vote('article', 1, 'content: <article>/<main> with an H1 and a <time>');
  }

  // More votes, then the home page (a site's root is its home page whatever it marks up: a one-product shop puts
  // its Product there), then more votes from the schema, then the finer kind the path names when the page shows it,
  // then the earlier kind (article before the finer kinds).
  const order = (a: PageKind, b: PageKind): number =>
    (votes.get(a) ?? 0) - (votes.get(b) ?? 0) ||
    Number(a === 'home') - Number(b === 'home') ||
    (schemaVotes.get(a) ?? 0) - (schemaVotes.get(b) ?? 0) ||
    Number(a === pathKind && pathKindShown()) - Number(b === pathKind && pathKindShown()) ||
    PAGE_KINDS.indexOf(b) - PAGE_KINDS.indexOf(a);
  let winner: PageKind | undefined;
  let total = 0;
  for (const [kind, count] of votes) {
    total += count;
    if (winner === undefined || order(kind, winner) > 0) winner = kind;
  }
  const best = winner ?? 'other';
  const bestVotes = votes.get(best) ?? 0;
  const type = isPageType(best) ? best : (readsAs.get(best) ?? KIND_TYPE[best]);
  // A docs page is release notes by its path, or by its headings (read again only where a docs path skipped them:
  // /docs/changelog, a docs host's /releases/v2).
  const releaseNotes =
    best === 'docs' &&
    (CHANGELOG_PATH.test(path) ||
      (notes ?? (pathRule?.[1] === 'docs' ? releaseNoteHeadings(facts) : undefined)) !== undefined);
  return {
    type,
    kind: best,
    ...(releaseNotes ? { releaseNotes } : {}),
    confidence: total === 0 ? 0 : Math.round((bestVotes / total) * 100) / 100,
    evidence,
  };
}
