import type { AnyNode, Document, Element } from 'domhandler';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import {
  collapse,
  describeElement,
  hasNonBlank,
  INLINE_TAGS,
  isElement,
  isHeading,
  textOf,
  tokens,
} from '../structured-data/dom.ts';
import type {
  BlockKind,
  ContentBlock,
  ContentLink,
  ContentList,
  ContentModel,
  ContentQuote,
  ContentRange,
  ContentTable,
  HiddenText,
  ScreenReaderLabel,
} from './model.ts';
import { inRange } from './model.ts';
import { isToggled, type ToggleTargets, toggleTargetsIn } from './toggles.ts';
import { quickWords, trimPermalink } from './words.ts';

/**
 * Main-content extraction over the DOM `parsePage` built, in one iterative walk (see decision
 * 0013c-main-content-extraction.md): text blocks outside navigation, headers, footers, sidebars, cookie banners,
 * forms and scripts; hidden text kept apart; then the main content is the largest `<main>`/role=main (else
 * `<article>`) landmark holding text, else the element whose paragraphs hold the most prose (the Readability idea:
 * each paragraph scores its parent fully and its grandparent by half). Memoized per document.
 */

export const CONTENT_LIMITS = {
  blocks: 20_000,
  /** Characters of visible text kept (the rest of a huge page is counted as truncated). */
  textChars: 1_000_000,
  hiddenChars: 5_000,
  hidden: 200,
  links: 5_000,
  quotes: 500,
  comments: 200,
  commentChars: 2_000,
  landmarks: 50,
  /** Comment sections kept, and their blocks and characters read (see `discussionBlocks`). */
  discussionSections: 2_000,
  discussionBlocks: 5_000,
  discussionChars: 200_000,
  /** Screen-reader labels kept (see `ScreenReaderLabel`), and the characters read of each. */
  labels: 5_000,
  labelChars: 400,
} as const;

/** Never content: code, embedded documents, form controls. */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'select',
  'button',
  'textarea',
  'input',
  'form',
  'head',
  'title',
  'meta',
  'link',
]);

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
 * Class or id words of the interface parts that hide text until a click. A collapsed panel (an accordion, a tab, a
 * "show more") holds page content; an overlay (a dialog, a menu, a tooltip) holds the interface's own.
 */
const PANEL_ID = /(?:^|[-_])(?:tabs?|tab-pane|accordion|collapse|collapsible|toggle|panel)(?:$|[-_])/i;
const PANEL_CLASS = /(?:^|[-_\s])(?:tabs?|tab-pane|accordion|collapse|collapsible|toggle|panel)(?:$|[-_\s])/i;
const OVERLAY_ID =
  /(?:^|[-_])(?:modal|dropdown|menu|popup|popover|tooltip|drawer|offcanvas|submenu|dialog)(?:$|[-_])/i;
const OVERLAY_CLASS =
  /(?:^|[-_\s])(?:modal|dropdown|menu|popup|popover|tooltip|drawer|offcanvas|submenu|dialog)(?:$|[-_\s])/i;
const OVERLAY_ROLES = new Set(['dialog', 'alertdialog', 'menu', 'listbox', 'tooltip', 'tree']);

/** A Map, not an object: a tag named like an Object property (`<constructor>`) must not find one. */
const BLOCK_KINDS = new Map<string, BlockKind>([
  ['p', 'paragraph'],
  ['li', 'list-item'],
  ['dt', 'list-item'],
  ['dd', 'list-item'],
  ['td', 'table-cell'],
  ['th', 'table-cell'],
  ['blockquote', 'blockquote'],
  ['pre', 'pre'],
  ['figcaption', 'caption'],
  ['caption', 'caption'],
]);

/** Class names the usual highlighters and editors give a code block or its wrapper (Prism, highlight.js, Pygments,
 * GitHub, WordPress's code block, Shiki, SyntaxHighlighter). */
const CODE_CLASS =
  /(?:^|[\s-])(?:code|highlight|hljs|language-\S+|lang-\S+|prettyprint|sourceCode|syntax|shiki|prism|brush:?|wp-block-code|terminal|console)(?:$|[\s-])/i;
const CODE_CHILDREN = new Set(['code', 'samp', 'kbd']);

/**
 * Whether a `<pre>` holds code, a configuration or terminal output rather than preformatted prose (a poem, a
 * plain-text RFC): an element child `<code>`, `<samp>` or `<kbd>` (how HTML marks them up), or a highlighter's class on
 * it or its parent.
 */
function isCodeBlock(pre: Element): boolean {
  for (const child of pre.children) if (isElement(child) && CODE_CHILDREN.has(child.name)) return true;
  if (pre.attribs.class !== undefined && CODE_CLASS.test(pre.attribs.class)) return true;
  const parent = pre.parent;
  return (
    parent !== null &&
    isElement(parent) &&
    parent.attribs.class !== undefined &&
    CODE_CLASS.test(parent.attribs.class)
  );
}

interface BlockContext {
  element: Element;
  kind: BlockKind;
  pos: number;
}

interface HiddenAccumulator {
  element: Element;
  parts: string[];
  length: number;
  where: string;
  how: string;
  interactive: boolean;
  boilerplate: boolean;
  /** A collapsed panel known only by its class or id: whether a control opens it is looked up after the walk. */
  byName: boolean;
  id: string | undefined;
  pos: number;
}

interface QuoteAccumulator {
  quote: ContentQuote;
  element: Element;
  parts: string[];
}

