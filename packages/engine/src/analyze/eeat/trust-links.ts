import type { Evidence } from '@geo-audit/core';
import { isThisPage, type ResolvedAnchor } from '../../structured-data/links.ts';
import { distinctBy } from '../distinct-links.ts';
import { quotedLink } from '../link-label.ts';

/**
 * Links to the pages that say who runs a site and on what terms: about, contact, privacy, terms and editorial
 * policy, found by their path or their text in the languages the engine reads.
 *
 * Legal notices: a German Impressum counts as contact as well as terms, because the law (§ 5 DDG) makes it carry a
 * postal address and an e-mail address, and German sites often have no other contact page. A French "mentions
 * légales", a Spanish "aviso legal" or Japan's 特定商取引法に基づく表記 count as terms only: what contact details
 * they must give depends on who runs the site, so they do not stand for a contact page.
 */

interface TrustWords {
  /** Path segments, as an alternation: 'about(?:[-_]?us)?|company|…'. */
  segments: string;
  /** Segments that count only as a path's last segment, wherever the link is: /help/, not /help/cookie. */
  lastOnly?: string;
  /**
   * Words that also name a news section or an article's topic (/world/ethics/, /health/conditions/): in the
   * content they count only as the whole path (/ethics, /en/legal/), in the header, footer and so on anywhere.
   */
  sections?: string;
  /**
   * Section words that in the header, footer and so on count only as the path's last segment, which may go on
   * after a hyphen (/legal, /legal-notice; not a law firm's /legal/services/); in the content as `sections` do.
   */
  lastSections?: string;
  /** The segment may go on after a hyphen, in the header, navigation, footer or a sidebar (/privacy-center). */
  hyphenEnds?: boolean;
  text: RegExp;
  /**
   * Phrases that name the page inside a longer label of up to `PHRASE_LABEL_WORDS` words ("Our terms and conditions
   * for subscribers"), whatever its path.
   */
  phrase?: RegExp;
}

interface TrustLink {
  /**
   * Tested on the decoded path: /ar/من-نحن as well as /about-us. A link in the header, navigation, footer or a
   * sidebar matches anywhere in its path; one in the content only by its last segment (`last`), as
   * articles have slugs such as /privacy-sandbox-explained/ or /health/conditions/asthma/.
   */
  path: RegExp;
  /** The path whose last segment is one of the words (an extension and a trailing slash allowed). */
  last: RegExp;
  /** Tested on the link text, without trailing punctuation ("Qui sommes-nous ?"). */
  text: RegExp;
  /** The text rule matches whole labels only (anchored), not a word anywhere in the text. */
  wholeText: boolean;
  /** See `TrustWords.phrase`. */
  phrase?: RegExp;
}

export type TrustKind = 'about' | 'contact' | 'privacy' | 'terms' | 'editorial';

/** The end of a path segment: a slash, an extension, a query or fragment, or the end. */
const END = '(?:[/.?#]|$)';

