// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enUSStrings } from '../../src/studio/i18n/resources.ts';
import { listed } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

vi.mock('sanity', () => sanityMock());

const { GeoAuditToolView } = await import('../../src/studio/tool/geo-audit-tool.tsx');

afterEach(cleanup);

const audits = [
  listed({
    documentId: 'a',
    title: 'Hello GEO',
    url: 'https://example.com/hello',
    geoScore: 72,
    verdict: 'Fair',
    updatedAt: '2026-11-20T10:00:00Z',
    history: [
      { jobId: 'j2', geoScore: 72, verdict: 'Fair', analyzedAt: '2026-11-20T10:00:00Z' },
      { jobId: 'j1', geoScore: 55, verdict: 'Poor', analyzedAt: '2026-11-10T10:00:00Z' },
    ],
  }),
  listed({
    documentId: 'b',
    title: 'Pricing',
    url: 'https://example.com/pricing',
    geoScore: 91,
    verdict: 'Excellent',
    updatedAt: '2026-11-18T10:00:00Z',
  }),
  listed({
    documentId: 'c',
    title: 'About',
    url: 'https://example.com/about',
    geoScore: null,
    verdict: null,
    state: 'running',
    updatedAt: '2026-11-21T10:00:00Z',
  }),
];

const rowTitles = () =>
  screen.getAllByTestId('geo-audit-row').map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('GEO audits tool', () => {
  it('lists every audited document with score, verdict, state and trend, newest first', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'GEO audits' })).toBeTruthy();
    expect(rowTitles()).toEqual([
      'Abouthttps://example.com/about (opens in a new tab)',
      'Hello GEOhttps://example.com/hello (opens in a new tab)',
      'Pricinghttps://example.com/pricing (opens in a new tab)',
    ]);
    const hello = screen.getAllByTestId('geo-audit-row')[1] as HTMLElement;
    expect(within(hello).getByText('GEO readiness: 72 of 100, Fair')).toBeTruthy();
    expect(within(hello).getByText('Complete')).toBeTruthy();
    expect(within(hello).getByText(/2 audits: from 55 to 72/)).toBeTruthy();
    const about = screen.getAllByTestId('geo-audit-row')[0] as HTMLElement;
    expect(within(about).getByText('Running')).toBeTruthy();
    expect(screen.getByText('3 of 3 audited documents')).toBeTruthy();
  });

  it('says that a page link opens in a new tab', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    const link = screen.getByRole('link', { name: 'https://example.com/hello (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('sorts by score (unscored last) and filters by page or verdict', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'score' } });
    expect(rowTitles().map((title) => title?.split('https')[0])).toEqual(['Pricing', 'Hello GEO', 'About']);
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    expect(rowTitles().map((title) => title?.split('https')[0])).toEqual(['Hello GEO', 'Pricing', 'About']);

    fireEvent.change(screen.getByLabelText('Filter by URL or verdict'), { target: { value: 'excellent' } });
    expect(rowTitles().map((title) => title?.split('https')[0])).toEqual(['Pricing']);
    expect(screen.getByText('1 of 3 audited documents')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by URL or verdict'), { target: { value: 'nothing' } });
    expect(screen.getByText('No audited document matches the filter.')).toBeTruthy();
  });

  it('re-runs one document from its row, and says why a re-run could not start', () => {
    const onRerun = vi.fn();
    const { rerender } = renderInStudioTheme(
      <GeoAuditToolView audits={audits} loading={false} onRerun={onRerun} />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Re-run the GEO audit of https://example.com/pricing' }),
    );
    expect(onRerun).toHaveBeenCalledWith('b');
    rerender(
      <GeoAuditToolView audits={audits} loading={false} onRerun={onRerun} rerunError="invalid_token" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The GEO audit could not start: invalid_token');
  });

  it('keeps the keyboard focus on a row\'s "Re-run" while it starts, and takes no second click', () => {
    // In the running Studio the button was disabled while the request ran, which drops the focus to <body>.
    const onRerun = vi.fn();
    const { rerender } = renderInStudioTheme(
      <GeoAuditToolView audits={audits} loading={false} onRerun={onRerun} />,
    );
    const name = 'Re-run the GEO audit of https://example.com/pricing';
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    rerender(<GeoAuditToolView audits={audits} loading={false} onRerun={onRerun} rerunning="b" />);
    const running = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(running).toBe(button);
    expect(running.disabled).toBe(false);
    expect(running.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(running);
    fireEvent.click(running);
    expect(onRerun).toHaveBeenCalledTimes(1);
  });

  it("offers a row's re-run only when the inspector would, and says why not (decision 0104)", async () => {
    const onRerun = vi.fn();
    // The plugin's URL rule, given the published document: 'a' has no page (no slug yet).
    const urlFor = (doc: { _id: string }) => (doc._id === 'a' ? null : `https://example.com/${doc._id}`);
    const gone = listed({
      documentId: 'g',
      title: 'Deleted',
      url: 'https://example.com/gone',
      documentType: null,
    });
    renderInStudioTheme(
      <GeoAuditToolView audits={[...audits, gone]} loading={false} onRerun={onRerun} urlFor={urlFor} />,
    );
    const button = (url: string) => screen.getByRole('button', { name: `Re-run the GEO audit of ${url}` });
    // What a screen reader reads with the button's name.
    const reason = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    const cases = [
      ['https://example.com/hello', enUSStrings['run.blocked.noPage']],
      ['https://example.com/about', enUSStrings['run.blocked.underWay']],
      ['https://example.com/gone', enUSStrings['run.blocked.unpublished']],
    ] as const;
    for (const [url, why] of cases) {
      await waitFor(() => expect(reason(button(url))).toBe(why));
      expect(button(url).getAttribute('aria-disabled')).toBe('true');
      // Seen as unavailable too, not only heard.
      expect(button(url).style.cursor).toBe('not-allowed');
      fireEvent.click(button(url));
    }
    expect(onRerun).not.toHaveBeenCalled();
    const pricing = button('https://example.com/pricing');
    expect(pricing.getAttribute('aria-disabled')).toBe('false');
    expect(pricing.getAttribute('aria-describedby')).toBeNull();
    expect(pricing.style.cursor).toBe('');
    fireEvent.click(pricing);
    expect(onRerun).toHaveBeenCalledWith('b');
  });

  it('says a re-check is scheduled, and when, for a page the site did not serve yet', () => {
    // Built from local time, so the expected text holds in any time zone.
    const retryAt = new Date(2030, 10, 24, 10, 2).toISOString();
    renderInStudioTheme(
      <GeoAuditToolView
        audits={[
          listed({
            documentId: 'd',
            title: 'Launch',
            state: 'waiting',
            geoScore: 0,
            verdict: 'Critical',
            error: { code: 'page_not_served', message: 'The page answered HTTP 404.', retryAt },
          }),
          listed({
            documentId: 'e',
            title: 'Queued behind the quota',
            state: 'waiting',
            geoScore: null,
            verdict: null,
            error: { code: 'rate_limited', message: 'The hourly API quota is used up.', retryAt },
          }),
        ]}
        loading={false}
      />,
    );
    const [launch, quota] = screen.getAllByTestId('geo-audit-row') as HTMLElement[];
    expect(within(launch as HTMLElement).getByText('Re-check scheduled')).toBeTruthy();
    expect(within(launch as HTMLElement).getByText(/^Next check: Nov 24, 2030, 10:02\sAM$/)).toBeTruthy();
    expect(within(launch as HTMLElement).queryByText('Waiting to start')).toBeNull();
    expect(within(quota as HTMLElement).getByText('Waiting to start')).toBeTruthy();
    expect(within(quota as HTMLElement).queryByText(/Next check/)).toBeNull();
  });

  it('has no re-run buttons without a handler, and explains an empty list', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    expect(screen.queryByRole('button', { name: /Re-run/ })).toBeNull();
    cleanup();
    renderInStudioTheme(<GeoAuditToolView audits={[]} loading={false} />);
    expect(screen.getByText(/No document has been audited yet/)).toBeTruthy();
  });
});
