import { act, cleanup, render } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { type PostAudit, usePostAudit } from '../../src/use-post-audit.ts';
import { view } from './fixtures.ts';

// The site as apiFetch sees it: up, or down with the error it sends (WordPress's `{ code, message }`, or
// nothing to say).
let down: object | null = null;
const reads: number[] = [];
apiFetch.setFetchHandler(async () => {
  reads.push(Date.now());
  if (down) throw down;
  return view();
});

let current: PostAudit | null = null;
function Sidebar() {
  // The polling's pace and the refresh's retries as the editor has them (geo-audit-plugin.tsx).
  const audit = usePostAudit(7);
  current = audit;
  return <AuditSidebarBody audit={audit} locale="en" />;
}

const notice = () => document.querySelector('.components-notice__content')?.textContent ?? '';
/** Lets `ms` pass a second at a time, each in its own act(): React renders, and schedules the next try. */
async function advance(ms: number) {
  let left = ms;
  do {
    const step = Math.min(left, 1_000);
    await act(() => vi.advanceTimersByTimeAsync(step));
    left -= step;
  } while (left > 0);
}

beforeEach(() => {
  vi.useFakeTimers();
  down = null;
  reads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openThenGoDown(error: object) {
  render(<Sidebar />);
  await advance(0);
  down = error;
  await act(() => current!.reload());
  reads.length = 0;
}

describe('a failed refresh is tried again less and less often while the site stays down', () => {
  it('waits 5 s, then twice as long each time up to a minute, and says when the next try is', async () => {
    await openThenGoDown({ code: 'fetch_error', message: 'You are probably offline.' });
    const start = Date.now();
    expect(notice()).toMatch(/You are probably offline\. It will be tried again by itself in 5 seconds\.$/);
    await advance(5 * 60_000);
    const gaps = reads.map((at, i) => at - (i === 0 ? start : reads[i - 1]!));
    expect(gaps).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(notice()).toMatch(/in 60 seconds\.$/);
  });

  it('starts over at 5 s once a read goes through', async () => {
    await openThenGoDown({ code: 'fetch_error', message: 'You are probably offline.' });
    await advance(5_000 + 10_000 + 20_000);
    expect(notice()).toMatch(/in 40 seconds\.$/);
    down = null;
    await advance(40_000);
    expect(notice()).toBe('');
    down = { code: 'fetch_error', message: 'You are probably offline.' };
    await act(() => current!.reload());
    expect(notice()).toMatch(/in 5 seconds\.$/);
    const failedAt = Date.now();
    reads.length = 0;
    await advance(5_000);
    expect(reads).toEqual([failedAt + 5_000]);
  });
});

describe('a failed refresh the site gives no reason for', () => {
  it('asks for no reload of the editor: it says the site gave no reason and that it is tried again by itself', async () => {
    await openThenGoDown({ code: 'unknown_error' });
    expect(notice()).toBe(
      'The latest state of the GEO audit could not be loaded, so this is the audit loaded before. The site did not say why. It will be tried again by itself in 5 seconds.',
    );
    expect(notice()).not.toMatch(/Reload the editor/);
  });

  it('still asks for a reload when no audit was ever loaded, as nothing reads it again then', async () => {
    down = { code: 'unknown_error' };
    render(<Sidebar />);
    await advance(0);
    expect(notice()).toBe('The GEO audit could not be loaded. Reload the editor to try again.');
    await advance(60_000);
    expect(reads).toHaveLength(1);
  });
});
