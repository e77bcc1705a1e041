import type { Evidence, LlmstxtLinkCheck, LlmstxtModule } from '@geo-audit/core';
import type { FetchedResource } from '../artifacts.ts';
import { isTextDocument, startsLikeHtml } from '../gather/text-document.ts';
import { type CtaChoice, rankCtas } from '../llmstxt/cta.ts';
import { type LinkProblem, type LinkProblemKind, linkProblems, resolveLinks } from '../llmstxt/links.ts';
import { type ParsedLlmsTxt, parseLlmsTxt } from '../llmstxt/parse.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { ctaCheck } from './llmstxt/cta-check.ts';
import { ctaRobotsJudge } from './llmstxt/cta-robots.ts';
import { linksResolve } from './llmstxt/links-resolve.ts';
import { reachableByBotsCheck } from './llmstxt/reachable-by-bots.ts';
import { counted } from './plural.ts';

/**
 * llmstxt module: is there a usable /llms.txt (llmstxt.org), and which link should an agent hand a user
 * who wants to buy or get in touch (`cta_url`)?
 *
 * Checks (weight): exists (4; a missing file is a low-severity finding: Google says llms.txt neither helps
 * nor harms Search, and the module weighs little in geo_score; a Markdown file served as text/html exists),
 * served as text (1), one H1 first (4), `>` summary (2), H2
 * sections of links (2), list items are `[title](url)` links (2), link URLs absolute and fetchable (2), no
 * duplicate links (1), no headings below H2 (1), size under 50 KB (1; size is never rewarded, only a
 * bloated index is flagged), the sampled links gather requested work (3; not applicable when none was
 * checked), robots.txt lets the search and user-triggered bots fetch it (2), and their User-Agents get it as a
 * browser does (2; UA-only probes, absent when none was made). Informational: off-site links, llms-full.txt,
 * the CTA link (a candidate found broken, or one robots.txt keeps the search and user-triggered bots from, is
 * passed over; when every working candidate is disallowed the best is reported and the check names the rule).
 *
 * A site with no llms.txt (a 4xx, an HTML soft 404, or a redirect to another page) is not applicable
 * (`applicable: false`, weight 0 in geo_score), as Lighthouse's llms.txt audit treats a 4xx (decision 0038):
 * the file is optional, and no answer engine says it reads one. `exists` is then informational, with the fix.
 * A 5xx, no response or a file that is there but broken (not text) still scores: only `exists` applies, so
 * the module scores 0.
 *
 * Extra output: `url`, `http_status`, `valid` (exists, one H1 first, no malformed list items), `title`,
 * `summary`, `sections` ([{title, link_count, optional}]), `link_count`, `has_optional`, `has_full`,
 * `size` (bytes), `link_problems` ([{kind, line, href}]), `cta` ({kind, by, line} or null), `link_checks`
 * ([{url, line, status, outcome}] for the sampled links, or null when none was checked).
 */

export interface LlmstxtResult extends LlmstxtModule {
  url: string;
  http_status: number;
  valid: boolean;
  title: string | null;
  summary: string | null;
  sections: Array<{ title: string; link_count: number; optional: boolean }>;
  link_count: number;
  has_optional: boolean;
  has_full: boolean;
  size: number;
  link_problems: LinkProblem[];
  cta: { kind: string; by: 'section' | 'title' | 'path'; line: number } | null;
  link_checks: LlmstxtLinkCheck[] | null;
}

const MAX_SIZE = 50 * 1024;
const MAX_EVIDENCE = 10;

const NOT_SCORED =
  'not scored: a site without llms.txt is not applicable (as in Lighthouse, which treats a 4xx as not applicable); the file is optional and no answer engine says it reads one';

const EXAMPLE =
  '`# Site name`, `> One-sentence summary`, then `## Docs` with `- [Page title](https://your-site/page.md): what it covers`';

