import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { repairHead } from './implied-body.ts';

/**
 * Parses page HTML once into a DOM shared by every analyzer (htmlparser2 is forgiving: malformed HTML
 * never throws), with body content the page left in an unclosed head moved to the body (see implied-body.ts).
 * Analyzers must not parse the page again; the benchmark holds analysis to at most 3x one parse.
 */
export function parsePage(html: string): Document {
  const document = parseDocument(html, {
    decodeEntities: true,
    lowerCaseAttributeNames: true,
    lowerCaseTags: true,
  });
  repairHead(document);
  return document;
}
