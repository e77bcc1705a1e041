import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Parses page HTML once into a DOM shared by every analyzer (htmlparser2 is forgiving: malformed HTML
 * never throws). Analyzers must not parse the page again; the benchmark holds analysis to at most 3x one
 * parse.
 */
export function parsePage(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
}
