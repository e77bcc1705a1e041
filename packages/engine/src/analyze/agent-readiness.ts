import type { AgentReadinessModule, Evidence } from '@geo-audit/core';
import { judgeDiscovery } from '../agents/discovery/index.ts';
import { readForms } from '../agents/forms.ts';
import { imperativeTools } from '../agents/imperative.ts';
import { isNextFallbackShell, NEXT_FALLBACK_FIX } from '../agents/next-fallback.ts';
import { scanPage } from '../agents/scan.ts';
import {
  type AgentStateResult,
  declaredPaywallPart,
  detectStates,
  FREE_LEAD_WORDS,
  freeLeadWords,
  type StateKey,
} from '../agents/states.ts';
import { contentModel } from '../content/extract.ts';
import { visibleNeedles } from '../content/visible-needles.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { discoveryChecks } from './agent-readiness/discovery-checks.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';

/**
 * agent_readiness module (beta, weight 0: never part of `geo_score`): can an AI agent use the page?
 *
 * - `tools`: WebMCP declarative tools (`<form toolname tooldescription [toolautosubmit]>`, parameters described by
 *   `toolparamdescription`, `<label>` or aria-description) and the imperative API (`registerTool` on
 *   `document.modelContext` or the older `navigator.modelContext`) found in inline scripts. External scripts are not
 *   fetched: when none of those registers a tool, the webmcp_tools evidence says how many scripts went unread.
 * - `forms`: every form with its fields (name, type, required, how labelled), tool annotations and issues.
 * - `states`: js_required, login_wall, paywall, cookie_wall, captcha_or_challenge, rate_limited, geo_block; each
 *   `{detected, evidence}`. **`states.js_required.detected` is the field the scorer reads for the "main content
 *   only after JavaScript" hard cap**: true when the raw HTML holds almost no main content (the navigation and
 *   footer a server renders around an app do not count) while it mounts an empty app root, says JavaScript is
 *   required, or only loads scripts.
 * - `discovery` (informational, weight 0): markdown_negotiation, link_headers, api_catalog, mcp_server_card,
 *   a2a_agent_card, oauth_discovery, oauth_protected_resource; each `{detected, status, url, evidence}` with status
 *   found, absent, invalid (there but unusable: broken JSON, a required field missing) or unknown (the request told
 *   nothing). A site lacking them loses nothing: their findings say when each is worth adding.
 *
 * The score follows Lighthouse's agentic-browsing category: the weighted share of applicable checks that pass
 * (no JavaScript needed 3; each blocking state 1–2; form labels 2, field names 1, tool schema validity 2, tools
 * exposed 1; form coverage informational). Checks about forms and tools do not apply to pages without them.
 * Extra fields: `checks_passed` and `checks_applicable` (the fraction in plain numbers).
 */

const MAX_EVIDENCE = 10;

/**
 * One evidence row per unlabelled field, except that the options of one radio or checkbox group (same form, same
 * name: five stars of a rating) share a row that counts them.
 */
function unlabelledRows(
  unlabelled: { form: string; field: { name: string | null; type: string; labelled_by: string } }[],
): Evidence[] {
  const rows = new Map<string, { row: Evidence; count: number }>();
  const out: Evidence[] = [];
  for (const f of unlabelled) {
    const how =
      f.field.labelled_by === 'placeholder' ? 'is labelled only by its placeholder' : 'has no label';
    const grouped = f.field.name !== null && (f.field.type === 'radio' || f.field.type === 'checkbox');
    const key = `${f.form}\u0000${f.field.name}\u0000${how}`;
    const known = grouped ? rows.get(key) : undefined;
    if (known) {
      known.count++;
      known.row.what = `${f.field.name} (${known.count} ${f.field.type} options) ${how}`;
      continue;
    }
    const row: Evidence = { what: `${f.field.name ?? f.field.type} ${how}`, where: f.form };
    if (grouped) rows.set(key, { row, count: 1 });
    out.push(row);
  }
  return out;
}

