import type { Evidence } from '@geo-audit/core';
import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/**
 * A named editor ("Edited by Kurt Woock", Reuters' "Editing by Mark Potter", "Redaktion: Anna Schmidt", schema
 * `editor`): the page went through an editing step, as finance and health publishers show beside "Written by" and
 * "Reviewed by". That is part of an editorial process, not a subject-matter expert's review: it counts toward the
 * editorial policy check, never as the expert review a health or finance page is asked for.
 */

/**
 * The English labels, capitalised as a byline writes them (prose says "the film was edited by …" in lower case),
 * then a name of two to four capitalised words that stops before the next label ("Edited by Kurt Woock Reviewed
 * by …"). Not Unicode-mode: the page text is long.
 */
const EDITED_BY =
  /\b(?:Edited|EDITED|Editing|EDITING|Copy[- ]?edited|Copyedited) (?:by|By|BY):?\s+([A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’.-]+(?:[ \u00A0](?!(?:Reviewed|Fact|Medically|Written|Updated|Published|Last|On)\b)[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’.-]+){1,3})/;

/** Needles (content/needles.ts) of EDITED_BY: every match holds one of them, at a word start. */
export const EDITOR_NEEDLES = ['edited by', 'editing by', 'copyedited by'];

/** A capitalised word of a name (Latin letters with their accents; not Unicode-mode). */
const WORD = "[A-Z\\u00C0-\\u00DE][A-Za-z\\u00C0-\\u024F'’.-]+";
/** The lower-case particles of names in these languages: "Jan de Vries", "Ana de la Fuente", "João da Silva". */
const PARTICLE = '(?:de|van|von|der|den|ten|ter|da|di|do|dos|das|del|della|la|le)';
/**
 * Capitalised words that start no name: the next label on the line ("Aktualisiert am …"), the credits beside
 * the editor's ("Foto: …"), a desk rather than a person ("Redaktion: Team Gesundheit"), and the articles and
 * possessives a sentence starts with, as German capitalises its nouns ("Redaktion: Unsere Experten …").
 */
const NOT_A_NAME_WORD =
  '(?:Aktualisiert|Veröffentlicht|Stand|Geprüft|Fachlich|Medizinisch|Actualizado|Publicado|Revisado|Atualizado|Aggiornato|Pubblicato|Revisionato|Bijgewerkt|Gepubliceerd|Gecontroleerd|Text|Texte|Texto|Testo|Tekst|Foto|Fotos|Bild|Bilder|Grafik|Team|Ressort|Redaktion|Redacción|Redação|Redazione|Redactie|Equipo|Equipa|Die|Der|Das|Unsere|Unser|El|Los|Las|Nuestro|Nuestra|Il|Het|Onze|Os|As)\\b';
const NAME = `(?!${NOT_A_NAME_WORD})${WORD}(?:[ \\u00A0](?:${PARTICLE}[ \\u00A0])*(?!${NOT_A_NAME_WORD})${WORD}){1,3}`;

/**
 * The editor's labels of the other languages whose bylines and reviewers eeat reads, capitalised as a credit line
 * writes them: German "Redigiert von", "Redaktion:", "Lektorat:"; Spanish and Portuguese "Editado por", Spanish
 * "Edición:"; Italian "Revisione editoriale"; Dutch "Bewerkt door", "Redactie:", "Eindredactie:". A label that is
 * also a desk's name or a heading takes a colon and a name on the same line. Left out: French "Édité par" and
 * "Édition :", as "éditer" is to publish ("Site édité par …" names the publisher, "Édition : Le Havre" a regional
 * edition); Italian "A cura di", which introduces an article's author ("A cura di Dott. Mario Rossi") or a book's
 * editor; Portuguese "Edição:" and the labels of other scripts, which no ASCII needle can find (content/needles.ts).
 */
const EDITED_BY_I18N = new RegExp(
  `\\b(?:(?:(?:Redigiert|REDIGIERT) von|(?:Editado|EDITADO) por|(?:Bewerkt|BEWERKT) door)[ \\u00A0]*:?\\s+|(?:Revisione|REVISIONE) (?:editoriale|EDITORIALE)(?:[ \\u00A0]+(?:a cura )?di)?[ \\u00A0]*:?\\s+|(?:Redaktion|REDAKTION|Lektorat|LEKTORAT|Redactie|REDACTIE|Eindredactie|EINDREDACTIE|Edici[oó]n|EDICI[OÓ]N)[ \\u00A0]*:[ \\u00A0]*)(${NAME})`,
  'g',
);
/**
 * A name that is a publisher, a company or a newsroom ("Editado por Companhia das Letras", "Redaktion: NOS
 * Nieuws"), or a news site's edition ("Edición: Estados Unidos").
 */
const NOT_A_PERSON =
  /\b(?:Editorial|Ediciones|Edições|Editora|Editore|Edizioni|Verlag|Uitgeverij|Uitgevers|Companhia|Grupo|Gruppo|Groep|Gruppe|Media|Medien|Press|Presse|Agentur|House|Books|Libros|Livros|Libri|Boeken|News|Nachrichten|Nieuws|Noticias|Notícias|Notizie|GmbH|AG|BV|SA|SL|Ltda|SpA|Srl|Estados Unidos|América Latina|Internacional)\b/;

/** Needles of EDITED_BY_I18N, at a word start: "edici" for "Edición" and "Edicion". */
export const EDITOR_NEEDLES_I18N = [
  'redigiert von',
  'redaktion',
  'lektorat',
  'editado por',
  'edici',
  'revisione editoriale',
  'bewerkt door',
  'redactie',
  'eindredactie',
];

