import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditPanel } from '../../src/react/AuditPanel.tsx';
import { AuditStatus } from '../../src/react/AuditStatus.tsx';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import type { DisclosureProps, Skin } from '../../src/react/skin.ts';
import { previousResult, richResult } from '../fixtures/results.ts';

afterEach(cleanup);

describe('AuditStatus', () => {
  it('announces a queued job politely, with its place in the queue and indeterminate progress', () => {
    render(<AuditStatus status={{ job_id: 'j', status: 'queued', position: 1 }} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Queued')).toBeTruthy();
    expect(within(status).getByText('1 audit ahead')).toBeTruthy();
    const progress = within(status).getByRole('progressbar', { name: 'Audit progress' });
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('shows a running job with its progress', () => {
    render(<AuditStatus status={{ job_id: 'j', status: 'running', progress: 0.42 }} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42% done')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Running' })).toBeTruthy();
  });

  it('shows a failure with its reason and retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <AuditStatus
        status={{ job_id: 'j', status: 'failed', error: { message: 'Page returned 404' } }}
        onRetry={onRetry}
      />,
    );
    expect(within(screen.getByRole('alert')).getByText('Reason: Page returned 404')).toBeTruthy();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Run the audit again' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('keeps the retry button busy until an async retry settles', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AuditStatus status={{ job_id: 'j', status: 'failed' }} onRetry={onRetry} />);
    expect(screen.getByText(/did not say why/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run the audit again' }));
    const busy = screen.getByRole('button', { name: 'Starting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'Run the audit again' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('offers no retry without a callback, and renders nothing once complete', () => {
    const { container, rerender } = render(<AuditStatus status={{ status: 'failed' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AuditStatus status={{ job_id: 'j', status: 'complete', geo_score: 72, results_url: 'x' }} />);
    expect(container.textContent).toBe('');
  });

  it('shows an unknown status as sent', () => {
    render(<AuditStatus status={{ status: 'paused' }} />);
    expect(screen.getByText('Status: paused')).toBeTruthy();
  });
});

function HostDisclosure({ summary, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <div data-host="disclosure">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {summary}
      </button>
      {open ? <div>{children}</div> : null}
    </div>
  );
}
// A stand-in for a host design system: different elements for badges, disclosures and the root.
const hostSkin: Partial<Skin> = {
  Root: ({ children }) => <div data-host="root">{children}</div>,
  Badge: ({ children, tone }) => (
    <mark data-host="badge" data-tone={tone}>
      {children}
    </mark>
  ),
  Disclosure: HostDisclosure,
};

describe('AuditPanel', () => {
  it('renders the whole audit with a heading outline under the host heading level', () => {
    render(
      <AuditPanel
        result={richResult()}
        previous={previousResult()}
        history={[previousResult(), richResult()]}
        headingLevel={2}
      />,
    );
    const levels = screen.getAllByRole('heading').map((h) => [Number(h.tagName[1]), h.textContent?.trim()]);
    expect(levels.slice(0, 4)).toEqual([
      [2, 'GEO audit'],
      [3, 'GEO readiness'],
      [3, 'Score history'],
      [3, 'Action plan'],
    ]);
    expect(levels.filter(([level]) => level === 3).map(([, text]) => text)).toEqual([
      'GEO readiness',
      'Score history',
      'Action plan',
      'Modules',
    ]);
    expect(screen.getByRole('meter', { name: 'GEO readiness' }).getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getByText('Up 14 points since the previous audit (was 58)')).toBeTruthy();
    expect(screen.getByText('2 audits: from 58 to 72; lowest 58, highest 72.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'GEO readiness' })).toBeTruthy();
  });

  it('says the page has not been audited yet', () => {
    render(<AuditPanel />);
    expect(screen.getByText('This page has not been audited yet.')).toBeTruthy();
  });

  it('shows a running audit without a result, and a failure next to the last result', () => {
    const { rerender } = render(<AuditPanel status={{ job_id: 'j', status: 'running', progress: 0.5 }} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('This page has not been audited yet.')).toBeNull();
    rerender(
      <AuditPanel result={richResult()} status={{ job_id: 'j', status: 'failed' }} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run the audit again' })).toBeTruthy();
    expect(screen.getByRole('meter')).toBeTruthy();
  });

  it('brings its own default skin styles and honours a forced theme', () => {
    const { container } = render(
      <GeoAuditProvider theme="dark">
        <AuditPanel result={richResult()} />
      </GeoAuditProvider>,
    );
    const root = container.querySelector('.geo-audit') as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.querySelector('style')?.textContent).toContain('--geo-band-good');
    expect(container.querySelectorAll('style')).toHaveLength(1);
  });

  it('speaks the provider language', () => {
    render(
      <GeoAuditProvider locale="de">
        <AuditPanel result={richResult()} />
      </GeoAuditProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Maßnahmenplan' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'GEO-Bereitschaft' }).getAttribute('aria-valuetext')).toBe(
      '72 von 100, Befriedigend',
    );
  });

  it('draws through a host skin: host primitives replace the defaults', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <GeoAuditProvider skin={hostSkin}>
        <AuditPanel result={richResult()} />
      </GeoAuditProvider>,
    );
    expect(container.querySelector('[data-host=root]')).toBeTruthy();
    expect(container.querySelector('style')).toBeNull();
    expect(container.querySelectorAll('details')).toHaveLength(0);
    expect(container.querySelector('[data-host=badge][data-tone=critical]')).toBeTruthy();
    const citability = screen.getByRole('button', { name: /Citability/ });
    citability.focus();
    await user.keyboard('{Enter}');
    expect(citability.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Problems')).toBeTruthy();
  });
});