function llmsUrl(artifacts: { url: string; llmsTxt?: FetchedResource }): string {
  if (artifacts.llmsTxt) return artifacts.llmsTxt.finalUrl || artifacts.llmsTxt.url;
  try {
    return new URL('/llms.txt', artifacts.url).href;
  } catch {
    return '/llms.txt';
  }
}

/** The URL gather asks for llms-full.txt: the origin's, wherever llms.txt itself redirected. */
function fullUrl(artifacts: { url: string; llmsTxt?: FetchedResource }): string {
  try {
    return new URL('/llms-full.txt', artifacts.llmsTxt?.url || artifacts.url).href;
  } catch {
    return '/llms-full.txt';
  }
}

/**
 * Whether the response is a real llms.txt (2xx, text, not an HTML soft-404, not redirected elsewhere), and
 * whether it is plainly absent (`absent`: a 4xx, a soft 404 or a redirect to another page) rather than failing.
 * `title` names what went wrong when it is not plain absence (a 5xx or no answer: it could not be read).
 */
function existence(
  resource: FetchedResource | undefined,
  url: string,
): { exists: boolean; absent?: boolean; title?: string; evidence: Evidence } {
  if (!resource) return { exists: false, evidence: { what: 'llms.txt was not requested', where: url } };
  if (resource.status === 0) {
    return {
      exists: false,
      title: 'llms.txt could not be read (no answer)',
      evidence: { what: `no response (${resource.error ?? 'the request failed'})`, where: url },
    };
  }
  if (resource.status < 200 || resource.status > 299) {
    const absent = resource.status >= 400 && resource.status < 500;
    // A 5xx says the server failed, not that the file is missing; a 429 only that the audit was slowed down.
    const unread = !absent || resource.status === 429;
    return {
      exists: false,
      absent,
      ...(unread ? { title: `llms.txt could not be read (HTTP ${resource.status})` } : {}),
      evidence: { what: `llms.txt answered HTTP ${resource.status}`, where: url, value: resource.status },
    };
  }
  let path = '';
  try {
    path = new URL(resource.finalUrl || resource.url).pathname;
  } catch {
    path = '';
  }
  if (!/llms\.txt$/i.test(path)) {
    return {
      exists: false,
      absent: true,
      evidence: { what: `llms.txt redirected to ${resource.finalUrl}, another page`, where: resource.url },
    };
  }
  if (!isTextDocument(resource)) {
    const type = resource.headers['content-type'] ?? 'no content-type';
    // The fetcher keeps no body of a binary type: only a page it did read can be called an HTML page.
    const binary = resource.errorCode === 'unsupported_content_type';
    const html = !binary && (type.toLowerCase().includes('html') || startsLikeHtml(resource.body));
    const what = binary
      ? `llms.txt answered ${resource.status} as ${type}, not text: serve it as text/plain or text/markdown`
      : html
        ? `llms.txt answered ${resource.status} with an HTML page (${type}): a soft 404`
        : `llms.txt answered ${resource.status} with ${type}, not a text file: the site's catch-all answer, not an llms.txt`;
    // A binary answer may be a real file with the wrong type (broken, scored); an HTML page is the site's 404.
    return {
      exists: false,
      absent: !binary,
      ...(binary ? { title: `llms.txt is served as ${type}, not text` } : {}),
      evidence: { what, where: url },
    };
  }
  return {
    exists: true,
    evidence: {
      what: `llms.txt answered HTTP ${resource.status} (${resource.headers['content-type'] ?? 'no content-type'})`,
      where: url,
    },
  };
}

/** Whether an existing llms.txt is labelled as text: a Markdown file served as text/html exists, but is mislabelled. */
function contentTypeCheck(resource: FetchedResource, url: string): CheckResult {
  const type = resource.headers['content-type'] ?? 'no content-type';
  // Asked only of an llms.txt that exists: labelled HTML, it is then Markdown served as HTML (isTextDocument).
  const html = type.toLowerCase().includes('html');
  return {
    check: 'llmstxt.content_type',
    title: html ? 'llms.txt is served as an HTML page (text/html)' : 'llms.txt is served as text',
    weight: 1,
    score: html ? 0 : 1,
    severity: 'low',
    evidence: [
      {
        what: html ? `Markdown served as ${type}` : `served as ${type}`,
        where: url,
      },
    ],
    fix: 'Serve llms.txt as text/plain or text/markdown (in nginx, a `types { text/plain txt; }` or `default_type text/plain;` for the location): some tools reject or re-render an HTML response.',
  };
}

