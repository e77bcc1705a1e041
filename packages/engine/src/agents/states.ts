import type { Element } from 'domhandler';
import type { Artifacts } from '../artifacts.ts';
import type { ContentModel } from '../content/model.ts';
import { holdsAny } from '../content/needles.ts';
import { redirectedToSignIn, SIGN_IN_PATH } from '../content/not-found.ts';
import { visibleText } from '../content/texts.ts';
import { quickWords } from '../content/words.ts';
import { collapse, textOf } from '../structured-data/dom.ts';
import { pageAddress, pathOf } from '../structured-data/links.ts';
import { isItem, isRef, itemIs, values } from '../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../structured-data/types.ts';
import type { PageScan, PaywallMatch } from './scan.ts';
import { SIGNUP_ACTION, SIGNUP_SUBMIT_BY_LANGUAGE } from './signup-words.ts';

/**
 * States an agent may hit on the page, each detected or not with the evidence that decided it. Read from the
 * raw HTML, the page's HTTP status and headers, and the reachability probes; no browser is run.
 */

// A type alias (not an interface) so it fits the contract's open record of states.
export type AgentStateResult = { detected: boolean; evidence: string | null };

export const STATE_KEYS = [
  'js_required',
  'login_wall',
  'paywall',
  'cookie_wall',
  'captcha_or_challenge',
  'rate_limited',
  'geo_block',
] as const;
export type StateKey = (typeof STATE_KEYS)[number];

/**
 * Below this many words in the raw HTML, a page needs JavaScript to show its content when it mounts an empty app
 * root (counting the main content only: the server may render the navigation and footer around the root), or holds
 * an "enable JavaScript" notice and no main content, or scripts and almost no text at all.
 */
export const JS_REQUIRED_WORDS = 50;

/**
 * Below this many words, scripts alone (no app root, no notice) mark an app shell: its raw HTML shows a
 * "Loading…" at most. A short static page that loads one script (a contact card of a dozen words) shows more.
 */
export const SCRIPT_ONLY_WORDS = 5;

const JS_WARNING =
  /\b(?:enable|turn on|activate|requires?|need(?:s)? to enable)\s+javascript\b|javascript (?:is )?(?:required|disabled|must be enabled)|javascript aktivieren|activer javascript|habilitar javascript/i;
const LOGIN_TEXT =
  /\b(?:(?:log|sign) ?in to (?:continue|view|read|see|access)|you must be (?:logged|signed) in|please (?:log|sign) ?in\b|members only|login required|anmelden, um|connectez-vous pour|bitte melden sie sich an|melden sie sich an, um|veuillez vous connecter|inicia sesión para|accedi per (?:continuare|leggere|vedere)|(?:log ?in|meld je aan) om|zaloguj się,? aby|faça login para|entre para continuar)\b/i;
const PAYWALL_TEXT =
  /\b(?:subscribe (?:now )?to (?:continue|keep) reading|(?:this|the) (?:article|story|content) is (?:only )?(?:for|available to) (?:subscribers|members)|already a subscriber\?|to continue reading,? (?:subscribe|sign in|log in)|unlock (?:this|full) (?:article|access)|become a (?:member|subscriber) to read|(?:nur|exklusiv) für abonnent(?:en|innen)|jetzt abonnieren und weiterlesen|réservée?s? aux abonnés|abonnez-vous pour (?:lire|continuer|poursuivre)|(?:exclusiv[oa]|solo) para suscriptores|suscríbete para (?:seguir|continuar) leyendo|riservat[oa] (?:agli|ai) abbonati|abbonati per (?:continuare a )?leggere|alleen (?:beschikbaar )?voor abonnees|word abonnee om verder te lezen|dla (?:subskrybentów|prenumeratorów)|wykup (?:subskrypcj|prenumerat)|exclusiv[oa] para assinantes|assine para (?:continuar lendo|ler))\b/i;
