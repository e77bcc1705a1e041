import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, html, prose } from '../content/context.ts';

/**
 * A field carrying both `name` and a different `toolparamname` (a form moved halfway from the first WebMCP draft):
 * the parameter an agent sees is `name`, while the author evidently meant the other word. The form says so, with
 * the fix; a field whose two attributes agree raises nothing.
 */

function readinessOf(fields: string) {
  return AgentReadinessModule.parse(
    analyzeAgentReadiness(
      contextOf(
        html(
          `<main><h1>Book a table</h1><p>${prose(60)}</p><form toolname="book-table" tooldescription="Book a table at the restaurant">${fields}<button>Book</button></form></main>`,
        ),
      ),
    ),
  );
}

describe('a field whose toolparamname differs from its name', () => {
  it('is reported with the parameter name agents see and the name the author meant', () => {
    const page = readinessOf(
      '<label for="p">Party size</label><input id="p" type="number" name="field_3" toolparamname="party_size" required>' +
        '<label for="d">Date</label><input id="d" type="date" name="date" toolparamname="date">',
    );
    expect(page.forms[0]!.issues).toEqual([
      'field field_3 has toolparamname="party_size" but name="field_3", so agents see the parameter as field_3, not party_size: toolparamname was removed from WebMCP and the parameter name is the field\'s name attribute; rename the field to name="party_size" if the form\'s handler accepts it, and remove toolparamname',
    ]);
    expect(page.tools.declarative[0]!.params.map((p) => p.name)).toEqual(['field_3', 'date']);
  });
});
