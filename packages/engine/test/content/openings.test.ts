import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { passageReports } from '../../src/content/report.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { firstSentence, openingOffset } from '../../src/content/signals/first-sentence.ts';
import { sentences } from '../../src/content/signals/sentences.ts';
import { parsePage } from '../../src/parse/page.ts';

const THAI_BYLINE = 'เขียนโดย พญ. ศิริพร วงศ์สวัสดิ์ แพทย์อายุรกรรม · เผยแพร่ 8 มีนาคม 2568 · แก้ไขล่าสุด 9 มี.ค. 2568';
const THAI_INTRO =
  'ไข้เลือดออกเป็นโรคติดเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะ อาการเด่นคือไข้สูงลอย 38.5–40 องศาเซลเซียส ติดต่อกัน 2–7 วัน';

describe('Thai titles and passage openings', () => {
  it('does not end a sentence after a Thai title', () => {
    expect(firstSentence('นพ. สมชาย ใจดี แนะนำให้ดื่มน้ำ. ดร. สมหญิง เห็นด้วย')).toBe('นพ. สมชาย ใจดี แนะนำให้ดื่มน้ำ.');
    expect(sentences('เขียนโดย พญ. ศิริพร วงศ์สวัสดิ์ แพทย์อายุรกรรม', 'th')).toEqual([
      'เขียนโดย พญ. ศิริพร วงศ์สวัสดิ์ แพทย์อายุรกรรม',
    ]);
  });

  it('passes over a Thai byline with a title, a specialty and two dates', () => {
    // The byline was the first sentence, cut after "พญ.": the introduction failed answer-first.
    const first = answerFirst(`${THAI_BYLINE}\n${THAI_INTRO}`, 'th');
    // The first Thai sentence ends at the blank before the second clause ("its main symptom is …").
    expect(first.sentence).toBe(THAI_INTRO.slice(0, THAI_INTRO.indexOf(' ')));
    expect(first).toMatchObject({ ok: true, reason: 'definition or assertion' });
  });

  it('points at a passage by its first words after the byline and dateline', () => {
    const byline = 'Autor: Petra Svobodová · Publikováno 3. 3. 2025 · Aktualizováno 10. 3. 2025';
    const text = `${byline}\nRefinancování hypotéky se vyplatí hlavně na konci fixace.`;
    expect(openingOffset(text)).toBe(byline.length + 1);
    const page = `<!doctype html><html lang="cs"><body><main><h1>Refinancování hypotéky</h1><p>${byline}</p><p>Refinancování hypotéky se vyplatí hlavně na konci fixace. Banka musí nabídku poslat tři měsíce předem.</p><h2>Poplatky</h2><p>Na konci fixace můžete hypotéku splatit bez sankce.</p></main></body></html>`;
    const reports = passageReports(contentModel(parsePage(page)), 'https://example.cz/hypoteky');
    expect(reports[0]?.where).toBe(
      'introduction under h1 "Refinancování hypotéky" › "Refinancování hypotéky se vyplatí hlavně na konci fixace. Banka musí nabídku poslat…"',
    );
    expect(reports[1]?.where).toBe('h2 "Poplatky" › "Na konci fixace můžete hypotéku splatit bez sankce."');
  });

  it('passes over an English "Posted on … by …" dateline', () => {
    const text =
      'Posted on 9 March 2025 by Sam Ortiz\nThe von Neumann architecture keeps program and data in one memory.';
    expect(firstSentence(text)).toBe('The von Neumann architecture keeps program and data in one memory.');
    expect(openingOffset(text)).toBe('Posted on 9 March 2025 by Sam Ortiz'.length + 1);
  });

  it('keeps the whole text when it holds only labels', () => {
    expect(openingOffset('Anvil 75 kg\nIn stock')).toBe(0);
  });
});
