/** Roles whose children a screen reader does not read: the element's name and value say it all. */
const PRESENTATIONAL_CHILDREN = new Set(['meter', 'progressbar', 'img']);

function textOf(ids: string, document: Document): string {
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * What a screen reader says while reading `root` from top to bottom, roughly as NVDA's browse mode does:
 * a region's or widget's author-given name, a range widget's value, then the text of everything not hidden
 * with `aria-hidden`. Visually hidden text counts; it is read.
 */
export function spokenText(root: Element): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (element.getAttribute('aria-hidden') === 'true' || element.tagName === 'STYLE') return;
    const label = element.getAttribute('aria-label');
    const labelledBy = element.getAttribute('aria-labelledby');
    if (label) parts.push(label);
    else if (labelledBy) parts.push(textOf(labelledBy, element.ownerDocument));
    const value = element.getAttribute('aria-valuetext') ?? element.getAttribute('aria-valuenow');
    if (value) parts.push(value);
    if (PRESENTATIONAL_CHILDREN.has(element.getAttribute('role') ?? '')) return;
    for (const child of element.childNodes) visit(child);
  };
  visit(root);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** How often `phrase` occurs in `text`, as a whole word. */
export function occurrences(text: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'gu'))?.length ?? 0;
}
