import type { Element } from 'domhandler';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { isBlank, isElement, isHeading, textOf } from '../structured-data/dom.ts';
import { discussionBlocks } from './extract.ts';
import type { ContentBlock, ContentModel, ContentRange } from './model.ts';
import { openingOffset } from './signals/first-sentence.ts';
import { mainText } from './texts.ts';

/**
 * Passages: the main content cut at its H2 and H3 headings, the unit answer engines quote. Text before the
 * first H2/H3 is the introduction (titled by the H1 when there is one); deeper headings stay inside their
 * passage. A forum or Q&A thread is cut at its posts too: answer engines quote a thread by the post (the accepted
 * answer, a top reply), and its posts have no headings between them.
 */

/** The post of a forum or Q&A thread a passage belongs to. */
export interface PassagePost {
  /** 1-based place among the posts that open a passage. */
  index: number;
  /** The author's name as the post shows it, when its markup names one. */
  author: string | null;
  /** The post element's id attribute. */
  id: string | null;
  /** Marked as the answer the asker accepted (schema.org `acceptedAnswer`, a class `accepted-answer`, `solution`). */
  accepted: boolean;
}

export interface Passage {
  /** Heading text, or null for the introduction. */
  heading: string | null;
  /** 2 or 3 for a passage under a heading, 0 for the introduction. */
  level: number;
  /** The H1 above the introduction, if any. */
  title: string | null;
  blocks: ContentBlock[];
  /** Body text (headings and code blocks excluded), blocks joined by line breaks. */
  text: string;
  /** Words of `text`: code blocks, which no prose check reads, are not counted. */
  words: number;
  /** Pre-order range of the passage's blocks: links, quotes, lists and tables inside it fall in [start, end]. */
  start: number;
  end: number;
  /** The thread post the passage belongs to, on a page split at its posts; null otherwise. */
  post: PassagePost | null;
}

/** How to split: `posts` cuts at the posts of a thread as well (for forum and Q&A pages only: see `threadPosts`). */
export interface SplitOptions {
  posts?: boolean;
}

/** At most this many passages are analysed (a page longer than that is reported on its first ones). */
export const MAX_PASSAGES = 200;

/**
 * Splits the main content into passages.
 *
 * @example
 * ```ts
 * const passages = splitPassages(contentModel(document));
 * passages[0]?.heading; // null (introduction) or the first H2/H3
 * ```
 */
