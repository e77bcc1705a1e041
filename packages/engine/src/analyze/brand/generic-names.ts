/**
 * Places on the site a label can name instead of a brand ("Home", "Startseite", "page d'accueil", "ホーム"), each with
 * the ways a link to it is worded ("Go to homepage", "Zur Startseite gehen", "Naar de homepage", "Ir a la página de
 * inicio", "Torna alla home", "ホームへ"). Dutch "startpagina" and "hoofdpagina" only count after "naar": alone they
 * are brands too (Startpagina.nl).
 */
const HOME_LABEL = [
  '(?:(?:go|back|return|link|navigate|click)(?: back)?(?: to)?(?: the)? )?(?:home(?: ?page| link| icon| button)?|start ?page|main page|front ?page|index)',
  '(?:zur |zurück zur )?(?:startseite|homepage|hauptseite)(?: gehen| wechseln| zurückkehren)?',
  'start',
  '(?:(?:ga |terug )?naar (?:de )?)(?:home ?page|homepagina|startpagina|beginpagina|hoofdpagina|home)',
  "(?:(?:aller|retour(?:ner)?|revenir) )?(?:(?:à|a|vers) )?(?:la )?(?:page d['’]accueil|l['’]accueil|accueil)",
  '(?:(?:ir|volver|regresar) a(?:l| la)? )?(?:p[áa]gina (?:de inicio|inicial|principal)|inicio)',
  '(?:(?:ir|voltar|retornar) (?:para (?:a |o )?|[àa] |ao ))?(?:p[áa]gina inicial|in[íi]cio)',
  "(?:(?:torna(?:re)?|vai|ritorna) (?:alla |all['’]))?(?:home ?page|home|pagina (?:iniziale|principale)|inizio)",
  '(?:(?:przejdź|przejdz|wróć|wroc|powrót|powrot) do )?(?:strona g[łl][óo]wna|strony g[łl][óo]wnej)',
  '(?:ホーム|トップ(?:ページ)?)(?:へ(?:戻る|移動)?|に戻る|に移動)?',
].join('|');

/**
 * Labels that name a place on the site or the picture, never a brand. A CMS's site-branding block often gives the
 * logo the alt text of its link ("Home" in Drupal's Olivero and Bartik, "Go to homepage", "Back to home", "Logo",
 * Shopware 6's "Zur Startseite gehen"), and a template may leave "Home" or "Logo" in og:site_name. Read as the brand,
 * the fix would tell the editor to use "Home" everywhere: such a label is no brand name, wherever it stands.
 */
const GENERIC_NAME = new RegExp(
  `^(?:${HOME_LABEL}|(?:site |company |brand |header |footer |main )?logo(?: image)?|image|picture|icon|site|website|brand|company|menu|untitled)$`,
  'i',
);

/**
 * Where a logo alt joins the brand to a label ("gemeente Zuidwolde, naar de homepage", "Acme – Home"): a comma, a
 * colon, a bar or a middle dot, or a dash between spaces (a hyphen inside a name, "Rhein-Main", is no separator).
 */
const SEPARATOR = /\s*[,:|·]\s*|\s+[-–—]\s+/g;
/** "Logo van gemeente Zuidwolde", "Logo de La Maison du Café": the words that lead to the name. */
const LOGO_OF = /^\s*logo\s+(?:of|van|von|der|des|de|du|di|del|della|do|da)\s+/i;
/** The word "logo" anywhere else ("Acme logo", "Logo Acme"). */
const LOGO_WORD = /\blogo\b/gi;

function tidy(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
}

/**
 * True when a name source's text is a generic label ("Home", "Go to homepage", "Site logo", "Startseite", "Zur
 * Startseite gehen", "Naar de homepage") rather than a brand name.
 *
 * @example
 * ```ts
 * isGenericName('Home'); // true
 * isGenericName('Back to home'); // true
 * isGenericName('Zur Startseite gehen'); // true
 * isGenericName('Home Depot'); // false
 * ```
 */
export function isGenericName(text: string): boolean {
  return GENERIC_NAME.test(tidy(text));
}

/**
 * The brand name a logo's alt text states, without the word "logo" and without a label it is joined to: the NL
 * Design System's "Logo gemeente Zuidwolde, naar de homepage" names "gemeente Zuidwolde", and "Startseite – Kaffeewelt
 * Berlin" names "Kaffeewelt Berlin". An alt that is only a label ("Zur Startseite gehen") is returned as it is, for
 * isGenericName to set aside.
 *
 * @example
 * ```ts
 * logoAltName('Logo gemeente Zuidwolde, naar de homepage'); // 'gemeente Zuidwolde'
 * logoAltName('Acme logo'); // 'Acme'
 * ```
 */
export function logoAltName(alt: string): string {
  const name = alt.replace(LOGO_OF, '').replace(LOGO_WORD, ' ').replace(/\s+/g, ' ').trim();
  const parts = name.split(SEPARATOR);
  if (parts.length < 2) return name;
  // A label at either end is cut; the rest keeps its own separators ("Müller & Söhne: Haustechnik, zur Startseite").
  let from = 0;
  let to = parts.length;
  while (to - from > 1 && isGenericName(parts[to - 1]!)) to--;
  while (to - from > 1 && isGenericName(parts[from]!)) from++;
  if (from === 0 && to === parts.length) return name;
  return joinedParts(name, from, to).trim();
}

/** The text of `name` from its `from`-th part to before its `to`-th, with the separators between them as written. */
function joinedParts(name: string, from: number, to: number): string {
  const cuts = [...name.matchAll(SEPARATOR)];
  const start = from === 0 ? 0 : cuts[from - 1]!.index! + cuts[from - 1]![0].length;
  const end = to === cuts.length + 1 ? name.length : cuts[to - 1]!.index!;
  return name.slice(start, end);
}
