import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { firstByline, indonesianPage } from '../../src/analyze/eeat/bylines.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/**
 * "Oleh" is "by" in Indonesian and Malay, and a Ukrainian first name (Олег): an author called Oleh Petrenko keeps
 * his first name on an English or Ukrainian page, and a line that starts with his name is no byline "by …".
 */

function bylineNames(html: string): string[] {
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  return result.signals
    .find((s) => s.id === 'byline')!
    .evidence.map((e) => String(e.value ?? ''))
    .filter((v) => v !== '');
}

const ENGLISH_BODY =
  '<p>Kyiv’s tram network has kept running through the winter, and the city council says it will extend two lines next year. Engineers replaced the old switches on the river bank, and the trams now run every six minutes at peak hours, which riders told us they had noticed.</p>';
const INDONESIAN_BODY =
  '<p>Harga beras naik pada bulan ini karena panen yang terlambat. Pemerintah akan menambah pasokan dari gudang Bulog untuk menahan harga, dan pedagang juga diminta tidak menimbun beras dalam jumlah besar.</p>';

describe('"Oleh" as a byline label', () => {
  it('keeps the first name Oleh in an English page’s author heading, meta author and byline element', () => {
    const html = `<!doctype html><html lang="en"><head><title>Trams</title><meta name="author" content="Oleh Petrenko"><meta property="og:type" content="article"></head><body><main><article><h1>Kyiv’s trams keep running</h1><h2 class="author-name">Oleh Petrenko</h2><p class="byline">Oleh Petrenko</p>${ENGLISH_BODY}</article></main></body></html>`;
    const names = bylineNames(html);
    expect(names).toContain('Oleh Petrenko');
    expect(names).not.toContain('Petrenko');
  });

  it('reads no byline "by Ivanovych Petrenko" from a line that starts with the name on a Ukrainian page', () => {
    const text =
      'Oleh Ivanovych Petrenko · 12 березня 2025\nКиївські трамваї працюють усю зиму, і міська рада обіцяє продовжити дві лінії наступного року.';
    expect(firstByline(text)).toBeUndefined();
    const html = `<!doctype html><html lang="uk"><head><title>Трамваї</title><meta property="og:type" content="article"></head><body><main><article><h1>Трамваї</h1><p>Oleh Ivanovych Petrenko · 12 березня 2025</p><p>Київські трамваї працюють усю зиму, і міська рада обіцяє продовжити дві лінії наступного року. Інженери замінили старі стрілки на березі річки.</p></article></main></body></html>`;
    expect(bylineNames(html)).not.toContain('Ivanovych Petrenko');
  });

  it('reads "Oleh Rina Wulandari" as a byline on an Indonesian page, by its lang or by its text', () => {
    const line = '<p>Oleh Rina Wulandari · Diterbitkan 5 Maret 2025</p>';
    for (const lang of ['id', 'ms-MY', 'en']) {
      const html = `<!doctype html><html lang="${lang}"><head><title>Beras</title><meta property="og:type" content="article"></head><body><main><article><h1>Harga beras naik</h1>${line}${INDONESIAN_BODY}</article></main></body></html>`;
      expect(bylineNames(html), lang).toContain('Rina Wulandari');
    }
    const element = `<!doctype html><html lang="id"><head><title>Beras</title><meta property="og:type" content="article"></head><body><main><article><h1>Harga beras naik</h1><span class="author">Oleh Rina Wulandari</span>${INDONESIAN_BODY}</article></main></body></html>`;
    expect(bylineNames(element)).toContain('Rina Wulandari');
  });

  it('calls a page Indonesian by its lang or its function words, never when its text reads as English', () => {
    const indonesian =
      'Harga beras naik pada bulan ini karena panen yang terlambat, dan pemerintah akan menambah pasokan untuk pasar.';
    expect(indonesianPage(undefined, indonesian, false)).toBe(true);
    expect(indonesianPage('id-ID', 'Harga beras naik.', false)).toBe(true);
    expect(indonesianPage('id', 'Kyiv’s trams keep running through the winter.', true)).toBe(false);
    expect(
      indonesianPage(
        'it',
        'Il prezzo del riso è salito questo mese per il raccolto tardivo, e il governo aumenterà le scorte.',
        false,
      ),
    ).toBe(false);
  });
});