export function splitPassages(model: ContentModel, options: SplitOptions = {}): Passage[] {
  const passages: Passage[] = [];
  // A thread's text: the main content with the replies the content model kept apart as comments.
  const content = options.posts === true ? threadOf(model) : null;
  const list = content === null ? model.main.blocks : content.blocks;
  // Only a thread pays for the look at its blocks' ancestors.
  const thread = content === null ? null : threadPosts(list, content.root);
  // Where each main block starts in the main text (blocks joined by line breaks): a passage whose body is a run of
  // consecutive blocks is a slice of that text rather than a join of its blocks.
  const offsets: number[] = [];
  let offset = 0;
  for (const block of list) {
    offsets.push(offset);
    offset += block.text.length + 1;
  }
  const whole =
    list.length === 0
      ? ''
      : list === model.main.blocks
        ? mainText(model)
        : list.map((b) => b.text).join('\n');
  let title: string | null = null;
  // The post the blocks being read belong to (a block between posts stays with the one before it).
  let post: PassagePost | null = null;
  let postElement: Element | null = null;
  let posts = 0;
  let current: {
    heading: string | null;
    level: number;
    blocks: ContentBlock[];
    start: number;
    first: number;
    /**
     * A block the body text leaves out: a heading inside the body (an H1 after the introduction began), or a code
     * block (configuration directives and identifiers are not sentences to quote, nor figures or repeated terms).
     */
    gap: boolean;
    post: PassagePost | null;
  } | null = null;
  const close = (end: number): void => {
    if (current === null) return;
    const body = current.gap
      ? current.blocks.filter((b) => b.kind !== 'code' && (b.kind !== 'heading' || b.level > 3))
      : current.blocks;
    if (current.heading === null && body.length === 0) return;
    const last = current.first + current.blocks.length - 1;
    const text =
      current.gap || body.length === 0
        ? body.map((b) => b.text).join('\n')
        : whole.slice(offsets[current.first], offsets[last]! + list[last]!.text.length);
    // Blocks are joined by a line break, which always ends a word, so the block counts add up exactly.
    let words = 0;
    for (const b of body) words += b.words;
    passages.push({
      heading: current.heading,
      level: current.level,
      title: current.heading === null && current.post === null ? title : null,
      blocks: current.blocks,
      text,
      words,
      start: current.start,
      end,
      post: current.post,
    });
  };
  for (let i = 0; i < list.length; i++) {
    const block = list[i]!;
    if (thread !== null) {
      const owner = thread.owners[i]!;
      if (owner !== null && owner !== postElement) {
        // The post element opened before its first block, by at least the elements between them: what the post holds
        // before its first text (an avatar's link, the list its first item opens) falls in its passage.
        const start = block.pos - depthBelow(block.element, owner);
        close(start - 1);
        if (passages.length >= MAX_PASSAGES) return passages;
        postElement = owner;
        post = {
          index: ++posts,
          author: postAuthor(owner, thread.posts),
          id: owner.attribs.id ?? null,
          accepted: isAccepted(owner),
        };
        current = { heading: null, level: 0, blocks: [], start, first: i, gap: false, post };
      } else if (owner === null && block.kind === 'heading' && block.level <= 3) {
        // A heading outside every post (the thread's title, "Related threads") heads no post's text.
        post = null;
        postElement = null;
      }
    }
    if (block.kind === 'heading' && (block.level === 2 || block.level === 3)) {
      close(block.pos - 1);
      if (passages.length >= MAX_PASSAGES) return passages;
      current = {
        heading: block.text,
        level: block.level,
        blocks: [],
        start: block.pos,
        first: i + 1,
        gap: false,
        post,
      };
      continue;
    }
    if (block.kind === 'heading' && block.level === 1 && current === null) {
      title ??= block.text;
      current = { heading: null, level: 0, blocks: [], start: block.pos, first: i + 1, gap: false, post };
      continue;
    }
    current ??= { heading: null, level: 0, blocks: [], start: block.pos, first: i, gap: false, post };
    if ((block.kind === 'heading' && block.level <= 3) || block.kind === 'code') current.gap = true;
    current.blocks.push(block);
  }
  close(content?.end ?? model.main.range?.end ?? Number.MAX_SAFE_INTEGER);
  return passages;
}

/** The blocks of a thread, the element its posts are looked for under (null: the whole page), and where it ends. */
interface ThreadContent {
  blocks: readonly ContentBlock[];
  root: Element | null;
  end: number;
}

/**
 * The text of a forum or Q&A thread as a whole: its blocks (the main content with the posts the content model keeps
 * apart, see `threadContent`) and their words, for the page-level figures of a thread (how much it holds, figures per
 * 1,000 words, the readability sample), which `ContentModel.main` alone would count without the replies.
 */
export interface ThreadText {
  blocks: readonly ContentBlock[];
  /** Words of the blocks, code blocks included (as `ContentModel.main.words`). */
  words: number;
  /** Words of those inside code blocks (as `ContentModel.main.codeWords`). */
  codeWords: number;
}

const threads = new AnalysisMemo<ContentModel, ThreadContent>();
const threadTexts = new AnalysisMemo<ContentModel, ThreadText>();

/** `threadContent`, once per model: the passages and the page-level figures of a thread read the same blocks. */
function threadOf(model: ContentModel): ThreadContent {
  let known = threads.get(model);
  if (known === undefined) {
    known = threadContent(model);
    threads.set(model, known);
  }
  return known;
}

/**
 * The whole text of a thread page (see `ThreadText`), counted once per model from the blocks its passages are cut
 * from: the main content itself, with its word counts, when the thread keeps no post apart from it.
 *
 * @example
 * ```ts
 * threadText(contentModel(document)).words; // the question's words and every reply's
 * ```
 */
export function threadText(model: ContentModel): ThreadText {
  let known = threadTexts.get(model);
  if (known === undefined) {
    const { blocks } = threadOf(model);
    if (blocks === model.main.blocks)
      known = { blocks, words: model.main.words, codeWords: model.main.codeWords };
    else {
      let words = 0;
      let codeWords = 0;
      for (const b of blocks) {
        words += b.words;
        if (b.kind === 'code') codeWords += b.words;
      }
      known = { blocks, words, codeWords };
    }
    threadTexts.set(model, known);
  }
  return known;
}

