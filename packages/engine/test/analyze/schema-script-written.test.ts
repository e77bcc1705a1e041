import type { AuditResult, Finding } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditServed, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * JSON-LD that the page's own script writes when it runs is invisible to crawlers that read the HTML as served (most
 * AI crawlers do not run JavaScript). A Ghost post whose Article block a theme script writes instead of printing
 * has no structured data for them, and the fix says where it went; one that prints its block and also writes more
 * gets a note.
 */

const url = REVIEW_PAGE_URLS.site['ghost-casper-post'];
const served = reviewPageFile('site', 'ghost-casper-post');
const BLOCK = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/;
const articleJson = BLOCK.exec(served)![1]!;

const writer = (json: string): string =>
  `<script>(function () { var s = document.createElement('script'); s.type = 'application/ld+json'; s.text = JSON.stringify(${json}); document.head.appendChild(s); })();</script>`;

const schemaFindings = (result: AuditResult): Finding[] =>
  (result.modules.schema as unknown as { findings: Finding[] }).findings;
const findingOf = (result: AuditResult, check: string): Finding => {
  const found = schemaFindings(result).find((f) => f.check === check);
  if (!found) throw new Error(`no ${check}`);
  return found;
};

describe('a Ghost post whose Article JSON-LD a script writes instead of the server printing it', () => {
  const printed = auditServed(url, served);
  const written = auditServed(url, served.replace(BLOCK, writer(articleJson)));

  it('fails schema.present with a title that says why, and names the inline script and its types', () => {
    expect(findingOf(printed, 'schema.present').status).toBe('pass');
    const present = findingOf(written, 'schema.present');
    expect(present.status).toBe('fail');
    expect(present.title).toBe(
      'The structured data is written by a script: crawlers that do not run JavaScript see none',
    );
    const evidence = present.evidence.map((e) => e.what).join('\n');
    expect(evidence).toMatch(
      /inline script \d+ sets a script element's type to "application\/ld\+json" when it runs/,
    );
    expect(evidence).toMatch(/\(Article, Organization, ImageObject, Person/);
  });

  it('puts printing that JSON-LD in the served HTML at the top of the fix, in the action plan', () => {
    const item = written.action_plan.find((i) => i.check === 'schema.present');
    expect(item?.fix).toMatch(/^Print the JSON-LD that the page's script writes \(Article, Organization/);
    expect(item?.fix).toMatch(/most AI crawlers do not run JavaScript/);
    expect(written.geo_score).toBeLessThan(printed.geo_score);
  });

  it('has no script_written note: schema.present already says it', () => {
    const note = findingOf(written, 'schema.script_written');
    expect(note.status).toBe('not_applicable');
    expect(note.title).toMatch(/reported under schema\.present/);
  });
});

describe('a Ghost post that prints its Article JSON-LD and has a script write a FAQPage too', () => {
  const both = auditServed(
    url,
    served.replace(
      '</body>',
      `${writer('{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": []}')}</body>`,
    ),
  );

  it('notes the written block, costing nothing', () => {
    const note = findingOf(both, 'schema.script_written');
    expect(note.status).toBe('info');
    expect(note.impact).toBe(0);
    expect(note.evidence.map((e) => e.what).join(' ')).toMatch(/\(FAQPage\)/);
    expect(note.fix).toMatch(/in the HTML the server sends/);
    expect(findingOf(both, 'schema.present').status).toBe('pass');
    expect(both.geo_score).toBe(auditServed(url, served).geo_score);
  });
});

describe('a page whose scripts only read its JSON-LD (analytics)', () => {
  const reader = auditServed(
    url,
    served.replace(
      '</body>',
      `<script>document.querySelectorAll('script[type="application/ld+json"]').forEach(function (n) { window.__ld = n.textContent; });</script></body>`,
    ),
  );

  it('has nothing written by scripts', () => {
    expect(findingOf(reader, 'schema.script_written').status).toBe('not_applicable');
    expect(findingOf(reader, 'schema.present').status).toBe('pass');
  });
});
