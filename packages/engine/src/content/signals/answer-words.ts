/**
 * Whether a first sentence asserts or directs in a language other than English, by the words of each language (a
 * table keyed by the page's language), Turkish suffixes and Korean endings.
 */

import { wordEnd, wordStart } from '../words.ts';
import { UNSPACED_LANGUAGES, unspacedAnswer } from './unspaced-answers.ts';

/**
 * The words that make a first sentence an answer in the other languages we see most, by language (the primary subtag
 * of the page's lang, as `pageLanguage` gives it). Each language's words are read only on pages of that language: a
 * short word of one is often another's everyday word (Czech "je" "is" is French "je" "I", Vietnamese "là" is French
 * "là" "there"), and French "Je vous propose de découvrir …" is no answer. Words that are also English nouns ("war",
 * "era") are left out, and Danish and Norwegian "er" (German "he", and read on pages of unknown language too).
 */
interface AnswerWords {
  /** Assertions: "is", "means", "costs" … (space-separated). */
  assertion: string;
  /** Modal statements: "should", "can", "must" … ("Sie sollten …", "Se puede …", "Należy …"). */
  direct?: string;
  /** Two-word modal forms, by their first word ("hay que"). */
  pairs?: readonly (readonly [string, string])[];
  /** "Yes" and "no" as the whole answer ("Sí. Preparamos …", "Ja, …"), when followed by , . or !. */
  yesNo?: string;
}

const ANSWER_WORDS: Readonly<Record<string, AnswerWords>> = {
  de: {
    assertion:
      'ist sind waren bedeutet beträgt betragen liegt liegen heißt gilt kostet kosten dauert enthält ermöglicht erlaubt bietet hilft braucht benötigt besteht umfasst',
    direct: 'soll sollte sollten sollen kann können muss müssen darf dürfen wird werden',
    pairs: [
      ['lässt', 'sich'],
      ['empfiehlt', 'sich'],
    ],
    yesNo: 'ja nein',
  },
  fr: {
    assertion: 'est sont était signifie désigne permet coûte coûtent dure contient comprend consiste',
    direct: 'peut peuvent doit doivent faut suffit',
    yesNo: 'oui non',
  },
  es: {
    assertion: 'es son está están significa permite cuesta cuestan contiene consiste sirve',
    direct: 'puede pueden debe deben conviene basta',
    pairs: [
      ['hay', 'que'],
      ['tiene', 'que'],
      ['tienen', 'que'],
    ],
    yesNo: 'sí',
  },
  pt: {
    assertion: 'é são estão custa custam contém serve',
    direct: 'pode podem deve devem precisa precisam',
    yesNo: 'sim não',
  },
  it: { assertion: 'è sono permette', direct: 'può possono deve devono bisogna', yesNo: 'sì' },
  nl: {
    assertion: 'zijn betekent kost duurt bevat helpt',
    direct: 'kun kunt kan moet moeten zal zullen',
    yesNo: 'ja nee',
  },
  pl: {
    assertion: 'jest są oznacza pozwala kosztuje kosztują trwa zawiera polega',
    direct: 'można należy trzeba powinien powinna powinno powinny musi muszą może mogą wystarczy',
    yesNo: 'tak nie',
  },
  ru: {
    assertion: 'это является являются означает позволяет позволяют составляет занимает есть',
    direct: 'можно нужно следует должен должна должно должны может могут надо',
    yesNo: 'да нет',
  },
  uk: {
    assertion: 'це є означає дозволяє становить коштує триває містить',
    direct: 'можна потрібно треба слід варто необхідно можуть мусить',
  },
  hi: { assertion: 'है हैं' },
  // The pronoun of a definition ("حساب التوفير هو …", "a savings account is …").
  ar: { assertion: 'هو هي يعني تعني' },
  sv: {
    assertion: 'är betyder innebär kostar varar innehåller består',
    direct: 'kan bör måste ska behöver',
    yesNo: 'ja nej',
  },
  da: {
    assertion: 'betyder koster varer indeholder består',
    direct: 'kan skal skulle må bør',
    yesNo: 'ja nej',
  },
  no: {
    assertion: 'betyr koster varer inneholder består',
    direct: 'kan skal skulle må bør',
    yesNo: 'ja nei',
  },
  cs: {
    assertion: 'je jsou znamená stojí trvá obsahuje umožňuje představuje',
    direct: 'můžete může mohou musíte musí lze stačí doporučujeme',
  },
  id: { assertion: 'adalah merupakan ialah yaitu berarti', direct: 'bisa dapat harus perlu sebaiknya wajib' },
  vi: { assertion: 'là', direct: 'nên cần phải', pairs: [['có', 'thể']] },
  // "Means", "which is" (a defining clause: "Türkiye'nin en kalabalık şehri olan İstanbul …"), "is known", "is
  // considered", "contains", "provides", "requires", "lasts"; "it is necessary", "may", "needed"; "anlamına gelir"
  // "means".
  tr: {
    assertion: 'demektir olan bilinir sayılır içerir sağlar gerektirir sürer',
    direct: 'gerekir gerekiyor olabilir lazım',
    pairs: [['anlamına', 'gelir']],
  },
  // Hebrew: the pronoun of a definition (as Arabic's), "there is", "there is not", "is not"; modal words.
  he: {
    assertion: 'הוא היא הם הן זה זו יש אין אינו אינה אינם אינן',
    direct: 'צריך צריכה צריכים אפשר ניתן חייב חייבים כדאי מומלץ',
  },
};

interface AnswerLexicon {
  assertion: ReadonlySet<string>;
  direct: ReadonlySet<string>;
  pairs: ReadonlyMap<string, string>;
  yesNo: ReadonlySet<string>;
}

