import type { AnyNode, Element } from 'domhandler';
import { collapse, INLINE_TAGS, isElement, isHeading } from '../../structured-data/dom.ts';
import type { BlockKind, ContentBlock, ContentRange } from '../model.ts';
import { quickWords } from '../words.ts';
import { BLOCK_KINDS, isCodeBlock } from './blocks.ts';
import { hiddenHow } from './hidden.ts';
import { CONTENT_LIMITS } from './limits.ts';
import { skipped } from './skipped.ts';
import { CLOSE } from './walk-frame.ts';

/** Comment sections' text, read when a forum page asks for its replies (see `discussionBlocks`). */

interface TalkFrame {
  block: { element: Element; kind: BlockKind; pos: number; quoted: boolean } | null;
  hidden: boolean;
}

/**
 * WordPress's reply box (`#respond`, `.comment-respond`: "Leave a Reply", "Your email address will not be
 * published"), recent-comments widgets and old Reddit's row of links under each comment (`ul.flat-list.buttons`:
 * "permalink embed save report reply"), which sit in a comment section but are no reply.
 */
const REPLY_FURNITURE =
  /(?:^|\s)(?:comment-respond|comment-reply-title|comment-form|comment-notes|logged-in-as|recentcomments|widget_recent_comments|wp-block-latest-comments|wp-block-post-comments-form|buttons)(?:$|\s)/;

function isReplyFurniture(element: Element): boolean {
  const a = element.attribs;
  return a.id === 'respond' || (a.class !== undefined && REPLY_FURNITURE.test(a.class));
}

/** Reads one comment section's blocks into `out`, as the walk reads content; returns the characters read so far. */
export function readSection(section: ContentRange, out: ContentBlock[], read: number): number {
  let chars = read;
  let pos = section.start - 1;
  let buffer = '';
  let parts = 0;
  let owner: TalkFrame['block'] = null;
  const flush = (): void => {
    if (parts === 0) return;
    const text = collapse(buffer);
    buffer = '';
    parts = 0;
    if (text === '' || owner === null || out.length >= CONTENT_LIMITS.discussionBlocks) return;
    out.push({
      kind: owner.kind,
      level: owner.kind === 'heading' ? Number(owner.element.name[1]) : 0,
      text,
      words: quickWords(text),
      pos: owner.pos,
      element: owner.element,
      quoted: owner.quoted,
    });
  };
  const nodes: (AnyNode | typeof CLOSE)[] = [section.element];
  const frames: TalkFrame[] = [{ block: null, hidden: false }];
  const closing: Element[] = [];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const frame = frames.pop()!;
    if (node === CLOSE) {
      if (!INLINE_TAGS.has(closing.pop()!.name) && !frame.hidden) flush();
      continue;
    }
    if (node.type === 'text') {
      if (frame.hidden || chars >= CONTENT_LIMITS.discussionChars) continue;
      if (parts === 0 || owner === null) owner = frame.block;
      buffer += node.data;
      parts++;
      chars += node.data.length;
      continue;
    }
    if (!isElement(node)) {
      if (node.type === 'cdata') {
        const children = (node as unknown as Element).children;
        for (let i = children.length - 1; i >= 0; i--) {
          nodes.push(children[i]!);
          frames.push(frame);
        }
      }
      continue;
    }
    const name = node.name;
    if (skipped(node)) continue;
    pos++;
    const inline = INLINE_TAGS.has(name);
    if (!inline && !frame.hidden) flush();
    let next = frame;
    // As in the walk: in furniture, a hidden element's text is left out whatever opens it; so is the section's reply
    // box or a recent-comments list, which are the interface's, not replies (still walked, to keep positions).
    if (!frame.hidden && (hiddenHow(node) !== null || isReplyFurniture(node)))
      next = { block: frame.block, hidden: true };
    else if (!inline && !frame.hidden) {
      let kind: BlockKind = isHeading(name) ? 'heading' : (BLOCK_KINDS.get(name) ?? 'text');
      if (kind === 'pre' && isCodeBlock(node)) kind = 'code';
      const quoted = name === 'blockquote' || frame.block?.quoted === true;
      next = { block: { element: node, kind, pos, quoted }, hidden: false };
    }
    nodes.push(CLOSE);
    frames.push(next);
    closing.push(node);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      frames.push(next);
    }
  }
  flush();
  return chars;
}
