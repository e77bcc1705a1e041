import { describe, expect, it } from 'vitest';
import { hasAttribution, writesOtherAttributionLetters } from '../../src/content/signals/attribution.ts';
import { inlineQuotes } from '../../src/content/signals/quotations.ts';

describe('quotation marks pair up', () => {
  it('pairs a short quoted term before a quotation as its own pair', () => {
    // The 13 characters of "camice bianco" were too short for a quotation, and the scan restarted at its closing
    // mark: the text between the two quotations became an unattributed "quotation".
    const text =
      'La misurazione domestica evita l\'effetto "camice bianco", cioè l\'aumento dovuto all\'ansia. "Molti pazienti misurano la pressione subito dopo il caffè", spiega il cardiologo Marco Rinaldi.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'Molti pazienti misurano la pressione subito dopo il caffè', attributed: true },
    ]);
  });

  it('does not open a quotation at an inch mark', () => {
    const text =
      'We bake a 12" pizza every Friday. "The dough rests for two days before it is baked", says Ana Ruiz.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'The dough rests for two days before it is baked', attributed: true },
    ]);
  });

  it('still reads a quotation after a short curly-quoted term', () => {
    const text =
      'The so-called “white coat” effect is common. “Many patients measure right after their morning coffee,” said Dr. Marco Rinaldi.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'Many patients measure right after their morning coffee,', attributed: true },
    ]);
  });
});

describe('quotation speakers and sources in more languages', () => {
  it('finds the speaker in Korean, Hebrew, Czech, Indonesian, Turkish, Swedish, Danish and Norwegian', () => {
    const attributed = [
      '박 과장은 "주말마다 이용객이 몰리는 구간부터 먼저 공사를 시작하겠다"고 말했다.',
      '시 관계자는 "경계석 설치는 사고를 줄이기 위한 조치입니다"라고 설명했다.',
      '이 대표는 "폭이 좁아 늘 아찔했던 구간인데 반가운 소식"이라면서도 우회로 안내를 요구했다.',
      '"שוב שכחו אותנו ואף אחד לא שאל", אמרה מיכל אברהם.',
      'לדברי מיכל אברהם, "שוב שכחו אותנו ואף אחד לא שאל".',
      '„Lidé často řeší jen sazbu a zapomenou na poplatek,“ upozorňuje specialista Tomáš Král.',
      '„Lidé často řeší jen sazbu a zapomenou na poplatek,“ uvedla Petra Svobodová.',
      'Menurut Pak Slamet, "sebagian besar pendaki yang cedera terpeleset di pos 2".',
      'Menurut petugas basecamp, Pak Slamet, "sebagian besar pendaki yang cedera terpeleset di pos 2".',
      'Pak Slamet berkata, "sebagian besar pendaki yang cedera terpeleset di pos 2".',
      '"Sebagian besar pendaki yang cedera terpeleset di pos 2," kata Pak Slamet.',
      '"Yeni üretim hattı ile kapasiteyi iki katına çıkaracağız" dedi Ayşe Demirtaş.',
      'Ayşe Demirtaş, "Yeni üretim hattı ile kapasiteyi iki katına çıkaracağız" diye konuştu.',
      'Demirtaş\'a göre, "yeni üretim hattı ile kapasite iki katına çıkacak".',
      '„Det är rötterna som fryser först, inte bladen alls“, säger Erik Lindqvist.',
      'Enligt Erik Lindqvist, "det är rötterna som fryser först, inte bladen".',
      '"Uld holder varmen, selv når den bliver fugtig om natten", siger Mette Holm.',
      '"Ull holder på varmen selv når den blir fuktig om natten", sier Kari Nordmann.',
      'Ifølge Mette Holm, "uld holder varmen, selv når den bliver fugtig".',
    ];
    for (const text of attributed) expect([text, inlineQuotes(text)[0]?.attributed]).toEqual([text, true]);
  });

  it('takes "so Name" only as German writes it, after a comma', () => {
    expect(
      inlineQuotes('„Wir brauchen breitere Radwege in der ganzen Innenstadt“, so Brenner.')[0]?.attributed,
    ).toBe(true);
    const english =
      'The note said "the rent will rise by eight percent from April" so I started looking elsewhere.';
    expect(inlineQuotes(english)[0]?.attributed).toBe(false);
  });

  it('counts "according to" phrases of those languages as attribution, and not their everyday words', () => {
    for (const text of [
      '통계청에 따르면 자전거 사고는 14% 늘었다.',
      'Podle údajů ČSÚ vzrostly sazby o 6 %.',
      'Menurut data BPS, jumlah pendaki naik 20 persen.',
      "TÜİK'e göre enflasyon %35 oldu.",
      'Araştırmaya göre satışlar arttı.',
      'Enligt SCB ökade odlingen med 12 procent.',
      'Ifølge Danmarks Statistik steg salget med 8 procent.',
      'Ifølge SSB økte salget.',
      'לפי נתוני הלמ"ס, המחירים עלו.',
      'По данным Росстата, цены выросли на 8%.',
      'За даними Держстату, ціни зросли.',
    ])
      expect([text, hasAttribution(text, writesOtherAttributionLetters(text))]).toEqual([text, true]);
    for (const text of ['Postupujte podle potřeby a podle návodu.', 'Buna göre size uygun olanı seçin.'])
      expect([text, hasAttribution(text, writesOtherAttributionLetters(text))]).toEqual([text, false]);
    // English text is not searched for the other scripts' phrases at all.
    expect(writesOtherAttributionLetters('According to the ONS, prices rose 3% in March.')).toBe(false);
  });
});
