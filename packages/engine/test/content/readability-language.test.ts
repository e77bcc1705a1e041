import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { readability } from '../../src/content/readability.ts';
import { contextOf, findingOf } from './context.ts';
import { GOOD_GUIDE } from './fixtures.ts';

const GERMAN = [
  'Die Homeoffice-Pauschale beträgt seit dem Jahr 2023 sechs Euro für jeden Arbeitstag in der eigenen Wohnung.',
  'Berücksichtigt werden höchstens 210 Tage, also insgesamt 1.260 Euro im Kalenderjahr für alle Steuerpflichtigen.',
  'Ein separates Arbeitszimmer ist dafür ausdrücklich nicht erforderlich, auch der Küchentisch genügt dem Finanzamt vollkommen.',
  'Arbeitnehmerinnen und Arbeitnehmer tragen die Pauschale in der Anlage N ihrer Einkommensteuererklärung ein.',
  'Fahrtkosten zur ersten Tätigkeitsstätte können für denselben Tag grundsätzlich nicht zusätzlich geltend gemacht werden.',
  'Wer überwiegend zu Hause arbeitet, sollte die Arbeitstage sorgfältig in einem Kalender dokumentieren.',
  'Die Werbungskostenpauschale von 1.230 Euro wird allerdings mit der Homeoffice-Pauschale verrechnet.',
  'Steuerberaterinnen empfehlen deshalb, sämtliche beruflichen Ausgaben des Jahres vollständig zusammenzustellen.',
].join(' ');

const DUTCH = [
  'In de winter kun je in een koude bak al verrassend veel groenten zaaien voor het voorjaar.',
  'Veldsla, spinazie en winterpostelein kiemen bij lage temperaturen nog goed onder een eenvoudig deksel.',
  'Zorg ervoor dat de grond niet te nat blijft, want dan gaan de zaailingen snel rotten.',
  'Op zonnige dagen zet je het deksel een stukje open, zodat de planten niet verbranden.',
  'Het is verstandig om de bak op een beschutte plek tegen een muur of schutting te zetten.',
  'Wie geen koude bak heeft, kan ook een oude vensterbank of een paar stenen gebruiken.',
  'Na zes tot acht weken oogst je de eerste blaadjes, terwijl de tuin verder nog slaapt.',
].join(' ');

const page = (text: string, lang: string | null): string =>
  `<!doctype html><html${lang === null ? '' : ` lang="${lang}"`}><head><title>T</title></head><body><main><p>${text}</p><p>${text}</p></main></body></html>`;

function readabilityFinding(html: string) {
  return findingOf(
    CitabilityModule.parse(analyzeCitability(contextOf(html))) as CitabilityModule,
    'citability.readability',
  );
}

describe('Flesch–Kincaid only on English text', () => {
  it('does not grade German text that a theme labels lang="en-US", and says why', () => {
    expect(readability(`${GERMAN} ${GERMAN}`, 'en-us')).toMatchObject({
      grade: null,
      noGrade: 'not-english',
    });
    const finding = readabilityFinding(page(GERMAN, 'en-US'));
    // The sentences are 14 words long: nothing is hard to read once English syllable weights are not applied.
    expect(finding.title).toBe('Readable sentences');
    expect(finding.evidence[0]?.what).toMatch(
      /words on average; Flesch–Kincaid grade not computed: text not English \(\d+% of the sampled words are common English words, 30% or more expected; lang="en-us"\) \(up to 25 words expected\)$/,
    );
    expect(finding.evidence[0]?.value).toMatchObject({ grade: null });
  });

  it('does not grade Dutch text on a page without lang', () => {
    expect(readability(`${DUTCH} ${DUTCH}`, null).noGrade).toBe('not-english');
    expect(readabilityFinding(page(DUTCH, null)).evidence[0]?.what).toContain(
      'grade not computed: text not English',
    );
    expect(readabilityFinding(page(DUTCH, null)).evidence[0]?.what).toContain('the page has no lang');
  });

  it('says "English only" when lang names another language', () => {
    expect(readabilityFinding(page(GERMAN, 'de')).evidence[0]?.what).toContain(
      '; Flesch–Kincaid grade not computed: English only (lang="de")',
    );
  });

  it('still grades English text, with or without lang', () => {
    const english = readabilityFinding(GOOD_GUIDE).evidence[0]!;
    expect(english.what).toMatch(
      /, Flesch–Kincaid grade \d+(?:\.\d)? \(up to 25 words and grade 12 expected\)$/,
    );
    const noLang = GOOD_GUIDE.replace('<html lang="en">', '<html>');
    expect(readabilityFinding(noLang).evidence[0]?.what).toMatch(/Flesch–Kincaid grade \d/);
  });

  it('calls readability not applicable to Japanese without a words-per-sentence figure', () => {
    const recipe =
      '豚肉の生姜焼きは、薄切りの豚ロース肉を生姜とたれで焼く家庭料理です。たれは醤油、みりん、酒、すりおろした生姜を同じ量ずつ混ぜて作ります。肉は焼く直前にたれに絡め、強火で手早く焼くと柔らかく仕上がります。'.repeat(
        6,
      );
    const finding = readabilityFinding(page(recipe, 'ja'));
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]?.what).toMatch(/^not applicable: Chinese, Japanese, Thai/);
    expect(JSON.stringify(finding.evidence)).not.toContain('on average');
  });

  it('calls readability not applicable to Thai, whose spaces end phrases, not words', () => {
    // "Thai is a very beautiful language, and many people want to learn it." Phrases between spaces.
    const thai = 'ภาษาไทยเป็นภาษาที่สวยงามมาก และหลายคนอยากเรียนภาษานี้ '.repeat(20);
    const finding = readabilityFinding(page(thai, 'th'));
    expect(finding.status).toBe('not_applicable');
    expect(JSON.stringify(finding.evidence)).not.toContain('on average');
  });
});
