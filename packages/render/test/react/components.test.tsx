import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { ActionPlan } from '../../src/react/ActionPlan.tsx';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import { FindingList } from '../../src/react/FindingList.tsx';
import { ModuleList } from '../../src/react/ModuleList.tsx';
import { ScoreBadge } from '../../src/react/ScoreBadge.tsx';
import { ScoreGauge } from '../../src/react/ScoreGauge.tsx';
import { ScoreTrend } from '../../src/react/ScoreTrend.tsx';
import { richResult } from '../fixtures/results.ts';

afterEach(cleanup);

const model = toViewModel(richResult());

describe('ScoreBadge', () => {
  it('shows the score with a text label and gives the full reading to screen readers', () => {
    const { container } = render(<ScoreBadge score={72} verdict="Fair" />);
    expect(screen.getByText('GEO readiness: 72 of 100, Fair')).toBeTruthy();
    expect(container.textContent).toContain('72 · Fair');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says there is no score yet', () => {
    render(<ScoreBadge score={null} />);
    expect(screen.getByText('GEO readiness: no score yet')).toBeTruthy();
  });

  it('derives the verdict from the score and speaks the provider language', () => {
    render(
      <GeoAuditProvider locale="de">
        <ScoreBadge score={91} />
      </GeoAuditProvider>,
    );
    expect(screen.getByText('GEO-Bereitschaft: 91 von 100, Ausgezeichnet')).toBeTruthy();
  });
});

describe('ScoreGauge', () => {
  it('is a meter from 0 to 100 named "GEO readiness" with the verdict in its value text', () => {
    render(<ScoreGauge score={72} verdict="Fair" />);
    const meter = screen.getByRole('meter', { name: 'GEO readiness' });
    expect(meter.getAttribute('aria-valuenow')).toBe('72');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('72 of 100, Fair');
  });

  it('has no value when there is no score', () => {
    render(<ScoreGauge score={undefined} />);
    const meter = screen.getByRole('meter');
    expect(meter.hasAttribute('aria-valuenow')).toBe(false);
    // Not "GEO readiness: no score yet": the name is said before the value already.
    expect(meter.getAttribute('aria-valuetext')).toBe('No score, No verdict');
  });
});

