import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { readsAsEnglish } from '../../src/content/english.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** eeat on pages written in other languages: bylines, dates, trust links, YMYL and what the page says of itself. */

function eeatOf(html: string, url = ARTICLE_URL) {
  return EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
}

/** An article (og:type article) in `lang`: `body` in <article>, `footer` in <footer>, enough text to be authored. */
function article(lang: string, body: string, footer = '', filler = '') {
  return `<!doctype html><html lang="${lang}"><head><title>T</title><meta property="og:type" content="article"></head><body><main><article><h1>Titel</h1>${body}<p>${filler.repeat(20)}</p></article></main><footer>${footer}</footer></body></html>`;
}

const DE =
  'Der Stadtrat hat beschlossen, neue Radwege in der Innenstadt anzulegen, und die Bürger diskutieren darüber. ';

function signal(result: EeatModule, id: string) {
  const found = result.signals.find((s) => s.id === id);
  if (!found) throw new Error(`no signal ${id}`);
  return found;
}

function values(result: EeatModule, id: string): unknown[] {
  return signal(result, id).evidence.map((e) => e.value);
}

describe('eeat: bylines in other languages', () => {
  it.each([
    ['de', '<p class="meta">Von Anna Schäfer</p>', 'Anna Schäfer'],
    [
      'nl',
      '<p>Door Jan de Vries · Gepubliceerd op 5 november 2024 · Bijgewerkt op 12 november 2024</p>',
      'Jan de Vries',
    ],
    ['fr', '<p>Par Marie Dupont</p>', 'Marie Dupont'],
    ['es', '<p>Por Juan Pérez | 3 de marzo de 2025</p>', 'Juan Pérez'],
    ['it', '<p>Di Mario Rossi</p>', 'Mario Rossi'],
    ['pl', '<p>Autor: Katarzyna Nowak · 12 marca 2025</p>', 'Katarzyna Nowak'],
    ['de', '<p>Autorin: Lena Berg</p>', 'Lena Berg'],
    ['ru', '<p>Автор: Иван Петров</p>', 'Иван Петров'],
    ['zh', '<div class="info"><span>作者：李明</span> <span>来源：康知网</span></div>', '李明'],
    ['ja', '<p class="recipe-meta">文・写真：山田 花子（料理家・管理栄養士）</p>', '山田 花子'],
    ['ja', '<p>執筆者：佐藤 健</p>', '佐藤 健'],
    ['ar', '<p>بقلم: سارة الأحمد · نُشر في ٣ مارس ٢٠٢٥</p>', 'سارة الأحمد'],
    ['hi', '<p>लेखक: सुनीता शर्मा · 14 जुलाई 2025</p>', 'सुनीता शर्मा'],
  ])('finds the %s byline in %s', (lang, body, name) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(finding(result, 'eeat.byline').status).toBe('pass');
    expect(values(result, 'byline')).toContain(name);
  });

  it.each([
    ['de', '<p>Von Anfang an war klar, dass der Stadtrat zustimmen würde.</p>'],
    ['de', '<p>Von Montag bis Freitag bleibt die Straße gesperrt.</p>'],
    ['fr', '<p>Par exemple, le café moulu se garde deux semaines.</p>'],
    ['it', '<p>Di Maio ha detto che la legge cambierà.</p>'],
    [
      'es',
      '<p>Por Navidad abrimos también los domingos por la mañana, como cada año desde que abrimos la tienda.</p>',
    ],
    ['ja', '<p>文化祭の準備が始まりました。</p>'],
  ])('does not take prose that starts with a byline word (%s) for a byline: %s', (lang, body) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(finding(result, 'eeat.byline').status).toBe('fail');
  });
});