function at(url: string, line: number): string {
  return `${url} line ${line}`;
}

const PROBLEM_LABEL: Record<LinkProblemKind, string> = {
  relative: 'relative URL',
  invalid: 'unparsable URL',
  unsupported_scheme: 'not an http(s) link',
  duplicate: 'listed twice',
  untitled: 'no descriptive title',
  offsite: 'off-site link',
};

function problemEvidence(problems: LinkProblem[], kinds: LinkProblemKind[], url: string): Evidence[] {
  return problems
    .filter((p) => kinds.includes(p.kind))
    .slice(0, MAX_EVIDENCE)
    .map((p) => ({
      what: `${PROBLEM_LABEL[p.kind]}: ${p.href || '(empty)'}${p.firstLine ? ` (first listed on line ${p.firstLine})` : ''}`,
      where: at(url, p.line),
    }));
}

function structureChecks(
  parsed: ParsedLlmsTxt,
  url: string,
  size: number,
  truncated: boolean,
): CheckResult[] {
  const checks: CheckResult[] = [];
  const title = parsed.title;
  const titleFirst = title !== null && parsed.beforeTitle.length === 0;
  const h1Score = title === null || title.text === '' ? 0 : titleFirst && parsed.h1Count === 1 ? 1 : 0.5;
  checks.push({
    check: 'llmstxt.h1',
    title:
      h1Score === 1
        ? `llms.txt starts with one H1: "${title!.text}"`
        : title === null
          ? 'llms.txt has no H1 (the only required part)'
          : 'llms.txt should start with exactly one H1',
    weight: 4,
    score: h1Score,
    severity: 'medium',
    evidence: [
      ...(title
        ? [{ what: `# ${title.text}`, where: at(url, title.line) }]
        : [{ what: 'no line starting with "# "', where: url }]),
      ...parsed.beforeTitle
        .slice(0, 3)
        .map((l) => ({ what: `content before the H1: ${l.text.slice(0, 80)}`, where: at(url, l.line) })),
      ...(parsed.h1Count > 1 ? [{ what: `${parsed.h1Count} H1 headings`, where: url }] : []),
    ],
    fix: `Start the file with a single H1 naming the site or project: ${EXAMPLE}.`,
  });
  checks.push({
    check: 'llmstxt.summary',
    title: parsed.summary ? 'llms.txt has a > summary' : 'llms.txt has no > summary after its H1',
    weight: 2,
    score: parsed.summary ? 1 : 0,
    severity: 'low',
    evidence: [
      {
        what: parsed.summary ? `> ${parsed.summary.slice(0, 160)}` : 'no blockquote right after the H1',
        where: url,
      },
    ],
    fix: 'Add one `>` line right after the H1 that says what the site is and who it is for, in plain words.',
  });
  const linkSections = parsed.sections.filter((s) => s.links.length > 0);
  const anyListLinks = parsed.links.some((l) => l.listItem);
  checks.push({
    check: 'llmstxt.sections',
    title:
      linkSections.length > 0
        ? `llms.txt lists links in ${counted(linkSections.length, 'H2 section')}`
        : 'llms.txt has no H2 sections of links',
    weight: 2,
    score: linkSections.length > 0 ? 1 : anyListLinks ? 0.5 : 0,
    severity: 'low',
    evidence:
      parsed.sections.length > 0
        ? parsed.sections.slice(0, MAX_EVIDENCE).map((s) => ({
            what: `## ${s.title} (${counted(s.links.length, 'link')})`,
            where: at(url, s.line),
          }))
        : [{ what: 'no "## " headings', where: url }],
    fix: `Group your most useful pages under H2 headings as link lists: ${EXAMPLE}.`,
  });
  const items = parsed.sections.reduce((sum, s) => sum + s.items, 0);
  checks.push({
    check: 'llmstxt.link_format',
    title:
      parsed.malformedItems.length === 0
        ? 'Every list item is a [title](url) link'
        : `${counted(parsed.malformedItems.length, 'list item')} ${parsed.malformedItems.length === 1 ? 'is' : 'are'} not in the "- [title](url): notes" form`,
    weight: 2,
    score: items === 0 ? null : Math.max(0, 1 - parsed.malformedItems.length / items),
    severity: 'medium',
    evidence:
      parsed.malformedItems.length > 0
        ? parsed.malformedItems
            .slice(0, MAX_EVIDENCE)
            .map((l) => ({ what: l.text.slice(0, 120), where: at(url, l.line) }))
        : [{ what: counted(items, 'list item'), where: url }],
    fix: 'Write each entry as `- [Page title](https://your-site/page): optional notes`. Agents skip items they cannot parse.',
  });
  const deep = parsed.deepHeadings;
  checks.push({
    check: 'llmstxt.headings',
    title:
      deep.length === 0
        ? 'llms.txt uses only H1 and H2 headings'
        : `llms.txt has ${counted(deep.length, 'heading')} below H2`,
    weight: 1,
    score: deep.length === 0 ? 1 : 0.5,
    severity: 'low',
    evidence:
      deep.length > 0
        ? deep.slice(0, MAX_EVIDENCE).map((h) => ({ what: h.text.slice(0, 80), where: at(url, h.line) }))
        : [{ what: 'H1 and H2 only', where: url }],
    fix: 'Use H2 headings for the sections and plain list entries inside them; the format has no deeper levels.',
  });
  checks.push({
    check: 'llmstxt.size',
    title: truncated
      ? 'llms.txt is larger than the fetch limit'
      : size > MAX_SIZE
        ? `llms.txt is ${Math.round(size / 1024)} KB: an index should be short`
        : `llms.txt is ${Math.max(1, Math.round(size / 1024))} KB`,
    weight: 1,
    score: truncated ? 0 : size > MAX_SIZE ? 0.5 : 1,
    severity: 'low',
    evidence: [
      truncated
        ? {
            what: `the file was truncated: only its first ${size} bytes were read, so the counts and checks cover that part (its last, cut line is left out)`,
            where: url,
            value: size,
          }
        : { what: `${size} bytes`, where: url, value: size },
    ],
    fix: 'Keep llms.txt a short index of links (under about 50 KB) and put full content in /llms-full.txt or in .md pages it links to.',
  });
  return checks;
}

