import { isForumPost } from '../../schema-rules/index.ts';
import { pageAddress } from '../../structured-data/links.ts';
import type { NodeGraph } from '../../structured-data/merge.ts';
import { firstText, isItem, isRef, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/** Replies deeper than this are not walked (a thread nested that deep is a loop or a generator's mistake). */
const MAX_DEPTH = 20;
/** Comments labelled per page, so a thread of thousands stays cheap. */
const MAX_COMMENTS = 2000;
/** Words of a comment's text shown in its label. */
const LABEL_WORDS = 6;

/** The comments of a page's forum posts, each with a label that finds it: `(reply 1.2: "Yes it should")`. */
export interface ForumComments {
  /** The label of a comment in a forum post's tree, or undefined for any other node. */
  labelOf(item: StructuredItem): string | undefined;
}

function firstWords(item: StructuredItem): string | undefined {
  const text = firstText(item, 'text') ?? firstText(item, 'name|headline');
  if (text === undefined) return undefined;
  const words = text.slice(0, 200).split(/\s+/).filter(Boolean);
  const shown = words.slice(0, LABEL_WORDS).join(' ');
  return words.length > LABEL_WORDS ? `${shown}…` : shown;
}

/**
 * Walks the `comment` tree of each forum or social media post (DiscussionForumPosting, SocialMediaPosting; not a
 * BlogPosting), inline nodes and `@id` references alike, and numbers the comments by their place in it: reply 2 is
 * the post's second reply, reply 2.1 the first reply to that one. Questions and answers in that tree keep their
 * own rules and are left out.
 *
 * @example
 * ```ts
 * const comments = forumComments(data, nodeGraph(data));
 * comments.labelOf(reply); // '(reply 1: "This should not be this popular")'
 * ```
 */
export function forumComments(data: StructuredData, graph: NodeGraph): ForumComments {
  const byItem = new Map<StructuredItem, string>();
  const byId = new Map<string, string>();
  // A cheap type test first: most nodes are no posting at all.
  const posts = data.all.filter(
    (item) => itemIs(item, 'SocialMediaPosting') && isForumPost(graph.described(item).types),
  );
  const walk = (parent: StructuredItem, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    let position = 0;
    for (const value of values(graph.described(parent), 'comment')) {
      const node = isRef(value) ? data.byId.get(value.ref) : isItem(value) ? value : undefined;
      if (!node || !itemIs(node, 'Comment') || itemIs(node, 'Question', 'Answer')) continue;
      if (byItem.has(node) || byItem.size >= MAX_COMMENTS) continue;
      position++;
      const described = graph.described(node);
      const place = path === '' ? String(position) : `${path}.${position}`;
      const words = firstWords(described);
      const label = words === undefined ? `(reply ${place})` : `(reply ${place}: "${words}")`;
      byItem.set(node, label);
      const id = node.id ?? (isRef(value) ? value.ref : undefined);
      if (id !== undefined && !byId.has(id)) byId.set(id, label);
      walk(node, place, depth + 1);
    }
  };
  for (const post of posts) walk(post, '', 0);
  return {
    labelOf: (item) =>
      byItem.get(item) ?? (item.id !== undefined && itemIs(item, 'Comment') ? byId.get(item.id) : undefined),
  };
}

/**
 * True when a forum post's `url` names another page than the audited one: the thread's first page, repeated on
 * its later pages, or a post listed on a category page. Google does not ask for such a post's content here.
 *
 * @example
 * ```ts
 * isPostElsewhere(post, 'https://forum.example/t/anvil-oil/14'); // true when post.url is …/t/anvil-oil
 * ```
 */
export function isPostElsewhere(post: StructuredItem, pageUrl: string | undefined): boolean {
  if (pageUrl === undefined || pageUrl === '') return false;
  const here = pageAddress(pageUrl, pageUrl);
  const addresses = values(post, 'url').filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return (
    here !== undefined &&
    addresses.length > 0 &&
    addresses.every((address) => {
      const there = pageAddress(address, pageUrl);
      return there !== undefined && there !== here;
    })
  );
}
