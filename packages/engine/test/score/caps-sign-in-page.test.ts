import { describe, expect, it } from 'vitest';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * gate.sign_in_page (decision 0043): a URL whose main content is a login form has nothing to cite, and the one thing to
 * do is audit the public page. A SaaS app's sign-in page (Tasklane: Google and Microsoft sign-in, an email and
 * password form), and a news article whose meter asks readers to log in, which is not a sign-in page.
 */

describe('a SaaS sign-in page (app.tasklane.io/login)', () => {
  const result = auditRealistic('saas-login');

  it('is capped, and says first that this URL is a sign-in page to swap for the public page', () => {
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.sign_in_page']);
    expect(result.geo_score).toBeLessThanOrEqual(CAP_LIMITS.sign_in_page);
    const first = result.action_plan[0]!;
    expect(first.check).toBe('gate.sign_in_page');
    expect(first.priority).toBe('critical');
    expect(first.title).toMatch(/^This URL is a sign-in page/);
    expect(first.fix).toMatch(/^Audit the public page you want cited/);
  });

  it('folds the content checks, which judge the login form as prose, into that item', () => {
    expect(planRank(result, 'citability.thin_content')).toBe(0);
    // A form has no passage of 30 words: passage quality does not apply (0113), so it is no item of its own either.
    expect(planRank(result, 'citability.passage_quality')).toBe(-1);
  });
});

describe('an app URL that redirects to the sign-in page', () => {
  it('is not the page: capped at 0, and asks to make the page public or check the URL', () => {
    const result = auditRealistic('saas-login', (artifacts) => {
      artifacts.url = 'https://app.tasklane.io/projects/roadmap';
      artifacts.page = {
        ...artifacts.page,
        url: artifacts.url,
        finalUrl: 'https://app.tasklane.io/login?next=%2Fprojects%2Froadmap',
      };
    });
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.page_not_fetched']);
    expect(result.caps![0]!.reason).toBe(
      "The URL redirected to a sign-in page (https://app.tasklane.io/login?next=%2Fprojects%2Froadmap): visitors and crawlers get a login form in the page's place. There is nothing of the page here to analyse or cite.",
    );
    expect(result.action_plan[0]!.fix).toMatch(
      /^If the page is private, members-only or password-protected, make it public/,
    );
    // Nothing is read from the login page: no noindex, brand or content advice taken from it.
    expect(result.action_plan).toHaveLength(1);
  });
});

describe('a news article whose meter asks readers to log in', () => {
  it('is not a sign-in page: the article is the content, the login wall a note on it', () => {
    const result = auditRealistic('news-paywall-article', (artifacts) => {
      artifacts.page = {
        ...artifacts.page,
        body: artifacts.page.body.replace(
          '</article>',
          '<p class="meter">Please log in to continue reading.</p></article>',
        ),
      };
    });
    expect(result.modules.agent_readiness?.states?.login_wall?.detected).toBe(true);
    expect(result.caps?.map((c) => c.check)).not.toContain('gate.sign_in_page');
  });
});
