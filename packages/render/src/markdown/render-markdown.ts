import { createTranslator, type Translator } from '../i18n/translator.ts';
import { type AuditResultInput, toViewModel } from '../model/to-view-model.ts';
import type { ModuleView } from '../model/types.ts';

export interface RenderMarkdownOptions {
  /** BCP 47 locale of the built-in catalogues (default `en`); ignored when `translator` is given. */
  locale?: string;
  translator?: Translator;
  /** The previous audit of the same page, for the change since then. */
  previous?: AuditResultInput | null;
  /** Level of the top heading (default 2, which suits pull-request comments). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** Text on one line: a line break in the result would end the list item or table row it sits in. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** Escapes every character that Markdown could read as syntax inside a line, entities included. */
function literal(text: string): string {
  return text.replace(/([\\`*_[\]<>|~])/g, '\\$1').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/** A table cell, all escaped: a code span or link there would only add noise, and `|` would end the cell. */
function cell(text: string): string {
  return literal(oneLine(text));
}

/**
 * What GitHub links in text of its own accord: web addresses (up to a space, quote, bracket or backtick),
 * `@name` mentions and `#123` references. A mention in a pull-request comment notifies that account, and
 * the text holds JSON-LD's `@id` and `@type` and page text like "#1 pick", so those must not read as either.
 */
const AUTOLINKED =
  /\bhttps?:\/\/[^\s<>"'`\\]+|(?<![\w@/])@[A-Za-z0-9][\w-]*(?:\/[A-Za-z0-9][\w.-]*)?|(?<![\w&#/])#\d+\b/g;

/**
 * A web address as an autolink. Escaped in place, GitHub's autolinker keeps the backslashes in the link
 * (`x\_y` links to `x%5C_y`) and runs it on into a following quote; `<…>` fixes both ends. Trailing
 * punctuation and an unopened closing bracket belong to the sentence, as GitHub reads them.
 */
function linkedUrl(url: string): [link: string, rest: string] {
  const count = (text: string, char: string) => text.split(char).length - 1;
  let link = url;
  for (;;) {
    const last = link.slice(-1);
    const open = last === ')' ? '(' : last === ']' ? '[' : '';
    const unopened = open !== '' && count(link, open) < count(link, last);
    if (last === '' || !('.,:;!?*_~'.includes(last) || unopened)) break;
    link = link.slice(0, -1);
  }
  return [link, url.slice(link.length)];
}

/**
 * Escapes the Markdown characters of prose; makes its web addresses autolinks that survive escaping, and its
 * would-be mentions and references code, which GitHub leaves alone.
 */
function prose(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(AUTOLINKED)) {
    const [token] = match;
    if (token[0] === '@' || token[0] === '#') {
      out += `${literal(text.slice(last, match.index))}${code(token)}`;
      last = match.index + token.length;
      continue;
    }
    const [link, rest] = linkedUrl(token);
    if (!/^https?:\/\/[^/?#]/.test(link)) continue;
    out += `${literal(text.slice(last, match.index))}<${link}>`;
    last = match.index + token.length - rest.length;
  }
  return out + literal(text.slice(last));
}

/** Where the run of exactly `length` backticks that closes a code span opened before `from` starts, or -1. */
function closingRun(text: string, length: number, from: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let run = runs.exec(text); run; run = runs.exec(text)) if (run[0].length === length) return run.index;
  return -1;
}

/**
 * Text from the result as inline Markdown on one line. Findings mark code with backticks ("add
 * `Sitemap: https://…/sitemap.xml` to robots.txt"): paired runs stay code spans, read as CommonMark reads
 * them, so what is inside shows as typed and is not linked; everything else is escaped, and a line that
 * would open a block (heading, quote, list, setext underline) is defused.
 */
function md(text: string): string {
  const flat = oneLine(text);
  let out = '';
  let last = 0;
  const runs = /`+/g;
  for (let run = runs.exec(flat); run; run = runs.exec(flat)) {
    const start = run.index;
    const close = closingRun(flat, run[0].length, start + run[0].length);
    if (close < 0) continue;
    const end = close + run[0].length;
    out += prose(flat.slice(last, start)) + flat.slice(start, end);
    last = end;
    runs.lastIndex = end;
  }
  return (out + prose(flat.slice(last))).replace(/^(?:[#+>-]|=+$|\d{1,9}(?=[.)](?: |$)))/, (start) =>
    /\d/.test(start) ? `${start}\\` : `\\${start}`,
  );
}

/**
 * A value as a code span, shown exactly: the fence is one backtick longer than the longest run inside, and
 * a space pads a value that starts or ends with a backtick, which would otherwise join the fence (CommonMark
 * strips one space from each end).
 */
function code(value: string): string {
  const flat = oneLine(value);
  if (flat === '') return '';
  let longest = 0;
  for (const run of flat.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = /^`|`$/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A bold label and what follows it; no colon after a label that ends a sentence, so no ".**:" shows. */
function labelled(label: string, rest: string): string {
  const text = md(label);
  if (text === '') return rest;
  return /[.!?:…]$/.test(text) ? `**${text}** ${rest}` : `**${text}**: ${rest}`;
}

function moduleFindings(module: ModuleView, h: (level: number) => string, t: Translator['t']): string[] {
  if (module.findings.length === 0) return [];
  // A module that is not scored shows its status only, as the panel does: its score counts for nothing.
  const state =
    module.status === 'scored'
      ? `${md(module.scoreText)}, ${md(module.statusLabel)}`
      : md(module.statusLabel);
  const lines = [`${h(3)} ${md(module.title)} (${state})`, ''];
  for (const group of module.findingGroups) {
    lines.push(`**${md(group.label)}**`, '');
    for (const finding of group.findings) {
      const badges = [finding.statusLabel, finding.severityText].filter((text) => text !== null);
      lines.push(`- ${labelled(finding.title, badges.map(md).join(' · '))}`);
      for (const item of finding.evidence) {
        const where = item.where ? ` (${md(t('finding.where', { where: item.where }))})` : '';
        const value = item.value ? ` ${code(item.value)}` : '';
        lines.push(`  - ${md(t('finding.evidence'))}: ${md(item.what)}${where}${value}`);
      }
      if (finding.fixText) lines.push(`  - ${md(t('finding.fix'))}: ${md(finding.fixText)}`);
    }
    lines.push('');
  }
  return lines;
}

/**
 * The audit as Markdown for CI logs and pull-request comments: score and verdict, change, action plan by
 * priority, a module table and the findings. Same view model as every other surface.
 *
 * @example
 * ```ts
 * process.stdout.write(renderMarkdown(result));
 * ```
 */
export function renderMarkdown(
  result: AuditResultInput | null | undefined,
  options: RenderMarkdownOptions = {},
): string {
  const translator = options.translator ?? createTranslator(options.locale ?? 'en');
  const { t } = translator;
  const model = toViewModel(result, { translator, previous: options.previous ?? null });
  const top = options.headingLevel ?? 2;
  const h = (offset: number) => '#'.repeat(Math.min(6, top + offset - 1));

  const lines: string[] = [
    `${h(1)} ${md(t('report.title'))}: ${md(model.scoreText)} · ${md(model.verdict)}`,
    '',
    model.url ? `**${md(t('url.label'))}:** ${md(model.url)}  ` : `_${md(t('url.none'))}_  `,
    md(model.analyzedAtText),
    '',
  ];
  if (model.change) {
    lines.push(`**${model.change.deltaText}** ${md(model.change.text)}`, '');
    if (model.change.verdictText) lines.push(md(model.change.verdictText), '');
  }
  for (const cap of model.caps) lines.push(`> **${md(t('caps.heading'))}:** ${md(cap.text)}`, '');

  lines.push(`${h(2)} ${md(t('actions.heading'))} (${md(model.actionCountText)})`, '');
  if (model.actionOrderText) lines.push(`_${md(model.actionOrderText)}_`, '');
  if (model.actionGroups.length === 0) lines.push(md(t('actions.empty')), '');
  for (const group of model.actionGroups) {
    lines.push(`**${md(group.label)}**`, '');
    group.items.forEach((item, index) => {
      const meta = [
        item.moduleTitle ? t('action.module', { module: item.moduleTitle }) : null,
        item.effortLabel,
        item.impactText,
      ].filter((text): text is string => text !== null);
      lines.push(`${group.start + index}. ${labelled(item.title, md(meta.join(' · ')))}`);
      if (item.fix) lines.push(`   ${md(item.fix)}`);
    });
    lines.push('');
  }

  lines.push(`${h(2)} ${md(t('modules.heading'))}`, '');
  if (model.modules.length === 0) lines.push(md(t('modules.empty')), '');
  else {
    lines.push(
      `| ${cell(t('modules.heading'))} | ${cell(t('score.label'))} | ${cell(t('verdict.label'))} | ${cell(t('findings.heading'))} |`,
      '| --- | --- | --- | --- |',
    );
    for (const module of model.modules) {
      const labels = module.labels
        .filter((label) => label.id !== module.status)
        .map((label) => ` (${label.text})`)
        .join('');
      const change = module.deltaText ? ` (${module.deltaText})` : '';
      lines.push(
        `| ${cell(module.title + labels)} | ${cell(module.scoreText + change)} | ${cell(module.statusLabel)} | ${cell(module.problemCountText)} |`,
      );
    }
    lines.push('');
  }

  const findings = model.modules.flatMap((module) => moduleFindings(module, h, t));
  if (findings.length > 0) lines.push(`${h(2)} ${md(t('findings.heading'))}`, '', ...findings);
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
