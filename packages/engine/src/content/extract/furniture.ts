import type { AnyNode, Element } from 'domhandler';
import { hasNonBlank, isElement } from '../../structured-data/dom.ts';
import { skipped } from './skipped.ts';

/** Page furniture (boilerplate): navigation, headers and footers, sidebars, banners, share bars, comment sections. */

const BOILERPLATE_ROLES = new Set(['navigation', 'complementary', 'search', 'banner', 'contentinfo']);
/** Class or id tokens naming page furniture: cookie banners, share bars, related-post lists, comment threads, a
 * forum post's profile box (phpBB's `dl.postprofile`: the author's rank, post count and join date) …
 * The `_CLASS` forms test a whole class attribute at once (whitespace is a token edge), sparing a split per element.
 * The matched word is captured: `menu` and the words inside a landmark are weighed against the element's text (see
 * `isBoilerplate`). Not `cmp`: Adobe Experience Manager wraps every text, title and container in `cmp-*` classes (a
 * consent manager's banner says `cookie` or `consent` too). `newsletter` only alone or with a sign-up word: a
 * Substack post is `article.newsletter-post`. */
const FURNITURE_WORDS =
  'cookie|cookies|consent|gdpr|ccpa|qc-cmp2|cmpbox|cmpwrapper|newsletter(?:(?=$|\\s)|[-_](?:signup|sign-up|subscribe|subscription|form|cta|box|widget|block|section|container|wrap|wrapper|banner|popup|modal|optin|opt-in)(?=$|[-_\\s]))|subscribe|subscription-widget|share|sharing|social|related|breadcrumbs?|sidebar|comments?|disqus|advert|advertisement|ads?|promo|popup|skip-link|site-header|site-footer|navbar|menu';
const BOILERPLATE_ID = new RegExp(`^(${FURNITURE_WORDS})(?:$|[-_])`, 'i');
const BOILERPLATE_CLASS = new RegExp(
  `(?:^|\\s)(${FURNITURE_WORDS}|wp-block-comments|wp-block-post-comments-form|postprofile)(?:$|[-_\\s])`,
  'i',
);

/**
 * Whether an element is page furniture: navigation, a sidebar, the site's header or footer, a furniture role, or a
 * furniture word in its class or id. `data-nosnippet` is no furniture mark: paywalls and publishers wrap the article
 * itself in it, and the crawlers' snippet check measures how much of the main content it covers. Inside a landmark
 * (`landmark`, the innermost one), a class or id is weighed against the text: a `menu` there is furniture only when
 * most of its text is links (a nav menu; a restaurant's `menu-section` of dishes has none), and an element holding
 * most of the landmark's text, not mostly links, is the content whatever its class says (a CMS's wrapper), unless it
 * is a comment section (kept apart for forums).
 */
export function isBoilerplate(element: Element, landmark: Element | null): boolean {
  const name = element.name;
  if (name === 'nav' || name === 'aside') return true;
  // The page's own classes name its kind, not furniture: old Reddit's thread is `body.comments-page`, and themes
  // write `body.sidebar-left` or `body.has-comments`. A <main> is the content by definition.
  if (name === 'body' || name === 'html' || name === 'main') return false;
  if (landmark === null && (name === 'header' || name === 'footer')) return true;
  const a = element.attribs;
  if (a.role !== undefined) {
    if (BOILERPLATE_ROLES.has(a.role)) {
      return landmark !== null ? a.role !== 'banner' && a.role !== 'contentinfo' : true;
    }
    if (a.role === 'main') return false;
  }
  const word = furnitureWord(element);
  if (word === undefined) return false;
  // A wrapper around the page's <main> is layout, whatever its class says (`div.sidebar-layout`, `div.menu-open`
  // around the sidebar and the content): the <main> is the page's own word for where its content is.
  if (landmark === null) return !wrapsMain(element);
  if (isCommentSection(element)) return true;
  return !holdsContent(element, landmark, word.toLowerCase() === 'menu');
}

/**
 * Whether a `<main>` (or `role="main"`) element stands inside an element. Asked only of furniture-named elements
 * outside landmarks, and it stops at the first one found.
 */
function wrapsMain(element: Element): boolean {
  const stack: AnyNode[] = [...element.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node)) continue;
    if (node.name === 'main' || node.attribs.role === 'main') return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}

/** Characters of a `menu` read to tell links from dishes. */
const MENU_SAMPLE = 400;
/** Share of the landmark's text above which a furniture-named element in it is the content. */
const CONTENT_SHARE = 0.6;