interface Frame {
  block: BlockContext | null;
  boilerplate: boolean;
  hidden: HiddenAccumulator | null;
  quote: QuoteAccumulator | null;
  table: ContentTable | null;
  /**
   * The innermost `<main>`/`<article>` landmark (or post body) around: a `<header>`/`<footer>` there is the
   * article's, not the site's. Null outside any.
   */
  landmark: Element | null;
  /** The outermost screen-reader-only element around (see `screenReaderOnly`), whose text it gathers. */
  label: GatheredLabel | null;
  /**
   * The innermost hidden element (`hidden`) is a collapsed panel, an accordion or tab a visitor opens: its text is
   * content as a closed `<details>` is (Google indexes it), and is recorded as hidden text too.
   */
  collapsed: boolean;
}

/** Whether a frame's text is kept out of the content: hidden, and not in a collapsed panel. */
function hiddenAway(frame: Frame): boolean {
  return frame.hidden !== null && !frame.collapsed;
}

interface Landmark {
  element: Element;
  kind: LandmarkKind;
  /** Its range, once the walk has opened it (an inline landmark has none). */
  range?: ContentRange;
  /** Its parent's range, when the parent is content the walk gave one (to find `<article>`s side by side). */
  parent: ContentRange | null;
}

const CLOSE = Symbol('close');

const cache = new AnalysisMemo<Document, ContentModel>();

/**
 * The page's content model (blocks, main content, hidden text, links, quotations, lists, tables), computed once
 * per document in a single walk.
 *
 * @example
 * ```ts
 * const model = contentModel(parsePage('<main><h2>What is GEO?</h2><p>GEO is …</p></main>'));
 * model.main.source; // 'landmark'
 * ```
 */
export function contentModel(document: Document): ContentModel {
  const known = cache.get(document);
  if (known) return known;
  const model = extract(document);
  cache.set(document, model);
  return model;
}

/**
 * Inline styles that hide text (Google's hidden-text examples): not displayed, invisible, transparent, pushed off
 * screen, or a font too small to read (0, up to 2px or 2pt, under 0.2em).
 */
const HIDING_STYLE =
  /(display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*(?:0(?:px|em|rem|%)?|[0-2](?:\.\d+)?p[xt]|0?\.[01]\d*r?em)(?=\s*(?:;|$|!))|opacity\s*:\s*0(?:\.0+)?(?=\s*(?:;|$|!))|(?:left|top|text-indent)\s*:\s*-\d{3,}(?:px|em|rem))/i;
const TEXT_COLOUR = /(?:^|;)\s*color\s*:\s*([^;!]+)/i;
const BACKGROUND_COLOUR = /(?:^|;)\s*background(?:-color)?\s*:\s*([^;!]+)/i;
const NAMED_COLOURS: Readonly<Record<string, string>> = { white: '#ffffff', black: '#000000' };

/** A colour value in one spelling (#fff, #FFFFFF, white and rgb(255, 255, 255) alike), or null if it is none. */
function colourKey(value: string): string | null {
  const v = value.trim().toLowerCase().replace(/\s+/g, '');
  const named = NAMED_COLOURS[v];
  if (named !== undefined) return named;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const rgb = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,(?:1|1\.0+|100%))?\)$/.exec(v);
  if (rgb === null) return null;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Text written in the colour of its own background, in one inline style ("color:#fff;background:#fff"). */
function colourOfBackground(style: string): boolean {
  if (!style.includes('background')) return false;
  const colour = TEXT_COLOUR.exec(style);
  const background = colour && BACKGROUND_COLOUR.exec(style);
  if (!colour || !background) return false;
  const key = colourKey(colour[1]!);
  return key !== null && key === colourKey(background[1]!);
}

/** The id React gives a streamed segment's holder (`S:0`, `S:1` …). */
const STREAMED_SEGMENT = /^S:\d+$/;

function hiddenHow(element: Element): string | null {
  const a = element.attribs;
  if (element.name === 'dialog' && a.open === undefined) return 'closed <dialog>';
  if (a.hidden !== undefined) {
    // React's streamed HTML: a segment sent later in the same response waits in <div hidden id="S:0"> until its
    // script moves it into place. It is the page's content, in the HTML every crawler reads, not text hidden from it.
    if (element.name === 'div' && a.id !== undefined && STREAMED_SEGMENT.test(a.id)) return null;
    return a.hidden === 'until-found' ? 'hidden="until-found"' : 'hidden attribute';
  }
  const style = a.style;
  if (style === undefined) return null;
  const m = HIDING_STYLE.exec(style);
  if (m) return collapse(m[1]!.toLowerCase()).replace(/\s*:\s*/, ':');
  return colourOfBackground(style) ? 'text colour same as background' : null;
}

/**
 * What kind of interface part a hidden element is, by its markup alone: an overlay (a closed dialog, a menu, a
 * tooltip), a collapsed panel (a tab panel, an accordion, `hidden="until-found"`, which the browser's find-in-page
 * opens), or null when the markup does not say (a control elsewhere may still open it: see toggles.ts).
 */
function interactiveKind(element: Element): 'overlay' | 'panel' | null {
  const a = element.attribs;
  if (element.name === 'dialog' || a['aria-modal'] === 'true') return 'overlay';
  const role = a.role;
  if (role !== undefined && OVERLAY_ROLES.has(role)) return 'overlay';
  const cls = a.class;
  const id = a.id;
  if ((cls !== undefined && OVERLAY_CLASS.test(cls)) || (id !== undefined && OVERLAY_ID.test(id)))
    return 'overlay';
  if (a.hidden === 'until-found' || role === 'tabpanel') return 'panel';
  if ((cls !== undefined && PANEL_CLASS.test(cls)) || (id !== undefined && PANEL_ID.test(id))) return 'panel';
  return null;
}

/** Elements looked at before a hidden element is taken to hold text (see `holdsText`). */
const TEXT_PROBE_NODES = 200;

/**
 * Old Reddit's post text: the link post's and each comment's rendered Markdown sit in a `form.usertext` (the form its
 * author edits them in), which holds nothing else a logged-out reader sees.
 */
