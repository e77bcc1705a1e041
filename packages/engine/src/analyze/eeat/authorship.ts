import type { PageKind, PageTypeDetection } from '../../structured-data/page-type.ts';
import { itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/**
 * Pages whose people are not an article's byline: a job posting and product documentation have none (the employer
 * and the vendor stand behind them), a podcast episode's people are its hosts and guests, and a forum thread's
 * authors are its users, who hold no credentials and follow no editorial policy.
 */
export type AuthorshipKind = 'job' | 'docs' | 'podcast' | 'forum';

export interface Authorship {
  kind: AuthorshipKind;
  /** What decided it, for evidence: `schema JobPosting`, `URL path /docs/…`, `page kind docs`. */
  why: string;
}

const KINDS: ReadonlySet<string> = new Set<AuthorshipKind>(['job', 'docs', 'podcast', 'forum']);

/** An article-family node that names its author: the page is authored, whatever else it holds or its path says. */
function authoredArticle(item: StructuredItem): boolean {
  return (
    itemIs(item, 'Article') &&
    !itemIs(item, 'DiscussionForumPosting') &&
    values(item, 'author|creator').length > 0
  );
}

/**
 * What kind of authorship the page has when it is not an article's: from the page's top-level schema nodes
 * (JobPosting; APIReference, or a TechArticle that names no author; PodcastEpisode; DiscussionForumPosting, or a
 * QAPage where the page kind is forum), else from the page kind page-type.ts detected from the URL, og:type and
 * schema (`PageTypeDetection.kind`), whose deciding vote is the evidence. A top-level article that names its author
 * keeps the page an article (a blog post that embeds a job posting, a docs tutorial with a byline); so does a
 * visible byline on a docs page. Reads the top-level nodes only: no page walk.
 *
 * @example
 * ```ts
 * authorshipOf(detectPageType(url, facts, data), data, false);
 * // { kind: 'job', why: 'URL path /careers/backend-engineer' } for a careers page without schema
 * ```
 */
export function authorshipOf(
  pageType: Pick<PageTypeDetection, 'kind' | 'evidence'>,
  data: StructuredData,
  visibleByline: boolean,
): Authorship | undefined {
  const pageKind = pageType.kind;
  const roots = data.items;
  const article = roots.some(authoredArticle);
  const found = fromPage(roots, pageKind, article, visibleByline);
  if (found) return found;
  // The page kind reads more than this file does (help-centre paths, /episodes/…): the same vetoes hold for it.
  if (!isAuthorshipKind(pageKind) || article || (pageKind === 'docs' && visibleByline)) return undefined;
  // The vote that made it that kind says why: "URL path /jobs/backend-engineer".
  const decided = pageType.evidence.find((e) => e.where === pageKind);
  return {
    kind: pageKind,
    why: decided
      ? `${decided.what}${decided.value !== undefined ? ` ${String(decided.value)}` : ''}`
      : `page kind ${pageKind}`,
  };
}

const isAuthorshipKind = (kind: PageKind): kind is AuthorshipKind => KINDS.has(kind);

/** The kind from the page's top-level schema nodes (the URL is read by page-type.ts, into `pageKind`). */
function fromPage(
  roots: StructuredItem[],
  pageKind: PageKind,
  article: boolean,
  visibleByline: boolean,
): Authorship | undefined {
  const root = (...types: string[]): StructuredItem | undefined => roots.find((i) => itemIs(i, ...types));
  // Sites mark their own FAQ up as a QAPage too: a QAPage is users' questions only where page detection says forum.
  const forum = root('DiscussionForumPosting') ?? (pageKind === 'forum' ? root('QAPage') : undefined);
  if (forum) return { kind: 'forum', why: `schema ${forum.types.join(', ')}` };
  const episode = root('PodcastEpisode');
  if (episode) return { kind: 'podcast', why: `schema ${episode.types.join(', ')}` };
  if (article) return undefined;
  if (root('JobPosting')) return { kind: 'job', why: 'schema JobPosting' };
  const docs = root('APIReference') ?? (visibleByline ? undefined : root('TechArticle'));
  if (docs) return { kind: 'docs', why: `schema ${docs.types.join(', ')} without an author` };
  return undefined;
}

const AUTHOR: readonly [string, string][] = [['author|creator', 'author']];
const EPISODE: readonly [string, string][] = [...AUTHOR, ['actor', 'actor']];

/**
 * The schema properties that name a work's people, each with the role evidence calls it: an episode's hosts and
 * guests are its `actor`s.
 *
 * @example
 * ```ts
 * peopleProperties(podcastEpisode); // [['author|creator', 'author'], ['actor', 'actor']]
 * ```
 */
export function peopleProperties(item: StructuredItem): readonly [string, string][] {
  return itemIs(item, 'PodcastEpisode', 'PodcastSeries', 'Episode', 'CreativeWorkSeries') ? EPISODE : AUTHOR;
}

/**
 * The types of the page's news report, when a top-level node is one (NewsArticle and its kinds, LiveBlogPosting)
 * and no top-level MedicalWebPage says the page is health information: a report on an outbreak or a market is
 * judged by its sourcing and attribution; news reports carry no disclaimer or expert review. An opinion column is
 * no report: it may advise.
 *
 * @example
 * ```ts
 * newsReportOf(data); // 'NewsArticle' for a local paper's measles report
 * ```
 */
export function newsReportOf(data: StructuredData): string | undefined {
  if (data.items.some((i) => itemIs(i, 'MedicalWebPage'))) return undefined;
  const report = data.items.find(
    (i) => itemIs(i, 'NewsArticle', 'LiveBlogPosting') && !itemIs(i, 'OpinionNewsArticle'),
  );
  return report?.types.join(', ');
}
