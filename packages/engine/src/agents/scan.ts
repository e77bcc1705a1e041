import type { Document, Element } from 'domhandler';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import {
  attr,
  collapse,
  describeElement,
  pushChildElements,
  textOf,
  tokens,
} from '../structured-data/dom.ts';
import { labelText } from './label-text.ts';

/**
 * What agent_readiness reads from the page, in one iterative walk: forms and their controls (with how each is
 * labelled; a control outside its form joins it through its `form` attribute, and spam traps are left out), inline
 * scripts (for the imperative WebMCP API), `<noscript>` text, empty app-shell roots, and markers of CAPTCHAs, consent
 * banners, paywalls and login forms. Memoized per document.
 */

export interface ScannedField {
  element: Element;
  /** Label text from a wrapping `<label>`, when the control sits inside one. */
  wrappingLabel: string | null;
  /** `toolparamdescription` of the enclosing `<fieldset>`, if any. */
  fieldsetDescription: string | null;
}

export interface ScannedForm {
  element: Element;
  fields: ScannedField[];
  /** A CAPTCHA widget inside the form. */
  captcha: string | null;
  submitTexts: string[];
}

export interface Marker {
  what: string;
  where: string;
}

/**
 * What marked an element as a paywall container: the attribute (its class list or its id) and the token of it the
 * scan matched (`paywall-prompt`, `piano-inline`). Readers name the container by this, not by a marker's wording.
 */
export interface PaywallMatch {
  attribute: 'class' | 'id';
  value: string;
}

export interface PageScan {
  forms: ScannedForm[];
  /** Text of `<label for=…>` by the id it points at. */
  labelFor: Map<string, string>;
  /** Elements by id (first wins), for aria-labelledby. */
  ids: Map<string, Element>;
  /** The source of each inline script, in document order (capped in total). */
  inlineScripts: string[];
  externalScripts: string[];
  noscript: string[];
  /** Empty framework mount points (`<div id="root"></div>` …), with a CSS-like description of each. */
  appShells: { element: Element; where: string }[];
  /**
   * React's streamed Suspense segments (`<div hidden id="S:0">`, Next.js App Router's `loading.tsx`): content sent
   * later in the same response, hidden until an inline script swaps it into its placeholder.
   */
  streamed: { element: Element; where: string }[];
  captcha: Marker[];
  /**
   * Score-based CAPTCHA scripts that never show a challenge (reCAPTCHA v3 and Enterprise loaded with a site key as
   * `render=`): the site's own form handler reads the score.
   */
  invisibleCaptcha: Marker[];
  consent: (Marker & { modal: boolean; text: string })[];
  /** Paywall containers, each with what marked it (see `PaywallMatch`). */
  paywall: (Marker & { matched: PaywallMatch })[];
  passwordFields: number;
  /** The first password fields, with the form each sits in (for where they are and what the form is for). */
  passwords: { element: Element; form: ScannedForm | null }[];
  title: string;
}

export const SCAN_LIMITS = { forms: 100, fields: 200, scriptChars: 2_000_000, markers: 20 } as const;

const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
const NOT_FIELDS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
/** Mount points by id: React, Vue, Next, Nuxt, Gatsby, Svelte, Ember, and Quasar's `#q-app`. */
const APP_ROOT_ID =
  /^(?:root|app|__next|__nuxt|___gatsby|svelte|main-app|app-root|ember-application|react-root|q-app)$/i;
/**
 * Angular CLI's mount point is an element, `<app-root>`, the root component's default selector. Server rendering
 * (Angular Universal, `ng-server-context`) fills it, so only an empty one is a shell.
 */
const APP_ROOT_ELEMENT = 'app-root';
const CAPTCHA_TOKEN =
  /^(?:g-recaptcha|h-captcha|cf-turnstile|frc-captcha|captcha|recaptcha|hcaptcha|arkose|funcaptcha)(?:$|[-_])/i;
const CAPTCHA_SRC =
  /(?:recaptcha|hcaptcha\.com|challenges\.cloudflare\.com\/turnstile|friendlycaptcha|arkoselabs|funcaptcha|geetest)/i;
/**
 * reCAPTCHA v3 (`api.js?render=<site key>`) and Enterprise (`enterprise.js?render=<site key>`): Google documents both
 * as returning a score without user interaction. `render=explicit` and `render=onload` load the v2 checkbox.
 */
