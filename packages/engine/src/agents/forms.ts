import type { Element } from 'domhandler';
import { attr, collapse, textOf } from '../structured-data/dom.ts';
import type { PageScan, ScannedField, ScannedForm } from './scan.ts';

/**
 * Forms as an agent sees them, and the WebMCP declarative tools they define. A parameter's description resolves
 * as the WebMCP draft says: `toolparamdescription` (on the control or its `<fieldset>`), then the associated
 * `<label>`, then `aria-description`. A parameter's name is the control's `name`: the first draft's `toolparamname`
 * was removed from the explainer in March 2026, and a field that still carries only that is reported by it, with
 * the name to write; one whose `toolparamname` differs from its `name` is reported with the name agents see. For
 * accessibility labels we also accept aria-labelledby, aria-label and title; a placeholder alone is reported as a
 * weak label.
 */

export type LabelSource =
  | 'toolparamdescription'
  | 'label'
  | 'aria-labelledby'
  | 'aria-label'
  | 'aria-description'
  | 'title'
  | 'placeholder'
  | 'none';

export interface FormField {
  name: string | null;
  type: string;
  required: boolean;
  labelled_by: LabelSource;
  label: string | null;
}

export interface FormReport {
  selector: string;
  action: string | null;
  method: string;
  has_toolname: boolean;
  has_tooldescription: boolean;
  toolname: string | null;
  fields: FormField[];
  issues: string[];
  captcha: boolean;
}

export interface DeclarativeTool {
  name: string;
  description: string | null;
  autosubmit: boolean;
  form: string;
  params: { name: string; required: boolean; description: string | null; description_source: LabelSource }[];
}

function nonEmpty(value: string | undefined): string | null {
  const v = value === undefined ? '' : collapse(value);
  return v === '' ? null : v;
}

function labelOf(field: ScannedField, scan: PageScan): { source: LabelSource; text: string | null } {
  const el = field.element;
  const a = el.attribs;
  const own = nonEmpty(a.toolparamdescription) ?? field.fieldsetDescription;
  if (own) return { source: 'toolparamdescription', text: own };
  const forLabel = a.id !== undefined ? nonEmpty(scan.labelFor.get(a.id)) : null;
  const label = forLabel ?? nonEmpty(field.wrappingLabel ?? undefined);
  if (label) return { source: 'label', text: label };
  if (a['aria-labelledby']) {
    const text = a['aria-labelledby']
      .split(/\s+/)
      .map((id) => scan.ids.get(id))
      .filter((e): e is Element => e !== undefined)
      .map((e) => textOf(e, 200))
      .join(' ');
    const clean = nonEmpty(text);
    if (clean) return { source: 'aria-labelledby', text: clean };
  }
  const aria = nonEmpty(a['aria-label']);
  if (aria) return { source: 'aria-label', text: aria };
  const description = nonEmpty(a['aria-description']);
  if (description) return { source: 'aria-description', text: description };
  const title = nonEmpty(a.title);
  if (title) return { source: 'title', text: title };
  const placeholder = nonEmpty(a.placeholder);
  if (placeholder) return { source: 'placeholder', text: placeholder };
  return { source: 'none', text: null };
}

function typeOf(element: Element): string {
  return element.name === 'input' ? (attr(element, 'type') ?? 'text').toLowerCase() : element.name;
}

function selectorFor(form: ScannedForm, index: number, all: ScannedForm[]): string {
  const a = form.element.attribs;
  if (a.id) return `form#${a.id}`;
  const unique = (key: string, value: string | undefined): boolean =>
    value !== undefined && all.filter((f) => f.element.attribs[key] === value).length === 1;
  if (a.name && unique('name', a.name)) return `form[name="${a.name}"]`;
  if (a.toolname && unique('toolname', a.toolname)) return `form[toolname="${a.toolname}"]`;
  if (a.action && unique('action', a.action)) return `form[action="${a.action.slice(0, 100)}"]`;
  // Not a CSS selector but exact: the form's index in document.forms.
  return `document.forms[${index}]`;
}

/**
 * Every form with its fields, labels, WebMCP annotations and issues, plus the declarative tools.
 *
 * @example
 * ```ts
 * const { forms, tools } = readForms(scanPage(document));
 * ```
 */