/**
 * The llmstxt analyzer (see the module comment for checks and extra fields).
 *
 * @example
 * ```ts
 * const llms = analyzeLlmstxt({ artifacts, document, previous: {} });
 * llms.exists; // true
 * llms.cta_url; // 'https://acme.example/pricing'
 * ```
 */
/**
 * Whether robots.txt lets the agents that would read llms.txt fetch it: search and user-triggered bots, as the
 * crawlers module (which runs first) decided for the site's /llms.txt. Not applicable without that module's answer.
 */
function robotsCheck(crawlers: unknown, url: string): CheckResult {
  const bots = (
    (crawlers as { bots?: { token: string; role: string; llms_txt: string }[] } | undefined)?.bots ?? []
  ).filter((b) => b.role === 'search' || b.role === 'user');
  const blocked = bots.filter((b) => b.llms_txt === 'blocked');
  return {
    check: 'llmstxt.robots_allowed',
    title:
      blocked.length === 0
        ? 'robots.txt lets agents fetch llms.txt'
        : `robots.txt disallows llms.txt for ${blocked.length === bots.length ? 'every agent' : blocked.map((b) => b.token).join(', ')}`,
    weight: 2,
    score: bots.length === 0 ? null : 1 - blocked.length / bots.length,
    severity: blocked.length === bots.length ? 'medium' : 'low',
    evidence:
      blocked.length === 0
        ? [{ what: `${bots.length} search and user-triggered bots may fetch it`, where: url }]
        : blocked.slice(0, 10).map((b) => ({ what: `${b.token} may not fetch llms.txt`, where: url })),
    fix: 'Allow /llms.txt in robots.txt for the agents it is written for (an `Allow: /llms.txt` line in the groups that disallow more), or it cannot be read.',
  };
}

