import type { AnyNode, Element } from 'domhandler';
import { collapse, hasNonBlank, isElement } from '../../structured-data/dom.ts';
import { SKIP } from './skipped.ts';

/**
 * Text hidden from visitors: how an element hides it, what kind of interface part hides it (a panel a visitor
 * opens, an overlay), and the hidden elements that are no text at all (empty ones, consent banners).
 */

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

/**
 * How an element hides its text (`'hidden attribute'`, `'display:none'`, `'text colour same as background'` …), or
 * null when it does not.
 */
export function hiddenHow(element: Element): string | null {
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
export function interactiveKind(element: Element): 'overlay' | 'panel' | null {
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
 * Whether a hidden element holds text, looked for in at most `TEXT_PROBE_NODES` nodes (past them it is taken to):
 * an empty or sprite-only hidden element (an SVG sprite's wrapper, a tracking pixel) does not make the page's
 * controls worth looking up.
 */
export function holdsText(element: Element): boolean {
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
export function isConsentBanner(a: Record<string, string>): boolean {
  return (
    (a.class !== undefined && CONSENT_INSIDE.test(a.class)) ||
    (a.id !== undefined && CONSENT_INSIDE.test(a.id)) ||
    (a['aria-label'] !== undefined && CONSENT_LABEL.test(a['aria-label']))
  );
}
