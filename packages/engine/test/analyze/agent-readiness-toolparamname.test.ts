import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

/**
 * `toolparamname` was in the first WebMCP declarative draft and was removed from the explainer on 2026-03-04
 * (webmachinelearning/webmcp e4104b8): a form control's standard `name` names the tool parameter, and
 * `toolparamdescription` describes it. A field written to the old draft, with `toolparamname` and no `name`, is
 * submitted by no browser and exposed to no agent, and must stay reported as unnamed.
 */

function readinessOf(page: string) {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page)));
}

const form = (fields: string) =>
  readinessOf(
    html(
      `<main><h1>Find a car</h1><p>${prose(60)}</p><form toolname="search-cars" tooldescription="Perform a car make/model search">${fields}<button>Search</button></form></main>`,
    ),
  );

describe('declarative tools: parameters are named by name, not the dropped toolparamname', () => {
  it('reports a draft-style field without name as unnamed, and exposes no parameter for it', () => {
    const page = form(
      '<input type="text" toolparamname="make" toolparamdescription="The vehicle\'s make (e.g. BMW, Ford)" required>',
    );
    expect(page.forms[0]!.fields).toEqual([
      {
        name: null,
        type: 'text',
        required: true,
        labelled_by: 'toolparamdescription',
        label: "The vehicle's make (e.g. BMW, Ford)",
      },
    ]);
    expect(page.tools.declarative[0]!.params).toEqual([]);
    expect(page.forms[0]!.issues).toEqual([
      'field make has toolparamname="make" but no name, so its value is never submitted or exposed as a tool parameter: toolparamname was removed from WebMCP; the parameter name is the field\'s name attribute, so move the value into name (name="make")',
    ]);
    expect(findingOf(page, 'agent_readiness.form_names').status).toBe('fail');
  });

  it('exposes the field named by name and described by toolparamdescription, as the explainer’s example does', () => {
    const page = form(
      '<input type="text" name="make" toolparamdescription="The vehicle\'s make (e.g. BMW, Ford)" required>',
    );
    expect(page.tools.declarative[0]!.params).toEqual([
      {
        name: 'make',
        required: true,
        description: "The vehicle's make (e.g. BMW, Ford)",
        description_source: 'toolparamdescription',
      },
    ]);
    expect(page.forms[0]!.issues).toEqual([]);
  });
});
