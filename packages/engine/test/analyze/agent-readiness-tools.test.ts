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
      what: '2 external scripts were not read: tools registered from them with registerTool are not detected',
      where: 'script',
      value: ['/app.js', 'https://cdn.example.net/vendor.js'],
    });
  });

  it('says nothing of scripts on a page without external ones, or once an inline tool was found', () => {
    const inline = readinessOf(html(`<main><h1>Flights</h1><p>${prose(80)}</p>${SEARCH_FORM}</main>`));
    expect(findingOf(inline, 'agent_readiness.webmcp_tools').evidence.map((e) => e.what)).toEqual([
      '1 form, none exposed as a tool',
    ]);
    const registered = readinessOf(
      html(
        `<main><p>${prose(80)}</p></main><script>document.modelContext.registerTool({ name: "search_flights", execute() {} });</script><script src="/app.js"></script>`,
      ),
    );
    const evidence = findingOf(registered, 'agent_readiness.webmcp_tools').evidence.map((e) => e.what);
    expect(evidence).toEqual(['imperative registerTool on document.modelContext']);
  });
});