const CONSENT_WALL_TEXT =
  /\b(?:accept (?:all )?cookies to (?:continue|access|view|use)|you must accept (?:the )?cookies|pay or (?:accept|consent)|consent or pay|mit werbung (?:weiter)?lesen|pur-abo|cookies akzeptieren, um|accepter les cookies pour (?:continuer|accéder))\b/i;
/**
 * Needles (see content/needles.ts) of the four notices above: every match of each holds one of its words. The
 * notices read the visible text, which the prompt-injection families read too: one shared scan says which of
 * them can match at all.
 */
const JS_WARNING_NEEDLES = ['javascript'];
const LOGIN_TEXT_NEEDLES = [
  'login to',
  'log in to',
  'signin to',
  'sign in to',
  'you must be',
  'please log',
  'please sign',
  'members only',
  'login required',
  'anmelden, um',
  'connectez-vous pour',
  'melden sie',
  'veuillez vous',
  'inicia sesi',
  'accedi per',
  'log in om',
  'login om',
  'meld je',
  'zaloguj',
  'login para',
  'entre para',
];
const PAYWALL_TEXT_NEEDLES = [
  'continue reading',
  'keep reading',
  'subscribers',
  'members',
  'already a subscriber',
  'unlock this',
  'unlock full',
  'become a member',
  'become a subscriber',
  // German, French, Spanish, Italian, Dutch, Polish and Portuguese: each phrase holds a word starting so.
  'abonn',
  'suscr',
  'abbonat',
  'subskry',
  'prenumerat',
  'assinantes',
  'assine',
];
const CONSENT_WALL_NEEDLES = ['cookies', 'pay or', 'consent or pay', 'mit werbung', 'pur-abo'];
/**
 * Needles of the visible-text notices for the shared scan: the login, paywall and consent ones start a word in every
 * match; "javascript" need not (`javascript is required` has no word boundary before it).
 */
export const STATE_TEXT_NEEDLES: readonly string[] = [
  ...LOGIN_TEXT_NEEDLES,
  ...PAYWALL_TEXT_NEEDLES,
  ...CONSENT_WALL_NEEDLES,
];
export const STATE_TEXT_ANYWHERE_NEEDLES: readonly string[] = JS_WARNING_NEEDLES;
const CHALLENGE_TITLE =
  /^(?:just a moment\.{0,3}|attention required!?.*|access denied|are you a robot\??|verify(?:ing)? you are human|security check|one more step|ddos protection by .*|pardon our interruption)$/i;
const CHALLENGE_BODY =
  /(?:cf-chl-|challenge-platform|_cf_chl_opt|cf-browser-verification|perimeterx|px-captcha|datadome|sucuri_cloudproxy|incapsula incident)/i;

function state(detected: boolean, evidence: string | null): AgentStateResult {
  return { detected, evidence };
}

function probeAgents(artifacts: Artifacts, test: (status: number, challenge: boolean) => boolean): string[] {
  const out: string[] = [];
  for (const p of artifacts.probes) {
    if (test(p.status, p.challenge)) {
      const label = `${p.agent} (${p.target}, HTTP ${p.status})`;
      if (!out.includes(label)) out.push(label);
    }
  }
  return out;
}

/**
 * The flag marks the page as paywalled only on the works a page is (an article, the page itself) or on the part of
 * it that is locked (Google's hasPart WebPageElement with a cssSelector). On a Course, Book, Movie or
 * SoftwareApplication it says the thing costs money, which its sales page can say in full.
 */
const PAGE_WORKS = ['Article', 'Blog', 'WebPage', 'WebPageElement'];

/**
 * From a top-level node to the page's own work: its main entity, or the page its work is the main entity of. A
 * section front's ItemList of subscriber articles (`itemListElement`), or a CollectionPage's `hasPart` teasers,
 * are other pages' works.
 */
const OWN_WORK = 'mainEntity|mainEntityOfPage';