describe('eeat: visible dates in other languages', () => {
  function dates(result: EeatModule, id: 'date_published' | 'date_modified') {
    return signal(result, id)
      .evidence.map((e) => e.what)
      .filter((w) => w.includes('(visible)'));
  }

  it.each([
    [
      'de',
      '<p>Veröffentlicht am 3. März 2025, 14:20 Uhr · Aktualisiert am 4. März 2025</p>',
      '2025-03-03',
      '2025-03-04',
    ],
    [
      'nl',
      '<p>Gepubliceerd op 5 november 2024 · Bijgewerkt op 12 november 2024</p>',
      '2024-11-05',
      '2024-11-12',
    ],
    ['fr', '<p>Publié le 1er mars 2025 · Mis à jour le 2 mars 2025</p>', '2025-03-01', '2025-03-02'],
    [
      'es',
      '<p>Publicado el 3 de marzo de 2025. Actualizado el 5 de marzo de 2025</p>',
      '2025-03-03',
      '2025-03-05',
    ],
    [
      'pt',
      '<p>Publicado em 3 de mar. de 2025 · Atualizado em 4 de mar. de 2025</p>',
      '2025-03-03',
      '2025-03-04',
    ],
    ['pl', '<p>Opublikowano: 12 marca 2025 · Zaktualizowano: 14 marca 2025</p>', '2025-03-12', '2025-03-14'],
    ['ru', '<p>Опубликовано 3 марта 2025 г. Обновлено 5 марта 2025 г.</p>', '2025-03-03', '2025-03-05'],
    ['zh', '<p>发布时间：2025年3月3日 10:15 更新时间：2025年3月4日</p>', '2025-03-03', '2025-03-04'],
    ['ja', '<p class="recipe-meta">2025年3月3日 公開 ／ 2025年3月10日 更新</p>', '2025-03-03', '2025-03-10'],
    ['ar', '<p>نُشر في ٣ مارس ٢٠٢٥ · آخر تحديث ٥ مارس ٢٠٢٥</p>', '2025-03-03', '2025-03-05'],
  ])('reads the %s publication and update dates: %s', (lang, body, published, modified) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(dates(result, 'date_published')).toEqual([`published (visible) ${published}`]);
    expect(dates(result, 'date_modified')).toEqual([`modified (visible) ${modified}`]);
  });

  it.each([
    ['pl', '<p>Autor: Katarzyna Nowak · 12 marca 2025</p>', '2025-03-12'],
    ['hi', '<p>लेखक: सुनीता शर्मा · 14 जुलाई 2025</p>', '2025-07-14'],
    ['de', '<p class="byline">Dr. Jana Brandt, Steuerberaterin · 10. Februar 2025</p>', '2025-02-10'],
  ])('reads the date a %s byline carries as the publication date: %s', (lang, body, published) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(dates(result, 'date_published')).toEqual([`published (visible) ${published}`]);
  });

  it('reads a date element written as "3 de mar. de 2025"', () => {
    const result = eeatOf(article('pt', '<div class="post-date">3 de mar. de 2025</div>', '', DE));
    expect(dates(result, 'date_published')).toEqual(['published (visible) 2025-03-03']);
  });

  it('agrees a German visible date with the same date in schema', () => {
    const schema = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Radwege',
      datePublished: '2025-03-03T14:20:00+01:00',
      dateModified: '2025-03-04T09:05:00+01:00',
    })}</script>`;
    const result = eeatOf(
      article('de', `${schema}<p>Veröffentlicht am 3. März 2025 · Aktualisiert am 4. März 2025</p>`, '', DE),
    );
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(finding(result, 'eeat.date_modified').status).toBe('pass');
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
  });
});

describe('eeat: trust links in other languages', () => {
  const kinds = ['about_page', 'contact_page', 'privacy_policy', 'terms', 'editorial_policy'] as const;

  it.each([
    [
      'de',
      '<a href="/verlag/">Wir über uns</a><a href="/kontakt/">Kontakt</a><a href="/datenschutz/">Datenschutz</a><a href="/agb/">AGB</a><a href="/leitlinien/">Redaktionelle Leitlinien</a>',
    ],
    [
      'fr',
      '<a href="/qui-sommes-nous">Qui sommes-nous&nbsp;?</a><a href="/nous-ecrire">Nous écrire</a><a href="/donnees-personnelles">Politique de confidentialité</a><a href="/cgu">CGU</a><a href="/charte">Charte éditoriale</a>',
    ],
    [
      'pt',
      '<a href="/sobre">Sobre</a><a href="/fale">Fale conosco</a><a href="/privacidade">Privacidade</a><a href="/termos">Termos de uso</a><a href="/x">Política editorial</a>',
    ],
    [
      'pl',
      '<a href="/o-nas/">O nas</a><a href="/kontakt/">Kontakt</a><a href="/polityka-prywatnosci/">Polityka prywatności</a><a href="/regulamin/">Regulamin</a><a href="/zasady/">Zasady redakcyjne</a>',
    ],
    [
      'nl',
      '<a href="/wie/">Over ons</a><a href="/mail/">Contact</a><a href="/pb/">Privacybeleid</a><a href="/av/">Algemene voorwaarden</a><a href="/rs/">Redactiestatuut</a>',
    ],
    [
      'ja',
      '<a href="/corporate/">会社概要</a><a href="/inquiry/">お問い合わせ</a><a href="/pp/">プライバシーポリシー</a><a href="/kiyaku/">利用規約</a><a href="/hoshin/">編集方針</a>',
    ],
    [
      'zh',
      '<a href="/a.html">关于我们</a><a href="/b.html">联系我们</a><a href="/c.html">隐私政策</a><a href="/agreement.html">用户协议</a><a href="/d.html">编辑方针</a>',
    ],
    [
      'ar',
      '<a href="/1">من نحن</a><a href="/2">اتصل بنا</a><a href="/3">سياسة الخصوصية</a><a href="/4">الشروط والأحكام</a><a href="/5">السياسة التحريرية</a>',
    ],
    [
      'ru',
      '<a href="/1">О компании</a><a href="/2">Контакты</a><a href="/3">Политика конфиденциальности</a><a href="/4">Пользовательское соглашение</a><a href="/5">Редакционная политика</a>',
    ],
  ])('finds the %s about, contact, privacy, terms and editorial links by their text', (lang, footer) => {
    const result = eeatOf(article(lang, '<p>x</p>', footer, DE));
    for (const kind of kinds) expect(signal(result, kind).present, kind).toBe(true);
  });

  it('finds the Korean about, contact, privacy and terms links by their text', () => {
    const footer =
      '<a href="/1">회사소개</a><a href="/2">고객센터</a><a href="/3">개인정보처리방침</a><a href="/4">이용약관</a>';
    const result = eeatOf(article('ko', '<p>x</p>', footer, DE));
    for (const kind of kinds.slice(0, 4)) expect(signal(result, kind).present, kind).toBe(true);
  });

  it('finds them by slugs without hyphens and by percent-encoded Arabic slugs', () => {
    const ar = (s: string) => encodeURIComponent(s);
    const footer = `<a href="/aboutus.html">→</a><a href="/contactus.html">→</a><a href="/privacypolicy/">→</a><a href="/ar/${ar('الشروط')}">→</a><a href="/ar/${ar('من-نحن')}">·</a>`;
    const result = eeatOf(article('ar', '<p>x</p>', footer, DE));
    expect(values(result, 'about_page')).toEqual([
      'https://acme.example/aboutus.html',
      `https://acme.example/ar/${ar('من-نحن')}`,
    ]);
    expect(signal(result, 'contact_page').present).toBe(true);
    expect(signal(result, 'privacy_policy').present).toBe(true);
    expect(values(result, 'terms')).toEqual([`https://acme.example/ar/${ar('الشروط')}`]);
  });

  it('counts an Impressum as contact (it must carry an address and e-mail) and as terms', () => {
    const result = eeatOf(article('de', '<p>x</p>', '<a href="/impressum/">Impressum</a>', DE));
    expect(values(result, 'contact_page')).toEqual(['https://acme.example/impressum/']);
    expect(values(result, 'terms')).toEqual(['https://acme.example/impressum/']);
  });

  it('counts Japan’s legal notice for online sales as terms', () => {
    const result = eeatOf(article('ja', '<p>x</p>', '<a href="/law/">特定商取引法に基づく表記</a>', DE));
    expect(signal(result, 'terms').present).toBe(true);
  });
});

