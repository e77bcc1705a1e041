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

/** Escapes Markdown syntax in text from the result, and keeps it on one line. */
function md(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^([#+>-])/, '\\$1');
}

function moduleFindings(module: ModuleView, h: (level: number) => string, t: Translator['t']): string[] {
  if (module.findings.length === 0) return [];
  const lines = [`${h(3)} ${md(module.title)} (${md(module.scoreText)}, ${md(module.statusLabel)})`, ''];
  for (const group of module.findingGroups) {
    lines.push(`**${md(group.label)}**`, '');
    for (const finding of group.findings) {
      lines.push(
        `- **${md(finding.title)}**: ${md(finding.statusLabel)} · ${md(t('severity.accessible', { severity: finding.severityLabel }))}`,
      );
      for (const item of finding.evidence) {
        const where = item.where ? ` (${md(t('finding.where', { where: item.where }))})` : '';
        const value = item.value ? ` \`${item.value.replace(/`/g, "'")}\`` : '';
        lines.push(`  - ${md(t('finding.evidence'))}: ${md(item.what)}${where}${value}`);
      }
      lines.push(`  - ${md(t('finding.fix'))}: ${md(finding.fix ?? t('finding.noFix'))}`);
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
  if (model.actionGroups.length === 0) lines.push(md(t('actions.empty')), '');
  for (const group of model.actionGroups) {
    lines.push(`**${md(group.label)}**`, '');
    group.items.forEach((item, index) => {
      const meta = [
        item.moduleTitle ? t('action.module', { module: item.moduleTitle }) : null,
        item.effortLabel,
        item.impactText,
      ].filter((text): text is string => text !== null);
      lines.push(`${index + 1}. **${md(item.title)}**: ${md(meta.join(' · '))}`);
      if (item.fix) lines.push(`   ${md(item.fix)}`);
    });
    lines.push('');
  }

  lines.push(`${h(2)} ${md(t('modules.heading'))}`, '');
  if (model.modules.length === 0) lines.push(md(t('modules.empty')), '');
  else {
    lines.push(
      `| ${md(t('modules.heading'))} | ${md(t('score.label'))} | ${md(t('verdict.label'))} | ${md(t('findings.heading'))} |`,
      '| --- | --- | --- | --- |',
    );
    for (const module of model.modules) {
      const labels = module.labels
        .filter((label) => label.id !== module.status)
        .map((label) => ` (${label.text})`)
        .join('');
      const change = module.deltaText ? ` (${module.deltaText})` : '';
      lines.push(
        `| ${md(module.title + labels)} | ${md(module.scoreText + change)} | ${md(module.statusLabel)} | ${md(module.problemCountText)} |`,
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
