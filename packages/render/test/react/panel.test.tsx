import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditPanel } from '../../src/react/AuditPanel.tsx';
import { AuditStatus } from '../../src/react/AuditStatus.tsx';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import type { DisclosureProps, Skin } from '../../src/react/skin.ts';
import { previousResult, richResult } from '../fixtures/results.ts';

afterEach(cleanup);

/** A host whose retry queues a new job at once. */
function RetryToQueued() {
  const [status, setStatus] = useState<unknown>({ job_id: 'j', status: 'failed' });
  return <AuditStatus status={status} onRetry={() => setStatus({ job_id: 'k', status: 'queued' })} />;
}

/** A host whose retry is answered by a completed audit (a cached result). */
function RetryToComplete() {
  const [done, setDone] = useState(false);
  return done ? (
    <AuditPanel result={richResult()} status={{ job_id: 'k', status: 'complete' }} />
  ) : (
    <AuditPanel
      result={previousResult()}
      status={{ job_id: 'j', status: 'failed' }}
      onRetry={() => setDone(true)}
    />
  );
}

describe('AuditStatus', () => {
  it('shows a queued job with its place in the queue and indeterminate progress, saying "Queued" once', () => {
    const { container } = render(<AuditStatus status={{ job_id: 'j', status: 'queued', position: 1 }} />);
    expect(screen.getAllByText('Queued')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Queued' })).toBeNull();
    expect(screen.getByText('1 audit ahead')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Audit progress' });
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
    // The card is not a live region created with its text already in it.
    expect(container.querySelector('[role=status], [role=alert], [aria-live]')).toBeNull();
  });

  it('shows a running job with its progress, the spinner decorative beside the label', () => {
    const { container } = render(<AuditStatus status={{ job_id: 'j', status: 'running', progress: 0.42 }} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42% done')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Running' })).toBeNull();
    expect(container.querySelector('.geo-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent?.match(/Running/g)).toHaveLength(1);
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
    expect(screen.getByText('Reason: Page returned 404')).toBeTruthy();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Run the audit again' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus in the status card when the retry button goes away', async () => {
    const user = userEvent.setup();
    render(<RetryToQueued />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toContain('Queued');
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

function HostDisclosure({ title, label, meta, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <div data-host="disclosure">
      <button type="button" aria-expanded={open} aria-label={label} onClick={() => setOpen(!open)}>
        {title}
      </button>
      {meta}
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
    // Not a region named like the meter: it would be announced on top of it.
    expect(screen.queryByRole('region', { name: 'GEO readiness' })).toBeNull();
  });

  it('says the page has not been audited yet', () => {
    render(<AuditPanel />);
    expect(screen.getByText('This page has not been audited yet.')).toBeTruthy();
  });

  it('shows a running audit without a result, and a failure next to the last result', () => {
    const { rerender } = render(<AuditPanel status={{ job_id: 'j', status: 'running', progress: 0.5 }} />);
    expect(screen.getByText('50% done')).toBeTruthy();
    expect(screen.queryByText('This page has not been audited yet.')).toBeNull();
    rerender(
      <AuditPanel result={richResult()} status={{ job_id: 'j', status: 'failed' }} onRetry={() => {}} />,
    );
    expect(screen.getByText('The audit failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run the audit again' })).toBeTruthy();
    expect(screen.getByRole('meter')).toBeTruthy();
  });

  it('announces state changes in one always-mounted status region, starting empty', () => {
    const { rerender } = render(<AuditPanel result={previousResult()} />);
    const region = screen.getByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(region.textContent).toBe('');
    expect(document.querySelectorAll('[role=alert], [aria-live]')).toHaveLength(1);

    rerender(<AuditPanel result={previousResult()} status={{ job_id: 'j', status: 'queued' }} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('GEO audit queued');

    rerender(
      <AuditPanel result={previousResult()} status={{ job_id: 'j', status: 'running', progress: 0.1 }} />,
    );
    expect(region.textContent).toBe('GEO audit running, 10% done');
    // Progress within the same quarter is not announced again.
    rerender(
      <AuditPanel result={previousResult()} status={{ job_id: 'j', status: 'running', progress: 0.2 }} />,
    );
    expect(region.textContent).toBe('GEO audit running, 10% done');
    rerender(
      <AuditPanel result={previousResult()} status={{ job_id: 'j', status: 'running', progress: 0.55 }} />,
    );
    expect(region.textContent).toBe('GEO audit running, 55% done');

    rerender(
      <AuditPanel
        result={richResult()}
        previous={previousResult()}
        status={{ job_id: 'j', status: 'complete', geo_score: 72 }}
      />,
    );
    expect(region.textContent).toBe(
      'GEO audit complete: 72 of 100, Fair. Up 14 points since the previous audit (was 58).',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it("keeps a host's 'none yet' panel mounted in its words, and announces the first result once", () => {
    const { rerender } = render(<AuditPanel result={null} emptyText="Publish the entry to audit it." />);
    expect(screen.getByText('Publish the entry to audit it.')).toBeTruthy();
    expect(screen.queryByText('This page has not been audited yet.')).toBeNull();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    // The first read after the publish is already complete: no queued or running state was ever seen.
    rerender(<AuditPanel result={richResult()} emptyText="Publish the entry to audit it." />);
    expect(region.textContent).toBe('GEO audit complete: 72 of 100, Fair.');
    rerender(<AuditPanel result={richResult()} emptyText="Publish the entry to audit it." />);
    expect(region.textContent).toBe('GEO audit complete: 72 of 100, Fair.');
  });

  it('says nothing for the result it opens with', () => {
    render(<AuditPanel result={richResult()} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a failure with its reason, in the provider language', () => {
    const { rerender } = render(
      <GeoAuditProvider locale="de">
        <AuditPanel status={{ job_id: 'j', status: 'running' }} />
      </GeoAuditProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(
      <GeoAuditProvider locale="de">
        <AuditPanel status={{ job_id: 'j', status: 'failed', error: { message: 'Zeitüberschreitung' } }} />
      </GeoAuditProvider>,
    );
    expect(region.textContent).toBe('Das GEO-Audit ist fehlgeschlagen: Zeitüberschreitung');
  });

  it('moves focus to the panel title when a retry ends the status card, instead of dropping it', async () => {
    const user = userEvent.setup();
    render(<RetryToComplete />);
    screen.getByRole('button', { name: 'Run the audit again' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Run the audit again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'GEO audit' }));
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
    const citability = screen.getByRole('button', { name: 'Citability' });
    citability.focus();
    await user.keyboard('{Enter}');
    expect(citability.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Problems')).toBeTruthy();
  });
});
