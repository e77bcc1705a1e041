/** C0 controls but tab and newline, DEL and C1 controls: what makes a terminal move, clear or retitle. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this regex's job.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Shows the control characters of a text report as `\xNN`. Reports quote page text (the title, the
 * og:site_name, headings), and a page could carry escape sequences that clear the screen or rewrite the
 * window title of whoever runs the audit in a terminal; escaped, they stay visible as what the page holds.
 * JSON needs none of this: JSON.stringify already escapes them.
 *
 * @example
 * ```ts
 * terminalSafe('Acme\x1b[2J'); // 'Acme\\x1b[2J'
 * ```
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
