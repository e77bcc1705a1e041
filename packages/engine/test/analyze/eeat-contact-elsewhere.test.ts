import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Pages from the review of 2026-11-24 on sites that link their contact page: a SaaS changelog, a docs site's guide, a
 * careers page and a bank's job posting. Only articles were spared "No contact details on the page", which was the
 * top action on the changelog and the careers page; their readers reach the site through its contact page, as an
 * article's do.
 */
const here = join(import.meta.dirname, 'careers-pages');
const releaseNotes = join(import.meta.dirname, '..', 'structured-data', 'page-type-release-notes-pages');
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

const contactDetails = (html: string, url: string) =>
  finding(
    EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS }))),
    'eeat.contact_details',
  );

describe('eeat: pages whose readers reach the site through its contact page', () => {
  it('changelog: release notes are not asked for contact details of their own', () => {
    const f = contactDetails(
      read(releaseNotes, 'tasklane-changelog.html'),
      'https://www.tasklane.io/changelog',
    );
    expect(f.status).toBe('not_applicable');
    expect(f.evidence[0]?.what).toMatch(
      /^not applicable: product documentation or release notes on a site that links its contact page/,
    );
  });

  it("a docs site's guide is not asked either", () => {
    const f = contactDetails(
      read(releaseNotes, 'paylane-docs-guide.html'),
      'https://docs.paylane.io/guides/webhooks/verify-signatures',
    );
    expect(f.status).toBe('not_applicable');
  });

  it('careers page: not asked, and still asked when the same page is a general page elsewhere', () => {
    const html = read(here, 'relaywise-careers.html');
    const careers = contactDetails(html, 'https://www.relaywise.com/careers');
    expect(careers.status).toBe('not_applicable');
    expect(careers.evidence[0]?.what).toMatch(/a careers page on a site that links its contact page/);
    expect(contactDetails(html, 'https://www.relaywise.com/services').status).toBe('fail');
  });

  it('a job posting on a site that links its contact page is not asked; one on a site that links none is asked for the contact page, once', () => {
    const html = read(here, 'harbourbank-job-posting.html');
    const url = 'https://careers.harbourbank.co.uk/jobs/senior-data-engineer-leeds-4821';
    const unlinked = EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
    expect(finding(unlinked, 'eeat.contact_page').status).toBe('fail');
    // Linking the contact page is the whole fix here, so the details check waits for it instead of asking alike.
    expect(finding(unlinked, 'eeat.contact_details')).toMatchObject({ status: 'not_applicable' });
    expect(finding(unlinked, 'eeat.contact_details').evidence[0]?.what).toMatch(
      /^not applicable until a contact page is linked: .*"Contact page linked" asks for first$/,
    );
    const linked = html.replace(
      '<footer>',
      '<footer><a href="https://www.harbourbank.co.uk/contact-us">Contact us</a> ',
    );
    const f = contactDetails(linked, url);
    expect(f.status).toBe('not_applicable');
    expect(f.evidence[0]?.what).toMatch(
      /a job posting on a site that links its contact page: applicants apply/,
    );
  });
});
