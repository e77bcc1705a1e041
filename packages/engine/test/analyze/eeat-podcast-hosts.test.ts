import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { hostOf } from '../../src/content/hosts.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A podcast episode has hosts, not a byline. An episode page (/episodes/<slug>, or a PodcastEpisode) that names its
 * hosts, in its show credits or in its series' schema, passes; one that names nobody is asked for its hosts, not
 * for an Article's author.
 */

const NOTES = `<p>${'In this episode we talk about load paths, fatigue cracks and why inspections miss the slow failures that matter most. '.repeat(12)}</p>`;
const URL = 'https://loadpath.example/episodes/142-why-bridges-fail';

function eeat(credits: string, head = '') {
  const html = page(
    `<title>142: Why Bridges Fail</title>${head}`,
    `<main><article><h1>142: Why Bridges Fail</h1>${credits}${NOTES}</article></main><footer><p>Hosted by Buzzsprout</p></footer>`,
  );
  const result = EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS })));
  const byline = finding(result, 'eeat.byline') as ReturnType<typeof finding> & {
    fix?: string;
    title?: string;
  };
  return {
    status: byline.status,
    title: byline.title,
    fix: byline.fix ?? '',
    said: byline.evidence.map((e) => `${e.what} ${e.value ?? ''}`).join(' | '),
  };
}

describe('podcast episode pages', () => {
  it('reads "Hosted by …" on a bare episode page as its people', () => {
    const { status, said } = eeat('<p>Hosted by Nadia Brooks</p>');
    expect(status).toBe('pass');
    expect(said).toContain('host named on the episode page Nadia Brooks');
  });

  it('reads the PodcastSeries author of the episode', () => {
    const episode = {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Why Bridges Fail',
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'Load Path',
        author: { '@type': 'Person', name: 'Nadia Brooks' },
      },
    };
    expect(eeat('', jsonLd(episode)).status).toBe('pass');
  });

  it('asks an episode that names nobody for its hosts, not for an Article byline', () => {
    const { status, title, fix, said } = eeat('');
    expect(status).toBe('fail');
    expect(title).toBe('No host named on the episode page');
    expect(said).toContain('no host named');
    expect(fix).toContain('actor on the PodcastEpisode');
    expect(fix).not.toContain('Article');
  });

  it('does not take a photo caption that starts "Hosts:" as the episode\'s hosts', () => {
    const { status, said } = eeat(
      '<figure><img src="/live.jpg" alt=""><figcaption>Hosts: Nadia Brooks and Samuel Okafor opened the live night at the Roundhouse.</figcaption></figure>',
    );
    expect(status).not.toBe('pass');
    expect(said).not.toContain('Nadia Brooks');
  });
});

describe('hostOf', () => {
  it.each([
    ['Hosted by Nadia Brooks', 'Nadia Brooks'],
    ['Hosts: Nadia Brooks and Samuel Okafor', 'Nadia Brooks'],
    ['With host José Álvarez', 'José Álvarez'],
  ])('reads "%s"', (line, name) => {
    expect(hostOf(`Episode 142\n${line}\nShow notes`)).toBe(name);
  });

  it.each([
    'Hosted by Buzzsprout',
    'Hosted by Acme Media Network',
    'Podcast hosted by Libsyn',
    'The gala was hosted by Nadia Brooks last year.',
  ])('reads no host in "%s"', (line) => {
    expect(hostOf(line)).toBeUndefined();
  });
});

/** WordPress core's [audio] player, as an episode page embeds it: the <audio> keeps a link to the file inside. */
const WP_AUDIO =
  '<audio class="wp-audio-shortcode" preload="none" controls="controls"><source type="audio/mpeg" src="https://loadpath.example/media/142.mp3?_=1" /><a href="https://loadpath.example/media/142.mp3">https://loadpath.example/media/142.mp3</a></audio>';

describe('a WordPress episode page (og:type article and a dated post body)', () => {
  it('is read as a podcast episode from its /episodes/ path and its player, not as an article, and its host is read', () => {
    const html = page(
      '<title>142: Why Bridges Fail</title><meta property="og:type" content="article">',
      `<main><article><h1>142: Why Bridges Fail</h1><time datetime="2026-10-15">October 15, 2026</time>${WP_AUDIO}<p>Hosted by Nadia Brooks</p>${NOTES}</article></main>`,
    );
    const result = EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS })));
    expect(result.page_type).toBe('other');
    expect(finding(result, 'eeat.byline').status).toBe('pass');
    expect(finding(result, 'eeat.byline').title).toBe('Hosts named');
  });
});