function saysNotFree(item: StructuredItem): boolean {
  return (item.properties.isAccessibleForFree ?? []).some(
    (v) =>
      v === false ||
      (typeof v === 'string' && /^(?:false|no|https?:\/\/schema\.org\/False)$/i.test(v.trim())),
  );
}

/**
 * The `@id`s an ItemList names: the works a listing page links to, which a JSON-LD graph may hold beside the list
 * as top-level nodes of their own. A BreadcrumbList (an ItemList too) names the page's own trail, its last item the
 * page itself, so it lists none.
 */
function listedIds(data: StructuredData): Set<string> {
  const ids = new Set<string>();
  for (const list of data.all) {
    if (!itemIs(list, 'ItemList') || itemIs(list, 'BreadcrumbList')) continue;
    for (const entry of list.properties.itemListElement ?? []) {
      for (const v of isItem(entry) && itemIs(entry, 'ListItem') ? (entry.properties.item ?? []) : [entry]) {
        if (isRef(v)) ids.add(v.ref);
        else if (isItem(v) && v.id !== undefined) ids.add(v.id);
      }
    }
  }
  return ids;
}

/**
 * Whether a top-level node's url, or its `@id` when it gives no url, names the audited page (`pages`: its URLs, as
 * `pageAddress` gives them). A url decides first: a listing page may give the works it lists @ids of its own
 * (`/business/#story-1`) while their urls name their own pages.
 */
function isThePage(item: StructuredItem, pages: ReadonlySet<string>, base: string): boolean {
  const urls = (item.properties.url ?? []).filter((v): v is string => typeof v === 'string');
  const names = urls.length > 0 ? urls : item.id !== undefined ? [item.id] : [];
  return names.some((v) => pages.has(pageAddress(v, base) ?? ''));
}

/**
 * The first of the page's own works that says it is not free: a top-level page work (one no ItemList names, or
 * the audited page itself, one of `urls`, by its url or @id (`isThePage`), however a list names it), the main
 * entity of a top-level node, or a locked part (hasPart WebPageElement) of either.
 */
function notAccessibleForFree(data: StructuredData, urls: readonly string[]): string | null {
  const listed = listedIds(data);
  const base = urls[0] ?? '';
  const pages = new Set<string>();
  // Only a listed root is asked whether it is the page: most pages list nothing.
  for (const u of listed.size > 0 ? urls : []) {
    const page = pageAddress(u, base);
    if (page !== undefined) pages.add(page);
  }
  const seen = new Set<StructuredItem>();
  const visit = (item: StructuredItem, depth: number): StructuredItem | null => {
    if (seen.has(item)) return null;
    seen.add(item);
    if (itemIs(item, ...PAGE_WORKS) && saysNotFree(item)) return item;
    if (depth >= 3) return null;
    for (const v of values(item, OWN_WORK, data)) {
      const found = isItem(v) ? visit(v, depth + 1) : null;
      if (found) return found;
    }
    for (const v of values(item, 'hasPart', data)) {
      const found = isItem(v) && itemIs(v, 'WebPageElement') ? visit(v, depth + 1) : null;
      if (found) return found;
    }
    return null;
  };
  for (const root of data.items) {
    if (root.id !== undefined && listed.has(root.id) && !isThePage(root, pages, base)) continue;
    const item = visit(root, 0);
    if (item) return `${item.types.join(', ') || 'node'} has isAccessibleForFree: false (${item.where})`;
  }
  return null;
}

/**
 * Words of free text a declared paywall must leave in the HTML to count as Google's flexible sampling done right: a
 * lead paragraph, which agents and answer engines can read and quote.
 */
export const FREE_LEAD_WORDS = 40;