const RECAPTCHA_SCORE =
  /\/recaptcha\/(?:api|enterprise)\.js\?(?:[^#]*&)?render=(?!explicit(?:&|#|$)|onload(?:&|#|$))[\w-]+/i;
/**
 * A consent manager's class or id token. "cmp" counts alone, numbered (Quantcast's `qc-cmp2-container`), as
 * consentmanager's `cmpbox` / `cmpwrapper`, or before a banner word; AEM's core components are all `cmp-<name>`
 * (`cmp-container`, `cmp-text`), which are content.
 */
const CONSENT_TOKEN =
  /(?:^|[-_])(?:cookie|cookies|consent|gdpr|cmp\d+|cmp(?:box|wrapper)?(?=$|[-_](?:banner|modal|popup|overlay|dialog|wall|notice|layer)(?:$|[-_]))|onetrust|cookiebot|didomi|usercentrics|quantcast|truste|cookielaw|cc-window|cc-banner)(?:$|[-_])/i;
const MODAL_TOKEN = /(?:^|[-_])(?:modal|overlay|wall|backdrop|blocking|fullscreen)(?:$|[-_])/i;
const PAYWALL_TOKEN =
  /(?:^|[-_])(?:paywall|paywalled|premium-content|subscriber-only|subscribers-only|members-only|tp-modal|tp-container|regwall|meter-?wall|locked-content)(?:$|[-_])/i;
/**
 * The Piano (Tinypass) vendor's own containers: `piano` alone, or `piano-` followed by one of its parts. A piano
 * school's `piano-lessons` section is not a paywall.
 */
const PIANO_TOKEN =
  /^piano(?:[-_](?:offer|paywall|inline|modal|container|composer|template|wall)(?:[-_].*)?)?$/i;
/**
 * Spam traps (honeypots) the form plugins add and hide with their style sheets: WPForms, Gravity Forms, Elementor,
 * Akismet (on WordPress comment and Contact Form 7 forms) and the Contact Form 7 Honeypot plugin. A person never
 * sees them and an agent must not fill them, so they are no fields of the form.
 */
const HONEYPOT_CLASS = /honeypot|wpforms-field-hp|gform_validation_container|akismet-fields-container/i;
/**
 * An inline style that takes an element out of sight: hidden, or moved far off screen (Mailchimp's
 * `left: -5000px`).
 */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|(?:left|top)\s*:\s*-\d{3,}/i;

/** A marked part that decorates (a "members only" badge, a "premium" icon) and hides nothing. */
const DECORATION = /[-_](?:badge|icon|label|tag|link|btn|button|price|discount|logo|pill|chip)$/i;

/**
 * A keyword every captcha, consent and paywall token above contains: class and id values without one (nearly all)
 * are never split into tokens.
 */
const ANY_MARK =
  /captcha|turnstile|arkose|cookie|consent|gdpr|cmp|onetrust|didomi|usercentrics|quantcast|truste|cc-window|cc-banner|wall|premium-content|subscriber|members-only|piano|tp-modal|tp-container|locked-content/i;

const cache = new AnalysisMemo<Document, PageScan>();

/**
 * @example
 * ```ts
 * scanPage(parsePage('<form toolname="search"><input name="q"></form>')).forms.length; // 1
 * ```
 */
export function scanPage(document: Document): PageScan {
  const known = cache.get(document);
  if (known) return known;
  const scan = walk(document);
  cache.set(document, scan);
  return scan;
}

const NO_MARKS: readonly string[] = [];

function tokensOf(element: Element): string[] {
  const list = tokens(attr(element, 'class'));
  const id = attr(element, 'id');
  if (id) list.push(id);
  return list;
}

interface Frame {
  form: ScannedForm | null;
  label: Element | null;
  fieldset: string | null;
  /** Inside a consent banner already recorded (its inner parts add nothing). */
  consent: boolean;
  /** Inside a form's spam trap, or a part of the form hidden from assistive technology (aria-hidden). */
  trap: boolean;
  /** Inside a part of a form an inline style hides. */
  concealed: boolean;
}

/**
 * A control no person is meant to fill: inside a trap, named as one, or taken out of both sight and the tab order
 * (`tabindex="-1"` with aria-hidden or in a hidden part). A hidden step of a multi-page form keeps its controls:
 * they are reachable. So does a select that Select2 or Chosen hide the same way behind a visible stand-in: it is
 * still the field the form submits.
 */
function isTrap(element: Element, frame: Frame): boolean {
  if (frame.trap) return true;
  const a = element.attribs;
  if (
    (a.class !== undefined && HONEYPOT_CLASS.test(a.class)) ||
    (a.name !== undefined && /honeypot/i.test(a.name))
  )
    return true;
  return (
    a.tabindex?.trim() === '-1' &&
    element.name !== 'select' &&
    (a['aria-hidden'] === 'true' || frame.concealed || (a.style !== undefined && HIDING_STYLE.test(a.style)))
  );
}

function walk(document: Document): PageScan {
  const scan: PageScan = {
    forms: [],
    labelFor: new Map(),
    ids: new Map(),
    inlineScripts: [],
    externalScripts: [],
    noscript: [],
    appShells: [],
    streamed: [],
    captcha: [],
    invisibleCaptcha: [],
    consent: [],
    paywall: [],
    passwordFields: 0,
    passwords: [],
    title: '',
  };
  const scripts: string[] = [];
  let scriptChars = 0;
  // Only elements go on the stack: text and comments hold nothing the scan reads (titles, labels, buttons and
  // noscript read their text through textOf).
  const nodes: Element[] = [];
  const frames: Frame[] = [];
  pushChildElements(
    document,
    { form: null, label: null, fieldset: null, consent: false, trap: false, concealed: false },
    nodes,
    frames,
  );
  // Controls that name their form by id (`form="product-form-…"`: Shopify's quantity and variant pickers sit
  // outside the product form); the form may come later in the document.
  const owned: { field: ScannedField; form: string }[] = [];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const frame = frames.pop()!;
    const name = node.name;
    const a = node.attribs;
    // One pass over the attributes for the three every element is checked for: most elements carry none or one,
    // which is cheaper than looking each name up.
    let id: string | undefined;
    let className: string | undefined;
    let reactRoot = false;
    for (const key in a) {
      if (key === 'id') id = a[key];
      else if (key === 'class') className = a[key];
      else if (key === 'data-reactroot') reactRoot = true;
    }
    if (id !== undefined && !scan.ids.has(id)) scan.ids.set(id, node);
    if (name === 'title' && scan.title === '') {
      scan.title = textOf(node, 200);
      continue;
    }
    if (name === 'script') {
      if (a.src) {
        if (scan.externalScripts.length < 500) scan.externalScripts.push(a.src);
        if (CAPTCHA_SRC.test(a.src)) {
          const list = RECAPTCHA_SCORE.test(a.src) ? scan.invisibleCaptcha : scan.captcha;
          if (list.length < SCAN_LIMITS.markers)
            list.push({ what: `CAPTCHA script ${a.src.slice(0, 100)}`, where: 'script' });
        }
      } else if (a.type === undefined || /javascript|module|^$/i.test(a.type)) {
        for (const child of node.children) {
          if (child.type === 'text' && scriptChars < SCAN_LIMITS.scriptChars) {
            scripts.push(child.data);
            scriptChars += child.data.length;
          }
        }
      }
      continue;
    }
    if (name === 'style' || name === 'template' || name === 'svg') continue;
    if (name === 'noscript') {
      // htmlparser2 keeps <noscript> content as text or elements depending on context; read both.
      const text = collapse(
        textOf(node, 500) || node.children.map((c) => (c.type === 'text' ? c.data : '')).join(' '),
      );
      if (text !== '' && scan.noscript.length < 20) scan.noscript.push(text.replace(/<[^>]+>/g, ' ').trim());
      continue;
    }
    if (name === 'iframe' && a.src && CAPTCHA_SRC.test(a.src) && scan.captcha.length < SCAN_LIMITS.markers) {
      scan.captcha.push({ what: `CAPTCHA frame ${a.src.slice(0, 100)}`, where: describeElement(node) });
      if (frame.form && frame.form.captcha === null) frame.form.captcha = 'CAPTCHA frame';
    }

    let next = frame;
    const marks =
      (className !== undefined && ANY_MARK.test(className)) || (id !== undefined && ANY_MARK.test(id))
        ? tokensOf(node)
        : NO_MARKS;
    if (marks.length > 0) {
      const captcha = marks.find((t) => CAPTCHA_TOKEN.test(t));
      if (captcha && scan.captcha.length < SCAN_LIMITS.markers) {
        scan.captcha.push({ what: `CAPTCHA widget (${captcha})`, where: describeElement(node) });
        if (frame.form && frame.form.captcha === null) frame.form.captcha = captcha;
      }
      // Inside a form, a "cookies consent" element is a field of that form (WordPress's comment form asks whether to
      // remember the commenter in a cookie), not a banner.
      // A consent manager's outer container is recorded; its modal dialog may be an element inside it (Quantcast's
      // qc-cmp2-container holds the aria-modal summary).
      if (frame.consent && (a['aria-modal'] === 'true' || a.role === 'alertdialog')) {
        const outer = scan.consent.at(-1);
        if (outer) outer.modal = true;
      }
      if (
        !frame.consent &&
        frame.form === null &&
        name !== 'a' &&
        marks.some((t) => CONSENT_TOKEN.test(t)) &&
        scan.consent.length < SCAN_LIMITS.markers
      ) {
        // role="dialog" alone is a non-modal dialog in WAI-ARIA: the bottom bars of Cookie Notice and Complianz carry
        // it and block nothing. A modal one says aria-modal="true" (Cookiebot) or an overlay class.
        const modal =
          a['aria-modal'] === 'true' || a.role === 'alertdialog' || marks.some((t) => MODAL_TOKEN.test(t));
        scan.consent.push({
          what: 'cookie consent element',
          where: describeElement(node),
          modal,
          text: textOf(node, 300),
        });
        next = { ...next, consent: true };
      }
      const paywall = marks.find(
        (t) => (PAYWALL_TOKEN.test(t) && !DECORATION.test(t)) || PIANO_TOKEN.test(t),
      );
      if (paywall && scan.paywall.length < SCAN_LIMITS.markers) {
        // tokensOf lists the class tokens, then the id: a token that is one of the classes came from the class.
        const attribute = id === paywall && !tokens(className).includes(paywall) ? 'id' : 'class';
        scan.paywall.push({
          what: `paywall element (${paywall})`,
          where: describeElement(node),
          matched: { attribute, value: paywall },
        });
      }
    }
    if (
      ((id !== undefined && APP_ROOT_ID.test(id)) || name === APP_ROOT_ELEMENT) &&
      node.children.every((c) => (c.type === 'text' && c.data.trim() === '') || c.type === 'comment')
    ) {
      scan.appShells.push({ element: node, where: describeElement(node) });
    }
    if (
      id !== undefined &&
      id.charCodeAt(0) === 83 &&
      id.charCodeAt(1) === 58 &&
      a.hidden !== undefined &&
      scan.streamed.length < SCAN_LIMITS.markers
    ) {
      // "S:" and the segment's number.
      if (/^S:\d+$/.test(id)) scan.streamed.push({ element: node, where: describeElement(node) });
    }
    if (reactRoot && node.children.length === 0)
      scan.appShells.push({ element: node, where: describeElement(node) });

    if (frame.form !== null && !frame.trap && name !== 'input') {
      if (
        a['aria-hidden'] === 'true' ||
        (className !== undefined && HONEYPOT_CLASS.test(className)) ||
        (id !== undefined && HONEYPOT_CLASS.test(id))
      )
        next = { ...next, trap: true };
      else if (!frame.concealed && a.style !== undefined && HIDING_STYLE.test(a.style))
        next = { ...next, concealed: true };
    }
    if (name === 'form' && scan.forms.length < SCAN_LIMITS.forms) {
      const form: ScannedForm = { element: node, fields: [], captcha: null, submitTexts: [] };
      scan.forms.push(form);
      next = { ...next, form };
    } else if (name === 'label') {
      const text = labelText(node);
      if (a.for) {
        if (!scan.labelFor.has(a.for)) scan.labelFor.set(a.for, text);
      } else next = { ...next, label: node };
    } else if (name === 'fieldset' && a.toolparamdescription) {
      next = { ...next, fieldset: a.toolparamdescription.trim() };
    } else if (FIELD_TAGS.has(name)) {
      const type = name === 'input' ? (a.type ?? 'text').toLowerCase() : name;
      if (type === 'password') {
        scan.passwordFields++;
        if (scan.passwords.length < SCAN_LIMITS.markers)
          scan.passwords.push({ element: node, form: frame.form });
      }
      // A form attribute names the control's form, wherever the control sits (an unknown id: no form at all).
      const owner = a.form;
      if ((frame.form || owner !== undefined) && !NOT_FIELDS.has(type) && !isTrap(node, frame)) {
        const field: ScannedField = {
          element: node,
          wrappingLabel: frame.label ? labelText(frame.label) : null,
          fieldsetDescription: frame.fieldset,
        };
        if (owner !== undefined) {
          if (owned.length < SCAN_LIMITS.fields) owned.push({ field, form: owner });
        } else if (frame.form && frame.form.fields.length < SCAN_LIMITS.fields) frame.form.fields.push(field);
      }
      if (frame.form && (type === 'submit' || type === 'image') && a.value)
        frame.form.submitTexts.push(a.value);
    } else if (name === 'button' && frame.form) {
      const text = textOf(node, 80);
      if (text) frame.form.submitTexts.push(text);
    }
    pushChildElements(node, next, nodes, frames);
  }
  if (owned.length > 0) {
    const byElement = new Map(scan.forms.map((form) => [form.element, form]));
    for (const { field, form } of owned) {
      // The first element with the id decides, as in the DOM: when it is no form, the control has none.
      const target = scan.ids.get(form);
      const owner = target ? byElement.get(target) : undefined;
      if (owner && owner.fields.length < SCAN_LIMITS.fields) owner.fields.push(field);
    }
  }
  scan.inlineScripts = scripts;
  return scan;
}
