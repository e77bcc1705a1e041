import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

/**
 * A form written to the first WebMCP declarative draft names its parameters in `toolparamname`, which the explainer
 * removed in March 2026: the parameter name is the field's `name`. Such a field is still unnamed (never submitted,
 * no parameter), and its issue says which field it is and what to write instead.
 */

function formsOf(fields: string) {
  const page = AgentReadinessModule.parse(
    analyzeAgentReadiness(
      contextOf(
        html(
          `<main><h1>Find a car</h1><p>${prose(60)}</p><form toolname="search-cars" tooldescription="Perform a car make/model search">${fields}<button>Search</button></form></main>`,
        ),
      ),
    ),
  );
  return { page, issues: page.forms[0]!.issues };
}

describe('a field named only by the removed toolparamname', () => {
  it('is called by its toolparamname, and told to move it into name', () => {
    const { page, issues } = formsOf(
      '<input type="text" toolparamname="make" toolparamdescription="The vehicle\'s make (e.g. BMW, Ford)" required>' +
        '<select toolparamname="year" toolparamdescription="Model year"><option>2025</option></select>',
    );
    expect(issues).toEqual([
      'field make has toolparamname="make" but no name, so its value is never submitted or exposed as a tool parameter: toolparamname was removed from WebMCP; the parameter name is the field\'s name attribute, so move the value into name (name="make")',
      'field year has toolparamname="year" but no name, so its value is never submitted or exposed as a tool parameter: toolparamname was removed from WebMCP; the parameter name is the field\'s name attribute, so move the value into name (name="year")',
    ]);
    expect(page.tools.declarative[0]!.params).toEqual([]);
    expect(findingOf(page, 'agent_readiness.form_names').status).toBe('fail');
  });

  it('names its other issues by its toolparamname too', () => {
    const { issues } = formsOf('<input type="text" toolparamname="model" placeholder="Model">');
    expect(issues).toContain('field model is labelled only by its placeholder');
  });

  it('keeps the plain issue for a field with neither name nor toolparamname', () => {
    const { issues } = formsOf('<input type="text" id="make" aria-label="Make">');
    expect(issues).toEqual([
      'field make has no name, so its value is never submitted or exposed as a tool parameter',
    ]);
  });

  it('raises nothing for a field with a name, whatever toolparamname says', () => {
    const { page, issues } = formsOf(
      '<input type="text" name="make" toolparamname="make" toolparamdescription="The vehicle\'s make">',
    );
    expect(issues).toEqual([]);
    expect(page.tools.declarative[0]!.params.map((p) => p.name)).toEqual(['make']);
  });
});