const TRUST_WORDS: Record<TrustKind, TrustWords> = {
  about: {
    segments:
      'about(?:[-_]?us)?|who-we-are|our-story|(?:wir-)?ueber-uns|uber-uns|a-propos|qui-sommes-nous|quienes-somos|quem-somos|sobre(?:-(?:nos|nosotros|nós|mi|mí|mim))?|chi-siamo|chi-sono|qui-suis-je|over-ons|over-mij|om-oss|o-nas|o-mnie|(?:wir-)?ueber-mich|uber-mich|o-firmie|o-kompanii|о-нас|о-компании|من-نحن|عن-الموقع|kaisha|company-info|guanyu|关于我们|hakkimizda|gioi-thieu|ve-chung-toi|tentang(?:-kami)?|om-os|pro-nas|про-нас|אודות',
    // The company page of a German, French, Spanish, Portuguese, Italian or Dutch site ("Unternehmen", "L'entreprise",
    // "Empresa", "Azienda", "Bedrijf"), and a medical practice's or law firm's own page ("Praxis", "Kanzlei"): each
    // word also names a news section or a topic (/wirtschaft/unternehmen/), so it counts as `company` does.
    sections:
      'company|unternehmen|l-entreprise|notre-entreprise|la-empresa|nuestra-empresa|a-empresa|empresa|azienda|l-azienda|bedrijf|het-bedrijf|praxis|unsere-praxis|kanzlei',
    text: /^(?:about|about us|about [\p{L} ]{1,25}|our story|who we are|company|über uns|ueber uns|wir über uns|über mich|ueber mich|a propos|à propos|qui sommes[- ]nous|qui suis[- ]je|quiénes somos|quienes somos|quem somos|sobre|sobre nosotros|sobre nós|sobre mí|sobre mi|sobre mim|chi siamo|chi sono|over ons|over mij|om oss|o nas|o mnie|o firmie|о нас|о компании|о проекте|会社概要|会社案内|運営会社|運営者情報|私たちについて|当サイトについて|关于我们|關於我們|关于本站|公司简介|من نحن|عن الموقع|عن الشركة|نبذة عنا|हमारे बारे में|회사소개|hakkımızda|giới thiệu|về chúng tôi|tentang kami|tentang|om os|o nás|про нас|אודות|אודותינו|מי אנחנו|เกี่ยวกับเรา)$/iu,
  },
  contact: {
    // A support or help page counts as the last segment only: /help/cookie is the cookie policy, not a way to reach you.
    segments:
      'contact(?:[-_]?us)?|contacts|kontakt|contacto|contato|contatti|nous-contacter|contactez-nous|nous-ecrire|fale-conosco|inquiry|toiawase|otoiawase|impressum|kontakty|контакты|اتصل-بنا|تواصل-معنا|iletisim|bize-ulasin|lien-he|hubungi(?:-kami)?|kontak|kontakt-os|kontakta-oss|контакти|צור-קשר',
    // So does a shop's customer service page (/kundenservice, /klantenservice): /kundenservice/versand is shipping.
    lastOnly:
      'support|help|kundenservice|klantenservice|servizio-clienti|service-client|atencion-al-cliente|atendimento|obsluga-klienta',
    text: /^(?:contact|contacts|contact us|get in touch|kontakt|kontakty|contacto|contato|contatti|nous contacter|contactez-nous|nous écrire|fale conosco|entre em contato|support|help|impressum|kundenservice|klantenservice|servizio clienti|service client|atención al cliente|atendimento|obsługa klienta|контакты|связаться с нами|обратная связь|お問い合わせ|お問合せ|問い合わせ|联系我们|聯絡我們|聯繫我們|联系方式|문의하기|고객센터|연락처|اتصل بنا|تواصل معنا|संपर्क|संपर्क करें|[iİ]letişim|bize ulaşın|liên hệ|hubungi kami|kontak|kontakt os|kontakta oss|контакти|зв['’]язатися з нами|צור קשר|ติดต่อเรา)$/i,
  },
  privacy: {
    segments:
      'privacy(?:[-_]?(?:policy|notice|statement))?|datenschutz(?:erklaerung|erklärung|hinweise)?|confidentialite|donnees-personnelles|privacidad|privacidade|politica-de-privacidad|politica-de-privacidade|polityka-prywatnosci|prywatnosc|privacybeleid|privacyverklaring|gdpr|rodo|konfidencialnost|politika-konfidencialnosti|конфиденциальность|سياسة-الخصوصية|الخصوصية|gizlilik(?:-politikasi)?|kvkk|chinh-sach-bao-mat|kebijakan-privasi|privatlivspolitik|persondatapolitik|integritetspolicy|personvern(?:erklaering)?|ochrana-osobnich-udaju|polityka-konfidentsiinosti|konfidentsiinist',
    hyphenEnds: true,
    text: /(?:privacy|datenschutz|confidentialité|données personnelles|privacidad|privacidade|prywatności|prywatność|informativa|конфиденциальност|персональных данных|プライバシー|個人情報|隐私|隱私|개인정보|الخصوصية|गोपनीयता|gizlilik|kvkk|chính sách bảo mật|quyền riêng tư|privasi|privatliv|persondata|integritetspolicy|personvern|osobních údajů|конфіденційн|פרטיות|ความเป็นส่วนตัว)/i,
  },
  terms: {
    segments:
      'terms|tos|terms-of-service|terms-of-use|terms-and-conditions|conditions-of-(?:use|sale|service)|conditions-generales|conditions-d-utilisation|general-conditions|agb|cgu|cgv|impressum|mentions-legales|aviso-legal|termos(?:-de-uso)?|terminos(?:-y-condiciones)?|condiciones|regulamin|algemene-voorwaarden|voorwaarden|proclaimer|disclaimer|haftungsausschluss|avertissement|clause-de-non-responsabilite|descargo-de-responsabilidad|aviso-de-responsabilidade|esclusione-di-responsabilita|termini(?:-di-(?:servizio|utilizzo|uso))?|condizioni-generali(?:-di-(?:vendita|servizio|utilizzo))?|note-legali|kiyaku|riyou-kiyaku|tokushoho|tokutei|user-agreement|договор-оферты|الشروط|الشروط-والأحكام|kullanim-kosullari|mesafeli-satis-sozlesmesi|uyelik-sozlesmesi|dieu-khoan(?:-su-dung|-dich-vu)?|syarat-(?:dan-)?ketentuan|handelsbetingelser|salgsbetingelser|anvandarvillkor|kopvillkor|vilkar|obchodni-podminky|podminky(?:-uziti|-pouziti)?|umovy(?:-vykorystannia)?|takanon|תקנון',
    // "Conditions" alone is a health site's A–Z of diseases (/conditions/, "Conditions A–Z"): only the legal
    // phrases count. A disclaimer page ("Disclaimer", "Haftungsausschluss", "Avertissement") is the site's legal
    // notice, as the Dutch government's "Proclaimer" is; on a health or money page its words in the footer are also
    // the disclaimer the YMYL check reads (eeat/ymyl-statements.ts).
    lastSections: 'legal|agreement',
    hyphenEnds: true,
    phrase: /\bterms (?:and|&) conditions\b|\bterms of (?:service|use|sale)\b/i,
    text: /^(?:terms|terms of (?:service|use)|terms (?:and|&) conditions|legal|legal notice|impressum|agb|allgemeine geschäftsbedingungen|nutzungsbedingungen|cgu|cgv|mentions légales|conditions générales(?: de vente| d['’]utilisation)?|aviso legal|términos(?: y condiciones| de uso)?|condiciones (?:de uso|generales)|termos(?: de uso| e condições)?|termini e condizioni|termini di servizio|termini d['’]uso|termini di utilizzo|condizioni d['’]uso|condizioni generali(?: di (?:vendita|servizio))?|note legali|algemene voorwaarden|voorwaarden|proclaimer|disclaimer|haftungsausschluss|avertissement|clause de non[- ]responsabilité|descargo de responsabilidad|aviso de responsabilidade|esclusione di responsabilità|regulamin|warunki korzystania|conditions (?:of (?:use|sale|service)|d['’]utilisation)|пользовательское соглашение|условия использования|договор оферты|публичная оферта|利用規約|規約|特定商取引法に基づく表記|特定商取引法に基づく表示|特定商取引法|特商法表記|用户协议|服务条款|使用条款|服務條款|用戶協議|الشروط والأحكام|شروط الاستخدام|الشروط|नियम और शर्तें|이용약관|kullanım koşulları|mesafeli satış sözleşmesi|üyelik sözleşmesi|satış sözleşmesi|điều khoản sử dụng|điều khoản dịch vụ|syarat dan ketentuan|syarat & ketentuan|ketentuan layanan|handelsbetingelser|salgsbetingelser|vilkår|användarvillkor|köpvillkor|villkor|obchodní podmínky|podmínky užití|podmínky použití|умови використання|угода користувача|תקנון|תקנון האתר|תנאי שימוש|ข้อกำหนดการใช้งาน|ข้อตกลงและเงื่อนไข|เงื่อนไขการใช้งาน)$/i,
  },
  editorial: {
    segments:
      'editorial(?:-policy|-guidelines|-standards|-process)?|corrections(?:-policy)?|fact-?checking|how-we-(?:review|test|rate|work)|review-process|methodology|publishing-principles|redaktionelle-leitlinien|redaktionsrichtlinien|redaktionelle-grundsaetze|charte-editoriale|politique-editoriale|politica-editorial|redactioneel-beleid|redactiestatuut|redaktionsstatut|principios-editoriales|normas-editoriales|criterios-editoriales|libro-de-estilo|principes-editoriaux|principi-editoriali|principios-editoriais|zasady-redakcyjne|polityka-redakcyjna|редакционная-политика|linee-guida-editoriali|politica-editoriale',
    sections: 'ethics|standards',
    text: /(?:editorial (?:policy|guidelines|standards|process)|corrections|fact[- ]check|ethics policy|our standards|how we (?:review|test|rate)|methodology|publishing principles|redaktionelle (?:leitlinien|grundsätze|richtlinien)|redaktionsrichtlinien|charte éditoriale|politique éditoriale|principes éditoriaux|política editorial|principios editoriales|normas editoriales|criterios editoriales|libro de estilo|princípios editoriais|principi editoriali|redaktionsstatut|redactionele richtlijnen|redactiestatuut|zasady redakcyjne|polityka redakcyjna|редакционная политика|编辑方针|编辑政策|编辑准则|編集方針|編集ポリシー|السياسة التحريرية|سياسة التحرير|linee guida editoriali|politica editoriale|הקוד האתי|קוד אתי)/i,
  },
};

/** What may follow the last segment: an extension and a slash. */
const TAIL = '(?:\\.[a-z0-9]+)?/?$';

function trustLink(words: TrustWords): TrustLink {
  const end = words.hyphenEnds ? '(?:[/.?#-]|$)' : END;
  const extra =
    (words.lastOnly ? `|/(?:${words.lastOnly})/?(?:[.?#]|$)` : '') +
    (words.lastSections ? `|/(?:${words.lastSections})(?:-[^/?#]*)?/?(?:[.?#]|$)` : '');
  const segments = words.sections ? `${words.segments}|${words.sections}` : words.segments;
  const last = words.lastOnly ? `${words.segments}|${words.lastOnly}` : words.segments;
  const sections = [words.sections, words.lastSections].filter((w) => w !== undefined).join('|');
  const whole = sections ? `|^(?:/[a-z]{2}(?:[-_][a-z]{2})?)?/(?:${sections})${TAIL}` : '';
  return {
    path: new RegExp(`/(?:${segments})${end}${extra}`, 'i'),
    last: new RegExp(`/(?:${last})${TAIL}${whole}`, 'i'),
    text: words.text,
    wholeText: words.text.source.startsWith('^'),
    ...(words.phrase ? { phrase: words.phrase } : {}),
  };
}

const TRUST_LINKS = Object.fromEntries(
  Object.entries(TRUST_WORDS).map(([kind, words]) => [kind, trustLink(words)]),
) as Record<TrustKind, TrustLink>;
const TRUST_KINDS = Object.values(TRUST_LINKS);
/** A contact page by a segment of its path (not a help or support page, see `offTopicHelpSection`). */
const CONTACT_PATH = new RegExp(`/(?:${TRUST_WORDS.contact.segments})${END}`, 'i');
/**
 * Paths and texts of every kind in one expression each, not in Unicode mode (it makes each test several times
 * dearer, and every link of a page is tested). The about text needs Unicode mode for its letter class, so it is
 * tested on its own, after the others.
 */
const union = (list: RegExp[]): RegExp => new RegExp(list.map((re) => `(?:${re.source})`).join('|'), 'i');
const ANY_TRUST_PATH = union(TRUST_KINDS.map((k) => k.path));
const ANY_TRUST_TEXT = union(TRUST_KINDS.filter((k) => k !== TRUST_LINKS.about).map((k) => k.text));
const ANY_TRUST_PHRASE = union(TRUST_KINDS.flatMap((k) => (k.phrase ? [k.phrase] : [])));

/**
 * The path as people read it: percent-encoded Arabic, Cyrillic or Japanese slugs decoded (the path as sent when it
 * cannot be decoded).
 *
 * @example
 * ```ts
 * readablePath(new URL('https://example.jp/%E8%91%97%E8%80%85/tanaka/')); // '/著者/tanaka/'
 * ```
 */
export function readablePath(url: URL): string {
  if (!url.pathname.includes('%')) return url.pathname;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** A link text without the punctuation after it: "Qui sommes-nous ?" reads "Qui sommes-nous". */
function readableText(text: string): string {
  return TRAILING_MARK.test(text.charAt(text.length - 1)) ? text.replace(/[\s?？!！.。:：]+$/u, '') : text;
}
const TRAILING_MARK = /[?？!！.。:：]/;

/** Where a site links its own about, legal and policy pages: a link there may match anywhere in its path. */
const CHROME = new Set(['header', 'nav', 'footer', 'aside']);

function matchesPath(rule: TrustLink, path: string, region: string | undefined): boolean {
  if (!rule.path.test(path)) return false;
  return (region !== undefined && CHROME.has(region)) || rule.last.test(path);
}

/** Words of a link text (runs between blanks). */
function wordsOf(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/** A label a site gives its policy links is a few words; an article's title in the content is more. */
const CONTENT_LABEL_WORDS = 3;

/** The most words of a label that names a page by a phrase inside it (`TrustWords.phrase`). */
const PHRASE_LABEL_WORDS = 6;

/**
 * Sections of a shop's help or support page about something other than reaching anyone: shipping, delivery, returns,
 * refunds, payment, orders, reviews, in the languages whose help-page words the contact rule reads.
 */
const OTHER_SECTION =
  /(?:^|[-_])(?:shipping|delivery|deliveries|returns?|refunds?|exchanges?|payments?|orders?|tracking|reviews?|ratings?|versand|lieferung|retouren?|rueckgabe|rücksendung|zahlung|livraison|retours?|remboursements?|paiement|envios?|envíos?|entregas?|devoluciones|devolucoes|devoluções|pagos?|pagamentos?|spedizioni?|consegna|resi|verzending|verzendkosten|bezorging|retourneren|betalen|dostawa|zwroty|platnosci)(?:$|[-_])/iu;

/**
 * Words of a link that offers help or a way to reach the site ("Need help?", "Customer service", "Ask us"). "Service"
 * alone is not one: "Free delivery service" names what is delivered, not who answers.
 */
const HELP_TEXT =
  /\b(?:help|support|contact|customer (?:service|care)|service client|kundenservice|kundendienst|servicio al cliente|atención al cliente|servizio clienti|klantenservice|ask|questions?|get in touch|reach us|hilfe|kontakt|aide|ayuda|ajuda|aiuto|hulp|pomoc)\b/i;

/**
 * A link to a section of the help or support page about something else, under a label that is no way to reach
 * anyone: a shop's banner "Free delivery when you spend £35 or more*" to /help/support#shipping-delivery leads to the
 * delivery terms, not to a contact page. "Need help?" or "Contact us" to the same address still counts, as does any
 * link to /contact, whatever its fragment: that page is the contact page whichever section it opens at.
 */
function offTopicHelpSection(rule: TrustLink, a: ResolvedAnchor, path: string): boolean {
  if (rule !== TRUST_LINKS.contact || !a.url!.hash || CONTACT_PATH.test(path)) return false;
  let fragment = a.url!.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // an undecodable fragment is read as sent
  }
  if (!OTHER_SECTION.test(fragment)) return false;
  const text = readableText(a.text);
  return !rule.text.test(text) && !HELP_TEXT.test(text);
}

function matches(rule: TrustLink, a: ResolvedAnchor): boolean {
  const path = readablePath(a.url!);
  if (offTopicHelpSection(rule, a, path)) return false;
  if (matchesPath(rule, path, a.anchor.region)) return true;
  if (a.text.length > 40) return false;
  const text = readableText(a.text);
  if (!rule.text.test(text))
    return rule.phrase !== undefined && wordsOf(text) <= PHRASE_LABEL_WORDS && rule.phrase.test(text);
  // A text rule that holds the word anywhere ("privacy", "corrections") would take a related article's title
  // ("Google's Privacy Sandbox, explained") for the policy: in the content such a link must be a short label.
  return rule.wholeText || CHROME.has(a.anchor.region) || wordsOf(text) <= CONTENT_LABEL_WORDS;
}

/**
 * Same-site links one of the trust kinds could accept: two tests per link here, where testing each kind takes
 * ten, and most links (articles, products) are none of them.
 *
 * @example
 * ```ts
 * const candidates = trustCandidates(resolvedAnchors(facts, pageUrl));
 * findTrustLinks(candidates, pageUrl, 'privacy'); // [{ what: 'link "Polityka prywatności"', … }]
 * ```
 */
export function trustCandidates(anchors: ResolvedAnchor[]): ResolvedAnchor[] {
  return anchors.filter(
    (a) =>
      a.url !== undefined &&
      a.sameSite &&
      (ANY_TRUST_PATH.test(readablePath(a.url)) ||
        (a.text.length <= 40 &&
          (ANY_TRUST_TEXT.test(readableText(a.text)) ||
            TRUST_LINKS.about.text.test(readableText(a.text)) ||
            ANY_TRUST_PHRASE.test(a.text)))),
  );
}

/** Up to three links of one kind, and the page itself when it is that page. */
export function findTrustLinks(anchors: ResolvedAnchor[], pageUrl: string, kind: TrustKind): Evidence[] {
  const rule = TRUST_LINKS[kind];
  // A link to this very page (a theme's placeholder href="#") leads nowhere.
  const found = anchors.filter((a) => a.url && a.sameSite && !isThisPage(a.url, pageUrl) && matches(rule, a));
  const out: Evidence[] = distinctBy(found, (a) => a.url!.href)
    .slice(0, 3)
    .map((a) => ({ what: quotedLink(a.text), where: a.anchor.region, value: a.url!.href }));
  try {
    if (matchesPath(rule, readablePath(new URL(pageUrl)), undefined))
      out.unshift({ what: 'this page is itself that page', value: pageUrl });
  } catch {
    // unparseable page URL: only links count
  }
  return out;
}
