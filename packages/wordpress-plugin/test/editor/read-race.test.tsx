import { act, cleanup, render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { type PostAudit, usePostAudit } from '../../src/use-post-audit.ts';
import { record, view } from './fixtures.ts';

// The site as apiFetch sees it: each read answers the audit as it stood when the read arrived, after its own
// latency, so a slow read that arrived before the audit finished answers "running" after a later, quick one.
let finished = false;
let latencies: number[] = [];
let inFlight = 0;
let mostInFlight = 0;
let asked = 0;
let rerunAsked = false;
const paths: string[] = [];
const queued = () => view({ record: record({ state: 'queued', progress: 0, jobId: 'job_3' }) });
apiFetch.setFetchHandler(async (options) => {
  if (options.method === 'POST') rerunAsked = true;
  paths.push(String(options.path));
  const answer = rerunAsked
    ? queued()
    : view({
        record: finished
          ? record()
          : record({ state: 'running', progress: 0.4, geoScore: null, verdict: null }),
      });
  asked++;
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, latencies.shift() ?? 100));
  inFlight--;
  return answer;
});

let current: PostAudit | null = null;
/** Every audit state the sidebar showed, in order. */
const shown: (string | null)[] = [];
function Sidebar({ postId = 7 }: { postId?: number }) {
  const audit = usePostAudit(postId, () => 1_000);
  current = audit;
  const state = audit.view?.record?.state ?? null;
  if (shown.at(-1) !== state) shown.push(state);
  return <AuditSidebarBody audit={audit} locale="en" />;
}

async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100)
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 100)));
}

beforeEach(() => {
  vi.useFakeTimers();
  finished = false;
  latencies = [];
  inFlight = 0;
  mostInFlight = 0;
  asked = 0;
  rerunAsked = false;
  paths.length = 0;
  shown.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a save that ends while a poll of the running audit is still being read', () => {
  it('shows the finished audit and never goes back to the older answer of the slow poll', async () => {
    render(<Sidebar />);
    await advance(100);
    expect(shown).toEqual([null, 'running']);

    // The next poll goes out after a second and takes three to answer; the audit finishes meanwhile, and the
    // save that ends then reads it again.
    latencies = [3_000];
    await advance(1_500);
    expect(inFlight).toBe(1);
    finished = true;
    let saved = false;
    // As the editor calls it when the save ends; the answers land inside advance()'s act().
    void current!.reload().then(() => {
      saved = true;
    });
    await advance(5_000);

    expect(saved).toBe(true);
    expect(shown).toEqual([null, 'running', 'complete']);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('72');
    // One read at a time: the save's read went after the poll's had answered.
    expect(mostInFlight).toBe(1);
  });

  it('asks once more, not once per reload, when several come while a read is in flight', async () => {
    render(<Sidebar />);
    await advance(100);
    latencies = [3_000];
    await advance(1_500);
    const before = asked;
    finished = true;
    void current!.reload();
    void current!.reload();
    await advance(3_000);
    expect(asked - before).toBe(1);
    expect(shown.at(-1)).toBe('complete');
  });
});

describe('a re-run asked while the read after a save is still under way', () => {
  it('shows the re-run waiting for its result, not the older answer of that read', async () => {
    finished = true;
    render(<Sidebar />);
    await advance(100);
    latencies = [3_000];
    void current!.reload();
    await advance(500);
    void current!.rerun();
    await advance(5_000);
    expect(shown).toEqual([null, 'complete', 'queued']);
    expect(mostInFlight).toBe(1);
  });
});

describe('another post opened while a read of the first one waits for its turn', () => {
  it('reads the other post too, not only the first one again', async () => {
    // A finished audit, so no poll reads the other post later by itself.
    finished = true;
    latencies = [3_000];
    const { rerender } = render(<Sidebar />);
    await advance(500);
    void current!.reload();
    rerender(<Sidebar postId={8} />);
    await advance(5_000);
    expect(paths.filter((path) => path.startsWith('/geo-audit/v1/posts/8/audit'))).toHaveLength(1);
  });
});
