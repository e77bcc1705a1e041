/** A realistic full result as a hosted service might send it, including fields our contract doesn't know. */
export function sampleResult() {
  const finding = {
    check: 'citability.answer_first',
    title: 'Sections open with a direct answer',
    status: 'fail',
    severity: 'high',
    evidence: [{ what: 'Opening sentence is a question', where: 'h2 "What is GEO?"' }],
    fix: 'Start the section with a one-sentence answer.',
    impact: 12.5,
  };
  return {
    geo_score: 72,
    verdict: 'Fair',
    analyzed_at: '2026-11-20T10:00:00Z',
    future_top_level: { kept: true },
    modules: {
      citability: { score: 64, findings: [finding] },
      brand: {
        score: 50,
        platforms: { wikipedia: { linked_from_site: false, url: null, verified: null, source: null } },
      },
      eeat: {
        score: 80,
        signals: [
          { id: 'byline', label: 'Author byline', category: 'expertise', present: true, evidence: [] },
        ],
      },
      crawlers: { score: 90, blocked: ['GPTBot'], allowed: ['OAI-SearchBot', 'Googlebot'] },
      schema: { score: 70, types_found: ['Article', 'Person'] },
      platforms: {
        score: 75,
        chatgpt: {
          score: 80,
          eligible: true,
          blockers: [],
          strengths: ['OAI-SearchBot allowed'],
          recommendations: [],
        },
        google_ai_overviews: { score: 70, eligible: true, blockers: [], strengths: [], recommendations: [] },
        perplexity: { score: 60, eligible: true, blockers: [], strengths: [], recommendations: [] },
      },
      llmstxt: { score: 40, exists: false, cta_url: null },
      agent_pricing: { score: 100, applicable: false, findings: [] },
      agent_readiness: {
        score: 50,
        beta: true,
        weight: 0,
        tools: { declarative: [], imperative_detected: false, api: null, count: 0 },
        forms: [],
        states: { login_wall: { detected: false, evidence: null } },
        findings: [],
      },
      future_module: { score: 10 },
    },
    action_plan: [
      {
        module: 'citability',
        check: 'citability.answer_first',
        title: 'Open sections with a direct answer',
        priority: 'high',
        impact: 3.1,
        effort: 'low',
        fix: 'Start the section with a one-sentence answer.',
      },
    ],
  };
}
