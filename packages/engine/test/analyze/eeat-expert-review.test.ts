import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { EXPERT_REVIEW_I18N } from '../../src/analyze/eeat/statements.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** The expert review check on health pages: what a failing one says it looked for, and the labels it reads. */

function review(lang: string, body: string) {
  const html = `<!doctype html><html lang="${lang}"><head><title>T</title><meta property="og:type" content="article"></head><body><main><article><h1>T</h1>${body}</article></main></body></html>`;
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  expect(result.ymyl, 'a health page').toMatchObject({ detected: true });
  const found = finding(result, 'eeat.expert_review') as ReturnType<typeof finding> & { fix?: string };
  return { status: found.status, said: found.evidence.map((e) => e.what).join(' '), fix: found.fix ?? '' };
}

const EN = `<p>${'Diabetes symptoms need a diagnosis before any treatment or medication; the dosage and side effects matter, and a physician should adjust therapy. '.repeat(3)}</p>`;
const DE = `<p>${'Bei Bluthochdruck verschreibt der Arzt Medikamente; die Behandlung hängt vom Blutdruck ab. Nebenwirkungen bespricht die Ärztin mit den Patienten. '.repeat(3)}</p>`;
const HE = `<p>${'סוכרת היא מחלה כרונית. התסמינים מובילים לאבחנה, והרופא מתאים טיפול תרופתי ובודק תופעות לוואי. '.repeat(3)}</p>`;
const TH = `<p>${'โรคเบาหวานมีอาการกระหายน้ำ แพทย์จะวินิจฉัยและดูแลผู้ป่วย ระวังผลข้างเคียงของการใช้ยา '.repeat(3)}</p>`;

describe('expert review: what a failing check looked for', () => {
  it('names the English review labels on an English health page, and tells it to write one', () => {
    const { status, said, fix } = review('en', EN);
    expect(status).toBe('fail');
    expect(said).toContain('"Medically reviewed by"');
    expect(said).toContain('"Reviewed by"');
    expect(said).toContain('reviewedBy or lastReviewed');
    expect(fix).toContain('("Medically reviewed by …")');
  });

  it('names the page language’s labels first on a German health page', () => {
    const { status, said, fix } = review('de', DE);
    expect(status).toBe('fail');
    expect(said).toMatch(/looked for "Fachlich geprüft", .*"Medically reviewed by"/);
    expect(fix).toContain('("Fachlich geprüft …")');
  });

  it('names only the English labels where the text reads as English, whatever lang says', () => {
    const { said } = review('de', EN);
    expect(said).toContain('"Medically reviewed by"');
    expect(said).not.toContain('Fachlich');
  });

  it('names the Hebrew labels on a Hebrew health page', () => {
    expect(review('he', HE).said).toContain('"נבדק על ידי"');
  });
});

describe('expert review labels in more languages', () => {
  it.each([
    ['he', `${HE}<p>נבדק על ידי ד״ר מיכל לוי, רופאה פנימית</p>`],
    ['th', `${TH}<p>ตรวจสอบโดย นพ. สมชาย ใจดี อายุรแพทย์</p>`],
    ['it', `${DE}<p>Revisionato da Dott.ssa Giulia Ferretti</p>`],
  ])('passes a %s health page that names its reviewer', (lang, body) => {
    expect(review(lang, body).status).toBe('pass');
  });

  it.each([
    'Fachlich geprüft von Dr. med. Anna Schäfer',
    'Medizinisch geprüft: Dr. Karl Weber',
    '監修：山田太郎（医師）',
    '审核：王建国',
    'Проверено врачом: Иван Петров',
    'Tham vấn y khoa: Bác sĩ Nguyễn Văn An',
  ])('reads "%s"', (text) => {
    expect(EXPERT_REVIEW_I18N.exec(text)).not.toBeNull();
  });

  it.each([
    // 감수 alone is also "to put up with": accepting side effects is no review.
    '부작용을 감수하고 치료를 계속했다',
    'Ce produit a été testé par nos lecteurs',
  ])('takes no review from "%s"', (text) => {
    expect(EXPERT_REVIEW_I18N.exec(text)).toBeNull();
  });
});