function lexiconOf(list: readonly AnswerWords[]): AnswerLexicon {
  const words = (pick: (w: AnswerWords) => string | undefined): Set<string> =>
    new Set(list.flatMap((w) => pick(w)?.split(' ') ?? []));
  return {
    assertion: words((w) => w.assertion),
    direct: words((w) => w.direct),
    // No two languages open a pair with the same word.
    pairs: new Map(list.flatMap((w) => w.pairs ?? [])),
    yesNo: words((w) => w.yesNo),
  };
}

const LEXICONS = new Map(Object.entries(ANSWER_WORDS).map(([language, w]) => [language, lexiconOf([w])]));
/** Every language's words: a page in English or without lang may be written in any of them. */
const ALL_LANGUAGES = lexiconOf(Object.values(ANSWER_WORDS));
const NO_WORDS = lexiconOf([]);

/**
 * Turkish states what a thing is with a suffix, not a word ("el yapımıdır", "it is handmade"): a word of six letters
 * or more ending in -dır/-tır/-dür/-tür. The forms with i and u (-dir, -tur), on a page whose language is not known to
 * be Turkish, only in a sentence with a letter only Turkish writes (ı, ğ, ş): German "Temperatur", "Natur" and Spanish
 * "permitir" end in them too.
 */
const TURKISH_COPULA = /^[^\s]{3,}[dt][ıü]r$/;
const TURKISH_COPULA_PLAIN = /^[^\s]{3,}[dt][iu]r$/;
const TURKISH_LETTER = /[ığş]/i;
/**
 * Turkish modal suffixes, read on Turkish pages: "can" (-abilir/-ebilir: "yapabilirsiniz", "you can do") and "must"
 * (-malı/-meli: "ödemelisiniz", "you must pay"), on words of seven letters or more ("temeli", "its foundation", is not
 * one).
 */
const TURKISH_MODAL = /(?:[ae]bilir(?:siniz|sin|iz|ler)?|malı(?:sınız|sın|yız)?|meli(?:siniz|sin|yiz)?)$/;
/**
 * Turkish puts the verb last, and states most facts in the aorist or the passive ("elde üretilir", "is made by hand";
 * "kolayca temizlenir"), the present (-yor), the past (-dı, -miş) or the future (-acak): a statement that ends in such a
 * verb, on a Turkish page, asserts. Filler and questions are turned away before this is asked.
 */
const TURKISH_FINITE = /(?:[aeıiuü]r|yor|[dt][ıiuü]|m[ıiuü]ş|[ae]c[ae]k)$/;
/** A person or plural ending after the verb ("yapılırlar"), taken off first: a plural noun ("detaylar") is no verb. */
const TURKISH_PERSON = /(?:l[ae]r|s[ıiuü]n[ıiuü]z|[ıiuü]z)$/;
/** The last word of a sentence closed by a full stop (a heading-like fragment has none). */
const LAST_WORD = /([^\s.!…]+)[.!…]+\s*$/;

/**
 * Whether a first sentence asserts or directs in one of the other languages, by its words (a set lookup per word:
 * an expression of these alternatives between Unicode word edges cost more than all the English expressions).
 * `language` is the page's (see `pageLanguage`): null reads every language's words, a language without a list none.
 */
export function otherLanguageAnswer(
  sentence: string,
  language: string | null,
): 'definition or assertion' | 'direct statement or instruction' | null {
  const words = language === null ? ALL_LANGUAGES : (LEXICONS.get(language) ?? NO_WORDS);
  if ((language === null || language === 'ko') && koreanDeclarative(sentence))
    return 'definition or assertion';
  if (language === null || UNSPACED_LANGUAGES.has(language)) {
    const unspaced = unspacedAnswer(sentence, language);
    if (unspaced !== null) return unspaced;
  }
  const copula = language === null || language === 'tr';
  if (language === 'tr') {
    const last = LAST_WORD.exec(sentence)?.[1]?.toLocaleLowerCase('tr').replace(TURKISH_PERSON, '');
    if (last !== undefined && last.length >= 4 && TURKISH_FINITE.test(last)) return 'definition or assertion';
  }
  let direct = false;
  let previous = '';
  let first = true;
  for (let at = wordStart(sentence, 0); at < sentence.length; ) {
    const end = wordEnd(sentence, at);
    const word = sentence.slice(at, end).toLowerCase();
    if (first && words.yesNo.has(word) && ',.!'.includes(sentence.charAt(end) || ' '))
      return 'definition or assertion';
    first = false;
    if (words.assertion.has(word)) return 'definition or assertion';
    if (
      copula &&
      word.length >= 6 &&
      word.charCodeAt(word.length - 1) === 114 &&
      (TURKISH_COPULA.test(word) ||
        (TURKISH_COPULA_PLAIN.test(word) && (language === 'tr' || TURKISH_LETTER.test(sentence))))
    )
      return 'definition or assertion';
    if (
      words.direct.has(word) ||
      words.pairs.get(previous) === word ||
      (language === 'tr' && word.length >= 7 && TURKISH_MODAL.test(word))
    )
      direct = true;
    previous = word;
    at = wordStart(sentence, end);
  }
  return direct ? 'direct statement or instruction' : null;
}

/**
 * A Korean sentence that states: it ends in the declarative 다 (진행된다, 있습니다) or the polite 요 (있어요),
 * before its full stop. Questions ended with "?" were turned away before.
 */
function koreanDeclarative(sentence: string): boolean {
  let end = sentence.length - 1;
  while (end > 0 && (sentence.charCodeAt(end) === 46 || sentence.charCodeAt(end) === 33)) end--;
  const last = sentence.charCodeAt(end);
  return last === 0xb2e4 || last === 0xc694;
}