/**
 * The main content of a thread: the list of `<article>`s the main content is one of, when it is one
 * (`ContentModel.articles`: posts side by side without a `<main>`), with its comment sections put back
 * (`ContentModel.discussion`: replies marked up as comments, `div.comment`, which an article's measures leave out as
 * furniture), those from the main content's start on and not under a question or answer (see `remarksOnPost`),
 * merged in document order. The look for posts widens to the page when a section lies past the main content.
 */
function threadContent(model: ContentModel): ThreadContent {
  const main = model.articles === null ? model.main : articleList(model, model.articles.range);
  const root = main.range?.element ?? null;
  const end = main.range?.end ?? Number.MAX_SAFE_INTEGER;
  const start = main.range?.start ?? 0;
  const sections = model.discussion.filter((r) => r.start >= start && !remarksOnPost(r.element, root));
  if (sections.length === 0) return { blocks: main.blocks, root, end };
  // Both lists are in document order, and so are the sections: one pass picks the kept sections' blocks.
  const replies: ContentBlock[] = [];
  let s = 0;
  for (const block of discussionBlocks(model)) {
    while (s < sections.length && sections[s]!.end < block.pos) s++;
    if (s === sections.length) break;
    if (block.pos >= sections[s]!.start) replies.push(block);
  }
  if (replies.length === 0) return { blocks: main.blocks, root, end };
  const blocks: ContentBlock[] = [];
  let i = 0;
  for (const reply of replies) {
    while (i < main.blocks.length && main.blocks[i]!.pos <= reply.pos) blocks.push(main.blocks[i++]!);
    blocks.push(reply);
  }
  while (i < main.blocks.length) blocks.push(main.blocks[i++]!);
  const last = Math.max(end, sections.at(-1)!.end);
  return { blocks, root: last > end ? null : root, end: last };
}

const QA_ITEMTYPE = /schema\.org\/(?:Question|Answer)$/;
const QA_CLASS = /(?:^|\s)(?:question|answer)(?:$|\s)/i;

/**
 * Whether a comment section sits in a question or an answer of a Q&A page (Stack Exchange's comments under each
 * post): remarks on that post, which answer engines do not quote as the thread's answers, where a Reddit-like
 * thread's comment section holds its replies.
 */
function remarksOnPost(section: Element, root: Element | null): boolean {
  for (let e = parentElement(section); e !== null && e !== root; e = parentElement(e)) {
    const a = e.attribs;
    if (a.itemtype !== undefined && QA_ITEMTYPE.test(a.itemtype.trim())) return true;
    if (a.class !== undefined && QA_CLASS.test(a.class)) return true;
  }
  return false;
}

/** The blocks of a list of posts, with the headings just before it (the thread's title above its posts). */
function articleList(
  model: ContentModel,
  range: ContentRange,
): { blocks: readonly ContentBlock[]; range: ContentRange } {
  const all = model.blocks;
  const blocks = all.filter((b) => b.pos >= range.start && b.pos <= range.end);
  const first = blocks[0];
  if (first === undefined) return { blocks, range };
  const before: ContentBlock[] = [];
  for (let i = all.indexOf(first) - 1; i >= 0 && before.length < 2 && all[i]!.kind === 'heading'; i--)
    before.unshift(all[i]!);
  return { blocks: [...before, ...blocks], range };
}

/**
 * What marks an element as a post of a thread, as keys: posts of one thread share one (a list of `<article>`s,
 * schema.org Comment or Answer items, elements of class `post`, `reply`, `answer`, `message`, old Reddit's `thing`
 * (the link post and each comment alike), Discourse's `topic-body` (its crawler view's first post carries no item
 * and, in some versions and themes, no `#post_1` either), ids `post_12`, `p12`, `msg12` (Simple Machines),
 * `answer-12`), and the parts of a post do not share theirs with it (`article.message-body` inside `article.message`,
 * `.post` text inside Discourse's `#post_1`).
 */
const POST_ITEMTYPE = /schema\.org\/(?:Comment|Answer|Question|DiscussionForumPosting|SocialMediaPosting)$/;
const POST_ITEMPROP = /(?:^|\s)(?:comment|suggestedAnswer|acceptedAnswer)(?:$|\s)/;
const POST_CLASS =
  /(?:^|\s)(post|postcontainer|comment|reply|answer|question|message|thing|topic-body)(?:$|\s)/i;