export function readForms(scan: PageScan): { forms: FormReport[]; tools: DeclarativeTool[] } {
  const forms: FormReport[] = [];
  const tools: DeclarativeTool[] = [];
  scan.forms.forEach((form, index) => {
    const a = form.element.attribs;
    const selector = selectorFor(form, index, scan.forms);
    const toolname = nonEmpty(a.toolname);
    const tooldescription = nonEmpty(a.tooldescription);
    const issues: string[] = [];
    const fields: FormField[] = [];
    const params: DeclarativeTool['params'] = [];
    const seen = new Set<string>();
    form.fields.forEach((field, i) => {
      const el = field.element;
      const fa = el.attribs;
      const type = typeOf(el);
      const name = nonEmpty(fa.name);
      const label = labelOf(field, scan);
      const required = fa.required !== undefined || fa['aria-required'] === 'true';
      fields.push({ name, type, required, labelled_by: label.source, label: label.text });
      // A field written to the first WebMCP draft names its parameter in toolparamname: call it by that name.
      const draftName = name === null ? nonEmpty(fa.toolparamname) : null;
      const ref = name ?? draftName ?? fa.id ?? `#${i + 1} (${type})`;
      if (draftName !== null)
        issues.push(
          `field ${draftName} has toolparamname="${draftName}" but no name, so its value is never submitted or exposed as a tool parameter: toolparamname was removed from WebMCP; the parameter name is the field's name attribute, so move the value into name (name="${draftName}")`,
        );
      else if (name === null)
        issues.push(
          `field ${ref} has no name, so its value is never submitted or exposed as a tool parameter`,
        );
      else {
        // Written to both drafts at once: agents see `name`, while the author evidently meant the other word.
        const stale = nonEmpty(fa.toolparamname);
        if (stale !== null && stale !== name)
          issues.push(
            `field ${name} has toolparamname="${stale}" but name="${name}", so agents see the parameter as ${name}, not ${stale}: toolparamname was removed from WebMCP and the parameter name is the field's name attribute; rename the field to name="${stale}" if the form's handler accepts it, and remove toolparamname`,
          );
      }
      if (label.source === 'none') issues.push(`field ${ref} has no label`);
      else if (label.source === 'placeholder')
        issues.push(`field ${ref} is labelled only by its placeholder`);
      if (toolname && name !== null && !seen.has(name)) {
        seen.add(name);
        // The WebMCP description order: toolparamdescription → label → aria-description.
        const described =
          label.source === 'toolparamdescription' ||
          label.source === 'label' ||
          label.source === 'aria-description';
        params.push({
          name,
          required,
          description: described ? label.text : null,
          description_source: described ? label.source : 'none',
        });
        if (!described)
          issues.push(`tool parameter ${name} has no description (toolparamdescription or <label>)`);
      }
    });
    if (toolname && !tooldescription) issues.push('toolname without tooldescription');
    if (!toolname && tooldescription)
      issues.push('tooldescription without toolname: the tool is not registered');
    if (form.captcha) issues.push(`CAPTCHA inside the form (${form.captcha}): agents cannot submit it`);
    // The declarative explainer makes toolautosubmit a boolean attribute: present means on, whatever its value.
    const autosubmit = a.toolautosubmit;
    if (toolname && autosubmit !== undefined && /^\s*(?:false|no|off|0)\s*$/i.test(autosubmit))
      issues.push(
        `toolautosubmit="${autosubmit.trim()}" still lets the agent submit the form unchecked: it is a boolean attribute, on whenever present; remove it to have the user check the form first`,
      );
    forms.push({
      selector,
      action: nonEmpty(a.action),
      method: (nonEmpty(a.method) ?? 'get').toLowerCase(),
      has_toolname: toolname !== null,
      has_tooldescription: tooldescription !== null,
      toolname,
      fields,
      issues,
      captcha: form.captcha !== null,
    });
    if (toolname) {
      tools.push({
        name: toolname,
        description: tooldescription,
        autosubmit: a.toolautosubmit !== undefined,
        form: selector,
        params,
      });
    }
  });
  return { forms, tools };
}
