import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { hostOf } from '../../src/content/hosts.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * "Presented by Athletic Greens" at the top of an episode page is the sponsor read, not the show's host: the
 * byline check still asks for the hosts. "Presented by" names hosts when it names two people, or a person the
 * episode's schema names.
 */

const NOTES = `<p>${'In this episode we talk about why concrete cracks and what engineers do about it, from shrinkage to rebar corrosion. '.repeat(12)}</p>`;

function byline(credits: string, head = '') {
  const html = page(
    `<title>143: Concrete</title>${head}`,
    `<main><article><h1>143: Concrete</h1>${credits}${NOTES}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, { url: 'https://structures.example/episodes/143-concrete/', headers: HTTPS_HEADERS }),
    ),
  );
  const f = finding(result, 'eeat.byline') as ReturnType<typeof finding> & { title?: string };
  return {
    status: f.status,
    title: f.title,
    said: f.evidence.map((e) => `${e.what} ${e.value ?? ''}`).join(' | '),
  };
}

describe('"Presented by" on a podcast episode page', () => {
  it('does not take the sponsor of "Presented by Athletic Greens" for the host', () => {
    const { status, title, said } = byline('<p>Presented by Athletic Greens</p>');
    expect(status).toBe('fail');
    expect(title).toBe('No host named on the episode page');
    expect(said).not.toContain('Athletic Greens');
  });

  it('reads two people presenting as the hosts', () => {
    const { status, said } = byline('<p>Presented by Nadia Brooks and Samuel Okafor</p>');
    expect(status).toBe('pass');
    expect(said).toContain('host named on the episode page Nadia Brooks');
  });

  it('reads a presenter the episode schema names as its actor', () => {
    const episode = {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Concrete',
      actor: { '@type': 'Person', name: 'Nadia Brooks' },
    };
    expect(byline('<p>Presented by Nadia Brooks</p>', jsonLd(episode)).said).toContain(
      'host named on the episode page Nadia Brooks',
    );
  });
});

describe('hostOf and "Presented by"', () => {
  it.each([
    ['Presented by Athletic Greens', []],
    ['Presented by Nadia Brooks', []],
    ['Presented by Athletic Greens and Squarespace', []],
    ['Presented by Athletic Greens', ['Nadia Brooks']],
  ])('reads no host in "%s" (schema people %j)', (line, known) => {
    expect(hostOf(`Episode 143\n${line}\nShow notes`, known)).toBeUndefined();
  });

  it.each([
    ['Presented by Nadia Brooks and Samuel Okafor', [], 'Nadia Brooks'],
    ['Presented by Nadia Brooks & Samuel Okafor', [], 'Nadia Brooks'],
    ['Presented by Nadia Brooks', ['Nadia Brooks'], 'Nadia Brooks'],
    ['Hosted by Nadia Brooks', [], 'Nadia Brooks'],
  ])('reads "%s" (schema people %j) as hosted by %s', (line, known, name) => {
    expect(hostOf(`Episode 143\n${line}\nShow notes`, known)).toBe(name);
  });
});