const POST_ID = /^(post|answer|comment|reply|message|msg|js-post|p)[-_]?\d+$/i;

function postKeys(element: Element): string[] | null {
  const a = element.attribs;
  const keys: string[] = [];
  if (element.name === 'article' || a.role === 'article') keys.push('article');
  if (
    (a.itemtype !== undefined && POST_ITEMTYPE.test(a.itemtype.trim())) ||
    (a.itemprop !== undefined && POST_ITEMPROP.test(a.itemprop))
  )
    keys.push('item');
  const cls = a.class === undefined ? null : POST_CLASS.exec(a.class);
  if (cls !== null) keys.push(`.${cls[1]!.toLowerCase()}`);
  const id = a.id === undefined ? null : POST_ID.exec(a.id);
  if (id !== null) keys.push(`#${id[1]!.toLowerCase()}`);
  return keys.length > 0 ? keys : null;
}

function parentElement(element: Element): Element | null {
  const parent = element.parent;
  return parent !== null && isElement(parent) ? parent : null;
}

/** The posts of a thread, and for each main block the innermost post holding it (null outside every post). */
interface ThreadPosts {
  posts: ReadonlySet<Element>;
  owners: (Element | null)[];
}

/**
 * The posts a thread's blocks sit in: the elements marked as a post (see `postKeys`) that share a key with a sibling
 * (or with the sibling of the `<li>` each sits alone in), that is the lists of posts and of nested replies, and a post
 * alone in its list marked as those are (a Q&A page's question above its answers). Only the blocks'
 * ancestors below the main content's element are looked at, each once. Null when there are not two posts.
 */
