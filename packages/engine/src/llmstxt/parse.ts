/**
 * An llms.txt reader (llmstxt.org): the format is line-oriented Markdown, so a line scanner reads it with
 * line numbers for evidence; a general Markdown parser would lose the spec's ordering rules. Expected shape:
 * one H1 (the only required part), an optional `>` summary, optional prose, H2 sections of link lists
 * (`- [title](url): notes`), and an optional `## Optional` section.
 */

export interface LlmsLink {
  title: string;
  /** As written. */
  href: string;
  notes: string | null;
  line: number;
  /** Heading of the H2 section it is in, or null before the first H2. */
  section: string | null;
  /** It is a list item (not a link inside prose). */
  listItem: boolean;
}

export interface LlmsSection {
  title: string;
  line: number;
  optional: boolean;
  links: LlmsLink[];
  /** List items, links or not. */
  items: number;
}

export interface LlmsLine {
  line: number;
  text: string;
}

export interface ParsedLlmsTxt {
  /** The first H1. */
  title: LlmsLine | null;
  h1Count: number;
  /** Non-blank lines before the first H1 (the spec puts the H1 first). */
  beforeTitle: LlmsLine[];
  /** The `>` blockquote right after the H1, joined. */
  summary: string | null;
  sections: LlmsSection[];
  /** Every Markdown link, list items and prose alike, in file order. */
  links: LlmsLink[];
  /** List items inside H2 sections that are not `[title](url)` links. */
  malformedItems: LlmsLine[];
  /** Headings deeper than H2 (the spec has none). */
  deepHeadings: LlmsLine[];
}

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const LIST_ITEM = /^\s*[-*+][ \t]+(.*)$/;
const ITEM_LINK = /^\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)\s*(?::\s*(.*))?$/;
const ITEM_LINK_LOOSE = /^\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)(.*)$/;
const INLINE_LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * Reads an llms.txt body.
 *
 * @example
 * ```ts
 * const parsed = parseLlmsTxt('# Acme\n> Tools.\n## Docs\n- [Guide](https://acme.example/guide.md): start here\n');
 * parsed.title?.text; // 'Acme'
 * parsed.sections[0].links[0].notes; // 'start here'
 * ```
 */
export function parseLlmsTxt(body: string): ParsedLlmsTxt {
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const result: ParsedLlmsTxt = {
    title: null,
    h1Count: 0,
    beforeTitle: [],
    summary: null,
    sections: [],
    links: [],
    malformedItems: [],
    deepHeadings: [],
  };
  let section: LlmsSection | null = null;
  let fence: string | null = null;
  // Summary state: 'await' right after the H1, 'reading' inside the blockquote, 'done' afterwards.
  let summaryState: 'none' | 'await' | 'reading' | 'done' = 'none';
  const summary: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index]!;
    const line = index + 1;
    const fenceMatch = FENCE.exec(raw);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1] === fence) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed === '') {
      if (summaryState === 'reading') summaryState = 'done';
      continue;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      const level = heading[1]!.length;
      const title = (heading[2] ?? '').trim();
      if (summaryState !== 'none') summaryState = 'done';
      if (level === 1) {
        result.h1Count += 1;
        if (result.title === null) {
          result.title = { line, text: title };
          summaryState = 'await';
        }
      } else if (level === 2) {
        section = { title, line, optional: /^optional$/i.test(title), links: [], items: 0 };
        result.sections.push(section);
      } else {
        result.deepHeadings.push({ line, text: trimmed });
      }
      continue;
    }
    if (result.title === null) {
      result.beforeTitle.push({ line, text: trimmed });
    }
    if (trimmed.startsWith('>') && (summaryState === 'await' || summaryState === 'reading')) {
      summary.push(trimmed.replace(/^>\s?/, '').trim());
      summaryState = 'reading';
      continue;
    }
    if (summaryState === 'await' || summaryState === 'reading') summaryState = 'done';
    const item = LIST_ITEM.exec(raw);
    if (item) {
      const content = item[1]!.trim();
      const strict = ITEM_LINK.exec(content);
      const loose = strict ? null : ITEM_LINK_LOOSE.exec(content);
      if (section) section.items += 1;
      if (strict || loose) {
        const match = (strict ?? loose)!;
        const notes = strict ? (match[3]?.trim() ?? null) : match[3]!.trim().replace(/^[-–—:]\s*/, '');
        const link: LlmsLink = {
          title: match[1]!.trim(),
          href: match[2]!,
          notes: notes === '' ? null : notes,
          line,
          section: section?.title ?? null,
          listItem: true,
        };
        result.links.push(link);
        section?.links.push(link);
        // A link followed by text without the `: ` separator still works, but is not the spec's form.
        if (!strict && section) result.malformedItems.push({ line, text: trimmed });
        continue;
      }
      if (section) result.malformedItems.push({ line, text: trimmed });
    }
    for (const match of raw.matchAll(INLINE_LINK)) {
      result.links.push({
        title: match[1]!.trim(),
        href: match[2]!,
        notes: null,
        line,
        section: section?.title ?? null,
        listItem: false,
      });
    }
  }
  result.summary = summary.length > 0 ? summary.join(' ').trim() || null : null;
  return result;
}
