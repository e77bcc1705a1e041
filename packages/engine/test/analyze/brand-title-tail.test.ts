import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/** A university department titles its pages "… | Department of Computer Science | Lakemont University". */
const nameCheck = (title: string, siteName: string) =>
  finding(
    BrandModule.parse(
      analyzeBrand(
        contextFor(
          page(
            `<title>${title}</title><meta property="og:site_name" content="${siteName}">`,
            '<main><h1>CS 161</h1><p>An introduction to programming.</p></main>',
          ),
          { url: 'https://cs.lakemont.example/courses/cs161' },
        ),
      ),
    ),
    'brand.name_consistent',
  );

describe('a brand name spread over the title’s last segments', () => {
  it('agrees with a site name the title spells out across its last segments', () => {
    const check = nameCheck(
      'CS 161: Introduction to Programming | Department of Computer Science | Lakemont University',
      'Lakemont University Computer Science',
    );
    expect(check.status).toBe('pass');
  });

  it('still differs when the title names another organization', () => {
    const check = nameCheck(
      'CS 161: Introduction to Programming | Northbridge College',
      'Lakemont University Computer Science',
    );
    expect(check.status).not.toBe('pass');
  });
});