const ZH_HEALTH =
  '<p>慢性失眠很常见。安眠药应在医生指导下按剂量服用，不要自行加量。褪黑素属于保健食品，孕妇和正在服用抗抑郁药的患者应先咨询医生。失眠认知行为治疗是首选治疗，医生会根据睡眠日记判断是否存在抑郁。</p>';
const AR_FINANCE =
  '<p>حساب التوفير هو حساب بنكي يحفظ أموالك. أما الوديعة لأجل فتقدّم عائدًا أعلى. يتراوح العائد في البنوك بين ١٫٥٪ و٣٪ سنويًا، بينما تصل الودائع إلى ٤٫٥٪. احتفظ بمدخرات الطوارئ في حساب توفير، واسأل عن الاستثمار وتوزيع الأرباح.</p>';
const DE_TAX =
  '<p>Was Sie von der Steuer absetzen können: Arbeitsmittel sind Werbungskosten in der Steuererklärung. Das Finanzamt erkennt die Pauschale an; eine Vergleichsrechnung mit Ihrer Steuerberaterin oder Ihrem Steuerberater lohnt sich. Die Steuererklärung ist bis Juli fällig.</p>';

describe('eeat: health and finance pages in other languages', () => {
  it.each([
    ['zh', ZH_HEALTH, '<p class="note">本文仅供健康科普参考，不能替代医生的面诊、诊断和治疗。</p>', 'health'],
    ['ar', AR_FINANCE, '<p>تنبيه: هذا المقال ولا يُعدّ نصيحة استثمارية.</p>', 'finance'],
    [
      'de',
      DE_TAX,
      '<p>Bitte beachten Sie: Dieser Beitrag ersetzt keine individuelle Steuerberatung.</p>',
      'finance',
    ],
  ])('detects the %s topic and recognises its disclaimer', (lang, text, disclaimer, topic) => {
    const result = eeatOf(article(lang, `${text}${disclaimer}`));
    expect(result.ymyl).toMatchObject({ detected: true, topic });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('pass');
  });

  it('reads a German tax article under lang="en-US" (a theme default) as German', () => {
    const html = article(
      'de',
      `${DE_TAX}<p>Dieser Beitrag ersetzt keine individuelle Steuerberatung.</p>`,
    ).replace('lang="de"', 'lang="en-US"');
    const result = eeatOf(html);
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('pass');
  });

  it('tells a Chinese health page without a disclaimer to add one', () => {
    const result = eeatOf(article('zh', ZH_HEALTH));
    expect(result.ymyl).toMatchObject({ detected: true });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('fail');
  });

  it('recognises a Chinese expert review', () => {
    const result = eeatOf(article('zh', `${ZH_HEALTH}<p class="note">审核专家：王建国，主任医师</p>`));
    expect(finding(result, 'eeat.expert_review').status).toBe('pass');
  });

  it('does not take a disclaimer-like phrase on a page that is not about health or money', () => {
    const result = eeatOf(article('de', '<p>Dieser Beitrag ersetzt keine Beratung.</p>', '', DE));
    expect(result.ymyl).toMatchObject({ detected: false });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('not_applicable');
  });
});

