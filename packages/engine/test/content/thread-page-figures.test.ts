import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf, findingOf } from './context.ts';
import { oldRedditPage, PI_THREAD, type ThreadPost } from './forum-markups.ts';

/**
 * A thread's page-level figures count its replies: on old Reddit the question is the main content and each comment
 * sits in a comment section the content model keeps apart, so counting the main content alone made a long thread
 * look thin.
 */

const URL = 'https://old.reddit.com/r/raspberry_pi/comments/1f4xq2/pi_4_reboots_when_the_usb_ssd_is_busy/';

const THREAD: ThreadPost[] = [
  ...PI_THREAD.slice(0, 2),
  [
    'volt_meter',
    [
      'To add numbers to this: the Pi 4 limits the combined USB current to 1.2 A by design, which is about 6 W at 5 V. A portable NVMe or SATA SSD idles at 1 to 2 W but draws 4 to 7.5 W during long sequential writes, and spinning 2.5-inch drives need even more when they spin up. That is why copies of a few gigabytes trigger it while light use does not.',
      'Measured on my own board with a USB power meter, a T7 peaked at 7.1 W while copying a 12 GB file, and the 5 V rail dropped to 4.63 V just before the reset.',
    ],
  ],
  ...PI_THREAD.slice(2),
];

describe('citability: the figures of a thread count its replies', () => {
  it('a thread whose replies are comments is not thin, and its word count and figures per 1,000 words cover them', () => {
    const page = oldRedditPage(THREAD);
    const model = contentModel(parsePage(page));
    // The main content is the question; the replies are kept apart (see `ContentModel.discussion`).
    expect(model.main.words).toBeLessThan(150);
    const result = citabilityOf(page, URL);
    const words = result.passages.reduce((sum, p) => sum + p.words, 0);
    expect(words).toBeGreaterThan(300);
    const thin = findingOf(result, 'citability.thin_content');
    expect(thin.status).toBe('pass');
    expect(thin.evidence[0]!.what).toBe(`${words} words of main content (300 or more expected)`);
    const out = result as unknown as {
      main_content: { words: number; boilerplate_ratio: number };
      metrics: { words: number; statistics_per_1000_words: number };
    };
    expect(out.main_content.words).toBe(words);
    expect(out.metrics.words).toBe(words);
    // The replies are the page's text, not its boilerplate: the sidebar, header and footer are.
    expect(out.main_content.boilerplate_ratio).toBeLessThan(0.3);
    // Figures per 1,000 words: the replies' figures over the replies' words, not over the question's alone.
    const figures = (result.passages as unknown as { statistics: number }[]).reduce(
      (s, p) => s + p.statistics,
      0,
    );
    expect(out.metrics.statistics_per_1000_words).toBe(Math.round((figures / words) * 10_000) / 10);
  });
});