describe('ModuleList', () => {
  it('gives each module a heading whose only content is a button named by the title (APG accordion)', () => {
    render(<ModuleList modules={model.modules} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      model.modules.map((module) => module.title),
    );
    for (const [index, heading] of headings.entries()) {
      const button = within(heading).getByRole('button', { name: model.modules[index]?.title });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const body = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(body?.hidden).toBe(true);
    }
    // Score and band sit beside the button, not inside it, and read in full.
    const citability = screen.getByRole('heading', { name: 'Citability' });
    expect(citability.querySelector('.geo-badge')).toBeNull();
    expect(screen.getByText('Citability: 64 of 100, Fair')).toBeTruthy();
    // No heading inside a button, and no heading per finding.
    expect(
      document.querySelector('button h1, button h2, button h3, button h4, button h5, button h6'),
    ).toBeNull();
  });

  it('shows beta, not-applicable and error labels as text with their explanation', () => {
    render(<ModuleList modules={model.modules} />);
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(screen.getAllByText('Not applicable').length).toBeGreaterThan(0);
    expect(screen.getByText('This module could not run: JSON-LD could not be parsed')).toBeTruthy();
    expect(
      screen.getByText('Beta: shown for information, it does not count toward the GEO score.'),
    ).toBeTruthy();
  });

  it('puts every module button in the tab order and opens it from the keyboard to show facts and findings', async () => {
    const user = userEvent.setup();
    render(<ModuleList modules={model.modules} />);
    const focused: string[] = [];
    for (let index = 0; index < model.modules.length; index++) {
      await user.tab();
      focused.push((document.activeElement as HTMLElement).textContent ?? '');
    }
    expect(focused).toEqual(model.modules.map((module) => module.title));
    const crawlers = screen.getByRole('button', { name: 'AI crawler access' });
    crawlers.focus();
    await user.keyboard('{Enter}');
    expect(crawlers.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(crawlers.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(body.hidden).toBe(false);
    expect(within(body).getByText('Blocked crawlers')).toBeTruthy();
    expect(within(body).getByText('GPTBot')).toBeTruthy();
    await user.keyboard(' ');
    expect(crawlers.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
  });

  it('says so when there are no modules', () => {
    render(<ModuleList modules={[]} />);
    expect(screen.getByText('This audit has no module results.')).toBeTruthy();
  });
});

describe('FindingList', () => {
  const findings = model.modules[0]?.findings ?? [];

  it('groups findings under headings with status and severity as text', () => {
    render(<FindingList findings={findings} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Problems',
      'Improvements',
      'Passed checks',
    ]);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Severity: High')).toBeTruthy();
    expect(screen.getByText('Up to 12.5 points in this module')).toBeTruthy();
  });

  it('names each evidence control after its finding, without adding headings', async () => {
    const user = userEvent.setup();
    render(<FindingList findings={findings} />);
    const headingsBefore = screen.getAllByRole('heading').length;
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    const first = findings[0];
    expect(focused).toBe(
      screen.getByRole('button', { name: `Evidence and fix: ${first?.title}`, expanded: false }),
    );
    expect(focused.textContent).toBe('Evidence and fix');
    const names = screen
      .getAllByRole('button', { name: /^Evidence/ })
      .map((button) => button.getAttribute('aria-label'));
    // A passed check shows no fix, so its control names the evidence only (decision 0083).
    expect(names).toEqual([
      'Evidence and fix: Sections open with a direct answer',
      'Evidence and fix: Claims cite sources',
      'Evidence: Passages are 40–150 words',
    ]);
    await user.keyboard('{Enter}');
    expect(focused.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(focused.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText('Where: h2 "What is GEO?"')).toBeTruthy();
    expect(within(details).getByText('Start the section with a one-sentence answer.')).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(headingsBefore);
  });

  it("states a finding's points as module-score points, and none for a check with nothing to recover", () => {
    const view = toViewModel({
      modules: {
        schema: {
          score: 0,
          findings: [
            { check: 'a', title: 'JSON-LD parses', status: 'fail', severity: 'high', impact: 100 },
            { check: 'b', title: 'Has a headline', status: 'pass', severity: 'info', impact: 0 },
          ],
        },
      },
    });
    render(<FindingList findings={view.modules[0]?.findings ?? []} />);
    expect(screen.getByText('Up to 100 points in this module')).toBeTruthy();
    expect(screen.queryByText(/Up to 0 points/)).toBeNull();
  });

  it('says when a module has no findings and when a finding has no evidence or fix', () => {
    render(
      <FindingList
        findings={
          toViewModel({ modules: { schema: { score: 1, findings: [{ title: 'Bare', status: 'fail' }] } } })
            .modules[0]?.findings ?? []
        }
      />,
    );
    expect(screen.getByText('No evidence recorded.')).toBeTruthy();
    expect(screen.getByText('No fix suggested.')).toBeTruthy();
    cleanup();
    render(<FindingList findings={[]} />);
    expect(screen.getByText('No findings for this module.')).toBeTruthy();
  });
});

describe('ActionPlan', () => {
  it('shows actions grouped by priority, in order, with points, module, effort and fix', () => {
    render(<ActionPlan groups={model.actionGroups} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.trim())).toEqual([
      'Critical: fix first',
      'High priority',
      'Low priority',
      'Other actions',
    ]);
    const lists = screen.getAllByRole('list');
    const high = within(lists[1] as HTMLElement).getAllByRole('listitem');
    expect(high[0]?.textContent).toContain('Cite sources for statistics');
    expect(high[0]?.textContent).toContain('+5 points');
    expect(high[0]?.textContent).toContain('Module: Citability · Medium effort');
    expect(high[1]?.textContent).toContain('Open sections with a direct answer');
  });

  it('says there is nothing to fix', () => {
    render(<ActionPlan groups={[]} />);
    expect(screen.getByText('Nothing to fix: there are no recommended actions.')).toBeTruthy();
  });
});

describe('ScoreTrend', () => {
  it('draws past scores and describes them in text', () => {
    const { container } = render(
      <ScoreTrend
        history={[
          { geo_score: 55, analyzed_at: '2026-11-06T10:00:00Z' },
          { geo_score: 72, analyzed_at: '2026-11-20T10:00:00Z' },
          { geo_score: 61, analyzed_at: '2026-11-13T10:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByText('3 audits: from 55 to 72; lowest 55, highest 72.')).toBeTruthy();
    const points = container.querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    expect(points).toHaveLength(3);
    const ys = points.map((pair) => Number(pair.split(',')[1]));
    // Higher scores sit higher (smaller y): 55 < 61 < 72.
    expect(ys[0]).toBeGreaterThan(ys[1] as number);
    expect(ys[1]).toBeGreaterThan(ys[2] as number);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says there is no history yet', () => {
    render(<ScoreTrend history={[]} />);
    expect(screen.getByText('No earlier audits yet.')).toBeTruthy();
  });
});
