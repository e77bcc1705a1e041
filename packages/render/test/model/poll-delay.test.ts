import { describe, expect, it } from 'vitest';
import { pollDelay } from '../../src/model/poll-delay.ts';

describe('pollDelay', () => {
  it('checks every half second right after a publish, so a score stored within a second shows within about 1.5 s', () => {
    expect(pollDelay(0)).toBe(500);
    expect(pollDelay(4_999)).toBe(500);
  });

  it('checks less often the longer an audit stays pending, and never stops', () => {
    const delays = [0, 5_000, 29_999, 30_000, 3_600_000].map(pollDelay);
    expect(delays).toEqual([500, 1_500, 1_500, 5_000, 5_000]);
    // The checks over the first minute stay few: about 10 + 17 + 6.
    let elapsed = 0;
    let checks = 0;
    while (elapsed < 60_000) {
      elapsed += pollDelay(elapsed);
      checks++;
    }
    expect(checks).toBeLessThanOrEqual(35);
  });
});