/** The first editor credit of the other languages, skipping publishers ("Editado por Companhia das Letras"). */
function editedByI18n(text: string): RegExpExecArray | null {
  const re = EDITED_BY_I18N;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) if (!NOT_A_PERSON.test(m[1]!)) return m;
  return null;
}

/** Which label sets the needle scan says the text can hold (`other`: those of the other languages). */
export interface EditorScan {
  english: boolean;
  other: boolean;
}

/**
 * The byline zone: the lines that start in the main text's first 1,000 characters, and those next to the visible
 * byline among its first 60 lines, where `firstByline` reads it.
 */
const ZONE_CHARS = 1000;
const ZONE_LINES = 60;
/** A news agency's sign-off closes the text ("Reporting by Sam Taube; Editing by Mark Potter"). */
const SIGN_OFF_LINES = 5;
const SIGN_OFF = /\b(?:Reporting|Writing|Additional reporting|Compiled) by\b/;
/** A credit line's label sits near its start; further in, "Edited by" is in a sentence. */
const CREDIT_PREFIX = 80;
/** Lines on each side of the credit whose film or book credits make it a work's credits. */
const NEAR_LINES = 2;
/**
 * Credits of a film or a book under review ("Directed by Martin Scorsese. Written by Eric Roth. Edited by Thelma
 * Schoonmaker."; "Regie: …", "Dirigida por …"; "320pp, Faber"): the editor named beside them edited that work,
 * not the page.
 */
const WORK_CREDITS =
  /\b(?:(?:Directed|Produced|Music|Score|Screenplay|Cinematography|Translated|Illustrated|Narrated|Foreword|Introduction) (?:by|By)\b|Starring\b|Running time\b|ISBN\b|\d+ ?pp\b|(?:Paperback|Hardcover|Hardback)\b|(?:Regie|Drehbuch|Kamera|Besetzung|Schnitt|Direcci[oó]n|Gui[oó]n|Reparto|Roteiro|Elenco|Sceneggiatura|Übersetzung|Traduzione|Vertaling)[ \u00A0]*:|(?:Dirigida|Dirigido|Traducido|Traduzido) por\b|Regia di\b|Tradotto da\b|Übersetzt von\b|(?:Geregisseerd|Vertaald) door\b)/;

/**
 * The first editor credit on a line that reads as a credit line: the label near its start, and no film or book
 * credits on it or on the lines around it (`lines[at]` is the line).
 */
function creditOn(lines: readonly string[], at: number, mayHold: EditorScan): RegExpExecArray | null {
  const line = lines[at]!;
  const m = (mayHold.english ? EDITED_BY.exec(line) : null) ?? (mayHold.other ? editedByI18n(line) : null);
  if (!m || m.index > CREDIT_PREFIX) return null;
  for (let i = Math.max(0, at - NEAR_LINES); i <= Math.min(lines.length - 1, at + NEAR_LINES); i++)
    if (WORK_CREDITS.test(lines[i]!)) return null;
  return m;
}

/**
 * The page's named editor, as evidence: `editor` on one of the page's own works, else an "Edited by <Name>" line in
 * the byline zone of the main text, or another language's credit ("Redaktion: Anna Schmidt"), each looked for only
 * where `mayHold`, the needle scan, says the text can hold one. The byline zone is the main text's first lines and
 * those next to the visible byline (`bylineName`), where a credit line is near its start and clear of a film's or
 * book's credits, or a news agency's sign-off at its end.
 *
 * @example
 * ```ts
 * editorOf(data, notThePage, 'Written by Sam Taube\nEdited by Kurt Woock', { english: true, other: false });
 * // { what: 'editor named in the text', value: 'Edited by Kurt Woock' }
 * editorOf(data, notThePage, 'Directed by Martin Scorsese. Edited by Thelma Schoonmaker.', scan); // undefined
 * ```
 */
export function editorOf(
  data: StructuredData,
  notThePage: (item: StructuredItem) => boolean,
  mainText: string,
  mayHold: EditorScan,
  bylineName?: string,
): Evidence | undefined {
  for (const item of data.all) {
    if (!itemIs(item, 'CreativeWork') || notThePage(item)) continue;
    for (const v of values(item, 'editor', data)) {
      const name = typeof v === 'string' ? v.trim() : isItem(v) ? firstText(v, 'name', data) : undefined;
      if (name)
        return { what: `editor in schema (${item.types.join(', ')}.editor)`, where: item.where, value: name };
    }
  }
  if (!mayHold.english && !mayHold.other) return undefined;
  const head = mainText.split('\n', ZONE_LINES);
  const byline = bylineName ? head.findIndex((line) => line.includes(bylineName)) : -1;
  for (let i = 0, start = 0; i < head.length; start += head[i]!.length + 1, i++) {
    if (start > ZONE_CHARS && (byline === -1 || Math.abs(i - byline) > NEAR_LINES)) continue;
    const m = creditOn(head, i, mayHold);
    if (m) return { what: 'editor named in the text', value: m[0] };
  }
  if (!mayHold.english) return undefined;
  const tail = mainText.slice(-1000).split('\n').slice(-SIGN_OFF_LINES);
  for (let i = 0; i < tail.length; i++) {
    const m = SIGN_OFF.test(tail[i]!) ? creditOn(tail, i, { english: true, other: false }) : null;
    if (m) return { what: 'editor named in the text', value: m[0] };
  }
  return undefined;
}
