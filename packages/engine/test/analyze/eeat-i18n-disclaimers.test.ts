import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_I18N } from '../../src/analyze/eeat/statements.ts';
import { detectYmyl } from '../../src/analyze/eeat/ymyl.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** Disclaimers in the plural and in the languages added after the first review; the expert review finding. */

describe('disclaimers in the plural and in more languages', () => {
  it.each([
    ['de', 'Die Inhalte dieser Seite ersetzen keine ärztliche Beratung.'],
    ['de', 'Diese Informationen ersetzen nicht den Besuch beim Arzt.'],
    ['it', 'Le informazioni non sostituiscono in alcun modo il parere del medico.'],
    ['it', 'Queste informazioni non sostituiscono il parere del medico.'],
    ['it', 'Le informazioni hanno scopo esclusivamente informativo.'],
    ['es', 'Estos artículos no sustituyen la consulta con un profesional.'],
    ['pt', 'Estes conteúdos não substituem a consulta médica.'],
    ['cs', 'Článek nepředstavuje investiční ani finanční poradenství.'],
    ['tr', 'Bu içerik tıbbi tavsiye yerine geçmez. Doktorunuza danışın.'],
    ['sv', 'Denna artikel ersätter inte medicinsk rådgivning.'],
    ['da', 'Informationen erstatter ikke lægefaglig rådgivning.'],
    ['id', 'Informasi ini bukan pengganti nasihat medis.'],
    ['vi', 'Thông tin chỉ mang tính tham khảo, không thay thế chẩn đoán của bác sĩ.'],
    ['he', 'המידע אינו מהווה תחליף לייעוץ רפואי.'],
    ['uk', 'Інформація не замінює консультацію лікаря.'],
    ['th', 'ข้อมูลนี้ไม่สามารถใช้แทนการวินิจฉัยโดยแพทย์ได้'],
    ['ko', '이 글은 의학적 조언을 대신하지 않습니다.'],
  ])('reads the %s disclaimer "%s"', (_lang, text) => {
    expect(DISCLAIMER_I18N.exec(text)).not.toBeNull();
  });

  it.each([
    ['sv', 'Den nya modellen ersätter inte den gamla förrän i höst.'],
    ['vi', 'Món phở này không thay thế được trong lòng người Hà Nội.'],
  ])('does not take a %s sentence that only says "does not replace" as a disclaimer', (_lang, text) => {
    expect(DISCLAIMER_I18N.exec(text)).toBeNull();
  });

  it('passes an Italian health page whose disclaimer is in the plural', () => {
    const body =
      "La pressione arteriosa alta è una malattia frequente: il medico valuta i sintomi, la diagnosi e la terapia con i farmaci. L'ipertensione richiede un trattamento. ";
    const html = `<!doctype html><html lang="it"><head><title>T</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalWebPage","name":"Pressione"}</script></head><body><main><article><h1>Pressione</h1><p>${body.repeat(4)}</p><p>Le informazioni di questo articolo hanno scopo esclusivamente informativo e non sostituiscono in alcun modo il parere del medico.</p></article></main></body></html>`;
    const result = EeatModule.parse(
      analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
    );
    expect(result.ymyl).toMatchObject({ detected: true });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('pass');
    // No review: the finding says what it looked for.
    expect(
      finding(result, 'eeat.expert_review')
        .evidence.map((e) => e.what)
        .join(' '),
    ).toMatch(/reviewedBy/);
  });

  it('reads a Czech mortgage article as finance', () => {
    const text =
      'Refinancování hypotéky: na konci fixace můžete hypotéku splatit bez sankce. Úrok z úvěru a výše splátky se mění; nový úvěr může snížit splátku. Úroková sazba rozhoduje.';
    const data = extractStructuredData(contextFor('<html></html>').document);
    expect(detectYmyl(text, data)).toMatchObject({ ymyl: true, topic: 'finance' });
  });
});
