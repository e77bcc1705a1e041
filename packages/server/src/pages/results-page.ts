import type { AuditResult } from '@geo-audit/core';
import { renderHtml } from '@geo-audit/render';

// The one place that turns a stored result into the public page behind results_url.

const LOCALES = ['en', 'de'] as const;

/** The first supported language of an `Accept-Language` header, English otherwise. */
export function pickLocale(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag && (LOCALES as readonly string[]).includes(tag)) return tag;
  }
  return 'en';
}

/** The human-readable results page: @geo-audit/render's self-contained static report. */
export function renderResultsPage(result: AuditResult, auditedUrl: string, locale: string): string {
  return renderHtml({ ...result, url: result.url ?? auditedUrl }, { locale });
}

/** The page shown for an unknown or expired results address. */
export function renderMissingResultsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>GEO audit result not found</title>
</head>
<body>
<main>
<h1>Result not found</h1>
<p>This results address is unknown or its result expired (results are kept for 7 days). Run the audit again to get a new address.</p>
</main>
</body>
</html>`;
}
