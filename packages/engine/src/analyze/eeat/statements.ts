/**
 * What a page says about itself in the languages other than English that the engine reads: a health or finance
 * disclaimer, an expert review, an author's credentials and first-hand experience. The English expressions live in
 * eeat/ymyl-statements.ts, eeat/authors.ts and eeat/first-hand.ts, guarded by needles (content/needles.ts); these run
 * only where the English ones found nothing, and the disclaimer and review ones only on health and finance pages, so
 * they cost nothing on most pages.
 */

/**
 * One case-insensitive expression: the first alternatives only where a word starts (`\\b` knows ASCII letters
 * only), the others anywhere (Chinese and Japanese have no spaces; Arabic glues clitics onto words).
 */
function wordsThenAnywhere(words: readonly string[], anywhere: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${words.join('|')})|${anywhere.join('|')}`, 'iu');
}

/** "Not advice", "does not replace a doctor", "consult your doctor", "for information only", "disclaimer". */
export const DISCLAIMER_I18N = wordsThenAnywhere(
  [
    // German
    'ersetz(?:t|en)\\s+(?:keine|nicht\\s+(?:die|den|das|eine|einen))\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:[\\p{L}-]*beratung|diagnose|behandlung|untersuchung|arztbesuch|ärztin|arzt)',
    'stellt\\s+keine\\s+(?:[\\p{L}-]+\\s+)?(?:[\\p{L}-]*beratung|[\\p{L}-]*empfehlung)\\s+dar',
    'keine\\s+(?:anlage|steuer|rechts|finanz)beratung',
    '(?:fragen\\s+sie|wenden\\s+sie\\s+sich\\s+an|konsultieren\\s+sie)\\s+(?:ihren|ihre|einen|eine)\\s+(?:arzt|ärztin|apotheker|steuerberater)',
    'haftungsausschluss',
    'dient\\s+(?:nur|ausschließlich|lediglich)\\s+(?:der|zur)\\s+(?:allgemeinen\\s+)?information',
    // French
    "ne\\s+(?:remplacen?t?|constituen?t?|saurait\\s+(?:remplacer|constituer)|se\\s+substitue)\\s+(?:pas|en\\s+aucun\\s+cas)\\s+(?:[\\p{L}]+[\\s'’]+){0,3}?(?:avis|conseil|consultation|diagnostic|recommandation)",
    "n['’]est\\s+pas\\s+un\\s+conseil",
    'consultez\\s+(?:un|votre)\\s+(?:médecin|pharmacien|professionnel|conseiller)',
    'à\\s+titre\\s+(?:informatif|indicatif)',
    'avertissement',
    // Spanish, Portuguese, Italian
    'no\\s+(?:sustituyen?|reemplazan?|constituyen?)\\s+(?:[\\p{L}]+\\s+){0,4}?(?:consejo|asesoramiento|consulta|diagnóstico|recomendación)',
    'não\\s+(?:substitu(?:i|em)|constitu(?:i|em))\\s+(?:[\\p{L}]+\\s+){0,4}?(?:consulta|aconselhamento|orientação|diagnóstico|recomendação|conselho)',
    'non\\s+(?:sostituisc(?:e|ono)|costituisc(?:e|ono))\\s+(?:[\\p{L}]+\\s+){0,4}?(?:parere|consulenza|consiglio|diagnosi|raccomandazione)',
    'consulte\\s+(?:a\\s+)?(?:un|su|seu|um|o\\s+seu|sempre\\s+um)\\s+(?:médico|profesional|profissional|asesor|especialista)',
    'fin(?:e)?s\\s+(?:informativos|educativos)',
    'scopo\\s+(?:esclusivamente\\s+|puramente\\s+|unicamente\\s+|solo\\s+)?(?:informativo|divulgativo)',
    'descargo\\s+de\\s+responsabilidad',
    'aviso\\s+de\\s+responsabilidade',
    // Dutch
    'vervangt\\s+geen',
    'geen\\s+(?:medisch|financieel|beleggings|juridisch|fiscaal)\\s*advies',
    'raadpleeg\\s+(?:uw|je|een|altijd\\s+een)\\s+(?:arts|huisarts|adviseur|specialist)',
    // Polish
    'nie\\s+zastępuje\\s+(?:[\\p{L}]+\\s+){0,2}?(?:porady|konsultacji|wizyty|diagnozy)',
    'nie\\s+stanowi\\s+(?:[\\p{L}]+\\s+){0,1}?(?:porady|rekomendacji|doradztwa)',
    'skonsultuj\\s+się\\s+z\\s+(?:lekarzem|doradcą|specjalistą|fizjoterapeutą)',
    // Russian
    'не\\s+(?:является|заменяет)\\s+(?:[\\p{L}]+\\s+){0,2}?(?:консультаци|рекомендаци|совет)',
    '(?:проконсультируйтесь|посоветуйтесь)\\s+с\\s+(?:врачом|специалистом)',
    // Ukrainian
    'не\\s+(?:замінює|є)\\s+(?:[\\p{L}]+\\s+){0,2}?(?:консультаці|рекомендаці|порад)',
    'проконсультуйтеся\\s+з\\s+(?:лікарем|фахівцем)',
    // Czech
    'nepředstavuje\\s+(?:[\\p{L}]+\\s+){0,3}?(?:poradenství|doporučení|radu)',
    'nenahrazuje\\s+(?:[\\p{L}]+\\s+){0,2}?(?:konzultaci|návštěvu|vyšetření|radu|poradenství)',
    'poraďte\\s+se\\s+s\\s+(?:lékařem|odborníkem|poradcem)',
    // Swedish, Danish, Norwegian
    '(?:ersätter\\s+inte|erstatter\\s+ikke)\\s+(?:[\\p{L}]+\\s+){0,2}?(?:[\\p{L}]*rådgivning|läkar|læge|lege|diagnos|behandling|besök|besøg)',
    '(?:utgör\\s+inte|udgør\\s+ikke|utgjør\\s+ikke)\\s+(?:[\\p{L}]+\\s+){0,2}?(?:rådgivning|investeringsrådgivning)',
    'rådfråga\\s+(?:alltid\\s+)?(?:en\\s+|din\\s+)?läkare',
    // Turkish
    'tavsiye(?:si)?\\s+yerine\\s+geçmez',
    'yatırım\\s+tavsiyesi\\s+değildir',
    '(?:doktorunuza|hekiminize)\\s+danışın',
    // Indonesian
    'bukan\\s+pengganti',
    'bukan\\s+(?:merupakan\\s+)?(?:saran|nasihat)\\s+(?:medis|keuangan|investasi)',
    'konsultasikan\\s+(?:dengan|ke)\\s+dokter',
    // Vietnamese
    'không\\s+(?:thể\\s+)?thay\\s+thế\\s+(?:cho\\s+)?(?:[\\p{L}]+\\s+){0,2}?(?:chẩn|tư\\s+vấn|ý\\s+kiến|lời\\s+khuyên|bác\\s+sĩ)',
    'chỉ\\s+mang\\s+tính\\s+(?:chất\\s+)?tham\\s+khảo',
    // Hebrew: "is not a substitute for / advice", "nothing here is a recommendation", "consult a doctor", "for
    // information only" and the disclaimer's heading (כתב ויתור)
    'אינ(?:ו|ה|ם|ן)\\s+מהוו(?:ה|ים|ות)\\s+(?:תחליף|ייעוץ|המלצה)',
    'אין\\s+(?:לראות\\s+)?ב(?:אמור|מידע|כתוב)\\s+(?:משום\\s+)?(?:ייעוץ|המלצה|תחליף)',
    '(?:יש\\s+להתייעץ|התייעצו|היוועצו)\\s+עם\\s+(?:רופא|רופאה|יועץ|יועצת|רוקח|איש\\s+מקצוע|גורם\\s+מקצועי)',
    'למטרות\\s+(?:מידע|הסברה)\\s+(?:כללי\\s+)?בלבד',
    'כתב\\s+ויתור',
  ],
  [
    // Chinese
    '(?:不能|不可|无法|不可以)(?:替代|代替|取代)',
    '不构成(?:任何)?(?:投资|医疗|理财|法律|财务)?(?:建议|意见)',
    '仅供\\p{sc=Han}{0,6}参考',
    '免责声明',
    '请(?:咨询|遵)医(?:生|嘱)',
    // Japanese
    '(?:医師|専門家)の(?:診断|診察|助言|判断)に代わるもの',
    '投資(?:助言|勧誘)',
    '医師(?:に|へ)(?:ご)?相談',
    '免責事項',
    // Arabic
    'لا\\s+\\S{1,8}\\s+نصيحة',
    'ليست?\\s+نصيحة',
    'لا\\s+يغني\\s+عن',
    'استشر\\s+(?:طبيب|مستشار)',
    'إخلاء\\s+(?:ال)?مسؤولية',
    '(?:للتثقيف|لأغراض\\s+(?:تعليمية|إعلامية|تثقيفية))',
    // Hindi
    'सलाह\\s+का\\s+विकल्प\\s+नहीं',
    'डॉक्टर\\s+से\\s+(?:सलाह|परामर्श)',
    'अस्वीकरण',
    // Thai: "cannot replace", "is not / is not deemed advice", "consult a doctor, pharmacist or adviser", "investing
    // carries risk" (the regulator's wording), "general information only" and the disclaimer's heading
    'ไม่สามารถใช้แทน',
    'ไม่(?:ใช่|ถือเป็น)คำแนะนำ',
    'ปรึกษา(?:แพทย์|เภสัชกร|ผู้เชี่ยวชาญ|ที่ปรึกษาทางการเงิน)',
    'การลงทุนมีความเสี่ยง',
    'ข้อมูล(?:ทั่วไป|เบื้องต้น)เท่านั้น',
    'ข้อจำกัดความรับผิดชอบ',
    // Korean
    '(?:대신|대체)하지\\s*않',
    '대체할\\s*수\\s*없',
    '의사와\\s*상담',
  ],
);

/**
 * The labels of a review statement ("Medically reviewed by …") by language, as pages write them before the
 * reviewer's name: what EXPERT_REVIEW_I18N looks for, and what the expert review finding tells a page to write. The
 * English ones are read by eeat/ymyl-statements.ts's own expression. Not Korean 감수 alone, which is also "to put up
 * with".
 */
export const REVIEW_LABELS: Readonly<Record<string, readonly string[]>> = {
  en: ['Medically reviewed by', 'Reviewed by', 'Fact-checked by', 'Expert-reviewed'],
  de: ['Fachlich geprüft', 'Medizinisch geprüft', 'Ärztlich geprüft', 'Geprüft von'],
  fr: ['Vérifié par', 'Relu par', 'Validé par'],
  es: ['Revisado por'],
  pt: ['Revisto por', 'Revisado por'],
  it: ['Revisionato da', 'Revisione medica', 'Revisione scientifica'],
  nl: ['Gecontroleerd door', 'Nagekeken door'],
  pl: ['Sprawdzone przez', 'Recenzja merytoryczna', 'Konsultacja merytoryczna'],
  ru: ['Проверено врачом', 'Проверено экспертом', 'Медицинский эксперт'],
  uk: ['Перевірено лікарем', 'Перевірено експертом', 'Медичний експерт'],
  sv: ['Granskad av', 'Faktagranskad av'],
  tr: ['Tıbbi inceleme', 'Tarafından incelendi'],
  id: ['Ditinjau oleh', 'Ditinjau secara medis'],
  vi: ['Tham vấn y khoa', 'Kiểm duyệt y khoa'],
  zh: ['审核专家', '医学审核', '审核医生', '审核：', '审核:', '審核'],
  ja: ['監修'],
  ko: ['의학 감수', '감수자', '전문의 감수'],
  ar: ['راجعه', 'مراجعة طبية', 'تمت المراجعة'],
  hi: ['द्वारा समीक्षित'],
  he: ['נבדק על ידי', 'נבדק ע"י', 'נבדק ע״י', 'בדיקה מקצועית'],
  th: ['ตรวจสอบโดย', 'ตรวจทานโดย', 'ตรวจสอบความถูกต้องโดย'],
};

/**
 * The review labels to name to a page, a few of each: those of its language (`lang`'s first subtag) first when its
 * text does not read as English, then the English ones.
 *
 * @example
 * ```ts
 * reviewLabelsFor('de-AT', false); // ['Fachlich geprüft', 'Medizinisch geprüft', 'Ärztlich geprüft', 'Medically reviewed by', …]
 * reviewLabelsFor('de', true); // ['Medically reviewed by', 'Reviewed by', 'Fact-checked by']
 * ```
 */
export function reviewLabelsFor(lang: string | undefined, english: boolean): string[] {
  const code = english || lang === undefined ? 'en' : lang.trim().toLowerCase().split(/[-_]/)[0]!;
  const own = code === 'en' ? [] : (REVIEW_LABELS[code] ?? []).slice(0, 3);
  return [...own, ...REVIEW_LABELS.en!.slice(0, 3)];
}

/** "Reviewed by …": the review statements of the languages other than English. */
export const EXPERT_REVIEW_I18N = new RegExp(
  Object.entries(REVIEW_LABELS)
    .filter(([lang]) => lang !== 'en')
    .flatMap(([, labels]) => labels)
    .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|'),
  'iu',
);

/** Degrees, licences, professions and years of practice in an author block. */
export const CREDENTIALS_I18N = wordsThenAnywhere(
  [
    // German
    'Dr\\.\\s?(?:med|rer|phil|jur|oec|med\\.\\s?dent)\\.',
    'Prof\\.',
    'Steuerberater(?:in)?',
    'Rechtsanwält(?:in)?',
    'Rechtsanwalt',
    'Fachärzt(?:in)?',
    'Facharzt',
    'Apotheker(?:in)?',
    'Wirtschaftsprüfer(?:in)?',
    'Ernährungsberater(?:in)?',
    'Dipl\\.-',
    'Diplom-',
    'zertifiziert',
    'approbiert',
    '\\d+\\s+(?:Jahre|Jahren)\\s+(?:Berufs)?[Ee]rfahrung',
    'seit\\s+(?:über\\s+|mehr\\s+als\\s+)?\\d+\\s+Jahren',
    // Practising since a year ("seit 2009", "depuis 2009", "desde 2009", "dal 2009"), as an author block says it
    '(?:seit|depuis|desde|dal)\\s+(?:19|20)\\d\\d(?!\\d)',
    // A craft's qualifications: a master craftsman's title, the chamber that certified it, a state examination
    '\\((?:HWK|IHK)\\)',
    'staatlich\\s+(?:geprüft|anerkannt)',
    // French
    'expert-comptable',
    'médecin',
    'docteur',
    'diplômée?',
    'certifiée?',
    'avocate?(?![\\p{L}])',
    'pharmacienn?e?',
    'diététicienn?e?',
    'nutritionniste',
    "\\d+\\s+ans\\s+d['’]expérience",
    'depuis\\s+(?:plus\\s+de\\s+)?\\d+\\s+ans',
    // Spanish, Portuguese
    'licenciad[oa]',
    'médic[oa]',
    'abogad[oa]',
    'advogad[oa]',
    'nutricionista',
    'certificad[oa]',
    '\\d+\\s+años\\s+de\\s+experiencia',
    '\\d+\\s+anos\\s+de\\s+experiência',
    // Italian
    'dott\\.(?:ssa)?',
    'dottor(?:e|essa)',
    'medico',
    'avvocat[oa]',
    'commercialista',
    'farmacista',
    'nutrizionista',
    'dietista',
    'psicolog[oa]',
    'laureat[oa]',
    'certificat[oa]',
    'abilitat[oa]',
    "iscritt[oa]\\s+all['’]albo",
    'giornalista\\s+professionista',
    '\\d+\\s+anni\\s+di\\s+esperienza',
    'da\\s+(?:oltre\\s+|più\\s+di\\s+)?\\d+\\s+anni',
    // Dutch
    '\\d+\\s+jaar\\s+ervaring',
    'gecertificeerd',
    // Polish
    'lek\\.\\s?med',
    'dr\\s+n\\.\\s?med',
    'certyfikat',
    'certyfikowan[ya]',
    'dietety(?:k|czka)',
    'trener(?:ka)?',
    'licencjonowan[ya]',
    'od\\s+(?:ponad\\s+)?\\d+\\s+lat',
    '\\d+\\s+lat\\s+doświadczenia',
    // Russian
    'врач',
    'кандидат\\s+\\p{L}+\\s+наук',
    'к\\.\\s?м\\.\\s?н',
    'д\\.\\s?м\\.\\s?н',
    'сертифицированн',
    'опыт\\s+(?:работы\\s+)?(?:более\\s+)?\\d+\\s+(?:лет|года)',
    // Hindi
    'डॉ\\.',
    'चिकित्सक',
    'प्रमाणित',
  ],
  [
    // German master craftsmen, the title ending the compound ("Bäckermeister", "Elektromeisterin")
    '(?<=[a-zäöüß])meister(?:in)?(?![\\p{L}])',
    // Chinese
    '主任医师',
    '主治医师',
    '执业医师',
    '医师',
    '营养师',
    '教授',
    '博士',
    '注册会计师',
    // Japanese
    '管理栄養士',
    '栄養士',
    '医師',
    '薬剤師',
    '看護師',
    '税理士',
    '弁護士',
    '公認会計士',
    'ファイナンシャルプランナー',
    '\\d+年(?:以上)?(?:の経験|務め|勤務|从业|经验)',
    // Japanese: a licence, a certification, years in a trade ("デザイナー歴10年")
    '歴\\d+年',
    '(?:FP|ＦＰ)\\d級',
    '技能士',
    '宅地建物取引士',
    '社会保険労務士',
    '司法書士',
    '行政書士',
    '中小企業診断士',
    '建築士',
    '調理師',
    '保育士',
    '認定',
    '資格',
    // Arabic
    'طبيب',
    'استشاري',
    'أخصائي',
    'دكتور',
    'معتمد',
    'خبرة\\s+\\d+',
  ],
);

/** Not followed by a Latin letter: the end of a word for the Latin-script statements below. */
const LATIN_END = '(?![a-z\\u00C0-\\u024F])';

/**
 * "I tested", "we bought", "in my experience" in the Latin-script languages, as alternatives for the English
 * expression (eeat/first-hand.ts), so that one scan reads both. Every alternative starts with an ASCII letter, to go behind its
 * `\b`, and none needs Unicode mode: the engine then skips ahead to the next possible first letter, where a Unicode
 * word-start lookbehind made this scan ten times dearer on every page.
 */
export const FIRST_HAND_LATIN_SOURCE = [
  // German and Dutch put the participle last: allow a few words between ("Ich selbst bin 2019 in die private
  // Krankenversicherung gewechselt").
  `(?:ich|wir)(?:\\s+selbst)?\\s+(?:habe|haben|bin|sind)\\s+(?:[^\\s.!?]+\\s+){0,6}?(?:getestet|ausprobiert|gekauft|benutzt|verwendet|gemessen|verglichen|bezahlt|gewechselt|umgestiegen|abgeschlossen|gekündigt|beantragt|eingebaut|installiert|gebaut|besucht)${LATIN_END}`,
  '(?:meiner|unserer)\\s+erfahrung\\s+nach|(?:nach|aus)\\s+(?:meiner|unserer)\\s+(?:eigenen\\s+|langjährigen\\s+)?erfahrung|aus\\s+eigener\\s+erfahrung|selbst\\s+getestet',
  `(?:ik|wij|we)\\s+(?:heb|hebben)\\s+(?:[^\\s.!?]+\\s+){0,6}?(?:getest|geprobeerd|gekocht|gebruikt|gemeten|vergeleken|betaald)${LATIN_END}`,
  'uit\\s+eigen\\s+ervaring',
  // French
  "j['’]ai\\s+(?:testé|essayé|utilisé|acheté|mesuré|comparé|payé)|nous\\s+avons\\s+(?:testé|essayé|utilisé|mesuré|comparé|acheté)",
  "d['’]après\\s+mon\\s+expérience|selon\\s+mon\\s+expérience",
  // Spanish, Portuguese, Italian: first-person past tenses
  `(?:compré|probé|probamos|he\\s+probado|hemos\\s+probado|he\\s+usado|pagué)${LATIN_END}`,
  'en\\s+mi\\s+experiencia|según\\s+mi\\s+experiencia',
  `(?:comprei|testei|experimentei|tirei|troquei|instalei|paguei|usei|testamos|compramos)${LATIN_END}`,
  'na\\s+minha\\s+experiência',
  `ho\\s+(?:provato|testato|usato|comprato|preparato|cucinato|rifatto|assaggiato|visitato)|abbiamo\\s+(?:provato|testato)|l['’]ho\\s+(?:provat|testat|usat|comprat|preparat|cucinat|rifatt|fatt|assaggiat)[oaie]${LATIN_END}`,
  'nella\\s+mia\\s+esperienza|per\\s+esperienza\\s+personale|sono\\s+cresciut[oa]',
  // Polish
  `(?:przetestował|sprawdził|kupił|zapłacił|używał)(?:em|am|iśmy|yśmy)${LATIN_END}`,
  'z\\s+(?:mojego|naszego|własnego)\\s+doświadczenia',
].join('|');