/**
 * Whether a furniture-named element inside a landmark holds content, by its text: not mostly links, and (unless it is
 * a `menu`, whose dishes or items are content wherever they stand) at least `CONTENT_SHARE` of the landmark's text.
 * Asked of furniture-named elements in landmarks only; the landmark's text is read only as far as the answer needs.
 */
function holdsContent(element: Element, landmark: Element, menu: boolean): boolean {
  // A menu is judged by its first characters: a restaurant's sections and items, each named `menu-*`, are each
  // looked at again inside the one before.
  const own = textChars(element, menu ? MENU_SAMPLE : Number.POSITIVE_INFINITY);
  if (own.chars === 0 || own.links * 2 >= own.chars) return false;
  if (menu) return true;
  const needed = own.chars / CONTENT_SHARE;
  return textChars(landmark, needed).chars <= needed;
}

/**
 * Characters of text under an element, and how many of them are inside links, counted until `stop` is passed (then
 * the count so far). Controls, scripts and the like are left out, as the walk leaves them out.
 */
function textChars(element: Element, stop: number): { chars: number; links: number } {
  let chars = 0;
  let links = 0;
  const stack: AnyNode[] = [element];
  const inLink: boolean[] = [false];
  while (stack.length > 0 && chars <= stop) {
    const node = stack.pop()!;
    const linked = inLink.pop()!;
    if (node.type === 'text') {
      if (!hasNonBlank(node.data)) continue;
      const n = node.data.trim().length;
      chars += n;
      if (linked) links += n;
      continue;
    }
    if (!isElement(node) || (node !== element && skipped(node))) continue;
    const link = linked || node.name === 'a';
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]!);
      inLink.push(link);
    }
  }
  return { chars, links };
}

/** The comment tokens of `BOILERPLATE_ID` and `BOILERPLATE_CLASS`: a comment section or one comment. */
const COMMENT_ID = /^(?:comments?|disqus)(?:$|[-_])/i;
const COMMENT_CLASS = /(?:^|\s)(?:comments?|wp-block-comments)(?:$|[-_\s])/i;

/**
 * Whether furniture `isBoilerplate` found is a comment section or a comment (`#comments`, `div.comment`), and only
 * that: a forum's replies are often marked up as comments. Asked of furniture only.
 */
export function isCommentSection(element: Element): boolean {
  const name = element.name;
  if (name === 'nav' || name === 'aside' || name === 'header' || name === 'footer') return false;
  const a = element.attribs;
  if (a.role !== undefined && BOILERPLATE_ROLES.has(a.role)) return false;
  return (
    (a.id !== undefined && COMMENT_ID.test(a.id)) || (a.class !== undefined && COMMENT_CLASS.test(a.class))
  );
}

/** What a furniture element is, by its tag, role or furniture word, for a reader: the words a finding names it by. */
const FURNITURE_NAMES = new Map<string, string>([
  ['nav', 'the navigation'],
  ['navigation', 'the navigation'],
  ['navbar', 'the navigation'],
  ['aside', 'a sidebar'],
  ['complementary', 'a sidebar'],
  ['sidebar', 'a sidebar'],
  ['header', 'the header'],
  ['banner', 'the header'],
  ['site-header', 'the header'],
  ['footer', 'the footer'],
  ['contentinfo', 'the footer'],
  ['site-footer', 'the footer'],
  ['search', 'a search box'],
  ['menu', 'a menu'],
]);

/**
 * What a furniture element is, as a finding names it, when its tag, role or a furniture word in its class or id says
 * so ("a sidebar", "the footer"); else "page furniture".
 *
 * @example
 * ```ts
 * furnitureName(aside); // 'a sidebar'
 * ```
 */
export function furnitureName(element: Element): string {
  const { role } = element.attribs;
  const word = furnitureWord(element);
  return (
    FURNITURE_NAMES.get(element.name) ??
    (role !== undefined ? FURNITURE_NAMES.get(role) : undefined) ??
    (word !== undefined ? FURNITURE_NAMES.get(word.toLowerCase()) : undefined) ??
    'page furniture'
  );
}

/** The furniture word ("sidebar", "footer") an element's id, else its class, carries. */
function furnitureWord(element: Element): string | undefined {
  const a = element.attribs;
  return (
    (a.id !== undefined ? BOILERPLATE_ID.exec(a.id)?.[1] : undefined) ??
    (a.class !== undefined ? BOILERPLATE_CLASS.exec(a.class)?.[1] : undefined)
  );
}
