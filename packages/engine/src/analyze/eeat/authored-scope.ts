import { countWords } from '../../structured-data/metadata.ts';
import { aPageOfType, type PageType, type PageTypeDetection } from '../../structured-data/page-type.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { type Amounts, amountShare } from '../citability/amounts.ts';
import { type Authorship, type AuthorshipKind, authorshipOf } from './authorship.ts';
import { type PageNature, pageNature } from './page-nature.ts';

/**
 * Which of eeat's author checks a page is asked for: the byline, date, citation, first-hand and editorial checks
 * apply to authored content, a forum thread's users are asked for no credentials or editorial policy, and a podcast
 * episode names hosts rather than a byline. Each "no" comes with the reason the checks show as evidence.
 */

/** Why the byline checks do not apply, by the kinds of eeat/authorship.ts that have no authors. */
const NOT_AUTHORED: Record<AuthorshipKind, string> = {
  job: 'a job posting, which the hiring organization publishes without a byline',
  docs: 'product documentation, which the vendor publishes under its own name rather than a byline',
  podcast: 'a podcast episode',
  forum: 'a forum thread',
};

/** What `authoredScope` decided for a page, with the reasons the checks that do not apply give. */
export interface AuthoredScope {
  /** The page's authorship when it is not an article's (a job posting, docs, a podcast episode, a forum thread). */
  authorship: Authorship | undefined;
  /** Whether the page is authored content, which the author, date, citation and first-hand checks are asked of. */
  authored: boolean;
  /** Why those checks do not apply, when it is not. */
  notAuthored: string;
  /** A forum thread, whose users are asked for no credentials or editorial policy. */
  forum: boolean;
  /** Why the credentials and editorial policy checks do not apply to a forum thread. */
  notForum: string;
  /** A podcast episode, whose people are its hosts. */
  podcast: boolean;
  /**
   * How much the author checks weigh, 0 to 1: 1 when the page's type, markup or path says it is authored; for a page
   * that says neither, in step with its length from `AUTHORED_LENGTH.some` to `.full` words (decision 0056), so that
   * a sentence taking an unmarked page past a threshold never costs the editor many points at once.
   */
  share: number;
  /** The unmarked page's words, when its length decided (counted up to `AUTHORED_LENGTH.full`). */
  words?: number;
}

/** An unmarked page is read as authored from `some` words, and in full from `full` (decision 0056). */
export const AUTHORED_LENGTH: Amounts = { some: 150, full: 300, note: null };

/**
 * Whether the page is authored content, and how much its author checks weigh. A general, FAQ or video page is one by
 * its nature (eeat/page-nature.ts): a post by its path, markup or byline; a business's own page never; a page that
 * says neither by its length, as an unmarked essay, its checks weighing in step with it.
 */
function isAuthored(
  type: PageType,
  prose: string,
  nature: PageNature | undefined,
): { authored: boolean; share: number; words?: number } {
  if (type === 'article' || type === 'recipe') return { authored: true, share: 1 };
  if (type !== 'other' && type !== 'faq' && type !== 'video') return { authored: false, share: 1 };
  if (nature !== undefined) return { authored: nature.kind === 'post', share: 1 };
  const words = countWords(prose, AUTHORED_LENGTH.full);
  return { authored: words >= AUTHORED_LENGTH.some, share: amountShare(words, AUTHORED_LENGTH), words };
}

/**
 * Which author checks apply to the page, from its detected type, its markup, its prose and whether a visible byline
 * was found.
 *
 * @example
 * ```ts
 * authoredScope(detectPageType(url, facts, data), data, url, prose, false);
 * // { authored: false, notAuthored: 'not applicable: a job posting, …', forum: false, podcast: false, … }
 * ```
 */
export function authoredScope(
  pageType: PageTypeDetection,
  data: StructuredData,
  pageUrl: string,
  prose: string,
  visibleByline: boolean,
): AuthoredScope {
  const authorship = authorshipOf(pageType, data, visibleByline);
  const nature =
    authorship === undefined && pageType.type !== 'article' && pageType.type !== 'recipe'
      ? pageNature(pageUrl, data, visibleByline)
      : undefined;
  const reading =
    authorship === undefined
      ? isAuthored(pageType.type, prose, nature)
      : { authored: authorship.kind === 'podcast' || authorship.kind === 'forum', share: 1 };
  const authored = reading.authored;
  const notAuthored = authorship
    ? `not applicable: ${NOT_AUTHORED[authorship.kind]} (${authorship.why})`
    : nature?.kind === 'business'
      ? `not applicable: the business's own page (${nature.why}), which the business stands behind rather than a byline; its about and contact pages and contact details say who that is`
      : `not applicable: ${aPageOfType(pageType.type)}, not authored content`;
  // A forum's authors are its users: no credentials or editorial policy is asked of them.
  const forum = authorship?.kind === 'forum';
  const notForum = `not applicable: a forum thread, written by its users (${authorship?.why ?? ''}), who are not asked for credentials or an editorial policy`;
  // A podcast episode has hosts, not a byline: "Hosted by Nadia Brooks" names its people.
  const podcast = authorship?.kind === 'podcast';
  return {
    authorship,
    authored,
    notAuthored,
    forum,
    notForum,
    podcast,
    share: authored ? reading.share : 1,
    ...(reading.words !== undefined ? { words: reading.words } : {}),
  };
}