/** The same in Cyrillic, Chinese, Japanese, Arabic and Devanagari, for text that holds those scripts. */
export const FIRST_HAND_OTHER_SCRIPTS = new RegExp(
  [
    '(?<![\\p{L}])(?:я|мы)\\s+(?:протестировал|попробовал|проверил|купил|использовал|заплатил)',
    'по\\s+(?:моему|нашему)\\s+опыту|на\\s+(?:собственном|личном)\\s+опыте',
    '亲测|实测|亲身经历|我们测试|我试过|我用过',
    '実際に[^。]{0,4}?(?:使|試|食べ|作っ|行っ)|使ってみ|試してみ|てみました',
    // A first person telling what happened to them, in the past ("私は3か月分しかなく、とても不安でした")
    '(?:私|僕|わたし|ぼく)は[^。！？!?]{0,40}?(?:ました|でした)',
    'جربت|جربنا|اختبرت|اختبرنا|اشتريت|من\\s+تجربتي',
    'मैंने\\s+(?:\\S+\\s+){0,3}(?:आज़माया|इस्तेमाल\\s+किया|खरीदा)|मेरे\\s+अनुभव',
  ].join('|'),
  'iu',
);

/** A letter of Cyrillic, Arabic, Hebrew, Devanagari, kana, CJK or Hangul: text the other-script lists can match. */
export const OTHER_SCRIPT =
  /[\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/;
