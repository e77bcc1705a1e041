import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A dental practice's blog post on root-canal aftercare: the practice is the site-wide Dentist node, the post is a
 * BlogPosting by a staff writer. Its advice (painkiller doses, when an infection needs antibiotics) is health advice
 * in the practice's name, so the page stays YMYL though it names too few of the listed health terms; the practice's
 * own service page is still read by its text alone (eeat-ymyl-provider-pages.test.ts).
 */
const AFTERCARE_POST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What to expect after a root canal – Maple Smiles Dental</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Dentist","@id":"https://www.maplesmiles.com/#org","name":"Maple Smiles Dental","url":"https://www.maplesmiles.com/","telephone":"+1-512-555-0100"},{"@type":"BlogPosting","headline":"What to expect after a root canal","datePublished":"2026-09-12","author":{"@type":"Person","name":"Maria Lopez"},"publisher":{"@id":"https://www.maplesmiles.com/#org"}}]}</script></head>
<body><header><a href="/">Maple Smiles Dental</a><nav><a href="/services/">Services</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav></header>
<main><article><h1>What to expect after a root canal</h1><p class="byline">By Maria Lopez · <time datetime="2026-09-12">September 12, 2026</time></p>
<p>Most people feel tender for two or three days after a root canal. The tooth and the gum around it may ache when you bite, and the jaw can feel stiff from keeping your mouth open during the treatment.</p>
<h2>How do you manage the soreness?</h2><p>Take ibuprofen or acetaminophen as directed on the packet, chew on the other side until your permanent crown is fitted, and rinse gently with warm salt water after meals for the first few days.</p>
<h2>When should you call us?</h2><p>Call the practice if the swelling grows after the third day, if you have a fever, or if the temporary filling falls out. These can be signs of an infection that needs antibiotics or a follow-up visit.</p>
<h2>When can you eat normally?</h2><p>Wait until the numbness wears off before eating, so that you do not bite your cheek or tongue. Soft foods are easiest for the first day; after that you can eat normally on the other side.</p></article></main>
<footer><p>© 2026 Maple Smiles Dental · 12 Oak St, Austin, TX · (512) 555-0100</p></footer></body></html>`;

function eeatOf(html: string, url: string): EeatModule {
  return EeatModule.parse(analyzeEeat(contextFor(html, { url, fetchedAt: '2026-11-23T12:00:00.000Z' })));
}

describe("a health practice's blog post is YMYL by the practice's business type", () => {
  it('asks the aftercare post for a health disclaimer and an expert review', () => {
    const result = eeatOf(AFTERCARE_POST, 'https://www.maplesmiles.com/blog/after-root-canal/');
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'health' });
    const disclaimer = finding(result, 'eeat.ymyl_disclaimer');
    expect(disclaimer.status).toBe('fail');
    expect(disclaimer.severity).toBe('high');
    expect(finding(result, 'eeat.expert_review').status).toBe('fail');
  });

  it('still reads the same practice markup on its contact page by the text alone', () => {
    const contact = AFTERCARE_POST.replace(/"@type":"BlogPosting"[^}]*\}[^}]*\},?/, '').replace(
      /<main>[\s\S]*<\/main>/,
      '<main><h1>Contact Maple Smiles Dental</h1><p>Call us on (512) 555-0100 or visit us at 12 Oak St, Austin. We are open Monday to Friday, 8am to 5pm, and new patients are welcome.</p></main>',
    );
    const result = eeatOf(contact, 'https://www.maplesmiles.com/contact/');
    expect(result.ymyl).toMatchObject({ detected: false });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('not_applicable');
  });
});

describe("a finance business's product documentation", () => {
  it('is not YMYL by the business type alone', () => {
    const docs = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Create a payout – Ledgerline Docs</title><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"FinancialService","@id":"https://ledgerline.io/#org","name":"Ledgerline","url":"https://ledgerline.io/"},{"@type":"TechArticle","headline":"Create a payout","publisher":{"@id":"https://ledgerline.io/#org"}}]}</script></head>
<body><main><article><h1>Create a payout</h1><p>Send a POST request to the payouts endpoint with the recipient's id and the amount in the smallest currency unit. The response holds the payout's id and its status, which moves from pending to paid.</p><h2>Parameters</h2><p>recipient (string, required): the id returned when you created the recipient. amount (integer, required). currency (string, optional): defaults to the account's currency.</p></article></main></body></html>`;
    const result = eeatOf(docs, 'https://docs.ledgerline.io/api/payouts/create/');
    expect(result.ymyl).toMatchObject({ detected: false });
  });
});
