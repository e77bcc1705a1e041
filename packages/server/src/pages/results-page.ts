import type { AuditResult } from '@geo-audit/core';

// The one place that turns a result into the public page; @geo-audit/render's static HTML replaces the
// body of this file once that package ships.

function escapeHtml(text: unknown): string {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function actionText(item: unknown): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    const text = record.title ?? record.action ?? record.summary ?? record.text;
    if (typeof text === 'string') return text;
  }
  return typeof item === 'string' ? item : JSON.stringify(item);
}

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse}td,th{padding:.25rem .75rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The human-readable results page behind `results_url`. */
export function renderResultsPage(result: AuditResult, auditedUrl: string): string {
  const rows = Object.entries(result.modules)
    .filter(([, entry]) => entry && typeof entry === 'object')
    .map(([name, entry]) => {
      const score = (entry as { score?: unknown }).score;
      const beta = (entry as { beta?: unknown }).beta === true ? ' (beta, not scored)' : '';
      return `<tr><th scope="row">${escapeHtml(name)}${beta}</th><td>${escapeHtml(score ?? '–')}</td></tr>`;
    })
    .join('\n');
  const actions = result.action_plan
    .slice(0, 20)
    .map((item) => `<li>${escapeHtml(actionText(item))}</li>`)
    .join('\n');
  return layout(
    `GEO audit: ${auditedUrl}`,
    `<h1>GEO audit</h1>
<p>Page: <a href="${escapeHtml(auditedUrl)}" rel="noreferrer">${escapeHtml(auditedUrl)}</a></p>
<p>Analysed: <time datetime="${escapeHtml(result.analyzed_at)}">${escapeHtml(result.analyzed_at)}</time></p>
<p><strong>GEO score: ${escapeHtml(result.geo_score)} / 100</strong>, verdict: <strong>${escapeHtml(result.verdict)}</strong></p>
<h2>Modules</h2>
<table><thead><tr><th scope="col">Module</th><th scope="col">Score</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>Action plan</h2>
${actions ? `<ol>${actions}</ol>` : '<p>Nothing to do.</p>'}`,
  );
}

/** The page shown for an unknown or expired results address. */
export function renderMissingResultsPage(): string {
  return layout(
    'GEO audit result not found',
    `<h1>Result not found</h1>
<p>This results address is unknown or its result expired (results are kept for 7 days). Run the audit again to get a new address.</p>`,
  );
}
