import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { bylineOf } from '../../src/analyze/eeat/bylines.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, page } from '../structured-data/helpers.ts';
import { checkOf } from './eeat-review-pages.ts';

/**
 * A small fire department's news post on its city's .gov site, signed with the officer's title before the name
 * ("By Fire Chief Dan Cole"). The title holds a department's word ("Fire"), and eeat took the byline for a
 * department's: "the author is an organization ("Fire Chief Dan Cole")", asking no person's qualifications. The title
 * names the person's office: the author is Dan Cole, and the title is his role.
 */
const URL = 'https://www.springfieldil.gov/fire/news/smoke-alarm-checks';

function firePost(byline: string): string {
  return page(
    '<title>Free smoke alarm checks this October | Springfield Fire Department</title><meta property="og:type" content="article">',
    `<header><nav><a href="/">City of Springfield</a> <a href="/fire/">Fire Department</a> <a href="/fire/news/">News</a></nav></header>
<main><article>
<h1>Free smoke alarm checks this October</h1>
${byline}
<p><time datetime="2026-10-02">October 2, 2026</time></p>
<p>During Fire Prevention Week our crews will visit homes across Springfield to test smoke alarms and replace batteries at no cost. Residents can sign up online or call Station 3 at (217) 555-0143.</p>
<p>Working smoke alarms cut the risk of dying in a home fire by more than half. Most fatal fires start at night, when people are asleep, and an alarm is the only warning many families get.</p>
<p>Each visit takes about twenty minutes. Firefighters will test every alarm, replace dead batteries, install new alarms where none are present and walk you through a home escape plan.</p>
<p>Alarms older than ten years should be replaced, even if they still beep when tested. The sensors wear out and stop detecting smoke reliably.</p>
</article></main>
<footer><p>Springfield Fire Department, 1 Fire Plaza, Springfield, IL 62701</p></footer>`,
  );
}

const eeatOf = (html: string) =>
  EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS })));

describe("eeat: a title before the byline's name names a person, not a department", () => {
  it('"By Fire Chief Dan Cole" on the fire department\'s post is Dan Cole, with his title as his role', () => {
    const result = eeatOf(firePost('<p>By Fire Chief Dan Cole</p>'));
    expect(checkOf(result, 'byline').said).toContain('visible byline @ main content = Dan Cole');
    const { status, said } = checkOf(result, 'author_credentials');
    expect(said).not.toContain('organization');
    expect(status).toBe('pass');
    expect(said).toContain('job title "Fire Chief" before the byline\'s name');
  });

  it.each([
    ['<p class="byline">By Police Chief Maria Lopez</p>', 'Maria Lopez', 'Police Chief'],
    ['<p>Posted by Captain John Reyes</p>', 'John Reyes', 'Captain'],
    ['<p>By Council Member Sara Kim · October 2, 2026</p>', 'Sara Kim', 'Council Member'],
    ['<p>By Assistant Deputy Fire Chief Dan Cole</p>', 'Dan Cole', 'Assistant Deputy Fire Chief'],
  ])('%s is a person, %s', (byline, name, title) => {
    const result = eeatOf(firePost(byline));
    expect(checkOf(result, 'byline').said).toContain(`= ${name}`);
    expect(checkOf(result, 'author_credentials').said).toContain(`job title "${title}" before`);
  });

  it('a byline element holding only the titled name ("Fire Chief Dan Cole") is a person too', () => {
    const result = eeatOf(firePost('<p>Written by <span class="author-name">Fire Chief Dan Cole</span></p>'));
    expect(checkOf(result, 'author_credentials').said).not.toContain('organization');
  });

  it('"By Dr. Ana Ruiz, MD" stays a person, her degree her credential', () => {
    const result = eeatOf(firePost('<p class="byline">By Dr. Ana Ruiz, MD</p>'));
    expect(checkOf(result, 'byline').said).toContain('= Dr. Ana Ruiz');
    const { status, said } = checkOf(result, 'author_credentials');
    expect(status).toBe('pass');
    expect(said).toContain('credential "MD"');
  });

  it.each([
    [
      '<p class="byline">By the Springfield Fire Department</p>',
      'the author is an organization ("Springfield Fire Department")',
    ],
    ['<p class="byline"><span class="author">Fire Prevention Bureau</span></p>', 'Fire Prevention Bureau'],
    ['<p>By City of Springfield Communications · October 2, 2026</p>', 'City of Springfield Communications'],
    [
      '<p class="byline">By City of Springfield Communications</p>',
      'the author is an organization ("City of Springfield Communications")',
    ],
  ])('a department byline stays a department: %s', (byline, unit) => {
    const { status, said } = checkOf(eeatOf(firePost(byline)), 'author_credentials');
    expect(status).toBe('not_applicable');
    expect(said).toContain('the author is an organization');
    expect(said).toContain(unit);
  });
});

describe('bylineOf: a title before the name', () => {
  it.each([
    ['By Fire Chief Dan Cole', 'Dan Cole', 'Fire Chief'],
    ['Posted by Captain John Reyes · Oct 2, 2026', 'John Reyes', 'Captain'],
    ['By Public Information Officer Lena Marsh', 'Lena Marsh', 'Public Information Officer'],
    ['Posted on October 2, 2026 by Mayor Lisa Tran', 'Lisa Tran', 'Mayor'],
  ])('%s → %s', (line, name, title) => {
    expect(bylineOf(line)).toMatchObject({ name, title });
  });

  it.each([
    ['By Dr. Ana Ruiz, MD', 'Dr. Ana Ruiz'],
    ['By Fire Department Staff', 'Fire Department Staff'],
    ['By Chief Keokuk', 'Chief Keokuk'],
  ])('%s keeps its name, %s', (line, name) => {
    const found = bylineOf(line);
    expect(found?.name).toBe(name);
    expect(found?.title).toBeUndefined();
  });
});
