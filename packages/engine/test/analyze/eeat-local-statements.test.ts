import { describe, expect, it } from 'vitest';
import { eeatLocalHtml, localCheck, localEeat } from './eeat-local-pages.ts';

/**
 * An author's credentials and first-hand experience written in German, Italian and Japanese: a craftsman's
 * chamber-certified title and the year since which he practises, "nach unserer Erfahrung", "Ich selbst bin …
 * gewechselt", "L'ho rifatta decine di volte", "私は…でした".
 */

describe('eeat: credentials in other languages, on realistic pages', () => {
  it("passes a German energy adviser's post on his author bio's chamber-certified title", () => {
    // "Thomas Müller ist Gebäudeenergieberater (HWK) und seit 2009 in der Energieeffizienz-Expertenliste …"
    const result = localCheck(localEeat('de-wp-yoast-ratgeber'), 'author_credentials');
    expect(result.status).toBe('pass');
    expect(result.said).toContain('credential "(HWK)" in the author block');
  });

  it('passes the same bio on the year since which he practises, without the chamber', () => {
    const html = eeatLocalHtml('de-wp-yoast-ratgeber').replaceAll(' (HWK) und seit 2009', ' und seit 2009');
    expect(localCheck(localEeat('de-wp-yoast-ratgeber', html), 'author_credentials').said).toContain(
      'credential "seit 2009"',
    );
  });

  it('passes an Italian recipe blog whose author box says she is a graduate with years of practice', () => {
    const html = eeatLocalHtml('it-ricette').replace(
      '</article>',
      '<div class="author-box"><p>Sara Lombardo è laureata in Scienze gastronomiche e cucina per i lettori del blog da oltre 10 anni.</p></div></article>',
    );
    const result = localCheck(localEeat('it-ricette', html), 'author_credentials');
    expect(result.status).toBe('pass');
    expect(result.said).toContain('credential "laureata"');
  });

  it('passes a note post whose author profile gives her years in the trade', () => {
    const html = eeatLocalHtml('ja-note-post').replace(
      '<p>スキ 1,204</p>',
      '<div class="author-profile"><p>Webデザイナー歴8年。二級ウェブ解析士の資格を持つ。</p></div><p>スキ 1,204</p>',
    );
    const result = localCheck(localEeat('ja-note-post', html), 'author_credentials');
    expect(result.status).toBe('pass');
    expect(result.said).toContain('credential "歴8年"');
  });

  it("takes no surname for a master craftsman's title", () => {
    const html = eeatLocalHtml('de-wp-yoast-ratgeber')
      .replace(' ist Gebäudeenergieberater (HWK) und seit 2009 in der', ' steht in der')
      .replaceAll('Thomas Müller', 'Thomas Meister');
    expect(localCheck(localEeat('de-wp-yoast-ratgeber', html), 'author_credentials').status).toBe('fail');
  });
});

describe('eeat: first-hand experience in other languages, on realistic pages', () => {
  it.each([
    ['de-wp-yoast-ratgeber', 'nach unserer Erfahrung'],
    ['de-hugo-krankenversicherung', 'Ich selbst bin 2019 in die private Krankenversicherung gewechselt'],
    ['it-ricette', 'Sono cresciuta'],
    ['ja-note-post', '私は3か月分しかなく、とても不安でした'],
  ] as const)('passes %s on "%s"', (page, statement) => {
    const result = localCheck(localEeat(page), 'first_hand_experience');
    expect(result.status).toBe('pass');
    expect(result.said).toContain(statement);
  });

  it('passes the Italian recipe on "L\'ho rifatta decine di volte" alone', () => {
    const html = eeatLocalHtml('it-ricette').replace('Sono cresciuta a Catania e questa', 'Questa');
    const result = localCheck(localEeat('it-ricette', html), 'first_hand_experience');
    expect(result.said).toContain("L'ho rifatta");
  });

  it('does not read the idiom "wir sind gut beraten" or a tutorial\'s "we" as experience', () => {
    const html = eeatLocalHtml('de-wp-yoast-ratgeber')
      .replace('nach unserer Erfahrung aus über 300 Beratungen', 'nach Angaben des Herstellers')
      .replace('Wir messen sie', 'Wir sind gut beraten, sie zu messen, und man misst sie');
    expect(localCheck(localEeat('de-wp-yoast-ratgeber', html), 'first_hand_experience').status).toBe('fail');
  });
});
