import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/html/render-html.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { ActionPlan } from '../../src/react/ActionPlan.tsx';
import { GeoAuditProvider } from '../../src/react/context.tsx';

/**
 * The action plan is one ranked list shown in priority groups: its numbers run on across the groups, so "3." is the
 * third thing to do in every surface (a CI comment with three "1." items named no first action).
 */

const item = (check: string, priority: string, impact: number) => ({
  module: 'eeat',
  check,
  title: `Title of ${check}`,
  priority,
  impact,
  effort: 'low',
  fix: `Fix ${check}.`,
});
const result = {
  geo_score: 71,
  verdict: 'Fair',
  action_plan: [
    item('eeat.byline', 'high', 6),
    item('eeat.about_page', 'high', 5),
    item('eeat.date_published', 'medium', 2),
    item('eeat.terms', 'low', 0.4),
  ],
};

afterEach(cleanup);

describe('action plan numbering across priority groups', () => {
  it('gives each group the number of its first action in the whole plan', () => {
    expect(toViewModel(result).actionGroups.map((group) => [group.priority, group.start])).toEqual([
      ['high', 1],
      ['medium', 3],
      ['low', 4],
    ]);
  });

  it('numbers the Markdown report 1, 2, 3, 4, not from 1 in each group', () => {
    const numbered = renderMarkdown(result)
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .map((line) => line.slice(0, line.indexOf('.')));
    expect(numbered).toEqual(['1', '2', '3', '4']);
  });

  it('starts the HTML report’s later lists where the earlier ones ended', () => {
    const lists = renderHtml(result).match(/<ol class="geo-stack"[^>]*>/g) ?? [];
    expect(lists).toEqual([
      '<ol class="geo-stack" data-gap="sm">',
      '<ol class="geo-stack" data-gap="sm" start="3">',
      '<ol class="geo-stack" data-gap="sm" start="4">',
    ]);
  });

  it('starts the React panel’s later lists where the earlier ones ended', () => {
    render(
      <GeoAuditProvider>
        <ActionPlan groups={toViewModel(result).actionGroups} />
      </GeoAuditProvider>,
    );
    expect(screen.getAllByRole('list').map((list) => (list as HTMLOListElement).start)).toEqual([1, 3, 4]);
  });
});