export const analyzeLlmstxt: Analyzer<LlmstxtResult> = ({ artifacts, previous }) => {
  const url = llmsUrl(artifacts);
  const resource = artifacts.llmsTxt;
  const read = existence(resource, url);
  const { exists, title: failure, evidence } = read;
  // The page failed the same way (a site down, in maintenance mode): llms.txt's 5xx is that outage, not a fault of
  // the file, and is not measured; the page_not_fetched gate says what to do.
  const siteDown = (resource?.status ?? 0) >= 500 && artifacts.page.status >= 500;
  const absent = (read.absent ?? false) || siteDown;
  const hasFull = artifacts.llmsFullTxtExists === true;
  const checks: CheckResult[] = [
    {
      check: 'llmstxt.exists',
      title: exists ? 'The site has an llms.txt' : (failure ?? 'The site has no llms.txt'),
      // No file at all is not applicable (decision 0038): reported with its fix, and it costs nothing.
      weight: absent ? 0 : 4,
      score: exists ? 1 : 0,
      severity: 'low',
      evidence: siteDown
        ? [
            evidence,
            {
              what: `not scored: the page answered HTTP ${artifacts.page.status} too (the site is failing)`,
              where: url,
            },
          ]
        : absent
          ? [evidence, { what: NOT_SCORED, where: url }]
          : [evidence],
      fix: failure
        ? `${url} gave agents nothing usable (${evidence.what}): make it answer 200 with the file as text/plain or text/markdown, or 404 if you have none.`
        : `Optional: publish /llms.txt as plain text (text/plain or text/markdown) listing your key pages, so AI agents that look for one find your docs, pricing and contact pages in one request: ${EXAMPLE}. Google says it neither helps nor harms Search.`,
    },
  ];

  let parsed: ParsedLlmsTxt | null = null;
  let problems: LinkProblem[] = [];
  let cta: CtaChoice | null = null;
  let linkChecks: LlmstxtLinkCheck[] | null = null;
  const body = exists && resource ? resource.body : '';
  const size = Buffer.byteLength(body, 'utf8');
  if (exists && resource) {
    // A file cut by the fetch limit ends in half a line: parse the whole lines only, so the cut is not "malformed".
    parsed = parseLlmsTxt(resource.truncated ? body.slice(0, body.lastIndexOf('\n') + 1) : body);
    const links = resolveLinks(parsed.links, url);
    problems = linkProblems(links, url);
    checks.push(contentTypeCheck(resource, url));
    checks.push(...structureChecks(parsed, url, size, resource.truncated));
    const listLinks = links.filter((l) => l.listItem).length;
    const bad = problems.filter(
      (p) =>
        p.kind === 'relative' ||
        p.kind === 'invalid' ||
        p.kind === 'unsupported_scheme' ||
        p.kind === 'untitled',
    );
    const badLines = new Set(bad.map((p) => p.line));
    checks.push({
      check: 'llmstxt.link_urls',
      title:
        bad.length === 0
          ? 'Links are absolute, titled and use http(s)'
          : `${counted(badLines.size, 'link')} ${badLines.size === 1 ? 'is' : 'are'} relative, untitled or not http(s)`,
      weight: 2,
      score: links.length === 0 ? null : Math.max(0, 1 - badLines.size / links.length),
      severity: 'low',
      evidence:
        bad.length > 0
          ? problemEvidence(problems, ['relative', 'invalid', 'unsupported_scheme', 'untitled'], url)
          : [{ what: counted(links.length, 'link'), where: url }],
      fix: 'Use absolute https URLs (agents often read llms.txt without knowing where it came from) and a descriptive title for each link.',
    });
    const resolved = linksResolve(artifacts.llmsLinks, links, url);
    linkChecks = resolved.entries;
    checks.push(resolved.check);
    checks.push(robotsCheck(previous.crawlers, url));
    const reachable = reachableByBotsCheck(artifacts.probes, url);
    if (reachable) checks.push(reachable);
    const duplicates = problems.filter((p) => p.kind === 'duplicate');
    checks.push({
      check: 'llmstxt.duplicate_links',
      title:
        duplicates.length === 0
          ? 'No link is listed twice'
          : `${counted(duplicates.length, 'link')} ${duplicates.length === 1 ? 'is' : 'are'} listed more than once`,
      weight: 1,
      score: listLinks === 0 ? null : Math.max(0, 1 - duplicates.length / listLinks),
      severity: 'low',
      evidence:
        duplicates.length > 0
          ? problemEvidence(problems, ['duplicate'], url)
          : [{ what: counted(listLinks, 'listed link'), where: url }],
      fix: 'List each page once, in the section where it fits best.',
    });
    const offsite = problems.filter((p) => p.kind === 'offsite');
    checks.push({
      check: 'llmstxt.offsite_links',
      title:
        offsite.length === 0
          ? 'Every link stays on the site'
          : `${counted(offsite.length, 'link')} ${offsite.length === 1 ? 'points' : 'point'} to other sites`,
      weight: 0,
      score: offsite.length === 0 ? 1 : 0,
      severity: 'info',
      evidence:
        offsite.length > 0
          ? problemEvidence(problems, ['offsite'], url)
          : [{ what: 'same-site links only', where: url }],
      fix: 'Fine when deliberate (a GitHub repository, a docs host); otherwise link your own pages.',
    });
    const chosen = ctaCheck(rankCtas(links), resolved.broken, url, ctaRobotsJudge(artifacts));
    cta = chosen.cta;
    checks.push(chosen.check);
  }
  checks.push({
    check: 'llmstxt.full',
    title: hasFull ? 'llms-full.txt is available' : 'No llms-full.txt',
    weight: 0,
    score: hasFull ? 1 : 0,
    severity: 'info',
    evidence: [
      {
        what: hasFull ? 'llms-full.txt answered 2xx with text' : 'llms-full.txt missing or not text',
        where: fullUrl(artifacts),
      },
    ],
    fix: 'Optional: /llms-full.txt can inline the content your llms.txt links to, for agents that want it in one request.',
  });

  const { score, findings } = scoreChecks(checks);
  const malformed = parsed?.malformedItems.length ?? 0;
  return {
    score,
    // With no weighted check left the score is 100, the contract's score for a module that does not apply.
    ...(absent ? { applicable: false } : {}),
    exists,
    cta_url: cta?.url ?? null,
    findings,
    url,
    http_status: resource?.status ?? 0,
    valid:
      exists &&
      parsed !== null &&
      parsed.title !== null &&
      parsed.title.text !== '' &&
      parsed.beforeTitle.length === 0 &&
      parsed.h1Count === 1 &&
      malformed === 0,
    title: parsed?.title?.text ?? null,
    summary: parsed?.summary ?? null,
    sections: (parsed?.sections ?? []).map((s) => ({
      title: s.title,
      link_count: s.links.length,
      optional: s.optional,
    })),
    link_count: parsed?.links.filter((l) => l.listItem).length ?? 0,
    has_optional: parsed?.sections.some((s) => s.optional) ?? false,
    has_full: hasFull,
    size,
    link_problems: problems,
    cta: cta ? { kind: cta.kind, by: cta.by, line: cta.line } : null,
    link_checks: linkChecks,
  };
};
