/** Loose date reading for visible dates, `<time datetime>` and schema values. Results are UTC calendar days. */

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

function day(year: number, month: number, date: number): Date | undefined {
  if (year < 1990 || year > 2200 || month < 0 || month > 11 || date < 1 || date > 31) return undefined;
  const d = new Date(Date.UTC(year, month, date));
  return d.getUTCMonth() === month ? d : undefined;
}

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ISO = /(\d{4})-(\d{2})-(\d{2})/;
const MDY = new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i');
const DMY = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+${MONTH_WORD}\\s+(\\d{4})\\b`, 'i');

function monthIndex(word: string): number {
  return (
    MONTHS[
      word
        .toLowerCase()
        .replace('.', '')
        .slice(0, word.toLowerCase().startsWith('sept') ? 4 : 3)
    ] ?? -1
  );
}

/** The first date in a string: ISO 8601 (`2024-05-01…`), `May 1, 2024` or `1 May 2024`. */
export function parseLooseDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const iso = ISO.exec(text);
  if (iso) return day(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const mdy = MDY.exec(text);
  if (mdy) return day(Number(mdy[3]), monthIndex(mdy[1]!), Number(mdy[2]));
  const dmy = DMY.exec(text);
  if (dmy) return day(Number(dmy[3]), monthIndex(dmy[2]!), Number(dmy[1]));
  return undefined;
}

/** `2024-05-01` for a parsed day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days between two dates (absolute). */
export function daysApart(a: Date, b: Date): number {
  return Math.abs(a.getTime() - b.getTime()) / 86_400_000;
}

/** The pattern of a visible "Published …"/"Updated …" statement followed by a date. */
export const VISIBLE_DATE = new RegExp(
  `\\b(published|posted|written|updated|last updated|last modified|modified|reviewed)(?:\\s+on)?:?\\s+((?:\\d{4}-\\d{2}-\\d{2})|(?:${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})|(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+${MONTH_WORD}\\s+\\d{4}))`,
  'gi',
);
