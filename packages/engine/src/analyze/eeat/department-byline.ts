import { hostOf } from '../../structured-data/links.ts';
import { titleBeforeName } from './byline-titles.ts';
import { type OrganizationAuthor, publicHost } from './own-works.ts';

/**
 * A public body's page signed by one of its units: Drupal prints the node's author account in the byline, and a city
 * names its accounts after its departments ("Public Works", "Parks & Recreation", "Office of the City Clerk"). The
 * department is an organization author, the city itself, and no person's qualifications are asked of it.
 */

/**
 * Words that name a unit of a public body rather than a person: a department, office, division, bureau, board …,
 * the services a city runs (public works, police, fire, parks, utilities, the clerk's office), or the body itself
 * ("City of Millbrook").
 */
const UNIT =
  /\b(?:departments?|dept|office|division|bureau|agency|services|works|commission|council|board|committee|authority|administration|utilities|police|sheriff|fire|clerk|communications|library|parks|recreation|planning|engineering|transportation|sanitation|treasury|assessor|courts?|elections|team|staff|(?:city|county|town|village|state|borough) of)\b/i;
/** A byline's label before a unit's name, with the article a unit's name takes. */
const LABEL = /^(?:(?:posted |written |published )?by|from)\s+(?:the\s+)?/i;
/** A unit's name is short: a sentence or a list of people is no byline. */
const MAX_WORDS = 8;

/**
 * The organization author a byline names on a public body's host (a .gov, gov.uk …), when the name is a unit's
 * (`UNIT`); undefined for a person's name or off a public body's host.
 *
 * @example
 * ```ts
 * departmentAuthor(['Public Works'], 'https://www.cityofmillbrook.gov/news/leaf-collection');
 * // { name: 'Public Works', institutional: true, government: true }
 * departmentAuthor(['Fire Chief Dan Cole'], 'https://www.springfieldil.gov/fire/news/smoke-alarm-checks'); // undefined
 * ```
 */
export function departmentAuthor(shown: readonly string[], pageUrl: string): OrganizationAuthor | undefined {
  const host = hostOf(pageUrl);
  if (host === undefined || !publicHost(host)) return undefined;
  // A byline element's whole text when no name was read in it: "By the Springfield Fire Department".
  const name = shown.map((s) => s.trim().replace(LABEL, '')).find((s) => s !== '');
  if (name === undefined || name.split(/\s+/).length > MAX_WORDS || !UNIT.test(name)) return undefined;
  // An officer's title before a name ("Fire Chief Dan Cole", "Council Member Sara Kim") holds a unit's word, and
  // names a person.
  if (titleBeforeName(name) !== undefined) return undefined;
  return { name, institutional: true, government: true };
}

/** A public body's word that a byline's name reading stops at, before "of": "City" of "By City of Austin …". */
const BODY = /^(?:City|County|Town|Village|State|Borough|Office|Department|Division|Bureau)$/;
/** What follows it: " of Austin Communications", up to a separator or a date. */
const OF_NAME = /^ of [^·•|,–—\d\n]{2,60}/;

/**
 * The name a byline shows, with a public body's name read whole: a name stops at "of" ("By City of Austin
 * Communications" reads "City"), which a body's name holds.
 *
 * @example
 * ```ts
 * shownName({ name: 'City', rest: ' of Austin Communications · May 2, 2026' }); // 'City of Austin Communications'
 * shownName({ name: 'Dan Cole', rest: ' of Station 3' }); // 'Dan Cole'
 * ```
 */
export function shownName(byline: { name: string; rest: string }): string {
  if (!BODY.test(byline.name)) return byline.name;
  const m = OF_NAME.exec(byline.rest);
  return m ? `${byline.name}${m[0]}`.trim() : byline.name;
}