const POST_TEXT_FORM = /(?:^|\s)usertext(?:$|\s)/;

/**
 * A shop's option pickers outside any `<form>` (Shopify Dawn's `variant-selects`, older themes' `variant-radios`, a
 * `role=radiogroup`): the size buttons' labels and their screen-reader notes ("Variant sold out or unavailable") are
 * controls, not prose.
 */
const PICKERS = new Set(['variant-selects', 'variant-radios', 'fieldset', 'legend', 'label']);

/** Whether a picker element (see `PICKERS`) is a control's: a fieldset or label around an input, a legend of one. */
function isPicker(element: Element): boolean {
  const name = element.name;
  if (name === 'variant-selects' || name === 'variant-radios' || name === 'legend') return true;
  if (name === 'label' && element.attribs.for !== undefined) return true;
  for (const child of element.children) {
    if (!isElement(child)) continue;
    const n = child.name;
    if (n === 'input' || n === 'select' || n === 'textarea' || (name === 'fieldset' && n === 'legend'))
      return true;
  }
  return false;
}

/** Whether an element is never content (see `SKIP`), unless it is a form that holds content. */
function skipped(element: Element): boolean {
  const name = element.name;
  if (!SKIP.has(name)) {
    if (element.attribs.role === 'radiogroup') return true;
    return PICKERS.has(name) && isPicker(element);
  }
  if (name !== 'form') return true;
  const cls = element.attribs.class;
  return !(cls !== undefined && POST_TEXT_FORM.test(cls)) && !wrapsPage(element);
}

/** What only a page's content holds: a form around one of these wraps the page, not a few fields. */
const PAGE_PARTS = new Set(['main', 'article', 'h1']);

/**
 * Whether a form wraps the page rather than asks for input: ASP.NET Web Forms put the whole body in one `<form>`
 * (`#aspnetForm`, `#form1`), so skipping forms as interface would leave such a page without content. Looks for a
 * `<main>`, `<article>` or `<h1>` inside, stopping at the first; a search box or sign-up form has none. A form that
 * carries ASP.NET's `__VIEWSTATE` wraps the page when it holds any heading or paragraph (older pages mark no main).
 */
function wrapsPage(form: Element): boolean {
  // ASP.NET's own mark: the view state it keeps at the top of every Web Forms page's one form (in a div.aspNetHidden
  // since .NET 4).
  const isViewState = (c: AnyNode): boolean =>
    isElement(c) && c.name === 'input' && c.attribs.name === '__VIEWSTATE';
  const webForms = form.children
    .slice(0, 8)
    .some((c) => isViewState(c) || (isElement(c) && c.name === 'div' && c.children.some(isViewState)));
  const stack: AnyNode[] = [...form.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (PAGE_PARTS.has(node.name) || node.attribs.role === 'main') return true;
    if (webForms && (node.name === 'h2' || node.name === 'p')) return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}

/**
 * Whether a hidden element holds text, looked for in at most `TEXT_PROBE_NODES` nodes (past them it is taken to):
 * an empty or sprite-only hidden element (an SVG sprite's wrapper, a tracking pixel) does not make the page's
 * controls worth looking up.
 */
function holdsText(element: Element): boolean {
  const stack: AnyNode[] = [element];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen >= TEXT_PROBE_NODES) return true;
    const node = stack.pop()!;
    if (node.type === 'text') {
      if (hasNonBlank(node.data)) return true;
    } else if (isElement(node) && (node === element || !SKIP.has(node.name))) {
      for (const child of node.children) stack.push(child);
    }
  }
  return false;
}

/**
 * Whether an element is page furniture: navigation, a sidebar, the site's header or footer, a furniture role, or a
 * furniture word in its class or id. `data-nosnippet` is no furniture mark: paywalls and publishers wrap the article
 * itself in it, and the crawlers' snippet check measures how much of the main content it covers. Inside a landmark
 * (`landmark`, the innermost one), a class or id is weighed against the text: a `menu` there is furniture only when
 * most of its text is links (a nav menu; a restaurant's `menu-section` of dishes has none), and an element holding
 * most of the landmark's text, not mostly links, is the content whatever its class says (a CMS's wrapper), unless it
 * is a comment section (kept apart for forums).
 */
