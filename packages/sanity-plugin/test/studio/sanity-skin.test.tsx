// @vitest-environment jsdom
import { AuditPanel, GeoAuditProvider } from '@geo-audit/render/react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitySkin } from '../../src/studio/render/sanity-skin.tsx';
import { renderInStudioTheme } from './render-harness.tsx';

afterEach(cleanup);

const result = {
  url: 'https://example.com/blog/hello',
  geo_score: 64,
  verdict: 'Fair',
  analyzed_at: '2026-11-20T10:00:00Z',
  modules: {
    citability: {
      score: 55,
      findings: [
        {
          check: 'citability.answer_first',
          title: 'Sections open with a direct answer',
          status: 'fail',
          severity: 'high',
          evidence: [],
          fix: 'Start the section with a one-sentence answer.',
          impact: 9,
        },
      ],
    },
  },
  action_plan: [],
};

describe('the Sanity skin', () => {
  it('says "Queued" once: the spinner beside the label is decorative', () => {
    const { container } = renderInStudioTheme(
      <GeoAuditProvider skin={sanitySkin}>
        <AuditPanel status={{ job_id: 'j', status: 'queued' }} headingLevel={2} />
      </GeoAuditProvider>,
    );
    expect(container.textContent?.match(/Queued/g)).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Audit progress' })).toBeTruthy();
  });

  it('makes each module an accordion heading at the level render asks for, with its details named by finding', () => {
    renderInStudioTheme(
      <GeoAuditProvider skin={sanitySkin}>
        <AuditPanel result={result} headingLevel={2} />
      </GeoAuditProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Modules' })).toBeTruthy();
    const citability = screen.getByRole('heading', { level: 4, name: 'Citability' });
    const first = within(citability).getByRole('button', { name: 'Citability' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Citability: 55 of 100, Poor').closest('button')).toBeNull();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(body).getByRole('button', { name: 'Evidence and fix: Sections open with a direct answer' }),
    ).toBeTruthy();
    expect(screen.queryAllByRole('heading', { name: /Evidence and fix/ })).toHaveLength(0);
  });
});
