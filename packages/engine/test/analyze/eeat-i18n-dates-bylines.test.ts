import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { bylineOf } from '../../src/analyze/eeat/bylines.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { isoDay, parseLooseDate, visibleDates } from '../../src/structured-data/dates.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** Visible dates and bylines in Korean, Turkish, Swedish, Czech, Vietnamese, Hebrew, Ukrainian, Indonesian, Danish, Norwegian and Thai. */

const days = (text: string) =>
  visibleDates(text, 5).map((d) => `${d.kind} ${isoDay(parseLooseDate(d.raw, true)!)}`);

describe('visible dates in more languages', () => {
  it.each([
    ['ko', '입력 2025.03.12 09:30 | 수정 2025.03.13 14:05', ['published 2025-03-12', 'modified 2025-03-13']],
    ['ko', '기사입력 2025-03-12 09:30', ['published 2025-03-12']],
    [
      'tr',
      'Yayınlanma: 12 Mart 2025 · Güncelleme: 14 Mart 2025',
      ['published 2025-03-12', 'modified 2025-03-14'],
    ],
    [
      'sv',
      'Publicerad 12 februari 2025 · Uppdaterad 20 februari 2025',
      ['published 2025-02-12', 'modified 2025-02-20'],
    ],
    [
      'cs',
      'Publikováno 3. 3. 2025 · Aktualizováno 10. 3. 2025',
      ['published 2025-03-03', 'modified 2025-03-10'],
    ],
    ['cs', 'Publikováno 3. března 2025', ['published 2025-03-03']],
    ['vi', 'Đăng ngày 12/03/2025, cập nhật 13/03/2025', ['published 2025-03-12', 'modified 2025-03-13']],
    [
      'he',
      'פורסם: 12 במרץ 2025, 08:15 · עודכן: 14 במרץ 2025',
      ['published 2025-03-12', 'modified 2025-03-14'],
    ],
    [
      'uk',
      'Опубліковано 20 січня 2025 · Оновлено 14 лютого 2025 р.',
      ['published 2025-01-20', 'modified 2025-02-14'],
    ],
    [
      'id',
      'Diterbitkan 5 Maret 2025 · Diperbarui 7 Maret 2025',
      ['published 2025-03-05', 'modified 2025-03-07'],
    ],
    [
      'da',
      'Udgivet 12. marts 2025 · Opdateret 14. marts 2025',
      ['published 2025-03-12', 'modified 2025-03-14'],
    ],
    [
      'nb',
      'Publisert 12. mars 2025 · Sist oppdatert 1. desember 2025',
      ['published 2025-03-12', 'modified 2025-12-01'],
    ],
    ['th', 'เผยแพร่ 8 มีนาคม 2568 · แก้ไขล่าสุด 9 มี.ค. 2568', ['published 2025-03-08', 'modified 2025-03-09']],
  ])('reads the %s statement "%s"', (_lang, text, expected) => {
    expect(days(text)).toEqual(expected);
  });

  it('reads 12/03/2025 as 12 March only when the page language writes the day first', () => {
    expect(isoDay(parseLooseDate('12/03/2025', true)!)).toBe('2025-03-12');
    expect(parseLooseDate('12/03/2025')).toBeUndefined();
  });

  function eeatOf(lang: string, body: string) {
    const html = `<!doctype html><html lang="${lang}"><head><title>T</title><meta property="og:type" content="article"></head><body><main><article><h1>T</h1>${body}<p>${'Phở bò là món ăn sáng quen thuộc của người Sài Gòn, nước dùng ninh xương trong nhiều giờ. '.repeat(10)}</p></article></main></body></html>`;
    return EeatModule.parse(analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })));
  }

  it('dates a Vietnamese page from "Đăng ngày 12/03/2025" and an English-language page not at all', () => {
    const vi = eeatOf('vi', '<p>Tác giả: Nguyễn Văn An · Đăng ngày 12/03/2025</p>');
    const published = vi.signals.find((s) => s.id === 'date_published')!;
    expect(published.evidence.map((e) => e.what)).toContain('published (visible) 2025-03-12');
    expect(vi.signals.find((s) => s.id === 'byline')!.evidence.map((e) => e.value)).toContain(
      'Nguyễn Văn An',
    );
    const en = eeatOf('en', '<p>Đăng ngày 12/03/2025</p>');
    expect(en.signals.find((s) => s.id === 'date_published')!.present).toBe(false);
  });
});

describe('bylines in more languages', () => {
  it.each([
    ['ko', '김지훈 기자', '김지훈'],
    ['ko', '글 김지훈 기자 kimjh@hanbit-ilbo.kr', '김지훈'],
    ['sv', 'Av Erik Lindqvist · Publicerad 12 februari 2025', 'Erik Lindqvist'],
    ['id', 'Oleh Rina Wulandari · Diterbitkan 5 Maret 2025', 'Rina Wulandari'],
    ['he', 'מאת דנה כהן · פורסם: 12 במרץ 2025', 'דנה כהן'],
    ['tr', 'Yazar: Mehmet Yılmaz', 'Mehmet Yılmaz'],
    ['it', 'di Giulia Ferretti, medico', 'Giulia Ferretti'],
    ['vi', 'Tác giả: Nguyễn Văn An', 'Nguyễn Văn An'],
    ['th', 'เขียนโดย ศิริพร วงศ์สวัสดิ์ · เผยแพร่ 8 มีนาคม 2568', 'ศิริพร วงศ์สวัสดิ์'],
    ['da', 'Skrevet af Mette Holm', 'Mette Holm'],
    ['cs', 'Napsal Jan Novák', 'Jan Novák'],
  ])('reads the %s byline "%s"', (lang, line, name) => {
    // "Oleh" is "by" only on Indonesian pages (eeat-bylines-oleh.test.ts).
    expect(bylineOf(line, false, lang === 'id')?.name).toBe(name);
  });

  it.each(['di più, la pressione sale', 'Yazar Hakkında Bilgiler', '기자회견에서 시장은 말했다'])(
    'takes no byline from "%s"',
    (line) => {
      expect(bylineOf(line)).toBeUndefined();
    },
  );
});

describe('byline elements and names that are not people', () => {
  it('takes the reporter name out of a Korean byline element', () => {
    const html =
      '<!doctype html><html lang="ko"><head><title>T</title><meta property="og:type" content="article"></head><body><main><article><h1>T</h1><p class="byline">김지훈 기자 kimjh@hanbit-ilbo.kr</p><p>서울의 가을 날씨는 맑고 선선하다. 시민들은 공원에서 산책을 즐겼다.</p></article></main></body></html>';
    const result = EeatModule.parse(
      analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
    );
    const names = result.signals.find((s) => s.id === 'byline')!.evidence.map((e) => e.value);
    expect(names).toContain('김지훈');
    expect(names).not.toContain('김지훈 기자 kimjh@hanbit-ilbo.kr');
  });

  it.each([
    'Von Ardenne Labs, Dresden · test report 24-117',
    'Von Trapp Family Singers',
    'Par Value Explained',
    'Door Hanger Printing',
  ])('does not read "%s" as a byline', (line) => {
    expect(bylineOf(line)).toBeUndefined();
  });
});
