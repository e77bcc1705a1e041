import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

/**
 * Consent banners a script shows until the visitor chooses are hidden in the HTML, and named by a prefix before the
 * word "cookie" (GOV.UK's `gem-c-cookie-banner`, Complianz, Cookiebot, Moove): interface, not text hidden from
 * visitors, so no "Hidden text on the page". `data-nosnippet` marks what is not page content, for Google's snippets.
 */

const GUIDE = `<main role="main" id="main-content" class="govuk-main-wrapper"><h1>Renew your driving licence if you’re 70 or over</h1><p>You must renew your driving licence every 3 years after you turn 70. ${prose(220)}</p></main>`;

const hiddenText = (body: string) =>
  findingOf(
    analyzeCitability(contextOf(html(body), { url: 'https://www.gov.uk/renew-driving-licence-at-70' })),
    'citability.hidden_text',
  );

const banners: Record<string, string> = {
  'GOV.UK': `<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" role="region" aria-label="Cookies on GOV.UK" hidden><div class="govuk-cookie-banner" role="region" aria-label="Cookies on GOV.UK"><h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on GOV.UK</h2><p class="govuk-body">We use some essential cookies to make this website work.</p><p class="govuk-body">We’d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p><button type="button" class="govuk-button">Accept additional cookies</button></div></div>`,
  Complianz: `<div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" style="display:none" aria-modal="false"><div class="cmplz-header"><div class="cmplz-title">Manage Cookie Consent</div></div><div class="cmplz-body"><div class="cmplz-message"><p>To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site.</p></div></div></div>`,
  Cookiebot: `<div id="CybotCookiebotDialog" style="display:none"><div id="CybotCookiebotDialogBodyContentText">We use cookies to personalise content and ads, to provide social media features and to analyse our traffic. We also share information about your use of our site with our social media, advertising and analytics partners.</div></div>`,
  Moove: `<div id="moove_gdpr_cookie_info_bar" class="moove-gdpr-info-bar-hidden moove-gdpr-align-center" style="display:none"><div class="moove-gdpr-info-bar-container"><p>We are using cookies to give you the best experience on our website. You can find out more about which cookies we are using or switch them off in settings.</p></div></div>`,
};

describe('hidden consent banners', () => {
  for (const [name, banner] of Object.entries(banners)) {
    it(`does not report a hidden ${name} cookie banner as hidden text`, () => {
      const finding = hiddenText(`${banner}${GUIDE}`);
      expect(finding.status).toBe('pass');
    });
  }

  it('still reports hidden text a WordPress term class names after cookies (a post tagged "cookies")', () => {
    const finding = hiddenText(
      `${GUIDE}<div class="post tag-cookies category-baking" style="display:none"><p>${prose(80)}</p></div>`,
    );
    expect(finding.status).toBe('fail');
  });

  it("keeps text marked data-nosnippet in the main content: it is the page's, only kept out of snippets", () => {
    const page = html(
      `<main><h1>Renew your licence</h1><p>${prose(200)}</p><div data-nosnippet><p>Is this page useful? Maybe. Report a problem with this page to the web team.</p></div></main>`,
    );
    const text = contentModel(parsePage(page))
      .main.blocks.map((b) => b.text)
      .join(' ');
    expect(text).toContain('Smiths shape glowing metal');
    expect(text).toContain('Report a problem');
  });
});
