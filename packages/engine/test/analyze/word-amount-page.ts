// A page of plain prose of an exact length, for the tests of the checks that need an amount of text.
import { html, prose } from '../content/context.ts';

/** Exactly `n` words of plain prose (no figures, sources, quotations or lists) from its `skip`th sentence on. */
function words(n: number, skip: number): string {
  const sentences = prose(n + 20 * skip + 20).split(/(?<=\.) /);
  const all = sentences.slice(skip).join(' ').split(' ').slice(0, n);
  return `${all.join(' ').replace(/\.$/, '')}.`;
}

/**
 * A page of four question-headed sections of authored prose, `n` words of main content in all (headings
 * included, as the checks count them).
 *
 * @example
 * ```ts
 * citabilityOf(pageFor(290), 'https://example.com/').metrics.words; // 290
 * ```
 */
export function pageFor(n: number): string {
  const openers = [
    'An anvil is a steel block smiths shape metal on.',
    'Choose an anvil by the work you do most.',
    'An anvil lasts longest when its face is kept clean.',
    'An anvil needs a stand at knuckle height.',
  ];
  const headings = [
    'What is an anvil?',
    'How do you choose an anvil?',
    'How do you care for an anvil?',
    'What stand does an anvil need?',
  ];
  const rest = n - ['Anvils', ...headings, ...openers].join(' ').split(' ').length;
  const per = Math.floor(rest / 4);
  const sections = headings.map(
    (h, i) => `<h2>${h}</h2><p>${openers[i]} ${words(i === 3 ? rest - 3 * per : per, i * 4)}</p>`,
  );
  return html(`<main><article><h1>Anvils</h1>${sections.join('')}</article></main>`);
}
