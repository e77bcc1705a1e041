/**
 * A job title or honorific a byline writes before the person's name ("By Fire Chief Dan Cole", "Posted by Captain
 * John Reyes", "By Council Member Sara Kim"): a city's and a public safety agency's posts are signed so. The title
 * names the person's office, not a department, so it is taken off the name (and kept as the person's role).
 */

/** Words that qualify an office: "Deputy Fire Chief", "Public Information Officer", "County Sheriff". */
const QUALIFIER =
  '(?:Assistant|Associate|Deputy|Acting|Interim|Senior|Junior|Lead|Head|Chief|Executive|Managing|General|Battalion|Division|District|Fire|Police|Public|Information|Safety|Emergency|Management|Communications|Community|Relations|Outreach|Health|Parks|Program|Project|City|County|Town|Village|State|School|Board|Vice)';
/**
 * The office itself, which a name follows. Honorifics ("Dr.", "Mr.", "Prof.") stay in the name, as before: they
 * name no office, and no department's name starts with one.
 */
const OFFICE =
  '(?:Chief|Captain|Capt\\.|Lieutenant|Lt\\.|Sergeant|Sgt\\.|Officer|Commissioner|Council ?[Mm]ember|Councilmember|Councilman|Councilwoman|Councillor|Councilor|Alderman|Alderwoman|Alder|Mayor|Sheriff|Marshal|Commander|Superintendent|Director|Manager|Administrator|Clerk|Supervisor|Trustee|Selectman|Selectwoman|Senator|Representative|Judge|Governor|Secretary|Inspector|Detective|Constable|Firefighter|Paramedic|Coordinator|Specialist|President|Chair|Chairman|Chairwoman|Chairperson|Treasurer|Assessor|Pastor|Rabbi)';
/**
 * A title at the start of a name, then a name of two capitalised words at least: "Fire Chief Dan Cole" but not
 * "Fire Department" or "Police Chief" alone. ASCII only: bylines that carry these titles are English.
 */
const TITLE_BEFORE_NAME = new RegExp(
  `^((?:${QUALIFIER}[ \\u00A0]+)*${OFFICE})[ \\u00A0]+(?=[A-Z][a-z'’.-]*[ \\u00A0]+[A-Z])`,
);

/**
 * The title a text opens with before a person's name, and where the name starts; undefined when it opens with none.
 *
 * @example
 * ```ts
 * titleBeforeName('Fire Chief Dan Cole · October 2, 2026'); // { title: 'Fire Chief', length: 11 }
 * titleBeforeName('Fire Department'); // undefined
 * ```
 */
export function titleBeforeName(text: string): { title: string; length: number } | undefined {
  const m = TITLE_BEFORE_NAME.exec(text);
  return m ? { title: m[1]!, length: m[0].length } : undefined;
}
