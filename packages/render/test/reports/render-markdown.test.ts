import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { previousResult, richResult } from '../fixtures/results.ts';

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(richResult(), { previous: previousResult() });
  const lines = markdown.split('\n');

  it('leads with the score, verdict, page and change', () => {
    expect(lines[0]).toBe('## GEO audit: 72 of 100 · Fair');
    expect(markdown).toContain('**Audited page:** <https://example.com/blog/what-is-geo>');
    expect(markdown).toContain('**+14** Up 14 points since the previous audit (was 58)');
    expect(markdown).toContain('Verdict changed from Poor to Fair');
  });

  it('lists the action plan by priority with points, module and effort', () => {
    const plan = markdown.slice(markdown.indexOf('### Action plan'), markdown.indexOf('### Modules'));
    expect(plan).toContain('### Action plan (5 actions)');
    // Priority is by points for effort, which a finding's severity does not say: the plan says how it is ranked.
    expect(plan).toContain(
      '_Ranked by the points each fix adds to the GEO score for the effort it takes; a finding’s severity says how much the problem matters on its own._',
    );
    const order = [
      '**Critical: fix first**',
      '**High priority**',
      '**Low priority**',
      '**Other actions**',
    ].map((label) => plan.indexOf(label));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(plan).toContain(
      '2. **Cite sources for statistics**: Module: Citability · Medium effort · +5 points',
    );
  });

  it('tabulates modules by impact with labels and deltas', () => {
    const rows = lines.filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
    expect(rows[0]).toBe('| Modules | GEO readiness | Verdict | Findings |');
    expect(rows[1]).toBe('| Citability | 64 of 100 (+14) | Fair | 1 problem, 1 improvement |');
    expect(rows).toContain('| Agent readiness (Beta) | 50 of 100 | Poor | No problems |');
    // Not applicable: the 100 the engine sends counts for nothing, so no score is shown (decision 0083).
    expect(rows).toContain('| Pricing for agents | No score | Not applicable | No problems |');
  });

  it('lists findings with evidence and fix', () => {
    expect(markdown).toContain('- **Sections open with a direct answer**: Failed · Severity: High');
    expect(markdown).toContain('  - Evidence: Opening sentence is a question (Where: h2 "What is GEO?")');
    expect(markdown).toContain('  - How to fix: Start the section with a one-sentence answer.');
  });

  it('escapes Markdown and table syntax coming from the result', () => {
    const hostile = renderMarkdown({
      geo_score: 40,
      modules: { 'a|b': { score: 40 } },
      action_plan: [{ title: '**bold** <b>x</b> | pipe', priority: 'low', fix: '# not a heading' }],
    });
    expect(hostile).toContain('| A\\|b | 40 of 100 | Poor | No problems |');
    expect(hostile).toContain('\\*\\*bold\\*\\* \\<b\\>x\\</b\\> \\| pipe');
    expect(hostile).toContain('   \\# not a heading');
  });

  it('honours the heading level and the locale', () => {
    const german = renderMarkdown(richResult(), { locale: 'de', headingLevel: 1 });
    expect(german.split('\n')[0]).toBe('# GEO-Audit: 72 von 100 · Befriedigend');
    expect(german).toContain('## Maßnahmenplan (5 Maßnahmen)');
  });

  it('handles an empty result', () => {
    const empty = renderMarkdown(null);
    expect(empty).toContain('## GEO audit: No score · No verdict');
    expect(empty).toContain('Nothing to fix: there are no recommended actions.');
    expect(empty).toContain('This audit has no module results.');
  });
});
