import { OPTION_EXAMPLES } from './options.ts';

/** What to do about an HTTP error status: a CI job retries a 503, but not a 404. */
function statusAdvice(status: number): string {
  if (status === 401) {
    return 'The page asks for a login, and the audit fetches it as a visitor: audit a URL that is public.';
  }
  if (status === 403) {
    return "The server refused the audit (a firewall, bot protection or an IP allow-list): let the runner's address through, or audit a page the server shows to everyone.";
  }
  if (status === 429) {
    return "The server rate-limited the audit: wait and run it again, or exempt the runner's address from the limit.";
  }
  if (status >= 500) {
    return 'The server failed to serve the page: check that it is up (a deploy still starting?) and run the audit again.';
  }
  return 'Audit the URL that serves the content.';
}

/** How many pages of a run ended with each exit code, for the run's one-line verdict. */
export interface RunCounts {
  ok: number;
  below: number;
  unjudgeable: number;
  notFetched: number;
  internal: number;
}

const pages = (count: number) => `${count} page${count === 1 ? '' : 's'}`;

/**
 * Every user-facing string of the CLI, in one place so it can be translated. English only for now; a
 * translation replaces this object.
 */
export const messages = {
  usage: (command: string) =>
    [
      `Usage: ${command} audit <url> [<url> …] [--urls-from FILE] [--json | --markdown | --html] [--locale en] [--min-score N] [--modules a,b] [--allow-host HOST]`,
      '',
      'Audits pages for AI-search readiness with the engine directly (no server needed), one after another.',
      '',
      'Options:',
      '  --json            print the full result as JSON (several URLs: an array, one entry per URL)',
      '  --markdown        print a Markdown report (for CI job summaries and pull-request comments)',
      '  --html            print a self-contained HTML report of one page (redirect it to a file)',
      '  --locale en       language of the Markdown and HTML reports (en, de)',
      '  --min-score N     exit with code 1 when geo_score is below N (0-100), for each page',
      '  --modules a,b     run only these modules (agent_readiness always runs)',
      '  --allow-host HOST allow a private or loopback host (local sites); repeatable',
      '  --urls-from FILE  also audit the URLs in FILE, one a line (- reads stdin; # starts a comment)',
      '  -h, --help        show this help',
      '',
      'Exit codes: 0 ok, 1 below --min-score, 2 usage error, 3 page not fetched, 4 internal error.',
      "With several URLs, the most serious page's code: 4, then 3, 2, 1, 0.",
    ].join('\n'),
  missingUrl: (command: string) =>
    `Missing the URL to audit. Example: ${command} audit https://example.com/page`,
  invalidUrl: (url: string, suggestion: string | null) =>
    `"${url}" is not an absolute http:// or https:// URL. ${suggestion !== null ? `Include the scheme, e.g. ${suggestion}` : `Give one such as https://example.com/page${/\s/.test(url) ? ', without spaces' : ''}.`}`,
  pathNotUrl: (value: string, path: string) =>
    `"${value}" is a path or a file, not a URL: give the page's full address, e.g. https://example.com${path}. For a local build, serve it and audit http://127.0.0.1:PORT${path} with --allow-host 127.0.0.1.`,
  credentialsInUrl: (withoutCredentials: string) =>
    `URLs with a user name or password cannot be audited: the page is fetched as a visitor, without logging in. Remove the "user:password@" part: ${withoutCredentials}`,
  unsupportedScheme: (url: string, scheme: string) =>
    `"${url}" uses the ${scheme} scheme; only http:// and https:// pages can be audited.`,
  bothFormats: 'Choose one output format: --json, --markdown or --html.',
  unknownLocale: (locale: string, accepted: readonly string[]) =>
    `No report translation for locale "${locale}". Accepted: ${accepted.join(', ')}.`,
  invalidMinScore: (value: string) => `--min-score must be a whole number from 0 to 100 (got "${value}").`,
  noScoredModule: (modules: readonly string[]) =>
    `--modules needs a module that counts toward geo_score; ${modules.join(', ')} weigh${modules.length === 1 ? 's' : ''} 0 (beta), so the score would mean nothing. Add one (e.g. --modules ${[...modules, 'citability'].join(',')}) or leave --modules out to run all of them.`,
  unknownModules: (names: Array<{ name: string; guess: string | null }>, accepted: readonly string[]) =>
    `Unknown module${names.length > 1 ? 's' : ''}: ${names.map(({ name, guess }) => (guess ? `${name} (did you mean ${guess}?)` : name)).join(', ')}. Accepted: ${accepted.join(', ')}.`,
  noModules: (accepted: readonly string[]) =>
    `--modules lists no module. Give one or more, separated by commas: ${accepted.join(', ')}.`,
  unknownOption: (option: string, guess: string | null, options: readonly string[]) =>
    `Unknown option ${option}.${guess ? ` Did you mean ${guess}?` : ''} Options: ${options.map((name) => `--${name}`).join(', ')}.`,
  flagTakesNoValue: (option: string, value: string) =>
    `${option} takes no value (got "${option}=${value}"); write ${option} alone.`,
  missingValue: (option: string, name: string) =>
    `${option} needs a value, e.g. ${OPTION_EXAMPLES[name] ?? `${option} VALUE`}.`,
  valueLooksLikeOption: (option: string, name: string, next: string, nextIsOption: boolean) =>
    `${option} needs a value, but ${nextIsOption ? `the option ${next}` : `"${next}"`} follows it. Give it one, e.g. ${OPTION_EXAMPLES[name] ?? `${option} VALUE`}${nextIsOption ? '' : ` (a value that starts with "-" is written ${option}=${next})`}.`,
  badArguments: (detail: string) => `${detail}. Run with --help to see the options.`,
  unknownCommand: (name: string) => `Unknown command "${name}". The command is: audit <url>.`,
  urlWithoutCommand: (command: string, given: string, url: string) =>
    `Unknown command "${given}". To audit a page, put "audit" before its URL: ${command} audit ${url}`,
  fetchFailed: (url: string, detail: string) => `Could not fetch ${url}: ${detail.trim()}`,
  allowHostPattern: (value: string) =>
    `--allow-host takes one host, not a pattern or address range (got "${value}"): repeat it for each host, e.g. --allow-host 127.0.0.1 --allow-host staging.example.com.`,
  invalidAllowHost: (value: string) =>
    `--allow-host takes a host name, such as 127.0.0.1, localhost or staging.example.com (got "${value}").`,
  privateHostRefused: (host: string) =>
    `To audit a local or private site, allow its host: --allow-host ${host}`,
  redirectRefused: (host: string) =>
    `${host} is already allowed, so the refused address is where the page redirects. Check that redirect; if it leads to your own test site, audit the URL it redirects to directly.`,
  redirectedToRefused: (host: string) =>
    `The page redirects to ${host}, which is not a public address, and the audit does not follow redirects there. Check that redirect; if it leads to your own test site, audit the URL it redirects to directly.`,
  redirectedToLinkLocal: (host: string) =>
    `The page redirects to ${host}, a link-local address (where cloud metadata services answer), which the audit never fetches. Check the site's redirects: a page should not send visitors there.`,
  untrustedCertificate:
    "The site's certificate is not signed by a CA this machine trusts. For a staging site with its own CA, run the audit with NODE_EXTRA_CA_CERTS=/path/to/ca.pem.",
  expiredCertificate: "The site's certificate has expired: renew it, then run the audit again.",
  certificateForOtherName: (host: string) =>
    `The site's certificate is not issued for ${host}: audit the host name it names, or reissue it to cover ${host}.`,
  plainHttpOnHttps: (httpUrl: string) =>
    `The server answers plain HTTP on this port, not HTTPS: audit ${httpUrl} instead.`,
  pageStatus: (status: number) =>
    `The page answered HTTP ${status}; the result is capped at 0. ${statusAdvice(status)}`,
  softNotFound: (what: string) =>
    `Not the page: ${what}. The result is capped at 0. If the page was just published, run the audit again once the site serves it; otherwise check the URL.`,
  belowMinScore: (score: number, min: number) => `geo_score ${score} is below --min-score ${min}.`,
  minScoreUnjudgeable: (min: number, score: number, why: readonly string[], modules: readonly string[]) =>
    `--min-score ${min} cannot be judged on this page: no module that ran counts toward geo_score here (${why.join('; ')}), so its ${score} measures nothing. Add a module that applies, e.g. --modules ${[...modules, 'citability'].join(',')}, or drop --min-score.`,
  cappedBelowMinScore: (max: number, reason: string) =>
    `The score is capped at ${max} until this is fixed: ${reason}`,
  firstFix: (title: string, impact: number, more: number) =>
    `Start with the action plan's first fix: ${title.replace(/\.$/, '')} (+${impact} points)${more > 0 ? `; ${more} more in the report` : ''}.`,
  capIsFirstFix: (impact: number, more: number) =>
    `Fixing it is the action plan's first fix (+${impact} points)${more > 0 ? `; ${more} more in the report` : ''}.`,
  internal: (detail: string) =>
    `The audit failed inside the engine: ${detail}. Please report this with the URL.`,
  htmlOnePage:
    '--html renders the report of one page. For several URLs use --markdown or --json, or run --html once per URL.',
  stdinName: 'stdin',
  urlsFromUnreadable: (source: string, detail: string) => `Cannot read --urls-from ${source}: ${detail}`,
  urlLine: (source: string, line: number, problem: string) => `${source}, line ${line}: ${problem}`,
  urlLineHasSpace: (line: string) => `"${line}" holds a space. Give one URL per line.`,
  noPagesToAudit: (source: string) =>
    `No pages to audit: ${source} lists no URL (only blank lines and # comments).`,
  progress: (position: number, total: number, url: string) => `[${position}/${total}] ${url}`,
  aboutPage: (url: string, message: string) => `${url}: ${message}`,
  notFetched: (detail: string) => `not fetched: ${detail.trim()}`,
  noResponse: 'no response',
  notThePage: (status: number) => `HTTP ${status}, but not the page`,
  engineFailed: (detail: string) => `failed inside the engine: ${detail}`,
  reportFailed: (detail: string) => `the report could not be rendered: ${detail}`,
  belowMinScoreNote: (min: number) => `below --min-score ${min}`,
  unjudgeableNote: (min: number) => `--min-score ${min} cannot be judged`,
  pageSeparator: (position: number, total: number, url: string) =>
    `==== Page ${position} of ${total}: ${url} ====`,
  notAudited: (message: string) => `Not audited. ${message}`,
  reportsLeftOut: (count: number) =>
    `${count === 1 ? "1 page's report is" : `${count} pages' reports are`} left out below so that this document fits a GitHub job summary (1 MiB at most); failed pages keep theirs first. --json prints every page's full result.`,
  reportLeftOut:
    'Report left out to fit the job summary: audit this page alone with --markdown, or run with --json.',
  usageErrorTitle: 'GEO audit',
  summaryHeading: '==== Summary ====',
  listTitle: (total: number) => `GEO audit of ${pages(total)}`,
  columnUrl: 'URL',
  columnScore: 'Score',
  columnVerdict: 'Verdict',
  runPassed: (total: number, minScore: number | null) =>
    `Passed: ${pages(total)} audited${minScore !== null ? `, all at or above --min-score ${minScore}` : ''}.`,
  runFailed: (code: number, total: number, counts: RunCounts, minScore: number | null) =>
    `Failed (exit ${code}): of ${pages(total)}, ${[
      counts.internal > 0 ? `${counts.internal} failed inside the engine` : '',
      counts.notFetched > 0 ? `${counts.notFetched} not fetched` : '',
      counts.unjudgeable > 0 ? `${counts.unjudgeable} where --min-score ${minScore} cannot be judged` : '',
      counts.below > 0 ? `${counts.below} below --min-score ${minScore}` : '',
      counts.ok > 0 ? `${counts.ok} passed` : '',
    ]
      .filter((part) => part !== '')
      .join(', ')}.`,
  heading: (url: string) => `GEO audit of ${url}`,
  score: (score: number, verdict: string) => `Score ${score}/100 (${verdict})`,
  scoreVersion: (version: string) => `score version ${version}`,
  capped: (max: number, reason: string) => `Capped at ${max}: ${reason}`,
  modulesHeading: 'Modules',
  platformsHeading: 'AI platforms',
  actionPlanHeading: 'Action plan',
  notApplicable: 'not applicable (weight 0)',
  moduleError: (detail: string) => `error: ${detail}`,
  weight: (weight: number) => `weight ${weight}`,
  beta: 'beta, weight 0',
  eligible: 'eligible',
  notEligible: 'not eligible',
  points: (impact: number) => (impact > 0 ? `+${impact} pts` : '< 0.1 pts'),
  effort: (effort: string) => `effort ${effort}`,
  nothingToDo: 'Nothing to fix: no check failed.',
  moreItems: (count: number) => `… and ${count} more (use --json for all).`,
  analyzedAt: (at: string) => `Analyzed at ${at}`,
  platformNames: { chatgpt: 'ChatGPT', google_ai_overviews: 'Google AI Overviews' } as Record<string, string>,
} as const;
