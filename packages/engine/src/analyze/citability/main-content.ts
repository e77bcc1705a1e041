// The citability checks on the main content as a whole: whether it is marked up, how much of it there is, and its
// lists and tables.
import type { Evidence } from '@geo-audit/core';
import { LANDMARK_MIN_WORDS } from '../../content/extract/main-choice.ts';
import type { ContentModel } from '../../content/model.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { type Amounts, amountShare } from './amounts.ts';
import { NO_INVENTION } from './evidence.ts';
import { boilerplateRatio, type PageText, proseWords } from './page-text.ts';

/** The main_content check: whether the main content is a landmark, guessed from the densest block, or absent. */
export function mainContentCheck(model: ContentModel, text: PageText): CheckResult {
  const { source, passedOver: over } = model.main;
  const evidence: Evidence[] = [
    {
      what:
        source === 'landmark'
          ? 'main content marked up as a landmark'
          : source === 'densest'
            ? guessedFrom(over)
            : 'no readable text in the HTML',
      where: model.main.where ?? 'page',
      value: { words: text.words, boilerplate_ratio: boilerplateRatio(model, text) },
    },
  ];
  if (model.truncated) evidence.push({ what: 'huge page: only the first part was read' });
  return {
    check: 'citability.main_content',
    title:
      source === 'landmark'
        ? 'Main content is marked up'
        : source === 'densest'
          ? guessedTitle(over)
          : 'No main content in the HTML',
    weight: 2,
    score: source === 'landmark' ? 1 : source === 'densest' ? 0.5 : 0,
    severity: source === 'none' ? 'high' : 'low',
    evidence,
    fix: `${firstStep(over)} and keep navigation, sidebars and footers outside it, so answer engines can tell content from chrome. Make sure the text is in the server-rendered HTML.`,
  };
}

type PassedOver = ContentModel['main']['passedOver'];

/**
 * Whether the page has no <main> and its <article> was passed over for where it stands (a promotion in the footer):
 * no landmark for the main content, as the title says, though the evidence names the article.
 */
function articleAside(over: PassedOver): boolean {
  return over !== null && over.kind === 'article' && over.why !== 'short';
}

/** The title of a guessed main content: what the page's own <main> is, when it has one (decision 0094). */
function guessedTitle(over: PassedOver): string {
  if (over === null || articleAside(over)) return 'Main content is not marked up with <main> or <article>';
  if (over.why === 'hidden') return `The page's ${over.element} is hidden`;
  if (over.why === 'furniture') return `The page's ${over.element} sits inside ${over.inside}`;
  return `Main content is not inside the page's ${over.element}`;
}

/** What to do first, by what the page's <main> is: there is one to use, to show, or to move out of the furniture. */
function firstStep(over: PassedOver): string {
  if (over === null || articleAside(over))
    return "Wrap the page's main text in <main> (or <article> for a post)";
  if (over.why === 'hidden') {
    return `Serve the page's ${over.element} visible in the HTML (crawlers that run no script never see it shown), put the page's main text inside it`;
  }
  if (over.why === 'furniture') {
    return `Move the page's ${over.element} out of ${over.inside} (${over.insideWhere}), put the page's main text inside it`;
  }
  return `Put the page's main text inside its ${over.element}`;
}

/**
 * Where a guessed main content came from. A page whose <main> holds a line (a title, "Loading…"), is hidden or sits
 * in a sidebar has one: saying it has none would send its owner looking for an element that is there.
 */
function guessedFrom(over: PassedOver): string {
  if (over === null) return 'no <main>/<article> landmark; main content guessed from the densest block';
  const named = over.where === over.element.slice(1, -1) ? over.element : `${over.element} (${over.where})`;
  let what: string;
  if (over.why === 'hidden') {
    what =
      over.hiddenBy === null
        ? `is hidden (${over.how}), so its text is not read as content`
        : `is inside a hidden element (${over.hiddenBy}, ${over.how}), so its text is not read as content`;
  } else if (over.why === 'furniture') {
    what =
      over.inside === 'page furniture'
        ? `sits inside page furniture (${over.insideWhere}), whose text is not read as content`
        : `sits inside ${over.inside} (${over.insideWhere}), page furniture whose text is not read as content`;
  } else {
    what =
      over.words === 0
        ? 'holds no text'
        : `holds only ${counted(over.words, 'word')}, too few to count as the main content (it takes ${LANDMARK_MIN_WORDS})`;
  }
  // An article in the footer is no place for the page's text: the page is told it has no <main>, and where its
  // <article> stands, so "no landmark" is not read as "no <article> anywhere".
  return articleAside(over)
    ? `no <main> landmark, and the page's ${named} ${what}; main content guessed from the densest block`
    : `${named} ${what}; main content guessed from the densest block`;
}

/** The share of a page's words in code from which thin content asks for the code to be explained, not the topic. */
const CODE_SHARE = 0.25;

/**
 * The thin_content check: whether the page holds the full amount of prose words (`Amounts`), code not counted. Half
 * passed at `some` words, it rises in proportion to the full amount, as the checks that need text gain weight
 * (`phasedIn`): a step at 300 words would reward the sentence that crosses it with several points (decision 0050).
 */
export function thinContentCheck(model: ContentModel, text: PageText, amounts: Amounts): CheckResult {
  const words = proseWords(text);
  const code = text.codeWords;
  return {
    check: 'citability.thin_content',
    title: words >= amounts.full ? 'Enough content to cite' : 'Thin content',
    weight: 3,
    score: words < amounts.some ? 0 : Math.round((0.5 + amountShare(words, amounts) / 2) * 100) / 100,
    severity: 'high',
    evidence: [
      {
        what: `${words} words of main content (${amounts.full} or more expected${amounts.note === null ? '' : `; ${amounts.note}`})${code > 0 ? `; ${counted(code, 'word')} of code not counted` : ''}`,
        where: model.main.where ?? 'page',
      },
    ],
    // A docs page is its code samples and what they do: asking it to "cover the topic" would ask for an essay. A
    // post with a code line or two is short of prose, not of explanations of its code.
    fix:
      text.words > 0 && code / text.words >= CODE_SHARE
        ? `Explain each code sample in words: what it does, when to use it, what each setting changes and what to expect when it runs (output, errors); code alone is not text an answer engine quotes.${NO_INVENTION}`
        : `Cover the topic fully in the page's own words: answer the questions a reader arrives with, with the specifics you know (steps, figures, examples).${NO_INVENTION}`,
  };
}

/**
 * The lists_tables check: whether the main content holds a list of two items or more or a table of two rows or more;
 * not applicable below some prose, and weighed in step with it up to the full amount (`phasedIn`).
 */
export function listsTablesCheck(model: ContentModel, text: PageText, amounts: Amounts): CheckResult {
  const { start, end } = model.main.range ?? { start: 0, end: Number.MAX_SAFE_INTEGER };
  const lists = model.lists.filter((l) => l.pos >= start && l.pos <= end && l.items >= 2);
  const tables = model.tables.filter((t) => t.pos >= start && t.pos <= end && t.rows >= 2);
  return {
    check: 'citability.lists_tables',
    title: lists.length + tables.length > 0 ? 'Lists or tables structure the content' : 'No lists or tables',
    weight: 1,
    score: proseWords(text) < amounts.some ? null : lists.length + tables.length > 0 ? 1 : 0,
    severity: 'low',
    evidence: [{ what: `${lists.length} lists and ${tables.length} tables in the main content` }],
    fix: 'Put steps, options and comparisons the text already describes into ordered or bulleted lists, and tabular facts into an HTML <table> with header cells.',
  };
}