const STATE_CHECKS: {
  key: StateKey;
  weight: number;
  title: [string, string];
  fix: string;
  severity: 'critical' | 'high' | 'medium';
}[] = [
  {
    key: 'js_required',
    weight: 3,
    severity: 'critical',
    title: ['Content is in the raw HTML', 'Main content only appears after JavaScript'],
    fix: 'Render the main content on the server (SSR or static generation) so the HTML response already contains it; most AI crawlers and agents do not run JavaScript.',
  },
  {
    key: 'login_wall',
    weight: 2,
    severity: 'high',
    title: ['No login wall', 'Content is behind a login'],
    fix: 'Serve public content without a sign-in; if it must stay private, publish a public summary page agents can read and cite.',
  },
  {
    key: 'paywall',
    weight: 1,
    severity: 'medium',
    title: ['No paywall', 'Content is behind a paywall'],
    fix: 'Keep a substantial free section in the HTML (lead, summary, key facts) and mark paywalled parts with isAccessibleForFree=false and hasPart/cssSelector, as Google documents for flexible sampling.',
  },
  {
    key: 'cookie_wall',
    weight: 2,
    severity: 'high',
    title: ['No blocking cookie wall', 'A cookie wall blocks the content'],
    fix: 'Show the content with the consent banner as a non-blocking bar, not a modal that hides the page; keep the content in the HTML behind it.',
  },
  {
    key: 'captcha_or_challenge',
    weight: 2,
    severity: 'high',
    title: ['No CAPTCHA or bot challenge', 'CAPTCHA or bot challenge'],
    fix: 'Exempt the verified search and user-triggered AI agents from bot challenges in your CDN/WAF (verified bots, Web Bot Auth) and keep CAPTCHAs off read-only pages.',
  },
  {
    key: 'rate_limited',
    weight: 1,
    severity: 'medium',
    title: ['Not rate limited', 'Requests were rate limited (HTTP 429)'],
    fix: 'Raise the rate limit for verified crawlers and agents, and send Retry-After with any 429.',
  },
  {
    key: 'geo_block',
    weight: 1,
    severity: 'medium',
    title: ['No legal or geographic block', 'Unavailable for legal reasons (HTTP 451)'],
    fix: 'Check why the page answers 451 to these clients; serve crawlers from the regions where the content may be shown.',
  },
];

/**
 * A paywall declared as Google documents it (the locked part named by hasPart/cssSelector) with a free lead in the
 * HTML is already what the paywall fix asks for: reported for what agents see, with nothing left to do.
 */
function declaredPaywallCheck(selector: string, freeWords: number, result: AgentStateResult): CheckResult {
  return {
    check: 'agent_readiness.paywall',
    title: 'Paywalled, declared as Google documents: agents see the free lead only',
    weight: 0,
    score: 0,
    severity: 'info',
    evidence: [
      { what: result.evidence ?? 'detected', where: 'page' },
      { what: `locked part declared by hasPart/cssSelector "${selector}"`, where: 'page' },
      { what: `${freeWords} words of free text before the locked part, for agents to read`, where: 'page' },
    ],
  };
}

function stateCheck(spec: (typeof STATE_CHECKS)[number], result: AgentStateResult): CheckResult {
  return {
    check: `agent_readiness.${spec.key}`,
    title: result.detected ? spec.title[1] : spec.title[0],
    weight: spec.weight,
    score: result.detected ? 0 : 1,
    severity: spec.severity,
    evidence: [{ what: result.evidence ?? (result.detected ? 'detected' : 'not detected'), where: 'page' }],
    fix: spec.fix,
  };
}

