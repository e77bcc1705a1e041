/**
 * Labels that name a place on the site or the picture, never a brand. A CMS's site-branding block often gives the
 * logo the alt text of its link ("Home" in Drupal's Olivero and Bartik, "Go to homepage", "Back to home", "Logo"),
 * and a template may leave "Home" or "Logo" in og:site_name. Read as the brand, the fix would tell the editor to use
 * "Home" everywhere: such a label is no brand name, wherever it stands.
 */
const GENERIC_NAME =
  /^(?:(?:go|back|return|link|navigate|click)(?: back)?(?: to)?(?: the)? )?(?:home(?: ?page| link| icon| button)?|start(?: ?page|seite)?|main page|front ?page|index|accueil|inicio|in[íi]cio|p[áa]gina (?:inicial|principal)|startseite|zur startseite|hauptseite|pagina iniziale|strona g[łl][óo]wna|(?:site |company |brand |header |footer |main )?logo(?: image)?|image|picture|icon|site|website|brand|company|menu|untitled)$/i;

/**
 * True when a name source's text is a generic label ("Home", "Go to homepage", "Site logo", "Startseite") rather than
 * a brand name.
 *
 * @example
 * ```ts
 * isGenericName('Home'); // true
 * isGenericName('Back to home'); // true
 * isGenericName('Home Depot'); // false
 * ```
 */
export function isGenericName(text: string): boolean {
  return GENERIC_NAME.test(
    text
      .replace(/[\s\u00a0]+/g, ' ')
      .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
      .trim(),
  );
}