describe('eeat: credentials and first-hand experience in other languages', () => {
  it.each([
    ['ja', '<aside class="author-box"><p>山田 花子：料理家・管理栄養士。</p></aside>', '管理栄養士'],
    [
      'pl',
      '<section class="author-bio"><p>Katarzyna Nowak – trenerka biegania z certyfikatem PZLA, od 12 lat prowadzi grupy.</p></section>',
      'trenerka',
    ],
    ['zh', '<div class="author-info">王建国，北京某医院睡眠医学科主任医师</div>', '主任医师'],
    ['de', '<div class="author-bio">Dr. med. Eva Roth ist Fachärztin für Innere Medizin.</div>', 'Dr. med.'],
  ])('finds the %s author credential', (lang, body, credential) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(finding(result, 'eeat.author_credentials').status).toBe('pass');
    expect(signal(result, 'author_credentials').evidence[0]!.what).toBe(
      `credential "${credential}" in the author block`,
    );
  });

  it.each([
    ['pt', '<p>Tirei o reparo e a vedação estava toda deformada. Paguei 38 reais no reparo.</p>'],
    ['de', '<p>Wir haben die drei Kaffeemühlen zwei Wochen lang getestet.</p>'],
    ['fr', "<p>J'ai testé ce moulin pendant un mois.</p>"],
    ['pl', '<p>Przetestowałam pięć par butów do biegania.</p>'],
    ['zh', '<p>这款枕头我们亲测了三个月。</p>'],
  ])('finds first-hand experience in %s', (lang, body) => {
    const result = eeatOf(article(lang, body, '', DE));
    expect(finding(result, 'eeat.first_hand_experience').status).toBe('pass');
  });
});

describe('readsAsEnglish', () => {
  it('tells English prose from prose in other languages, whatever lang says', () => {
    expect(
      readsAsEnglish('The council voted on Monday to build new cycle lanes in the town centre. '.repeat(4)),
    ).toBe(true);
    expect(readsAsEnglish(DE.repeat(4))).toBe(false);
    expect(
      readsAsEnglish(
        'Door Jan de Vries. Knoflook heeft een koude periode van een paar weken nodig om bollen te vormen. '.repeat(
          3,
        ),
      ),
    ).toBe(false);
    expect(readsAsEnglish(ZH_HEALTH)).toBe(false);
    // Too few words to tell: the other languages are looked for too.
    expect(readsAsEnglish('Contact us today')).toBe(false);
  });
});
