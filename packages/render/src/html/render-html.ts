import { createTranslator, type Translator } from '../i18n/translator.ts';
import { type AuditResultInput, toViewModel } from '../model/to-view-model.ts';
import type {
  ActionGroupView,
  AuditViewModel,
  FindingGroupView,
  IconName,
  ModuleView,
  Tone,
} from '../model/types.ts';
import { THEME_CSS } from '../theme/css.ts';
import { GAUGE, gaugeDash } from '../theme/gauge.ts';
import { ICON_PATHS } from '../theme/icons.ts';
import { escapeHtml as e, safeHref } from './escape.ts';

export interface RenderHtmlOptions {
  /** BCP 47 locale of the built-in catalogues (default `en`); ignored when `translator` is given. */
  locale?: string;
  translator?: Translator;
  /** The document title; defaults to the translated "GEO audit report". */
  title?: string;
  /** The previous audit of the same page, for the change since then. */
  previous?: AuditResultInput | null;
  /** Force a theme; by default the report follows the reader's `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
}

const REPORT_CSS = `body.geo-audit{margin:0;min-height:100vh}
.geo-report-main{max-width:860px;margin:0 auto;padding:24px 16px 48px;display:flex;flex-direction:column;gap:24px}
.geo-report-score{display:flex;flex-wrap:wrap;gap:20px;align-items:center}
.geo-report-score>div{flex:1 1 240px;display:flex;flex-direction:column;gap:8px}
.geo-report ol.geo-stack>li,.geo-report ul.geo-stack>li{padding:12px}`;

function icon(name: IconName): string {
  const paths = ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('');
  return `<svg class="geo-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths}</svg>`;
}

function badge(text: string, tone: Tone, iconName?: IconName): string {
  return `<span class="geo-badge geo-tone-${tone}">${iconName ? icon(iconName) : ''}${e(text)}</span>`;
}

function gauge(model: AuditViewModel): string {
  const { size, radius, stroke } = GAUGE;
  const centre = size / 2;
  return `<svg class="geo-gauge geo-band-${model.band.id}" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true" focusable="false"><circle class="geo-gauge-track" cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke-width="${stroke}"/><circle class="geo-gauge-value" cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${gaugeDash(model.score)}" transform="rotate(-90 ${centre} ${centre})"/><text class="geo-gauge-text" x="50%" y="50%" text-anchor="middle" dominant-baseline="central" font-size="34">${model.score === null ? '–' : model.score}</text></svg>`;
}

function scoreSection(model: AuditViewModel, t: Translator['t']): string {
  const change = model.change
    ? `<p class="geo-text geo-tone-${model.change.tone}">${icon(model.change.icon)} ${e(model.change.text)}</p>${
        model.change.verdictText ? `<p class="geo-text" data-muted>${e(model.change.verdictText)}</p>` : ''
      }`
    : '';
  const caps = model.caps.length
    ? `<div class="geo-card geo-tone-critical"><h3 class="geo-heading">${e(t('caps.heading'))}</h3><ul>${model.caps
        .map((cap) => `<li class="geo-text">${e(cap.text)}</li>`)
        .join('')}</ul></div>`
    : '';
  // The heading and the score line say "GEO readiness", the score and the verdict once each: the ring is
  // drawn for sighted readers only, and the section is no region named like its heading.
  return `<section class="geo-card geo-report-score">${gauge(model)}<div><h2 class="geo-heading">${e(t('score.label'))}</h2><p class="geo-text geo-score-band geo-band-${model.band.id}" data-size="lg" data-weight="bold">${icon(model.band.icon)} ${e(model.scoreText)} · ${e(model.verdict)}</p>${change}${caps}</div></section>`;
}

function actionGroup(group: ActionGroupView, t: Translator['t']): string {
  const items = group.items
    .map((item) => {
      const meta = [
        item.moduleTitle ? t('action.module', { module: item.moduleTitle }) : null,
        item.effortLabel,
      ]
        .filter(Boolean)
        .map((text) => e(text as string))
        .join(' · ');
      return `<li class="geo-card"><p class="geo-text" data-weight="bold">${e(item.title)}${
        item.impactText ? ` ${badge(item.impactText, 'positive', 'arrow-up')}` : ''
      }</p><p class="geo-text" data-size="sm" data-muted>${meta}</p>${item.fix ? `<p class="geo-text">${e(item.fix)}</p>` : ''}</li>`;
    })
    .join('');
  return `<h3 class="geo-heading geo-tone-${group.tone}">${icon(group.icon)} ${e(group.label)}</h3><ol class="geo-stack" data-gap="sm"${group.start > 1 ? ` start="${group.start}"` : ''}>${items}</ol>`;
}

function findingGroup(group: FindingGroupView, t: Translator['t']): string {
  const items = group.findings
    .map((finding) => {
      const evidenceList = finding.evidence.length
        ? `<ul>${finding.evidence
            .map(
              (item) =>
                `<li class="geo-text" data-size="sm">${e(item.what)}${item.where ? ` <span class="geo-text" data-muted>(${e(t('finding.where', { where: item.where }))})</span>` : ''}${item.value ? ` <code class="geo-code">${e(item.value)}</code>` : ''}</li>`,
            )
            .join('')}</ul>`
        : `<p class="geo-text" data-size="sm" data-muted>${e(t('finding.noEvidence'))}</p>`;
      // As in the panel, a finding with neither evidence nor a fix is its title and status only.
      const evidence = finding.hasDetails
        ? `<p class="geo-text" data-size="sm" data-weight="bold">${e(t('finding.evidence'))}</p>${evidenceList}`
        : '';
      return `<li class="geo-card"><p class="geo-text" data-weight="bold">${e(finding.title)}</p><p class="geo-stack" data-direction="row" data-gap="xs">${badge(finding.statusLabel, finding.tone, finding.icon)}${finding.severityText ? badge(finding.severityText, 'neutral') : ''}${finding.impactText ? badge(finding.impactText, 'neutral') : ''}</p>${evidence}${
        finding.fixText
          ? `<p class="geo-text" data-size="sm" data-weight="bold">${e(t('finding.fix'))}</p><p class="geo-text">${e(finding.fixText)}</p>`
          : ''
      }</li>`;
    })
    .join('');
  return `<h4 class="geo-heading">${e(group.label)}</h4><ul class="geo-stack" data-gap="sm">${items}</ul>`;
}

function moduleSection(module: ModuleView, t: Translator['t']): string {
  const labels = module.labels
    .filter((label) => label.id !== module.status)
    .map((label) => badge(label.text, label.tone, label.icon))
    .join('');
  const facts = module.facts.length
    ? `<dl class="geo-facts">${module.facts.map((fact) => `<dt>${e(fact.label)}</dt><dd>${e(fact.value)}</dd>`).join('')}</dl>`
    : '';
  const hints = module.labels
    .map((label) => `<p class="geo-text" data-size="sm" data-muted>${e(label.hint)}</p>`)
    .join('');
  const findings = module.findingGroups.length
    ? module.findingGroups.map((group) => findingGroup(group, t)).join('')
    : `<p class="geo-text" data-muted>${e(t('findings.empty'))}</p>`;
  return `<details class="geo-disclosure"><summary><span class="geo-stack" data-direction="row" data-gap="sm"><h3 class="geo-heading">${e(module.title)}</h3>${badge(
    module.status === 'scored' ? `${module.scoreText} · ${module.band.label}` : module.statusLabel,
    module.band.tone,
    module.band.icon,
  )}${labels}<span class="geo-text" data-size="sm" data-muted>${e(module.problemCountText)}</span></span></summary><div class="geo-disclosure-body"><p class="geo-text" data-muted>${e(module.description)}</p>${hints}${
    module.error ? `<p class="geo-text geo-tone-critical">${e(module.error)}</p>` : ''
  }${module.impact > 0 ? `<p class="geo-text" data-size="sm">${e(module.impactText)}</p>` : ''}${facts}${findings}</div></details>`;
}

/**
 * A complete, self-contained HTML report (inline CSS, no scripts, light and dark) for the server's results
 * page and the CLI's `--html`. Built from the same view model as the React components.
 *
 * @example
 * ```ts
 * import { writeFile } from 'node:fs/promises';
 * await writeFile('report.html', renderHtml(result, { locale: 'en', title: 'example.com — GEO audit' }));
 * ```
 */
export function renderHtml(
  result: AuditResultInput | null | undefined,
  options: RenderHtmlOptions = {},
): string {
  const translator = options.translator ?? createTranslator(options.locale ?? 'en');
  const { t } = translator;
  const model = toViewModel(result, { translator, previous: options.previous ?? null });
  const title = options.title ?? t('report.heading');
  const href = model.url ? safeHref(model.url) : null;
  const url = model.url
    ? `<p class="geo-text">${e(t('url.label'))}: ${href ? `<a href="${e(href)}">${e(model.url)}</a>` : e(model.url)}</p>`
    : '';
  const actions = model.actionGroups.length
    ? model.actionGroups.map((group) => actionGroup(group, t)).join('')
    : `<p class="geo-text">${e(t('actions.empty'))}</p>`;
  const modules = model.modules.length
    ? `<div class="geo-stack" data-gap="sm">${model.modules.map((module) => moduleSection(module, t)).join('')}</div>`
    : `<p class="geo-text">${e(t('modules.empty'))}</p>`;
  const theme = options.theme ? ` data-theme="${options.theme}"` : '';

  return `<!doctype html>
<html lang="${e(model.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${e(title)}</title>
<style>${THEME_CSS}${REPORT_CSS}</style>
</head>
<body class="geo-audit geo-report"${theme}>
<main class="geo-report-main">
<header class="geo-stack" data-gap="xs"><h1 class="geo-heading">${e(title)}</h1>${url}<p class="geo-text" data-muted>${e(model.analyzedAtText)}</p></header>
${scoreSection(model, t)}
<section class="geo-stack" aria-labelledby="geo-actions-heading"><h2 class="geo-heading" id="geo-actions-heading">${e(t('actions.heading'))}</h2><p class="geo-text" data-muted>${e(model.actionCountText)}</p>${model.actionOrderText ? `<p class="geo-text" data-muted data-size="sm">${e(model.actionOrderText)}</p>` : ''}${actions}</section>
<section class="geo-stack" aria-labelledby="geo-modules-heading"><h2 class="geo-heading" id="geo-modules-heading">${e(t('modules.heading'))}</h2>${modules}</section>
<footer><p class="geo-text" data-size="sm" data-muted>${e(t('report.noJs'))}</p></footer>
</main>
</body>
</html>
`;
}
