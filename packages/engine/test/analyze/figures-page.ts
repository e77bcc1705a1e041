// A page of question-headed sections of plain prose with a given number of figures, for the statistics check's tests.
import { html, prose } from '../content/context.ts';

const PARTS = [
  'face',
  'horn',
  'heel',
  'waist',
  'foot',
  'hardy hole',
  'pritchel hole',
  'step',
  'stand',
  'base',
  'edge',
  'body',
];

/** Exactly `n` words of plain prose, no figures in them. */
function plain(n: number, skip: number): string {
  if (n <= 0) return '';
  const all = prose(n + 12 * skip + 40)
    .split(' ')
    .slice(12 * skip, 12 * skip + n);
  return `${all.join(' ').replace(/\.$/, '')}.`;
}

/**
 * A page of `words` words of main content (the H1 and headings included, as the checks count them) in sections of
 * about 100 words, each under a question heading and opening with its answer; the first `figures` sections state one
 * measurement each ("The face measures 12 cm across."), the rest is plain prose.
 *
 * @example
 * ```ts
 * citabilityOf(figuresPage(600, 3), 'https://example.com/guide/anvils').metrics.words; // 600
 * ```
 */
export function figuresPage(words: number, figures: number): string {
  const count = Math.max(1, Math.floor((words - 1) / 100));
  const sections = Array.from({ length: count }, (_, i) => {
    const part = PARTS[i % PARTS.length]!;
    const heading = `What matters about the ${part}?`;
    const opener = `The ${part} matters for every job.`;
    const figure = i < figures ? ` The ${part} measures ${12 + i} cm across.` : '';
    const fixed = [heading, opener, figure].join(' ').split(' ').filter(Boolean).length;
    // The last section takes what the hundreds leave over, so the page has exactly `words` words.
    const size = i === count - 1 ? words - 1 - 100 * (count - 1) : 100;
    return `<h2>${heading}</h2><p>${opener}${figure} ${plain(size - fixed, i)}</p>`;
  });
  return html(`<main><article><h1>Anvils</h1>${sections.join('')}</article></main>`);
}