function isBoilerplate(element: Element, landmark: Element | null): boolean {
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
  const word =
    (a.id !== undefined ? BOILERPLATE_ID.exec(a.id)?.[1] : undefined) ??
    (a.class !== undefined ? BOILERPLATE_CLASS.exec(a.class)?.[1] : undefined);
  if (word === undefined) return false;
  if (landmark === null || isCommentSection(element)) return true;
  return !holdsContent(element, landmark, word.toLowerCase() === 'menu');
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

/**
 * A cookie or consent banner's words anywhere in a class or id token, after a prefix (GOV.UK's `gem-c-cookie-banner`,
 * Complianz's `cmplz-cookiebanner`, Cookiebot's `CybotCookiebotDialog`, Moove's `moove_gdpr_cookie_info_bar`), but
 * not in a WordPress term class (`tag-gdpr`, `category-cookies`, `product_cat-cookie-cutters`), which names a post's
 * subject.
 */
const CONSENT_INSIDE = /(?:^|\s)(?![\w-]*(?:tag|cat|category)-)[^\s]*(?:cookie|consent|gdpr)/i;
const CONSENT_LABEL = /^(?:cookies?|consent)\b/i;

/**
 * Whether a hidden element is a cookie or consent banner a script shows until the visitor chooses: interface, not
 * text hidden from visitors. Asked of hidden elements only: on visible ones the words after a prefix are too loose.
 */
function isConsentBanner(a: Record<string, string>): boolean {
  return (
    (a.class !== undefined && CONSENT_INSIDE.test(a.class)) ||
    (a.id !== undefined && CONSENT_INSIDE.test(a.id)) ||
    (a['aria-label'] !== undefined && CONSENT_LABEL.test(a['aria-label']))
  );
}

/** The classes themes give a heading's permalink anchor (Sphinx and MkDocs, Docusaurus, Hugo, AnchorJS …). */
const PERMALINK_CLASS =
  /(?:^|\s)(?:headerlink|hash-link|anchor|anchor-link|anchorjs-link|heading-anchor|header-anchor|heading-link)(?:$|\s)/;

/** Whether a heading's descendant is no part of its text: hidden, hidden from screen readers, or a permalink anchor. */
function outOfHeading(element: Element): boolean {
  const a = element.attribs;
  if (a.hidden !== undefined || a['aria-hidden'] === 'true') return true;
  return (
    element.name === 'a' &&
    a.class !== undefined &&
    a.href?.startsWith('#') === true &&
    PERMALINK_CLASS.test(a.class)
  );
}

/**
 * A heading's text, as a reader sees it: without hidden parts and permalink anchors ("#", "¶", a zero-width space),
 * which would ride along into every passage's label and hide a question mark. A heading that is all anchor keeps its
 * text.
 */
function headingText(heading: Element): string {
  const children = heading.children;
  if (children.length === 1 && children[0]!.type === 'text') return trimPermalink(textOf(heading, 300));
  let text = '';
  // `null` marks the end of a block element inside: a word break after it, as `textOf` reads it.
  const stack: (AnyNode | null)[] = [];
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  while (stack.length > 0 && text.length < 600) {
    const node = stack.pop()!;
    if (node === null) text += ' ';
    else if (node.type === 'text') text += node.data;
    else if (isElement(node) && !SKIP.has(node.name) && !outOfHeading(node)) {
      if (!INLINE_TAGS.has(node.name)) {
        text += ' ';
        stack.push(null);
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  const kept = trimPermalink(collapse(text).slice(0, 300));
  return kept !== '' ? kept : trimPermalink(textOf(heading, 300));
}

/**
 * The "— Name" that closes a quotation's text, in its own paragraph or after the last sentence ("… a potential
 * instruction. — Simon Willison"), or null. Read from the last dash on: a short tail that starts with a capital and
 * ends as a name does (not with "!" or "?", nor "." but after an abbreviation such as "Jr." or "Ph.D.").
 */
function dashAttribution(text: string): string | null {
  const at = Math.max(text.lastIndexOf('—'), text.lastIndexOf('–'), text.lastIndexOf(' -'));
  if (at < 0 || text.length - at > 100) return null;
  // A dash inside a sentence ("We tried everything – Python, Go") is no attribution: it follows a sentence's end, a
  // line of its own, or the start.
  const lead = text.slice(0, at).trimEnd();
  if (lead !== '' && !/[.!?…"”’)]$/.test(lead)) return null;
  const tail = /^(?:[—–]|\s?-{1,2})\s*(\p{Lu}[^—–\n]{1,90})$/u.exec(text.slice(at));
  if (tail === null) return null;
  const name = tail[1]!.trim();
  if (/[!?:;]$/.test(name) || (name.endsWith('.') && !/(?:^|[\s.,])[A-Za-z]{1,3}\.$/.test(name))) return null;
  return name;
}

/** The comment tokens of `BOILERPLATE_ID` and `BOILERPLATE_CLASS`: a comment section or one comment. */
const COMMENT_ID = /^(?:comments?|disqus)(?:$|[-_])/i;
const COMMENT_CLASS = /(?:^|\s)(?:comments?|wp-block-comments)(?:$|[-_\s])/i;

/**
 * Whether furniture `isBoilerplate` found is a comment section or a comment (`#comments`, `div.comment`), and only
 * that: a forum's replies are often marked up as comments. Asked of furniture only.
 */
function isCommentSection(element: Element): boolean {
  const name = element.name;
  if (name === 'nav' || name === 'aside' || name === 'header' || name === 'footer') return false;
  const a = element.attribs;
  if (a.role !== undefined && BOILERPLATE_ROLES.has(a.role)) return false;
  return (
    (a.id !== undefined && COMMENT_ID.test(a.id)) || (a.class !== undefined && COMMENT_CLASS.test(a.class))
  );
}

/**
 * The classes frameworks give text clipped out of view for screen readers: Bootstrap's and Tailwind's `sr-only`,
 * Bootstrap 5's, Drupal's and Shopify Dawn's `visually-hidden`, WordPress's `screen-reader-text`, HTML5
 * Boilerplate's `visuallyhidden`, prefixed forms (`u-visually-hidden`, `govuk-visually-hidden`, `usa-sr-only`,
 * `slds-assistive-text`), Foundation's `show-for-sr` and Drupal 7's `element-invisible`. Not the `-focusable`
 * variants alone: a skip link shows on focus.
 */
const SR_ONLY_CLASS =
  /(?:^|\s)(?:[a-z0-9]+-)*(?:sr-only|visually-hidden|visuallyhidden|screen-reader-text|screen-reader-only|show-for-sr|assistive-text|element-invisible|a11y-hidden)(?:$|\s)/i;

/** Whether a class attribute marks a screen-reader-only element; substrings rule out nearly every class first. */
function screenReaderOnly(cls: string | undefined): boolean {
  return (
    cls !== undefined &&
    (cls.includes('visually') ||
      cls.includes('sr-') ||
      cls.includes('for-sr') ||
      cls.includes('screen-reader') ||
      cls.includes('assistive') ||
      cls.includes('invisible') ||
      cls.includes('a11y')) &&
    SR_ONLY_CLASS.test(cls)
  );
}

/**
 * Words from which a screen-reader-only text is no label: a chart's text alternative or a table's summary is content
 * written for those who cannot see it, and text hidden in bulk under such a class is what stuffing checks must see.
 */
const LABEL_WORDS = 12;

/** A screen-reader-only element's text as the walk gathers it, with the `pos` of the block its text went into. */
interface GatheredLabel {
  text: string;
  pos: number;
  block: number;
}

/**
 * The labels the walk gathered, collapsed and counted, less empty ones and those too long to be labels; the blocks
 * holding them get their `shown` text. Only pages with such elements pay for it.
 */
function labelsOf(gathered: readonly GatheredLabel[], blocks: ContentBlock[]): ScreenReaderLabel[] {
  const out: ScreenReaderLabel[] = [];
  let byBlock: Map<number, string[]> | null = null;
  for (const label of gathered) {
    const text = collapse(label.text);
    if (text === '') continue;
    const words = quickWords(text);
    if (words > LABEL_WORDS) continue;
    out.push({ text, pos: label.pos, words });
    byBlock ??= new Map();
    const pending = byBlock.get(label.block);
    if (pending === undefined) byBlock.set(label.block, [text]);
    else pending.push(text);
  }
  if (byBlock !== null) for (const block of blocks) showWithout(block, byBlock.get(block.pos));
  return out;
}

/**
 * Sets a block's `shown` text: its text less the labels found in it, in order, each replaced by a space ("$24.00
 * USD$18.00 USD" is no word). The labels found are taken off `pending`; the rest belong to a later block of the same
 * element (the text after a list inside it).
 */
function showWithout(block: ContentBlock, pending: string[] | undefined): void {
  if (pending === undefined || pending.length === 0) return;
  const text = block.text;
  let shown = '';
  let from = 0;
  let taken = 0;
  for (const label of pending) {
    const at = text.indexOf(label, from);
    if (at < 0) break;
    shown += `${text.slice(from, at)} `;
    from = at + label.length;
    taken++;
  }
  if (taken === 0) return;
  pending.splice(0, taken);
  block.shown = collapse(shown + text.slice(from));
}

type LandmarkKind = 'post-body' | 'main' | 'article';

/**
 * The element a CMS theme wraps a post's own text in (WordPress's `wp-block-post-content` and `entry-content`, and
 * the names other themes use): inside `<main>` it leaves out the title block, the byline line, "More posts" lists and
 * comments that the landmark holds.
 */
const POST_BODY_CLASS =
  /(?:^|\s)(?:wp-block-post-content|entry-content|post-content|post-body|article-body|article__body|article-content)(?:$|\s)/;

function isLandmark(element: Element): LandmarkKind | null {
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

function extract(document: Document): ContentModel {
  const blocks: ContentBlock[] = [];
  const hidden: HiddenText[] = [];
  const hiddenIds: (string | undefined)[] = [];
  const hiddenPos: number[] = [];
  let lastBlockquote: QuoteAccumulator | null = null;
  const links: ContentLink[] = [];
  const quotes: ContentQuote[] = [];
  const cites: { text: string; pos: number }[] = [];
  const tables: ContentTable[] = [];
  const lists: ContentList[] = [];
  const comments: string[] = [];
  const landmarks: Landmark[] = [];
  const hiddenClasses: (string | undefined)[] = [];
  // Ranges in document order; the element closing next finds its own on `closingRange` (no lookup by element).
  const ranges: ContentRange[] = [];
  let lang: string | null = null;
  let truncated = false;
  let textChars = 0;
  let boilerplateWords = 0;
  let pos = 0;
  // Comment sections' ranges (see `ContentModel.discussion`): their text is read only when a forum page asks.
  const discussion: ContentRange[] = [];
  // Screen-reader-only elements' texts as the walk gathers them (see `labelsOf`).
  const labels: GatheredLabel[] = [];

  // The block's text so far and how many text nodes it holds: concatenated as it goes rather than joined from an
  // array at the end (V8's join costs more per call and per part than the concatenation and one flattening).
  let buffer = '';
  let bufferParts = 0;
  let bufferBlock: BlockContext | null = null;
  let bufferQuote: QuoteAccumulator | null = null;
  let bufferTable: ContentTable | null = null;

  const flush = (): void => {
    if (bufferParts === 0) return;
    const text = collapse(buffer);
    buffer = '';
    bufferParts = 0;
    const block = bufferBlock;
    if (text === '' || block === null) return;
    if (blocks.length >= CONTENT_LIMITS.blocks) {
      truncated = true;
      return;
    }
    blocks.push({
      kind: block.kind,
      level: 0,
      text,
      words: quickWords(text),
      pos: block.pos,
      element: block.element,
      quoted: bufferQuote !== null,
    });
    if (bufferQuote) bufferQuote.parts.push(text);
    if (bufferTable && block.kind === 'table-cell' && /\d/.test(text)) bufferTable.numericCells++;
  };

  const nodes: (AnyNode | typeof CLOSE)[] = [document];
  const frames: Frame[] = [
    {
      block: null,
      boilerplate: false,
      hidden: null,
      quote: null,
      table: null,
      landmark: null,
      label: null,
      collapsed: false,
    },
  ];
  // What the page's controls open, looked up once, when a hidden element's markup does not say what it is.
  let toggles: ToggleTargets | null = null;
  const closing: Element[] = [];
  const closingRange: (ContentRange | null)[] = [];

  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const frame = frames.pop()!;
    if (node === CLOSE) {
      const element = closing.pop()!;
      const range = closingRange.pop()!;
      if (!INLINE_TAGS.has(element.name) && !frame.boilerplate && !hiddenAway(frame)) flush();
      if (range) range.end = pos;
      // The frame pushed with CLOSE is the element's own frame: finish what it opened.
      if (frame.hidden && frame.hidden.element === element) {
        const text = collapse(frame.hidden.parts.join(''));
        if (text !== '' && hidden.length < CONTENT_LIMITS.hidden) {
          hidden.push({
            text,
            where: frame.hidden.where,
            how: frame.hidden.how,
            interactive: frame.hidden.interactive,
            inContent: false,
            boilerplate: frame.hidden.boilerplate,
            // Its text went into the blocks as it was read, unless a limit stopped the walk before its end.
            panel: frame.collapsed && !truncated ? { start: frame.hidden.pos, end: pos } : null,
            ...(frame.collapsed ? { opened: !frame.hidden.byName } : {}),
          });
          hiddenIds.push(frame.hidden.id);
          hiddenClasses.push(frame.hidden.element.attribs.class);
          hiddenPos.push(frame.hidden.pos);
        }
      }
      if (frame.quote && frame.quote.quote.kind === 'blockquote' && element.name === 'blockquote') {
        const q = frame.quote;
        q.quote.text = q.parts.join(' ').slice(0, 2000);
        if (q.quote.attribution === null) q.quote.attribution = dashAttribution(q.quote.text);
        if (quotes.length < CONTENT_LIMITS.quotes) quotes.push(q.quote);
        lastBlockquote = q;
      }
      continue;
    }

    if (node.type === 'text') {
      if (frame.hidden) {
        if (frame.hidden.length < CONTENT_LIMITS.hiddenChars) {
          frame.hidden.parts.push(node.data);
          frame.hidden.length += node.data.length;
        }
        if (!frame.collapsed) continue;
      }
      if (frame.boilerplate) {
        if (hasNonBlank(node.data)) boilerplateWords += quickWords(node.data);
        continue;
      }
      if (textChars >= CONTENT_LIMITS.textChars) {
        truncated = true;
        continue;
      }
      if (frame.label !== null && frame.label.text.length < CONTENT_LIMITS.labelChars)
        frame.label.text += node.data;
      if (bufferParts === 0 || bufferBlock === null) {
        bufferBlock = frame.block;
        bufferQuote = frame.quote;
        bufferTable = frame.table;
      }
      buffer += node.data;
      bufferParts++;
      textChars += node.data.length;
      continue;
    }
    if (node.type === 'comment') {
      if (comments.length < CONTENT_LIMITS.comments && hasNonBlank(node.data))
        comments.push(node.data.slice(0, CONTENT_LIMITS.commentChars));
      continue;
    }
    if (!isElement(node)) {
      if (node.type === 'root' || node.type === 'cdata') {
        const children = (node as Document).children;
        for (let i = children.length - 1; i >= 0; i--) {
          nodes.push(children[i]!);
          frames.push(frame);
        }
      }
      continue;
    }

    const name = node.name;
    const a = node.attribs;
    if (name === 'html' && a.lang && lang === null) lang = a.lang.trim().toLowerCase();
    if (skipped(node)) continue;
    pos++;
    const inline = INLINE_TAGS.has(name);
    const away = hiddenAway(frame);
    if (!inline && !frame.boilerplate && !away) flush();

    let next: Frame = frame;
    let range: ContentRange | null = null;
    let landmarkOf: Landmark | null = null;
    // Inside a collapsed panel, text hidden again (a display:none block in an accordion) is looked at too.
    const how = away ? null : hiddenHow(node);
    if (how !== null) {
      const kind = interactiveKind(node);
      let opened = kind === 'panel';
      if (kind === null && !frame.boilerplate && (toggles !== null || holdsText(node))) {
        toggles ??= toggleTargetsIn(document);
        opened = isToggled(a.id, a.class, toggles);
      }
      // A hidden cookie bar, comment thread or related-posts list is furniture, whether a button opens it or a script
      // shows it later: not text hidden from readers, and not content.
      const furniture = frame.boilerplate || isBoilerplate(node, frame.landmark) || isConsentBanner(a);
      const collapsed = opened && !furniture;
      next = {
        ...frame,
        hidden: {
          element: node,
          parts: [],
          length: 0,
          where: describeElement(node),
          how,
          interactive: kind !== null || opened,
          boilerplate: furniture,
          byName: kind === 'panel' && a.hidden !== 'until-found' && a.role !== 'tabpanel',
          id: a.id,
          pos,
        },
        collapsed,
      };
    } else if (
      !frame.boilerplate &&
      !away &&
      // A <footer> inside a quotation holds its attribution, not site furniture.
      !(frame.quote && name === 'footer') &&
      isBoilerplate(node, frame.landmark)
    ) {
      next = { ...frame, boilerplate: true };
      // A comment section is furniture on an article but holds a forum's replies: its range is kept to read them.
      if (!inline && discussion.length < CONTENT_LIMITS.discussionSections && isCommentSection(node)) {
        range = { element: node, start: pos, end: pos };
        discussion.push(range);
      }
    }
    const visibleContent = !hiddenAway(next) && !next.boilerplate;

    if (visibleContent) {
      const landmark = isLandmark(node);
      if (landmark && landmarks.length < CONTENT_LIMITS.landmarks) {
        // The element open around it is its parent: its range is on top of the stack.
        landmarkOf = { element: node, kind: landmark, parent: closingRange.at(-1) ?? null };
        landmarks.push(landmarkOf);
        next = { ...next, landmark: node };
      }
      if (next.label === null && labels.length < CONTENT_LIMITS.labels && screenReaderOnly(a.class)) {
        // Its text joins the block around it, or makes its own when it is a block itself.
        const block = inline ? (next.block?.pos ?? -1) : pos;
        const label: GatheredLabel = { text: '', pos, block };
        labels.push(label);
        next = { ...next, label };
      }
      // A <details> summary heads its answer as an H3 would: a FAQ written as disclosure widgets is one passage per
      // question, not one for the whole list.
      const summary =
        name === 'summary' &&
        node.parent !== null &&
        isElement(node.parent) &&
        node.parent.name === 'details';
      if (summary || isHeading(name)) {
        const text = headingText(node);
        if (text !== '' && blocks.length < CONTENT_LIMITS.blocks) {
          blocks.push({
            kind: 'heading',
            level: summary ? 3 : Number(name[1]),
            text,
            words: quickWords(text),
            pos,
            element: node,
            quoted: false,
          });
          textChars += text.length;
          // A heading clipped for screen readers ("Products", "Post navigation") is a label as a span is.
          if (next.label !== null) next.label.text += ` ${text}`;
        }
        continue;
      }
      if (name === 'a' && a.href !== undefined && links.length < CONTENT_LIMITS.links) {
        links.push({
          href: a.href.trim(),
          text: textOf(node, 200) || a['aria-label'] || a.title || '',
          rel: tokens(a.rel?.toLowerCase()),
          pos,
        });
      }
      if (name === 'cite') {
        const text = textOf(node, 200);
        if (text !== '') {
          cites.push({ text, pos });
          if (frame.quote && frame.quote.quote.attribution === null) frame.quote.quote.attribution = text;
        }
      }
      if (name === 'q' && quotes.length < CONTENT_LIMITS.quotes) {
        quotes.push({ kind: 'q', text: textOf(node, 500), attribution: a.cite?.trim() || null, pos });
      }
      if ((name === 'ul' || name === 'ol' || name === 'dl') && lists.length < 2000) {
        const items = node.children.filter(
          (c) => isElement(c) && (c.name === 'li' || c.name === 'dt' || c.name === 'dd'),
        ).length;
        lists.push({ pos, items, ordered: name === 'ol' });
      }
      if (name === 'table') {
        const table: ContentTable = { pos, rows: 0, numericCells: 0, hasHeader: false };
        if (tables.length < 2000) tables.push(table);
        next = { ...next, table };
      }
      if (name === 'tr' && next.table) next.table.rows++;
      if (name === 'th' && next.table) next.table.hasHeader = true;
      if (name === 'blockquote') {
        const quote: ContentQuote = {
          kind: 'blockquote',
          text: '',
          attribution: a.cite?.trim() || null,
          pos,
        };
        next = { ...next, quote: { quote, element: node, parts: [] } };
      }
      if ((name === 'footer' || name === 'figcaption') && frame.quote && !frame.quote.quote.attribution) {
        frame.quote.quote.attribution = textOf(node, 200) || null;
      } else if (
        name === 'figcaption' &&
        lastBlockquote !== null &&
        lastBlockquote.quote.attribution === null &&
        lastBlockquote.element.parent === node.parent
      ) {
        // A caption after a quotation in the same <figure> attributes it.
        lastBlockquote.quote.attribution = textOf(node, 200) || null;
      }
      if (!inline) {
        let kind = BLOCK_KINDS.get(name) ?? 'text';
        if (kind === 'pre' && isCodeBlock(node)) kind = 'code';
        next = {
          block: { element: node, kind, pos },
          boilerplate: next.boilerplate,
          hidden: next.hidden,
          quote: next.quote,
          table: next.table,
          landmark: next.landmark,
          label: next.label,
          collapsed: next.collapsed,
        };
        range = { element: node, start: pos, end: pos };
        ranges.push(range);
        if (landmarkOf) landmarkOf.range = range;
      }
    }

    nodes.push(CLOSE);
    frames.push(next);
    closing.push(node);
    closingRange.push(range);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      frames.push(next);
    }
  }
  flush();

  let totalWords = boilerplateWords;
  for (const block of blocks) totalWords += block.words;

  const { articles, ...main } = chooseMain(blocks, landmarks, ranges);
  let mainWords = 0;
  let codeWords = 0;
  for (const block of main.blocks) {
    mainWords += block.words;
    if (block.kind === 'code') codeWords += block.words;
  }
  const screenReaderLabels = labelsOf(labels, blocks);
  let labelWords = 0;
  for (const label of screenReaderLabels) if (inRange(main.range, label.pos)) labelWords += label.words;

  // Hidden text in boilerplate (a menu a header button opens) is matched to the controls only when they were looked
  // up for content anyway.
  // A panel known only by its name is opened when a control in the markup points at it: the controls are looked up
  // for it (rare), which then serves every hidden element alike.
  if (toggles === null && hidden.some((h) => h.opened === false)) toggles = toggleTargetsIn(document);
  for (let i = 0; i < hidden.length; i++) {
    const h = hidden[i]!;
    if (toggles && isToggled(hiddenIds[i], hiddenClasses[i], toggles)) h.interactive = true;
    if (h.opened === false && toggles) h.opened = isToggled(hiddenIds[i], hiddenClasses[i], toggles);
    const p = hiddenPos[i]!;
    h.inContent = main.range !== null && p >= main.range.start && p <= main.range.end;
  }

  return {
    blocks,
    main: { ...main, words: mainWords, codeWords, labelWords },
    screenReaderLabels,
    boilerplateWords: totalWords - mainWords,
    totalWords,
    hidden,
    links,
    quotes,
    cites,
    tables,
    lists,
    comments,
    lang,
    truncated,
    discussion,
    articles,
  };
}

// Code blocks stand in the text column of a documentation page as its paragraphs do: they help find it.
const PROSE_KINDS = new Set<BlockKind>(['paragraph', 'pre', 'code', 'blockquote', 'text', 'list-item']);

type MainChoice = Omit<ContentModel['main'], 'words' | 'codeWords' | 'labelWords'> &
  Pick<ContentModel, 'articles'>;

function chooseMain(blocks: ContentBlock[], landmarks: Landmark[], rangeList: ContentRange[]): MainChoice {
  if (blocks.length === 0) return { source: 'none', where: null, blocks: [], range: null, articles: null };
  const within = (start: number, end: number): ContentBlock[] =>
    blocks.filter((b) => b.pos >= start && b.pos <= end);
  const wordsIn = (list: ContentBlock[]): number => list.reduce((sum, b) => sum + b.words, 0);

  // A theme's post body first, when the page has exactly one (an archive repeats it per post), then <main>, then
  // <article>.
  const postBodies = landmarks.filter((l) => l.kind === 'post-body').length;
  // <article>s holding text, by their parent: side by side, they are a list (a thread's posts, a blog's teasers).
  let siblings: Map<ContentRange, { count: number; words: number }> | null = null;
  for (const kind of ['post-body', 'main', 'article'] as const) {
    if (kind === 'post-body' && postBodies !== 1) continue;
    let best: { landmark: Landmark; range: ContentRange; list: ContentBlock[]; words: number } | null = null;
    for (const landmark of landmarks) {
      if (landmark.kind !== kind) continue;
      const range = landmark.range;
      if (!range) continue;
      const list = within(range.start, range.end);
      const words = wordsIn(list);
      if (kind === 'article' && words > 0 && landmark.parent !== null) {
        siblings ??= new Map();
        const group = siblings.get(landmark.parent);
        if (group === undefined) siblings.set(landmark.parent, { count: 1, words });
        else {
          group.count++;
          group.words += words;
        }
      }
      if (words >= 30 && (best === null || words > best.words)) best = { landmark, range, list, words };
    }
    if (best) {
      const { range } = best;
      // A post body counts as marked up only inside a real <main> or <article>: the class alone is a guess.
      return {
        source: kind !== 'post-body' || insideLandmark(landmarks, range) ? 'landmark' : 'densest',
        where: describeElement(best.landmark.element),
        blocks: best.list,
        range: best.range,
        articles: articleList(siblings, range),
      };
    }
  }
  const articles = articleList(siblings, null);

  // Densest block: each paragraph's text scores its container fully and the container's parent by half.
  const ranges = new Map<Element, ContentRange>();
  for (const range of rangeList) ranges.set(range.element, range);
  const scores = new Map<Element, number>();
  const add = (node: AnyNode | null, value: number): void => {
    if (node && isElement(node) && ranges.has(node)) scores.set(node, (scores.get(node) ?? 0) + value);
  };
  for (const block of blocks) {
    if (!PROSE_KINDS.has(block.kind) || block.text.length < 25) continue;
    const length = Math.min(block.text.length, 3000);
    const container = block.kind === 'text' ? block.element : block.element.parent;
    add(container, length);
    add(container?.parent ?? null, length / 2);
  }
  let best: Element | null = null;
  let bestScore = 0;
  for (const [element, score] of scores) {
    if (score > bestScore) {
      best = element;
      bestScore = score;
    }
  }
  if (best === null) {
    return {
      source: 'densest',
      where: 'body',
      blocks,
      range: { element: blocks[0]!.element, start: 0, end: Number.MAX_SAFE_INTEGER },
      articles,
    };
  }
  const range = ranges.get(best)!;
  const list = within(range.start, range.end);
  // A block inside a <main> or <article> too short for the landmark rule above (a 15-word post) is still marked up.
  const source = insideLandmark(landmarks, range) ? 'landmark' : 'densest';
  // Headings just before the chosen block (a title above the text column) belong to it.
  const first = list[0];
  const before: ContentBlock[] = [];
  if (first) {
    for (let i = blocks.indexOf(first) - 1; i >= 0 && before.length < 2; i--) {
      if (blocks[i]!.kind !== 'heading') break;
      before.unshift(blocks[i]!);
    }
  }
  return {
    source,
    where: describeElement(best),
    blocks: [...before, ...list],
    range,
    articles: articles !== null && articles.range.element === best ? null : articles,
  };
}

/**
 * The parent of two or more `<article>`s holding text, side by side (the one whose articles hold the most words), or
 * null: the whole list where the main content is one of them. Null when it is the main content already.
 */
function articleList(
  siblings: Map<ContentRange, { count: number; words: number }> | null,
  main: ContentRange | null,
): ContentModel['articles'] {
  if (siblings === null) return null;
  let best: ContentRange | null = null;
  let bestWords = 0;
  for (const [parent, { count, words }] of siblings) {
    if (count >= 2 && words > bestWords) {
      best = parent;
      bestWords = words;
    }
  }
  if (best === null || best === main) return null;
  return { where: describeElement(best.element), range: best };
}

/** Whether a range lies inside a `<main>` or `<article>` landmark (not a post body, whose class alone is a guess). */
function insideLandmark(landmarks: readonly Landmark[], range: ContentRange): boolean {
  return landmarks.some(
    (l) => l.kind !== 'post-body' && l.range && l.range.start <= range.start && l.range.end >= range.end,
  );
}

const talk = new AnalysisMemo<ContentModel, readonly ContentBlock[]>();

/**
 * The blocks of the page's comment sections (`ContentModel.discussion`), in document order: what a forum thread's
 * passages take back (replies marked up as comments). Read from those sections' elements only, once per model, when
 * asked: an article, whose comments are furniture, never pays for them. Positions are the walk's (every element but
 * the skipped ones counts, in document order), so the blocks fall in the sections' ranges; hidden text is left out.
 */
export function discussionBlocks(model: ContentModel): readonly ContentBlock[] {
  let known = talk.get(model);
  if (known === undefined) {
    const out: ContentBlock[] = [];
    let chars = 0;
    for (const section of model.discussion) chars = readSection(section, out, chars);
    known = out;
    talk.set(model, known);
  }
  return known;
}

interface TalkFrame {
  block: { element: Element; kind: BlockKind; pos: number; quoted: boolean } | null;
  hidden: boolean;
}

/** Reads one comment section's blocks into `out`, as the walk reads content; returns the characters read so far. */
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

function readSection(section: ContentRange, out: ContentBlock[], read: number): number {
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
