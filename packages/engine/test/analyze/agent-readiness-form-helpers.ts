import { AgentReadinessModule } from '@geo-audit/core';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, html, prose } from '../content/context.ts';

/** agent_readiness's parsed result for a page of prose holding `markup` (one or more forms). */
export function readinessWith(markup: string) {
  return AgentReadinessModule.parse(
    analyzeAgentReadiness(contextOf(html(`<main><h1>Forged anvils</h1><p>${prose(60)}</p>${markup}</main>`))),
  );
}

/** Each field of the page's first form as "name: label (how labelled)". */
export function fieldsOf(markup: string): string[] {
  const form = readinessWith(markup).forms[0]!;
  return form.fields.map((f) => `${f.name}: ${f.label} (${f.labelled_by})`);
}
