/**
 * `@geo-audit/render`: one result renderer for every surface. This entry has no React dependency: the view
 * model, message catalogues, and the static HTML and Markdown reports. React components live in
 * `@geo-audit/render/react`.
 */
export { type RenderHtmlOptions, renderHtml } from './html/render-html.ts';
export { hostMessages, messageIds } from './i18n/host-messages.ts';
export { de as germanMessages } from './i18n/messages-de.ts';
export { type Catalogue, en as englishMessages, type MessageId } from './i18n/messages-en.ts';
export { catalogues, createTranslator, type MessageValues, type Translator } from './i18n/translator.ts';
export { type RenderMarkdownOptions, renderMarkdown } from './markdown/render-markdown.ts';
export { bandIdFor, describeScore, type ScoreDescription, scoreBand } from './model/bands.ts';
export { pollDelay } from './model/poll-delay.ts';
export { toStatusView } from './model/status.ts';
export { type AuditResultInput, toViewModel, type ViewModelOptions } from './model/to-view-model.ts';
export { toTrend } from './model/trend.ts';
export type * from './model/types.ts';
export { THEME_CSS } from './theme/css.ts';