/**
 * The locked part of a paywall declared as Google's paywalled-content guide documents it: a page work with
 * isAccessibleForFree false whose hasPart is a WebPageElement, itself isAccessibleForFree false, that names the
 * locked element by cssSelector. Returns the selector, or null when the paywall is not declared that way.
 *
 * @example
 * ```ts
 * // NewsArticle { isAccessibleForFree: false, hasPart: { @type: WebPageElement, isAccessibleForFree: false, cssSelector: '.paywall' } }
 * declaredPaywallPart(data); // '.paywall'
 * ```
 */
export function declaredPaywallPart(data: StructuredData): string | null {
  for (const work of data.all) {
    if (!itemIs(work, ...PAGE_WORKS) || itemIs(work, 'WebPageElement') || !saysNotFree(work)) continue;
    for (const part of values(work, 'hasPart', data)) {
      if (!isItem(part) || !itemIs(part, 'WebPageElement') || !saysNotFree(part)) continue;
      const selector = (part.properties.cssSelector ?? []).find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
      if (selector) return selector.trim();
    }
  }
  return null;
}

/** Whether an element is named by one simple selector of a list (`.paywall`, `#locked`, `div.premium`, `section`). */
function matchesSimple(element: Element, selector: string): boolean {
  return selector.split(',').some((one) => {
    const m = /^\s*([a-z][\w-]*)?((?:[.#][\w-]+)*)\s*$/i.exec(one);
    if (!m || (!m[1] && !m[2])) return false;
    if (m[1] && element.name !== m[1].toLowerCase()) return false;
    const classes = (element.attribs.class ?? '').split(/\s+/);
    for (const part of m[2]!.match(/[.#][\w-]+/g) ?? []) {
      if (part[0] === '.' ? !classes.includes(part.slice(1)) : element.attribs.id !== part.slice(1))
        return false;
    }
    return true;
  });
}

/** Whether an element carries what marked a paywall container: that token in its class list, or that id. */
function marked(element: Element, matches: readonly PaywallMatch[]): boolean {
  return matches.some((m) =>
    m.attribute === 'id'
      ? element.attribs.id === m.value
      : (element.attribs.class ?? '').split(/\s+/).includes(m.value),
  );
}

/**
 * Words of the free lead: the main content's paragraphs and list items outside the declared locked part, outside the
 * paywall containers the scan found (`matches`, by the class token or id that marked them) and outside dialogs (a
 * meter wall's "You've reached your limit" is no part of the article). A selector more complex than a list of simple
 * ones (`.a .b`, `[data-x]`) locks nothing here: the paragraphs count.
 */
export function freeLeadWords(
  model: ContentModel,
  selector: string,
  matches: readonly PaywallMatch[] = [],
): number {
  let words = 0;
  for (const block of model.main.blocks) {
    if (block.kind !== 'paragraph' && block.kind !== 'list-item') continue;
    let locked = false;
    for (let node: Element | null = block.element; node !== null && !locked; ) {
      locked =
        matchesSimple(node, selector) ||
        (matches.length > 0 && marked(node, matches)) ||
        node.attribs.role === 'dialog' ||
        node.attribs['aria-modal'] === 'true';
      const parent: Element['parent'] = node.parent;
      node = parent !== null && parent.type === 'tag' ? parent : null;
    }
    if (!locked) words += block.words;
  }
  return words;
}

/**
 * The `<main>`, `<article>` or role=main element holding the main content: the content model may pick a block inside
 * it (the intro above an app's root).
 */
function landmarkAround(element: Element): Element {
  let node: Element = element;
  for (;;) {
    if (node.name === 'main' || node.name === 'article' || node.attribs.role === 'main') return node;
    const parent: Element['parent'] = node.parent;
    if (parent === null || parent.type !== 'tag') return element;
    node = parent;
  }
}

function inside(element: Element, ancestor: Element): boolean {
  for (let node = element.parent; node !== null; node = node.parent) if (node === ancestor) return true;
  return false;
}

/**
 * Words in React's streamed segments (see `PageScan.streamed`), counted up to what the decision needs: `all` of them,
 * and those `outsideMain`, the block the content model chose (the content model reads the segments as content, so
 * only these are missing from its main words).
 */
function streamedWords(scan: PageScan, model: ContentModel): { all: number; outsideMain: number } {
  const main = model.main.range?.element;
  let all = 0;
  let outsideMain = 0;
  for (const segment of scan.streamed) {
    if (all >= JS_REQUIRED_WORDS) break;
    const words = quickWords(textOf(segment.element, 5_000));
    all += words;
    if (main === undefined || (segment.element !== main && !inside(segment.element, main)))
      outsideMain += words;
  }
  return { all, outsideMain };
}

/**
 * The js_required state of a page that answered 2xx. `textMayWarn`: whether the visible text holds a needle of the
 * notice that asks for JavaScript.
 */
function jsRequired(
  model: ContentModel,
  scan: PageScan,
  text: string,
  textMayWarn: boolean,
): AgentStateResult {
  // React's streaming render (Next.js App Router with loading.tsx or <Suspense>) sends the main content later in the
  // same response, in a hidden <div id="S:0"> an inline script moves into the placeholder. The text is in the HTML
  // that crawlers fetch, and Next.js documents streaming as server rendering: the cap, "an empty page without
  // JavaScript", would overstate it. The words count as main content, and the evidence says where they are, since
  // extractors that drop [hidden] elements (Readability) do miss them.
  const { all: streamed, outsideMain } = streamedWords(scan, model);
  const words = model.totalWords;
  const mainWords = model.main.words + outsideMain;
  const streamNote =
    streamed > 0
      ? `; ${streamed} of them streamed in the same response into hidden ${scan.streamed
          .slice(0, 2)
          .map((s) => s.where)
          .join(', ')}, which an inline script shows`
      : '';
  const noscript = scan.noscript.find((t) => JS_WARNING.test(t));
  const warning =
    noscript ?? (textMayWarn && JS_WARNING.test(text) ? 'page text asks for JavaScript' : undefined);
  const inline = scan.inlineScripts;
  // Whether the inline scripts joined by line breaks would be non-empty.
  const scripts =
    scan.externalScripts.length + (inline.length > 1 || (inline.length === 1 && inline[0] !== '') ? 1 : 0);
  // An empty root beside main content the server rendered in a <main> or <article> mounts a widget (comments, a
  // chat, a map), not the page.
  const rendered =
    model.main.source === 'landmark' && model.main.words >= SCRIPT_ONLY_WORDS && model.main.range
      ? landmarkAround(model.main.range.element)
      : undefined;
  const shells = rendered ? scan.appShells.filter((s) => inside(s.element, rendered)) : scan.appShells;
  const reasons: string[] = [];
  if (shells.length > 0) {
    // The app fills the root: what the server rendered around it (navigation, header, footer: a CMS template, an SPA
    // whose chrome is server-side) is not the content. The content model's main words leave that chrome out.
    if (mainWords >= JS_REQUIRED_WORDS) {
      return state(
        false,
        `${mainWords} words of main content in the raw HTML beside the empty app root ${shells[0]!.where}${streamNote}`,
      );
    }
    reasons.push(
      `${mainWords} words of main content in the raw HTML (${words} in all, with navigation, header and footer)`,
      `empty app root ${shells
        .slice(0, 2)
        .map((s) => s.where)
        .join(', ')}`,
    );
  } else {
    // A notice counts only while the raw HTML holds no main content: create-react-app's index.html prints "You need
    // to enable JavaScript to run this app." on every page, and a prerendered one (react-snap) fills its root with
    // the page, which a short contact or thank-you page leaves under JS_REQUIRED_WORDS.
    // A notice in the visible text is itself main content: its own blocks are left out of the count.
    const notice =
      warning !== undefined &&
      words < JS_REQUIRED_WORDS &&
      mainWords - model.main.blocks.reduce((sum, b) => (JS_WARNING.test(b.text) ? sum + b.words : sum), 0) <
        SCRIPT_ONLY_WORDS;
    // Scripts alone count only on a page with next to no text: a short page with analytics is not an app.
    if (words >= JS_REQUIRED_WORDS || !(notice || (scripts > 0 && words < SCRIPT_ONLY_WORDS))) {
      return state(
        false,
        warning !== undefined && words < JS_REQUIRED_WORDS
          ? `${words} words of text in the raw HTML (${mainWords} of main content) and no empty app root: the notice "${warning.slice(0, 80)}" does not hide the content`
          : `${words} words of text in the raw HTML, and no empty app root or notice that asks for JavaScript${streamNote}`,
      );
    }
    reasons.push(`${words} words of text in the raw HTML`);
  }
  if (warning) reasons.push(noscript ? `<noscript>: "${noscript.slice(0, 80)}"` : warning);
  if (scripts > 0) reasons.push(`${scripts} scripts`);
  return state(true, reasons.join('; '));
}

const SIGNUP_SUBMITS = Object.values(SIGNUP_SUBMIT_BY_LANGUAGE).flat();

function isSignupText(text: string): boolean {
  const t = collapse(text).toLowerCase();
  return SIGNUP_SUBMITS.some(
    (w) => t.startsWith(w) && (t.length === w.length || !/[\p{L}\p{N}]/u.test(t[w.length]!)),
  );
}

/**
 * Whether an element sits in the page's chrome: a `<nav>` or `<aside>`, or a `<header>` or `<footer>` of the page
 * (one inside an `<article>`, `<section>` or `<main>` is that part's own, as the banner role's scope is in HTML-AAM).
 * A password field there is a login box beside the content.
 */
function inChrome(element: Element): boolean {
  let banner = false;
  for (let node = element.parent; node !== null && node.type !== 'root'; node = node.parent) {
    if (node.type !== 'tag') continue;
    const name = node.name;
    const role = node.attribs.role;
    if (name === 'main' || name === 'article' || name === 'section' || role === 'main') return false;
    if (name === 'nav' || name === 'aside' || role === 'navigation' || role === 'complementary') return true;
    if (name === 'header' || name === 'footer' || role === 'banner' || role === 'contentinfo') banner = true;
  }
  return banner;
}

/**
 * Whether a password field asks the visitor to sign in before the content: not a login box in the header or
 * sidebar, and not a sign-up form (its submit text opens an account, it posts to a sign-up path, or it asks for
 * the new password twice), whose form is the page's content.
 */
function signsIn(field: PageScan['passwords'][number]): boolean {
  if (inChrome(field.element)) return false;
  const form = field.form;
  if (form === null) return true;
  if (form.submitTexts.some(isSignupText)) return false;
  const action = form.element.attribs.action;
  if (action !== undefined && SIGNUP_ACTION.test(action)) return false;
  return form.fields.filter((f) => f.element.attribs.type?.toLowerCase() === 'password').length < 2;
}

/**
 * A sign-in page's title or H1, in the languages of `LOGIN_TEXT`: "Log in to Tasklane", "Sign in", "My account",
 * "Anmelden", "Connexion", "Iniciar sesión", "Accedi", "Inloggen", "Zaloguj się", "Entrar".
 */
const SIGN_IN_TITLE =
  /\b(?:log ?in|sign ?in|sign on|my account|your account|anmelden|anmeldung|einloggen|mein konto|connexion|se connecter|mon compte|iniciar sesi[oó]n|mi cuenta|accedi|accesso|area riservata|inloggen|mijn account|zaloguj|logowanie|entrar|minha conta)\b/i;

/**
 * Main-content words outside a sign-in form under which the form is the page: a logo, "Welcome back", "Forgot your
 * password?" and a sign-up link. A public page that also offers a login (a credit union's home page, a subscription
 * page's "Already a subscriber? Sign in") shows its pitch beside it.
 */
const SIGN_IN_OUTSIDE_WORDS = 20;

/** Words of the main content's blocks outside a password field's form (all of them for a field without a form). */
function wordsOutsideForm(model: ContentModel, field: PageScan['passwords'][number]): number {
  const form = field.form?.element;
  let words = 0;
  for (const block of model.main.blocks)
    if (form === undefined || (block.element !== form && !inside(block.element, form))) words += block.words;
  return words;
}

/**
 * Whether a short page holding a sign-in form is the sign-in page, not a public page that also offers a login: its
 * title or H1 says so, its address is a login path, or next to nothing stands outside the form (`outside` words).
 */
function signInIsThePage(model: ContentModel, scan: PageScan, urls: string[], outside: number): boolean {
  if (outside < SIGN_IN_OUTSIDE_WORDS) return true;
  if (urls.some((url) => SIGN_IN_PATH.test(pathOf(url)))) return true;
  const h1 = model.blocks.find((b) => b.kind === 'heading' && b.level === 1)?.text ?? '';
  return SIGN_IN_TITLE.test(`${scan.title.slice(0, 200)}\n${h1.slice(0, 200)}`);
}

/**
 * Main-content words under which a non-modal consent banner is all the page shows (its content comes after consent):
 * a short page of its own beside the bar (a café's contact page of 32 words) is readable, and the bar blocks nothing.
 */
const BANNER_ONLY_WORDS = 20;

/**
 * Every agent state of the page. `js_required.detected` is the signal for the scorer's "main content only after
 * JavaScript" hard cap: the raw HTML's main content holds under `JS_REQUIRED_WORDS` words while it mounts an empty
 * app root, or the page holds under that many words and no main content while it warns that JavaScript is
 * required, or next to no text while it loads scripts. `found`, the needles the visible text holds (`visibleNeedles`), skips
 * the notice expressions that cannot match; without it they all run.
 *
 * @example
 * ```ts
 * detectStates(artifacts, contentModel(document), scanPage(document), extractStructuredData(document)).js_required;
 * ```
 */
export function detectStates(
  artifacts: Artifacts,
  model: ContentModel,
  scan: PageScan,
  data: StructuredData,
  found?: ReadonlySet<string>,
): Record<StateKey, AgentStateResult> {
  const may = (needles: readonly string[]): boolean => found === undefined || holdsAny(found, needles);
  const page = artifacts.page;
  const status = page.status;
  const okPage = status >= 200 && status < 300;
  const text = visibleText(model).slice(0, 200_000);

  // JavaScript required.
  const js = okPage ? jsRequired(model, scan, text, may(JS_WARNING_NEEDLES)) : state(false, null);

  // Login wall.
  let login = state(false, null);
  const finalPath = pathOf(page.finalUrl || page.url);
  if (status === 401) login = state(true, 'HTTP 401 for the page');
  else if (redirectedToSignIn(pathOf(artifacts.url), finalPath))
    login = state(true, `redirected to a sign-in page (${page.finalUrl})`);
  else {
    const box = model.main.words < 150 ? scan.passwords.find(signsIn) : undefined;
    const outside = box ? wordsOutsideForm(model, box) : 0;
    if (box && signInIsThePage(model, scan, [artifacts.url, page.finalUrl || page.url], outside))
      login = state(true, `password field on a page with ${model.main.words} words of content`);
    else {
      const m = may(LOGIN_TEXT_NEEDLES) ? LOGIN_TEXT.exec(text) : null;
      if (m) login = state(true, `text "${m[0]}"`);
      else if (box)
        login = state(
          false,
          `login form beside ${outside} words of public content, which it does not stand before`,
        );
    }
  }

  // Paywall.
  let paywall = state(false, null);
  const free = notAccessibleForFree(data, [artifacts.url, page.url, page.finalUrl].filter(Boolean));
  const paywallText = may(PAYWALL_TEXT_NEEDLES) ? PAYWALL_TEXT.exec(text) : null;
  if (free) paywall = state(true, free);
  else if (scan.paywall.length > 0)
    paywall = state(true, `${scan.paywall[0]!.what} at ${scan.paywall[0]!.where}`);
  else if (paywallText) paywall = state(true, `text "${paywallText[0]}"`);
  else if (status === 402) paywall = state(true, 'HTTP 402 Payment Required');

  // Cookie wall: a consent banner that blocks the page (a modal, a "pay or accept" wall, or no content besides it).
  let cookie = state(false, null);
  const modal = scan.consent.find((c) => c.modal);
  // The banner texts are not in the needle scan: with a banner the expression always runs.
  const wallText =
    scan.consent.length > 0 || may(CONSENT_WALL_NEEDLES)
      ? CONSENT_WALL_TEXT.exec(`${text}\n${scan.consent.map((c) => c.text).join('\n')}`)
      : null;
  if (modal) cookie = state(true, `modal consent dialog ${modal.where}`);
  else if (wallText) cookie = state(true, `text "${wallText[0]}"`);
  else if (scan.consent.length > 0 && model.main.words < BANNER_ONLY_WORDS)
    cookie = state(true, `consent banner ${scan.consent[0]!.where} and almost no other content`);
  else if (scan.consent.length > 0)
    cookie = state(false, `consent banner ${scan.consent[0]!.where} does not block the content`);

  // CAPTCHA or bot challenge.
  let challenge = state(false, null);
  const challenged = probeAgents(artifacts, (_s, c) => c);
  if (CHALLENGE_TITLE.test(scan.title.trim()) && (!okPage || model.main.words < 200))
    challenge = state(true, `challenge page titled "${scan.title}" (HTTP ${status})`);
  else if (page.headers['cf-mitigated'])
    challenge = state(true, `cf-mitigated: ${page.headers['cf-mitigated']} (HTTP ${status})`);
  // The page-size condition first: it spares scanning 100 KB of markup on pages with content.
  else if ((!okPage || model.main.words < 200) && CHALLENGE_BODY.test(page.body.slice(0, 100_000)))
    challenge = state(true, `bot-challenge markers in the page (HTTP ${status})`);
  else if (challenged.length > 0)
    challenge = state(true, `challenged probes: ${challenged.slice(0, 8).join(', ')}`);
  else if (scan.captcha.length > 0)
    challenge = state(true, `${scan.captcha[0]!.what} at ${scan.captcha[0]!.where}`);
  else if (scan.invisibleCaptcha.length > 0)
    challenge = state(
      false,
      `${scan.invisibleCaptcha[0]!.what}: reCAPTCHA v3 scores visitors in the background and shows no challenge`,
    );

  // Rate limited.
  const limited = probeAgents(artifacts, (s) => s === 429);
  const rate =
    status === 429
      ? state(
          true,
          `HTTP 429 for the page${page.headers['retry-after'] ? ` (Retry-After: ${page.headers['retry-after']})` : ''}`,
        )
      : limited.length > 0
        ? state(true, `HTTP 429 for probes: ${limited.slice(0, 8).join(', ')}`)
        : state(false, null);

  // Unavailable for legal reasons (often a geographic block).
  const blocked451 = probeAgents(artifacts, (s) => s === 451);
  const geo =
    status === 451
      ? state(true, 'HTTP 451 for the page')
      : blocked451.length > 0
        ? state(true, `HTTP 451 for probes: ${blocked451.slice(0, 8).join(', ')}`)
        : state(false, null);

  return {
    js_required: js,
    login_wall: login,
    paywall,
    cookie_wall: cookie,
    captcha_or_challenge: challenge,
    rate_limited: rate,
    geo_block: geo,
  };
}
