/**
 * What a title segment is, for telling the site's name from the rest of a title when nothing else names it: a
 * publishing platform's name that its admin screens append ("Log In ‹ Northwind Engineering — WordPress"), or a
 * descriptive phrase (a tagline, a headline) rather than a name ("Paperkite — Guides for small print shops").
 */

/**
 * Platforms whose name a title can carry beside the site's own: WordPress's login and admin screens end with
 * "— WordPress", hosted blogs and shops with the platform's name. A platform is the site's brand only on its own
 * site, which the host tells (the caller checks the host first).
 */
const PLATFORM_NAME =
  /^(?:wordpress(?:\.com|\.org)?|blogger|blogspot|tumblr|wix(?:\.com)?|squarespace|shopify|webflow|weebly|jimdo|ghost|substack|medium|drupal|joomla!?|typo3|hubspot)$/i;

/**
 * True when a title segment is only a publishing platform's name ("WordPress", "Blogger", "Wix.com").
 *
 * @example
 * ```ts
 * isPlatformName('WordPress'); // true
 * isPlatformName('Northwind Engineering'); // false
 * ```
 */
export function isPlatformName(segment: string): boolean {
  return PLATFORM_NAME.test(segment.trim());
}

/**
 * Short words that stay lower case inside a name ("Bank of America", "Center for Disease Control", "Café de la
 * Paix", "Haus der Kunst"): they do not make a name a phrase.
 */
const NAME_PARTICLE =
  /^(?:of|the|and|for|on|in|at|to|a|an|by|de|du|des|la|le|les|el|los|las|del|della|di|da|do|dos|das|y|e|et|und|von|van|der|den|het|&)$/;

/**
 * True when a title segment reads as a phrase rather than a name: after its first word, a word that is neither
 * capitalised nor a particle ("Guides for small print shops", "How we cut our cloud bill"). Names are capitalised
 * ("Paperkite", "Northwind Engineering", "Bank of America"); a one-word segment, and a script without case, is never
 * a phrase by this test.
 *
 * @example
 * ```ts
 * isDescriptivePhrase('Guides for small print shops'); // true
 * isDescriptivePhrase('Department of Computer Science'); // false
 * ```
 */
export function isDescriptivePhrase(segment: string): boolean {
  const words = segment.trim().split(/\s+/);
  return words.slice(1).some((word) => /^[a-z\u00df-\u00ff]/.test(word) && !NAME_PARTICLE.test(word));
}
