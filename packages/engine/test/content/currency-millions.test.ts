import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { contextOf, findingOf } from './context.ts';

describe('prices counted in millions with their currency are prices in figures, as in the price reader', () => {
  it('keeps the currency with the millions and asks no source of them', () => {
    const prices: [string, string, string][] = [
      ['Biaya kursus Rp 1,5 juta per bulan.', 'id', 'Rp 1,5 juta'],
      ['Sewa RM 2 juta setahun.', 'ms', 'RM 2 juta'],
      ['Giá căn hộ 2,5 triệu VNĐ mỗi tháng.', 'vi', '2,5 triệu VNĐ'],
      ['ราคา 3.5 ล้านบาท', 'th', '3.5 ล้านบาท'],
    ];
    for (const [text, lang, figure] of prices) {
      expect([text, statistics(text).map((f) => [f, needsSource(f)])]).toEqual([text, [[figure, false]]]);
      expect([text, findPrices(text, 10, { lang }).length]).toEqual([text, 1]);
    }
  });

  it('still asks the source of millions with no currency, and of billions', () => {
    const claims: [string, string][] = [
      ['Penduduknya 1,5 juta jiwa.', '1,5 juta'],
      ['Anggaran Rp 5 miliar.', 'Rp 5 miliar'],
      ['Dân số 2,5 triệu người.', '2,5 triệu'],
      ['Dân số 2,5 triệu đồng bào.', '2,5 triệu'],
      ['ผู้ใช้ 5 ล้าน คน', '5 ล้าน'],
    ];
    for (const [text, figure] of claims)
      expect([text, statistics(text).map((f) => [f, needsSource(f)])]).toEqual([text, [[figure, true]]]);
    // A word that ends in the letters is no currency.
    expect(statistics('HRM 5 juta').map((f) => [f, needsSource(f)])).toEqual([['5 juta', true]]);
  });

  it('lists no course fee as a figure without a source on an Indonesian page', () => {
    const body =
      'Kelas diadakan setiap Sabtu pagi di gedung kami di Jakarta Selatan, dan peserta membawa laptop sendiri. Materi disusun oleh pengajar yang sudah lama bekerja di bidang ini. '.repeat(
        4,
      );
    const page = `<!doctype html><html lang="id"><head><title>Biaya kursus</title></head><body><main><h1>Biaya kursus</h1><h2>Kelas reguler</h2><p>Biaya kelas reguler adalah Rp 1,5 juta per bulan. ${body}</p><h2>Kelas privat</h2><p>Biaya kelas privat adalah Rp 3,2 juta per bulan. ${body}</p></main></body></html>`;
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const evidence = findingOf(result, 'citability.source_citations').evidence.map((e) => e.what);
    expect(evidence.filter((what) => what.startsWith('figures without a source'))).toEqual([]);
  });
});