export const analyzeAgentReadiness: Analyzer<AgentReadinessModule> = (context) => {
  const { artifacts, document } = context;
  const scan = scanPage(document);
  const model = contentModel(document);
  const data = extractStructuredData(document);
  const { forms, tools: declarative } = readForms(scan);
  // Every call names `modelContext` (see imperativeTools), which a line break between scripts cannot split: scripts
  // that never name it are not joined into one string (on script-heavy pages, megabytes).
  const inline = scan.inlineScripts;
  const imperative = imperativeTools(
    inline.some((script) => script.includes('modelContext')) ? inline.join('\n') : '',
  );
  const states = detectStates(artifacts, model, scan, data, visibleNeedles(model));

  const paywallPart = states.paywall.detected ? declaredPaywallPart(data) : null;
  const freeWords = paywallPart !== null ? freeLeadWords(model, paywallPart) : 0;
  const checks: CheckResult[] = STATE_CHECKS.map((spec) =>
    spec.key === 'paywall' && paywallPart !== null && freeWords >= FREE_LEAD_WORDS
      ? declaredPaywallCheck(paywallPart, freeWords, states.paywall)
      : spec.key === 'js_required' && states.js_required.detected && isNextFallbackShell(artifacts.page.body)
        ? { ...stateCheck(spec, states.js_required), fix: NEXT_FALLBACK_FIX }
        : stateCheck(spec, states[spec.key]),
  );

  const fields = forms.flatMap((f) => f.fields.map((field) => ({ form: f.selector, field })));
  const unlabelled = fields.filter(
    (f) => f.field.labelled_by === 'none' || f.field.labelled_by === 'placeholder',
  );
  checks.push({
    check: 'agent_readiness.form_labels',
    title: unlabelled.length === 0 ? 'Form fields are labelled' : 'Form fields without labels',
    weight: 2,
    score:
      fields.length === 0
        ? null
        : Math.round(((fields.length - unlabelled.length) / fields.length) * 100) / 100,
    severity: 'medium',
    evidence:
      fields.length === 0
        ? [{ what: 'not applicable: no form fields' }]
        : [
            { what: `${fields.length - unlabelled.length} of ${fields.length} fields have a label` },
            ...unlabelledRows(unlabelled).slice(0, MAX_EVIDENCE),
          ],
    fix: 'Give every field a visible <label for="…"> (or aria-label when a visible label is impossible); agents and screen readers read labels, placeholders vanish on input.',
  });

  const unnamed = fields.filter((f) => f.field.name === null);
  checks.push({
    check: 'agent_readiness.form_names',
    title: unnamed.length === 0 ? 'Form fields have names' : 'Form fields without a name',
    weight: 1,
    score:
      fields.length === 0 ? null : Math.round(((fields.length - unnamed.length) / fields.length) * 100) / 100,
    severity: 'low',
    evidence:
      fields.length === 0
        ? [{ what: 'not applicable: no form fields' }]
        : [
            { what: `${fields.length - unnamed.length} of ${fields.length} fields have a name` },
            ...unnamed
              .slice(0, MAX_EVIDENCE)
              .map((f) => ({ what: `${f.field.type} field without name`, where: f.form })),
          ],
    fix: 'Give every field a meaningful name attribute: it is the parameter name an agent (and a WebMCP tool schema) sees.',
  });

  const toolCount = declarative.length + (imperative.detected ? Math.max(1, imperative.names.length) : 0);
  checks.push({
    check: 'agent_readiness.webmcp_tools',
    title: toolCount > 0 ? 'WebMCP tools exposed' : 'No WebMCP tools',
    weight: 1,
    score: forms.length === 0 && !imperative.detected ? null : toolCount > 0 ? 1 : 0,
    severity: 'low',
    evidence: [
      ...declarative
        .slice(0, MAX_EVIDENCE)
        .map((t) => ({ what: `declarative tool "${t.name}"`, where: t.form })),
      ...(imperative.detected
        ? [
            {
              what: `imperative registerTool on ${imperative.apis.join(' and ')}`,
              where: 'inline script',
              value: imperative.excerpt,
            },
          ]
        : []),
      ...(toolCount === 0
        ? [
            {
              what:
                forms.length === 0
                  ? 'not applicable: no forms'
                  : `${forms.length} ${forms.length === 1 ? 'form' : 'forms'}, none exposed as a tool`,
            },
          ]
        : []),
      // The audit reads inline scripts only (gather fetches no scripts): a tool a bundle registers goes unseen.
      ...(!imperative.detected && scan.externalScripts.length > 0
        ? [
            {
              what:
                scan.externalScripts.length === 1
                  ? '1 external script was not read: a tool it registers with registerTool is not detected'
                  : `${scan.externalScripts.length} external scripts were not read: tools they register with registerTool are not detected`,
              where: 'script',
              value: scan.externalScripts.slice(0, 3).map((src) => src.slice(0, 200)),
            },
          ]
        : []),
    ],
    fix: "Expose the page's main actions (search, booking, contact) as WebMCP tools: add toolname and tooldescription to the form (and toolparamdescription on fields), or register them with document.modelContext.registerTool().",
  });

  const invalid = declarative.filter(
    (t) => t.description === null || t.params.some((p) => p.description === null),
  );
  checks.push({
    check: 'agent_readiness.webmcp_schema',
    title:
      invalid.length === 0
        ? 'WebMCP tool definitions are complete'
        : 'WebMCP tool definitions are incomplete',
    weight: 2,
    score:
      declarative.length === 0
        ? null
        : Math.round(((declarative.length - invalid.length) / declarative.length) * 100) / 100,
    severity: 'medium',
    evidence:
      declarative.length === 0
        ? [{ what: 'not applicable: no declarative tools' }]
        : [
            {
              what: `${declarative.length - invalid.length} of ${declarative.length} tools are fully described`,
            },
            ...invalid.slice(0, MAX_EVIDENCE).map((t) => ({
              what: `tool "${t.name}": ${[
                t.description === null ? 'no tooldescription' : null,
                ...t.params
                  .filter((p) => p.description === null)
                  .map((p) => `parameter ${p.name} undescribed`),
              ]
                .filter((x) => x !== null)
                .join(', ')}`,
              where: t.form,
            })),
          ],
    fix: 'Give each tool a tooldescription saying what it does and when to use it, and describe each parameter with toolparamdescription or a <label>.',
  });

  const annotated = forms.filter((f) => f.has_toolname).length;
  checks.push({
    check: 'agent_readiness.form_coverage',
    title: `${annotated} of ${forms.length} forms are WebMCP tools`,
    weight: 0,
    score: forms.length === 0 ? null : annotated === forms.length ? 1 : 0,
    severity: 'info',
    evidence: forms
      .filter((f) => !f.has_toolname)
      .slice(0, MAX_EVIDENCE)
      .map((f) => ({ what: 'form without toolname', where: f.selector }) as Evidence),
    fix: 'Annotate the forms agents should use with toolname and tooldescription.',
  });

  const discovery = judgeDiscovery(artifacts);
  checks.push(...discoveryChecks(discovery));

  const { score, findings } = scoreChecks(checks);
  const applicable = checks.filter((c) => c.score !== null && c.weight > 0);
  return {
    score,
    beta: true,
    weight: 0,
    tools: {
      declarative: declarative.map((t) => ({
        name: t.name,
        description: t.description,
        autosubmit: t.autosubmit,
        form: t.form,
        params: t.params,
      })),
      imperative_detected: imperative.detected,
      api: imperative.api,
      imperative_names: imperative.names,
      count: toolCount,
    },
    forms: forms.map((f) => ({
      selector: f.selector,
      action: f.action,
      method: f.method,
      has_toolname: f.has_toolname,
      has_tooldescription: f.has_tooldescription,
      fields: f.fields.map((field) => ({ ...field })),
      issues: f.issues,
    })),
    states,
    discovery,
    findings,
    checks_passed: applicable.filter((c) => (c.score ?? 0) >= 1).length,
    checks_applicable: applicable.length,
  };
};
