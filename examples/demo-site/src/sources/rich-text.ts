import { escapeHtml } from '../html.ts';

type Node = Record<string, unknown>;

const asArray = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** Plain text or Markdown-ish text: blank lines separate paragraphs, `## ` lines are headings. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{2,3})\s+(.*)$/.exec(block);
      if (heading) return `<h${heading[1]!.length}>${escapeHtml(heading[2]!)}</h${heading[1]!.length}>`;
      return `<p>${escapeHtml(block)}</p>`;
    })
    .join('\n');
}

/** Strapi 5 "blocks" rich text (paragraph, heading, list, quote) to HTML. */
export function strapiBlocksToHtml(blocks: unknown): string {
  const inline = (children: unknown): string =>
    asArray(children)
      .map((child) =>
        child.type === 'link'
          ? `<a href="${escapeHtml(String(child.url ?? ''))}">${inline(child.children)}</a>`
          : escapeHtml(String(child.text ?? '')),
      )
      .join('');
  return asArray(blocks)
    .map((block) => {
      switch (block.type) {
        case 'heading': {
          const level = Math.min(6, Math.max(2, Number(block.level) || 2));
          return `<h${level}>${inline(block.children)}</h${level}>`;
        }
        case 'list': {
          const tag = block.format === 'ordered' ? 'ol' : 'ul';
          return `<${tag}>${asArray(block.children)
            .map((item) => `<li>${inline(item.children)}</li>`)
            .join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote>${inline(block.children)}</blockquote>`;
        default:
          return `<p>${inline(block.children)}</p>`;
      }
    })
    .join('\n');
}

/** Sanity Portable Text (blocks with styles normal, h2, h3, blockquote; bullet lists) to HTML. */
export function portableTextToHtml(blocks: unknown): string {
  const parts: string[] = [];
  let openList: string | null = null;
  for (const block of asArray(blocks)) {
    if (block._type !== 'block') continue;
    const text = asArray(block.children)
      .map((span) => escapeHtml(String(span.text ?? '')))
      .join('');
    const listTag = block.listItem === 'number' ? 'ol' : block.listItem ? 'ul' : null;
    if (openList && openList !== listTag) {
      parts.push(`</${openList}>`);
      openList = null;
    }
    if (listTag) {
      if (!openList) parts.push(`<${listTag}>`);
      openList = listTag;
      parts.push(`<li>${text}</li>`);
      continue;
    }
    const style = String(block.style ?? 'normal');
    if (/^h[2-6]$/.test(style)) parts.push(`<${style}>${text}</${style}>`);
    else if (style === 'blockquote') parts.push(`<blockquote>${text}</blockquote>`);
    else parts.push(`<p>${text}</p>`);
  }
  if (openList) parts.push(`</${openList}>`);
  return parts.join('\n');
}
