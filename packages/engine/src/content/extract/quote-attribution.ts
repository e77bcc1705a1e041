/**
 * The "— Name" that closes a quotation's text, in its own paragraph or after the last sentence ("… a potential
 * instruction. — Simon Willison"), or null. Read from the last dash on: a short tail that starts with a capital and
 * ends as a name does (not with "!" or "?", nor "." but after an abbreviation such as "Jr." or "Ph.D.").
 */
export function dashAttribution(text: string): string | null {
  const at = Math.max(text.lastIndexOf('—'), text.lastIndexOf('–'), text.lastIndexOf(' -'));
  if (at < 0 || text.length - at > 100) return null;
  // A dash inside a sentence ("We tried everything – Python, Go") is no attribution: it follows a sentence's end, a
  // line of its own, or the start.
  const lead = text.slice(0, at).trimEnd();
  if (lead !== '' && !/[.!?…"”’)]$/.test(lead)) return null;
  const tail = /^(?:[—–]|\s?-{1,2})\s*(\p{Lu}[^—–\n]{1,90})$/u.exec(text.slice(at));
  if (tail === null) return null;
  const name = tail[1]!.trim();
  if (/[!?:;]$/.test(name) || (name.endsWith('.') && !/(?:^|[\s.,])[A-Za-z]{1,3}\.$/.test(name))) return null;
  return name;
}
