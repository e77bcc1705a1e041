/**
 * Month names and the words that label a visible date as the publication or the update, in the languages the
 * engine reads (docs/decisions/0029-multilingual-dates.md says why these are tables and not a library).
 */

/**
 * Each language's twelve months, January first; each month lists its spellings in lower case: the full name, its
 * genitive or declined form where dates use one ("12 marca", "3 марта"), and the usual abbreviations (a trailing
 * full stop is allowed after any of them).
 */
const MONTHS_BY_LANGUAGE: Record<string, readonly (readonly string[])[]> = {
  en: [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march', 'mar'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sept', 'sep'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  de: [
    ['januar', 'jänner', 'jän'],
    ['februar', 'feber'],
    ['märz', 'maerz', 'mär', 'mrz'],
    ['april'],
    ['mai'],
    ['juni'],
    ['juli'],
    ['august'],
    ['september'],
    ['oktober', 'okt'],
    ['november'],
    ['dezember', 'dez'],
  ],
  fr: [
    ['janvier', 'janv'],
    ['février', 'fevrier', 'févr', 'fevr', 'fév', 'fev'],
    ['mars'],
    ['avril', 'avr'],
    ['mai'],
    ['juin'],
    ['juillet', 'juil'],
    ['août', 'aout'],
    ['septembre'],
    ['octobre'],
    ['novembre'],
    ['décembre', 'decembre', 'déc'],
  ],
  es: [
    ['enero', 'ene'],
    ['febrero'],
    ['marzo'],
    ['abril', 'abr'],
    ['mayo'],
    ['junio'],
    ['julio'],
    ['agosto', 'ago'],
    ['septiembre', 'setiembre', 'set'],
    ['octubre'],
    ['noviembre'],
    ['diciembre', 'dic'],
  ],
  pt: [
    ['janeiro'],
    ['fevereiro'],
    ['março', 'marco'],
    ['abril'],
    ['maio'],
    ['junho'],
    ['julho'],
    ['agosto'],
    ['setembro'],
    ['outubro', 'out'],
    ['novembro'],
    ['dezembro'],
  ],
  it: [
    ['gennaio', 'gen'],
    ['febbraio'],
    ['marzo'],
    ['aprile'],
    ['maggio', 'mag'],
    ['giugno', 'giu'],
    ['luglio', 'lug'],
    ['agosto'],
    ['settembre'],
    ['ottobre', 'ott'],
    ['novembre'],
    ['dicembre'],
  ],
  nl: [
    ['januari'],
    ['februari'],
    ['maart', 'mrt'],
    ['april'],
    ['mei'],
    ['juni'],
    ['juli'],
    ['augustus'],
    ['september'],
    ['oktober'],
    ['november'],
    ['december'],
  ],
  pl: [
    ['styczeń', 'stycznia', 'sty'],
    ['luty', 'lutego', 'lut'],
    ['marzec', 'marca'],
    ['kwiecień', 'kwietnia', 'kwi'],
    ['maj', 'maja'],
    ['czerwiec', 'czerwca', 'cze'],
    ['lipiec', 'lipca', 'lip'],
    ['sierpień', 'sierpnia', 'sie'],
    ['wrzesień', 'września', 'wrz'],
    ['październik', 'października', 'paź'],
    ['listopad', 'listopada', 'lis'],
    ['grudzień', 'grudnia', 'gru'],
  ],
  ru: [
    ['январь', 'января', 'янв'],
    ['февраль', 'февраля', 'фев'],
    ['март', 'марта', 'мар'],
    ['апрель', 'апреля', 'апр'],
    ['май', 'мая'],
    ['июнь', 'июня', 'июн'],
    ['июль', 'июля', 'июл'],
    ['август', 'августа', 'авг'],
    ['сентябрь', 'сентября', 'сент', 'сен'],
    ['октябрь', 'октября', 'окт'],
    ['ноябрь', 'ноября', 'нояб', 'ноя'],
    ['декабрь', 'декабря', 'дек'],
  ],
  // Egyptian and Gulf names, the Levantine and Iraqi ones, and the Maghreb's (from French).
  ar: [
    ['يناير', 'كانون الثاني', 'جانفي'],
    ['فبراير', 'شباط', 'فيفري'],
    ['مارس', 'آذار'],
    ['أبريل', 'ابريل', 'إبريل', 'نيسان', 'أفريل'],
    ['مايو', 'أيار', 'ماي'],
    ['يونيو', 'يونيه', 'حزيران', 'جوان'],
    ['يوليو', 'يوليه', 'تموز', 'جويلية'],
    ['أغسطس', 'اغسطس', 'آب', 'أوت'],
    ['سبتمبر', 'أيلول'],
    ['أكتوبر', 'اكتوبر', 'تشرين الأول'],
    ['نوفمبر', 'تشرين الثاني'],
    ['ديسمبر', 'كانون الأول'],
  ],
  tr: [
    ['ocak', 'oca'],
    ['şubat', 'şub'],
    ['mart'],
    ['nisan', 'nis'],
    ['mayıs'],
    ['haziran', 'haz'],
    ['temmuz', 'tem'],
    ['ağustos', 'ağu'],
    ['eylül', 'eyl'],
    ['ekim', 'eki'],
    ['kasım', 'kas'],
    ['aralık', 'ara'],
  ],
  // Swedish, Danish and Norwegian (Bokmål).
  sv: [
    ['januari'],
    ['februari'],
    ['mars', 'marts'],
    ['april'],
    ['maj'],
    ['juni'],
    ['juli'],
    ['augusti', 'august'],
    ['september'],
    ['oktober'],
    ['november'],
    ['december', 'desember', 'des'],
  ],
  da: [
    ['januar'],
    ['februar'],
    ['marts'],
    ['april'],
    ['maj', 'mai'],
    ['juni'],
    ['juli'],
    ['august'],
    ['september'],
    ['oktober'],
    ['november'],
    ['december'],
  ],
  cs: [
    ['leden', 'ledna'],
    ['únor', 'února'],
    ['březen', 'března'],
    ['duben', 'dubna'],
    ['květen', 'května'],
    ['červen', 'června'],
    ['červenec', 'července'],
    ['srpen', 'srpna'],
    ['září'],
    ['říjen', 'října'],
    ['listopad', 'listopadu'],
    ['prosinec', 'prosince'],
  ],
  uk: [
    ['січень', 'січня', 'січ'],
    ['лютий', 'лютого', 'лют'],
    ['березень', 'березня', 'бер'],
    ['квітень', 'квітня', 'квіт'],
    ['травень', 'травня', 'трав'],
    ['червень', 'червня', 'черв'],
    ['липень', 'липня', 'лип'],
    ['серпень', 'серпня', 'серп'],
    ['вересень', 'вересня', 'вер'],
    ['жовтень', 'жовтня', 'жовт'],
    ['листопад', 'листопада', 'лист'],
    ['грудень', 'грудня', 'груд'],
  ],
  id: [
    ['januari'],
    ['februari', 'pebruari'],
    ['maret'],
    ['april'],
    ['mei'],
    ['juni'],
    ['juli'],
    ['agustus', 'agu'],
    ['september'],
    ['oktober'],
    ['november'],
    ['desember'],
  ],
  // Hebrew, also with the preposition ב ("in") written onto the month: "12 במרץ 2025".
  he: [
    ['ינואר', 'בינואר'],
    ['פברואר', 'בפברואר'],
    ['מרץ', 'במרץ', 'מרס', 'במרס'],
    ['אפריל', 'באפריל'],
    ['מאי', 'במאי'],
    ['יוני', 'ביוני'],
    ['יולי', 'ביולי'],
    ['אוגוסט', 'באוגוסט'],
    ['ספטמבר', 'בספטמבר'],
    ['אוקטובר', 'באוקטובר'],
    ['נובמבר', 'בנובמבר'],
    ['דצמבר', 'בדצמבר'],
  ],
  // Thai, full and abbreviated; years are usually Buddhist-era (dates.ts subtracts 543).
  th: [
    ['มกราคม', 'ม.ค'],
    ['กุมภาพันธ์', 'ก.พ'],
    ['มีนาคม', 'มี.ค'],
    ['เมษายน', 'เม.ย'],
    ['พฤษภาคม', 'พ.ค'],
    ['มิถุนายน', 'มิ.ย'],
    ['กรกฎาคม', 'ก.ค'],
    ['สิงหาคม', 'ส.ค'],
    ['กันยายน', 'ก.ย'],
    ['ตุลาคม', 'ต.ค'],
    ['พฤศจิกายน', 'พ.ย'],
    ['ธันวาคม', 'ธ.ค'],
  ],
  hi: [
    ['जनवरी'],
    ['फ़रवरी', 'फरवरी'],
    ['मार्च'],
    ['अप्रैल'],
    ['मई'],
    ['जून'],
    ['जुलाई'],
    ['अगस्त'],
    ['सितंबर', 'सितम्बर'],
    ['अक्टूबर'],
    ['नवंबर', 'नवम्बर'],
    ['दिसंबर', 'दिसम्बर'],
  ],
};

/** Month index (0-11) by spelling, NFC and lower case, over every language; a spelling two languages share names the same month in both. */
export const MONTH_INDEX: ReadonlyMap<string, number> = (() => {
  const index = new Map<string, number>();
  for (const [language, months] of Object.entries(MONTHS_BY_LANGUAGE)) {
    months.forEach((spellings, month) => {
      for (const spelling of spellings) {
        const key = spelling.normalize('NFC');
        const known = index.get(key);
        if (known !== undefined && known !== month)
          throw new Error(`month "${spelling}" (${language}) is month ${known + 1} in another language`);
        index.set(key, month);
      }
    });
  }
  return index;
})();

/** English month spellings only: month-first dates ("March 3, 2025") are English; other languages put the day first. */
export const ENGLISH_MONTHS: readonly string[] = MONTHS_BY_LANGUAGE.en!.flat();

/**
 * Words before a date that say it is the publication date, and those that say it is the update, each as written on
 * pages (case is ignored; Arabic vowel marks are optional). A connecting word may follow ("am", "op", "le", "el",
 * "em", "в", "في", "于") and then an optional colon.
 */
export const PUBLISHED_WORDS: readonly string[] = [
  'published',
  'posted',
  'written',
  'veröffentlicht',
  'erschienen',
  'publié',
  'publiée',
  'publicado',
  'publicada',
  'pubblicato',
  'gepubliceerd',
  'geplaatst',
  'opublikowano',
  'opublikowany',
  'data publikacji',
  'опубликовано',
  'дата публикации',
  '发布时间',
  '发布日期',
  '发表于',
  '發布時間',
  '公開日',
  '投稿日',
  '掲載日',
  '작성일',
  '등록일',
  '게시일',
  '기사입력',
  '입력',
  'yayınlanma tarihi',
  'yayınlanma',
  'yayın tarihi',
  'publicerad',
  'publicerat',
  'udgivet',
  'publiceret',
  'publisert',
  'publikováno',
  'zveřejněno',
  'đăng ngày',
  'ngày đăng',
  'פורסם',
  'опубліковано',
  'дата публікації',
  'diterbitkan',
  'dipublikasikan',
  'เผยแพร่เมื่อ',
  'เผยแพร่',
  'نشر',
  'تاريخ النشر',
  'प्रकाशित',
];
/**
 * Words before a date that say when the content was last reviewed ("Last reviewed August 12, 2026", "Medically
 * reviewed … · Reviewed 12 Aug 2026"): a third kind, compared with lastReviewed or dateModified and never with the
 * publication date, which a health page's review cycle leaves years behind.
 */
export const REVIEWED_WORDS: readonly string[] = ['reviewed'];
export const UPDATED_WORDS: readonly string[] = [
  'updated',
  'last updated',
  'last modified',
  'modified',
  'aktualisiert',
  'zuletzt aktualisiert',
  'geändert',
  'mis à jour',
  'mise à jour',
  'actualizado',
  'actualizada',
  'atualizado',
  'atualizada',
  'aggiornato',
  'bijgewerkt',
  'laatst bijgewerkt',
  'zaktualizowano',
  'aktualizacja',
  'обновлено',
  'дата обновления',
  '更新时间',
  '更新日期',
  '更新於',
  '更新日',
  '수정일',
  '최종수정',
  '수정',
  'güncelleme',
  'son güncelleme',
  'güncellendi',
  'uppdaterad',
  'uppdaterat',
  'senast uppdaterad',
  'opdateret',
  'senest opdateret',
  'oppdatert',
  'sist oppdatert',
  'aktualizováno',
  'cập nhật',
  'עודכן',
  'עודכן לאחרונה',
  'оновлено',
  'diperbarui',
  'terakhir diperbarui',
  'แก้ไขล่าสุด',
  'อัปเดต',
  'อัพเดต',
  'تحديث',
  'آخر تحديث',
  'تم التحديث',
  'अपडेट',
];

/**
 * Labels that are everyday words too: Korean 입력 ("input") and 수정 ("edit", "fix") name the publication or update
 * time on news pages only where the date follows them directly ("입력 2025.03.03 09:12 | 수정 2025.03.04", or right
 * before a date element), not in "입력 폼의 마감일" or "버그를 수정했습니다 (2024-05-01)". Longer labels that start
 * with one (수정일) are read as before.
 */
export const DATE_ONLY_LABELS: readonly string[] = ['입력', '수정'];
const LOOSE_LABEL = new RegExp(
  DATE_ONLY_LABELS.map((word) => {
    const longer = [...PUBLISHED_WORDS, ...UPDATED_WORDS]
      .filter((w) => w.startsWith(word) && w !== word)
      .map((w) => w.slice(word.length));
    const tail = longer.length > 0 ? `(?:${longer.join('|')})?` : '';
    return `${word}(?!${tail}\\s*[:：]?\\s*(?:$|[0-9０-９]))`;
  }).join('|'),
  'g',
);

/**
 * The words before or around a date (class names, the text just before it) without the `DATE_ONLY_LABELS` that no
 * date follows directly, for a caller that then looks for any label in them.
 *
 * @example
 * ```ts
 * withoutLooseLabels('사용자 입력 폼의 마감일: '); // '사용자   폼의 마감일: '
 * withoutLooseLabels('기사입력 '); // '기사입력 ' (the date element comes next)
 * ```
 */
export function withoutLooseLabels(label: string): string {
  return DATE_ONLY_LABELS.some((w) => label.includes(w)) ? label.replace(LOOSE_LABEL, ' ') : label;
}

/** Words after a date that label it: "2025年3月3日 公開", "2025年3月10日 更新". */
export const PUBLISHED_AFTER: readonly string[] = ['公開', '投稿', '掲載', '发布', '發布'];
export const UPDATED_AFTER: readonly string[] = ['更新'];