export function threadPosts(blocks: readonly ContentBlock[], root: Element | null): ThreadPosts | null {
  const seen = new Set<Element>();
  const marked: { element: Element; keys: string[] }[] = [];
  for (const block of blocks) {
    for (let e: Element | null = block.element; e !== null && e !== root; e = parentElement(e)) {
      if (seen.has(e)) break;
      seen.add(e);
      const keys = postKeys(e);
      if (keys !== null) marked.push({ element: e, keys });
    }
  }
  if (marked.length < 2) return null;
  const listOf = (element: Element): Element | null => {
    const parent = parentElement(element);
    return parent !== null && parent.name === 'li' ? parentElement(parent) : parent;
  };
  const counts = new Map<Element | null, Map<string, number>>();
  for (const { element, keys } of marked) {
    const list = listOf(element);
    let count = counts.get(list);
    if (count === undefined) {
      count = new Map();
      counts.set(list, count);
    }
    for (const key of keys) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const posts = new Set<Element>();
  const postKinds = new Set<string>();
  for (const { element, keys } of marked) {
    const count = counts.get(listOf(element))!;
    if (!keys.some((key) => count.get(key)! >= 2)) continue;
    posts.add(element);
    for (const key of keys) postKinds.add(key);
  }
  if (posts.size < 2) return null;
  // A post alone in its list, marked as the listed posts are (a Q&A page's Question item above its Answer items), is
  // a post too, unless it holds posts (the thread's DiscussionForumPosting around its Comments), or sits in one and
  // names no author of its own: that is a part of the post (the `<article>` of its text inside its `<article>`), where
  // a reply names who wrote it (the one reply under a comment).
  const holders = new Set<Element>();
  for (const post of posts) {
    for (let e = parentElement(post); e !== null && e !== root && !holders.has(e); e = parentElement(e))
      holders.add(e);
  }
  const lone: Element[] = [];
  for (const { element, keys } of marked) {
    if (posts.has(element) || holders.has(element) || !keys.some((key) => postKinds.has(key))) continue;
    let inside = false;
    for (let e = parentElement(element); e !== null && e !== root && !inside; e = parentElement(e))
      inside = posts.has(e);
    if (!inside || postAuthor(element, posts) !== null) lone.push(element);
  }
  for (const element of lone) posts.add(element);
  const ownerOf = new Map<Element, Element | null>();
  const owners: (Element | null)[] = [];
  const path: Element[] = [];
  for (const block of blocks) {
    let owner: Element | null = null;
    path.length = 0;
    for (let e: Element | null = block.element; e !== null && e !== root; e = parentElement(e)) {
      const known = ownerOf.get(e);
      if (known !== undefined) {
        owner = known;
        break;
      }
      if (posts.has(e)) {
        owner = e;
        break;
      }
      path.push(e);
    }
    for (const e of path) ownerOf.set(e, owner);
    owners.push(owner);
  }
  return { posts, owners };
}

/** Elements from `element` up to `ancestor`, `ancestor` left out. */
function depthBelow(element: Element, ancestor: Element): number {
  let depth = 0;
  for (let e: Element | null = element; e !== null && e !== ancestor; e = parentElement(e)) depth++;
  return depth;
}

/** Elements of a post looked at for its author's name: the name sits in its first lines, by the avatar. */
const AUTHOR_PROBE = 300;
/** Classes of an element holding the author's name alone. */
const NAME_CLASS = /(?:^|\s)(?:username|user-name|author-name|creator)(?:$|\s)/i;
/**
 * Classes of an author line or box, which may say more than the name: "by maria_k » Mon Mar 03, 2025" (phpBB), the
 * name over the member's rank and post count (Simple Machines' `poster`).
 */
const BYLINE_CLASS = /(?:^|\s)(?:author|post-author|postauthor|byline|poster)(?:$|\s)/i;
const AUTHOR_PROP = /(?:^|\s)author(?:$|\s)/;
/** "by " before a name, and what follows it on an author line after a separator (the date). */
const BY = /^by\s+/i;
const AFTER_NAME = /\s[»·•|–—]\s.*$/;

function holdsName(element: Element): boolean {
  const a = element.attribs;
  return a.itemprop === 'name' || a.rel === 'author' || (a.class !== undefined && NAME_CLASS.test(a.class));
}

/**
 * The name a post shows for its author: its `data-author` (XenForo), else the first element marked as the author,
 * not looking into the replies nested in it: schema.org `itemprop="author"` (its `name` when it has one),
 * `rel="author"`, a class `username` or `creator`, or an author line or box (class `author`, `byline`, `poster`), of
 * which the name marked inside it, its first link or heading, or its words before the date are read.
 */
function postAuthor(post: Element, posts: ReadonlySet<Element>): string | null {
  const named = post.attribs['data-author']?.trim();
  if (named) return clip(named, 60);
  const stack: Element[] = [post];
  for (let seen = 0; stack.length > 0 && seen < AUTHOR_PROBE; seen++) {
    const e = stack.pop()!;
    if (e !== post) {
      if (posts.has(e)) continue;
      const a = e.attribs;
      let name = '';
      if (a.itemprop !== undefined && AUTHOR_PROP.test(a.itemprop)) {
        const inner = firstIn(e, (c) => c.attribs.itemprop === 'name');
        name = inner === null ? textOf(e, 60) : inner.attribs.content?.trim() || textOf(inner, 60);
      } else if (a.rel === 'author' || (a.class !== undefined && NAME_CLASS.test(a.class))) {
        name = textOf(e, 60);
      } else if (a.class !== undefined && BYLINE_CLASS.test(a.class)) {
        // The name marked inside it, else its first link or heading (the profile link), else its words up to the date.
        const inner = firstIn(e, holdsName) ?? firstIn(e, (c) => c.name === 'a' || isHeading(c.name));
        name = inner === null ? textOf(e, 120).replace(BY, '').replace(AFTER_NAME, '') : textOf(inner, 60);
      }
      if (name !== '') return clip(name, 60);
    }
    const children = e.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]!;
      if (isElement(child)) stack.push(child);
    }
  }
  return null;
}

/** The first element below `root` (in document order, among its first 50) that passes `test`, or null. */
function firstIn(root: Element, test: (element: Element) => boolean): Element | null {
  const stack: Element[] = [root];
  for (let seen = 0; stack.length > 0 && seen < 50; seen++) {
    const e = stack.pop()!;
    if (e !== root && test(e)) return e;
    const children = e.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]!;
      if (isElement(child)) stack.push(child);
    }
  }
  return null;
}

/** The longest author line `postOpening` skips: a name, a separator and a date and time are far shorter. */
const MAX_AUTHOR_LINE = 120;
/**
 * How far into its author line a post's author's name may stand: after "by " (phpBB), after the screen-reader label
 * of the post's icon and "by " ("Post by maria_k » …", phpBB's prosilver), after a collapse toggle ("[–]maria_k 12
 * points 4 hours ago", old Reddit), not at the end of a line of its own words.
 */
