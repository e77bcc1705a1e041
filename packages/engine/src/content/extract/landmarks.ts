import type { Element } from 'domhandler';
import type { ContentRange } from '../model.ts';

export type LandmarkKind = 'post-body' | 'main' | 'article';

/**
 * The element a CMS theme wraps a post's own text in (WordPress's `wp-block-post-content` and `entry-content`, and
 * the names other themes use): inside `<main>` it leaves out the title block, the byline line, "More posts" lists and
 * comments that the landmark holds.
 */
const POST_BODY_CLASS =
  /(?:^|\s)(?:wp-block-post-content|entry-content|post-content|post-body|article-body|article__body|article-content)(?:$|\s)/;

/** What landmark an element is (`<main>`, `<article>`, their roles, or a theme's post body), or null. */
export function isLandmark(element: Element): LandmarkKind | null {
  const a = element.attribs;
  const role = a.role;
  if (element.name === 'main' || role === 'main') return 'main';
  if (element.name === 'article' || role === 'article') return 'article';
  const cls = a.class;
  if (cls !== undefined && (cls.includes('content') || cls.includes('body')) && POST_BODY_CLASS.test(cls)) {
    return 'post-body';
  }
  return null;
}

/** A landmark the walk met, in document order, for `chooseMain`. */
export interface Landmark {
  element: Element;
  kind: LandmarkKind;
  /** Its range, once the walk has opened it (an inline landmark has none). */
  range?: ContentRange;
  /** Its parent's range, when the parent is content the walk gave one (to find `<article>`s side by side). */
  parent: ContentRange | null;
}
