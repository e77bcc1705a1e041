import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/html/render-html.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import { ModuleList } from '../../src/react/ModuleList.tsx';

/**
 * In the editors, 9 to 12 passed and not applicable checks per page had an "Evidence" disclosure that opened
 * onto "Evidence / No evidence recorded." and nothing else. A finding with neither evidence nor a fix is its
 * title and status; one with either keeps its details.
 */

const result = {
  geo_score: 60,
  verdict: 'Fair',
  modules: {
    eeat: {
      score: 60,
      findings: [
        {
          check: 'eeat.about',
          title: 'No About page linked',
          status: 'fail',
          severity: 'high',
          evidence: [],
        },
        { check: 'eeat.https', title: 'Served over HTTPS', status: 'pass', severity: 'info', evidence: [] },
        {
          check: 'eeat.byline',
          title: 'Author byline',
          status: 'not_applicable',
          severity: 'info',
          evidence: [],
        },
        {
          check: 'eeat.dates',
          title: 'Dates are shown',
          status: 'pass',
          severity: 'info',
          evidence: [{ what: 'Published 2026-01-02' }],
        },
        {
          check: 'eeat.reviewed',
          title: 'Reviewed by an editor',
          status: 'pass',
          severity: 'info',
          evidence: [],
          fix: 'Name the reviewer too.',
        },
      ],
    },
  },
};

const quiet = ['Served over HTTPS', 'Author byline'];

afterEach(cleanup);

describe('a finding with neither evidence nor a fix has no details', () => {
  it('has no disclosure in the panel, in English and German; the others keep theirs', () => {
    for (const [locale, details, evidence] of [
      ['en', 'Evidence and fix', 'Evidence'],
      ['de', 'Nachweis und Lösung', 'Nachweis'],
    ] as const) {
      const { container } = render(
        <GeoAuditProvider locale={locale}>
          <ModuleList modules={toViewModel(result, { locale }).modules} />
        </GeoAuditProvider>,
      );
      const names = screen
        .getAllByRole('button', { hidden: true })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
      for (const title of quiet) {
        expect(
          names.filter((name) => name.endsWith(`: ${title}`)),
          `${locale}: ${title}`,
        ).toEqual([]);
        // Title and status are still listed.
        expect(container.textContent).toContain(title);
      }
      expect(
        screen.getByRole('button', { name: `${details}: No About page linked`, hidden: true }),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: `${details}: Reviewed by an editor`, hidden: true }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: `${evidence}: Dates are shown`, hidden: true })).toBeTruthy();
      cleanup();
    }
  });

  it('says "No evidence recorded." in the HTML report only where a fix follows', () => {
    const doc = new DOMParser().parseFromString(renderHtml(result), 'text/html');
    const items = new Map(
      [...doc.querySelectorAll('li.geo-card')].map((li) => [
        li.querySelector('p')?.textContent ?? '',
        li.textContent ?? '',
      ]),
    );
    for (const title of quiet) {
      expect(items.get(title), title).toBe(
        `${title}${title === 'Author byline' ? 'Not applicable' : 'Passed'}`,
      );
    }
    expect(items.get('No About page linked')).toContain('No evidence recorded.How to fixNo fix suggested.');
    expect(items.get('Reviewed by an editor')).toContain(
      'No evidence recorded.How to fixName the reviewer too.',
    );
    expect(items.get('Dates are shown')).toContain('EvidencePublished 2026-01-02');
  });

  it('prints no evidence line for it in the Markdown report', () => {
    const markdown = renderMarkdown(result);
    expect(markdown).toContain('- **Served over HTTPS**: Passed\n- **Dates are shown**: Passed\n');
    expect(markdown).toMatch(/- \*\*Author byline\*\*: Not applicable\n(\n|$)/);
    expect(markdown).not.toContain('No evidence recorded');
  });
});