const AUTHOR_LEAD = 24;
const NAME_CHAR = /[\p{L}\p{N}_]/u;

/**
 * A thread post's text from where its own words start: past the author line a forum prints above them, the post's
 * author's name and the date ("maria_k » Mon Mar 03, 2025 9:12 am", "Post by maria_k » …", "[–]maria_k 12 points 4
 * hours ago"), which answers nothing, and whose date or score would pass for the post's opening "stating a number".
 * Only a first line that names the author the post's markup gives it within its first words and does not end as a
 * sentence does ("maria_k is right: …." is the post's own); the lines `openingOffset` reads as labels (a name alone,
 * "maria_k · 3 Mar 2025") are skipped there anyway.
 */
export function postOpening(passage: Passage): string {
  const author = passage.post?.author;
  const text = passage.text;
  if (author === null || author === undefined || author === '') return text;
  const end = text.indexOf('\n');
  if (end < 0 || end > MAX_AUTHOR_LINE) return text;
  const line = text.slice(0, end).trim();
  if ('.!?:;'.includes(line.charAt(line.length - 1))) return text;
  const at = line.indexOf(author);
  if (at < 0 || at > AUTHOR_LEAD) return text;
  // The name stands there as a word, not inside a longer one ("dan" of "dangerous").
  const before = line.charAt(at - 1);
  const after = line.charAt(at + author.length);
  return (before === '' || !NAME_CHAR.test(before)) && (after === '' || !NAME_CHAR.test(after))
    ? text.slice(end + 1)
    : text;
}

/**
 * How a finding points at a passage: its heading and its first words; in a thread, the post too, by its place, its
 * author and its element id (`post 3 by "maria_k" (#post_3) › "Feed it twice a day…"`), and whether it is the
 * accepted answer (`post 2, the accepted answer, by "dan_b" (#answer-7990)`).
 */
export function passageWhere(passage: Passage): string {
  const section =
    passage.heading !== null
      ? `h${passage.level} "${clip(passage.heading, 80)}"`
      : passage.title !== null
        ? `introduction under h1 "${clip(passage.title, 80)}"`
        : passage.post !== null
          ? ''
          : 'introduction';
  const post = passage.post === null ? '' : postName(passage.post);
  const head = post === '' ? section : section === '' ? post : `${post}, ${section}`;
  // From the opening the checks read: a byline and dateline above the first paragraph (a post's author line) say
  // nothing of the passage.
  const body = passage.post === null ? passage.text : postOpening(passage);
  const first = firstWords(body.slice(openingOffset(body)), 12);
  return first === '' ? head : `${head} › "${first}"`;
}

function postName(post: PassagePost): string {
  const accepted = post.accepted ? ', the accepted answer,' : '';
  const by = post.author === null ? '' : ` by "${post.author}"`;
  const id = post.id === null ? '' : ` (#${clip(post.id, 40)})`;
  return `post ${post.index}${accepted}${by}${id}`.replace(/,$/, '');
}

const ACCEPTED_PROP = /(?:^|\s)acceptedAnswer(?:$|\s)/;
const ACCEPTED_CLASS =
  /(?:^|\s)(?:accepted-answer|is-accepted|best-answer|solution|message--solution)(?:$|\s)/i;

/** Whether a post is marked as the answer its asker accepted. */
function isAccepted(post: Element): boolean {
  const a = post.attribs;
  return (
    (a.itemprop !== undefined && ACCEPTED_PROP.test(a.itemprop)) ||
    (a.class !== undefined && ACCEPTED_CLASS.test(a.class))
  );
}

export function firstWords(text: string, count: number): string {
  // The first `count` runs of non-blanks (what splitting the trimmed text at blanks gives), read no further: a
  // passage can be thousands of words long.
  if (count <= 0) return '…';
  let head = '';
  let found = 0;
  let at = 0;
  for (;;) {
    while (at < text.length && isBlank(text.charCodeAt(at))) at++;
    if (at >= text.length) return head;
    const start = at;
    while (at < text.length && !isBlank(text.charCodeAt(at))) at++;
    if (found === count) return `${head}…`;
    head = found === 0 ? text.slice(start, at) : `${head} ${text.slice(start, at)}`;
    found++;
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
