import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

/** What agent_readiness says about WebMCP tools it can and cannot see in the raw HTML. */

function readinessOf(page: string) {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page)));
}

const SEARCH_FORM =
  '<form action="/search"><label for="f">From</label><input id="f" name="from"><label for="t">To</label><input id="t" name="to"><button>Search</button></form>';

describe('webmcp_tools: scripts the audit does not read', () => {
  it('says that external scripts were not read when it finds no tool', () => {
    const page = readinessOf(
      html(
        `<main><h1>Flights</h1><p>${prose(80)}</p>${SEARCH_FORM}</main><script src="/app.js" defer></script><script src="https://cdn.example.net/vendor.js"></script>`,
      ),
    );
    const finding = findingOf(page, 'agent_readiness.webmcp_tools');
    expect(finding.status).toBe('fail');
    expect(finding.evidence).toContainEqual({
      what: '2 external scripts were not read: tools they register with registerTool are not detected',
      where: 'script',
      value: ['/app.js', 'https://cdn.example.net/vendor.js'],
    });
  });

  it('says nothing of scripts on a page without external ones or once an inline tool was found, and names one script in the singular', () => {
    const inline = readinessOf(html(`<main><h1>Flights</h1><p>${prose(80)}</p>${SEARCH_FORM}</main>`));
    expect(findingOf(inline, 'agent_readiness.webmcp_tools').evidence.map((e) => e.what)).toEqual([
      '1 form, none exposed as a tool',
    ]);
    const one = readinessOf(
      html(`<main><h1>Flights</h1><p>${prose(80)}</p>${SEARCH_FORM}</main><script src="/app.js"></script>`),
    );
    expect(findingOf(one, 'agent_readiness.webmcp_tools').evidence.map((e) => e.what)).toContain(
      '1 external script was not read: a tool it registers with registerTool is not detected',
    );
    const registered = readinessOf(
      html(
        `<main><p>${prose(80)}</p></main><script>document.modelContext.registerTool({ name: "search_flights", execute() {} });</script><script src="/app.js"></script>`,
      ),
    );
    const evidence = findingOf(registered, 'agent_readiness.webmcp_tools').evidence.map((e) => e.what);
    expect(evidence).toEqual(['imperative registerTool on document.modelContext']);
  });
});

describe('declarative tools: toolautosubmit is a boolean attribute', () => {
  const store = (attribute: string) =>
    readinessOf(
      html(
        `<main><h1>Find a store</h1><p>${prose(60)}</p><form id="find" action="/stores" toolname="find_store" tooldescription="Find the nearest store by postcode"${attribute}><label for="pc">Postcode</label><input id="pc" name="postcode" required><button>Find</button></form></main>`,
      ),
    );

  it('reads toolautosubmit="false" as on, as browsers will, and says how to turn it off', () => {
    const page = store(' toolautosubmit="false"');
    expect(page.tools.declarative[0]!.autosubmit).toBe(true);
    expect(page.forms[0]!.issues).toEqual([
      'toolautosubmit="false" still lets the agent submit the form unchecked: it is a boolean attribute, on whenever present; remove it to have the user check the form first',
    ]);
  });

  it('reads the attribute’s presence as on and its absence as off, with no issue', () => {
    for (const [attribute, on] of [
      [' toolautosubmit', true],
      [' toolautosubmit=""', true],
      [' toolautosubmit="toolautosubmit"', true],
      ['', false],
    ] as const) {
      const page = store(attribute);
      expect(page.tools.declarative[0]!.autosubmit, attribute).toBe(on);
      expect(page.forms[0]!.issues, attribute).toEqual([]);
    }
  });
});
