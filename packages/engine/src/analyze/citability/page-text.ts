// The text the citability module's page-level checks count, and the figures measured over it.
import type { ContentBlock, ContentModel } from '../../content/model.ts';
import { threadText } from '../../content/passages.ts';
import type { PassageReport } from '../../content/report.ts';
import { contentSources, METHOD_HEADING, REFERENCES_HEADING } from '../../content/sources.ts';

/** The page-level figures the statistics, sources and quotations checks read (words are prose words). */
export interface PageMetrics {
  words: number;
  statisticsPer1000: number;
  statistics: number;
  sources: number;
  sourceSites: string[];
  attributedQuotes: number;
  unattributedQuotes: number;
  attributionPhrases: number;
  referencesSection: boolean;
  /** The heading of a section saying how the page got its figures ("How we tested"), if it has one. */
  methodSection: string | null;
  cites: number;
}

/**
 * Words of prose in the page's text (the main content, a thread's replies included: see `PageText`): its words less
 * those in code blocks. The prose checks (thin content, figures
 * per 1,000 words, the thresholds of quotations and lists) count these, because code is not what they judge: a
 * configuration sample is not an explanation in the page's own words, and its tokens split at punctuation
 * (`proxy_cache_path /var/cache/nginx` is seven words) would make a page of config look long and its figures sparse.
 * Screen-reader labels are left out too: "Regular price" and "Sale price" on each product card are no reader's prose.
 * `main.words` keeps the code: how much text the HTML holds is what agent states and the main-content check report.
 */
export function proseWords(text: PageText): number {
  return text.words - text.codeWords - (text.labelWords ?? 0);
}

/**
 * The text the page-level figures count (how much the page holds, figures per 1,000 words, the readability sample,
 * the share of boilerplate): the main content, or on a forum or Q&A thread the whole thread, the replies the content
 * model keeps apart as comments included (`threadText`): a thread is its replies, and counting its opening post
 * alone made a long thread look thin.
 */
export interface PageText {
  blocks: readonly ContentBlock[];
  words: number;
  codeWords: number;
  /** Words of screen-reader labels among them ("Regular price" before each price), which no visitor reads. */
  labelWords?: number;
}

/** The text the page-level figures count: the whole thread on a forum or Q&A page, else the main content. */
export function pageText(model: ContentModel, forum: boolean): PageText {
  return forum ? threadText(model) : model.main;
}

/** The page's figures, sources, quotations and reference sections, counted over the main content's passages. */
export function pageMetrics(
  model: ContentModel,
  text: PageText,
  reports: PassageReport[],
  pageUrl: string,
): PageMetrics {
  const words = proseWords(text);
  // Passages cover the main content; their figures add up to the page's.
  const stats = reports.reduce((sum, r) => sum + r.statistics.length, 0);
  const start = model.main.range?.start ?? 0;
  const end = model.main.range?.end ?? Number.MAX_SAFE_INTEGER;
  const sources = contentSources(model, pageUrl).filter((s) => s.pos >= start && s.pos <= end);
  const sites = [...new Set(sources.map((s) => s.site))].sort();
  return {
    words,
    statistics: stats,
    statisticsPer1000: words === 0 ? 0 : Math.round((stats / words) * 10_000) / 10,
    sources: sources.length,
    sourceSites: sites,
    attributedQuotes: reports.reduce((sum, r) => sum + r.quotes.attributed, 0),
    unattributedQuotes: reports.reduce((sum, r) => sum + r.quotes.unattributed, 0),
    attributionPhrases: reports.reduce((sum, r) => sum + r.attributions, 0),
    referencesSection: model.main.blocks.some(
      (b) => b.kind === 'heading' && REFERENCES_HEADING.test(b.text.trim()),
    ),
    methodSection:
      model.main.blocks
        .find((b) => b.kind === 'heading' && METHOD_HEADING.test(b.text.trim()))
        ?.text.trim() ?? null,
    cites: model.cites.filter((c) => c.pos >= start && c.pos <= end).length,
  };
}

/** The share of the page's words outside the text the figures count (see `PageText`). */
export function boilerplateRatio(model: ContentModel, text: PageText): number {
  if (model.totalWords === 0) return 0;
  // A thread's replies were counted as boilerplate by the walk: taken back, they are the page's text.
  const boilerplate =
    text === model.main ? model.boilerplateWords : Math.max(0, model.totalWords - text.words);
  return Math.round((boilerplate / model.totalWords) * 100) / 100;
}
