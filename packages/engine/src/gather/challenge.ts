/**
 * Recognizes the interstitials that bot-management products serve instead of the page: Cloudflare's
 * `cf-mitigated` header and challenge platform, Turnstile, reCAPTCHA/hCaptcha walls, DataDome,
 * PerimeterX (HUMAN), Imperva/Incapsula, AWS WAF and Akamai block pages.
 */
import type { FetchedResource } from '../artifacts.ts';

// Markers that only a challenge or block page carries.
const STRONG_MARKERS: RegExp[] = [
  /\/cdn-cgi\/challenge-platform\//i,
  /\bcf_chl_opt\b/,
  /\bcf-browser-verification\b/i,
  /<title>\s*just a moment\.\.\.\s*<\/title>/i,
  /<title>\s*attention required! \| cloudflare\s*<\/title>/i,
  /captcha-delivery\.com/i,
  /\bpx-captcha\b/i,
  /_Incapsula_Resource/,
  /\bawsWafCookieDomainList\b/,
  /<title>\s*access denied\s*<\/title>[\s\S]{0,2000}reference\s*#/i,
];

// Markers a normal page may carry too (a contact form with a captcha): they count only when the
// browser's copy of the same page does not have them.
const WEAK_MARKERS: RegExp[] = [
  /\bg-recaptcha\b/i,
  /\bh-captcha\b/i,
  /challenges\.cloudflare\.com\/turnstile/i,
  /\bcf-turnstile\b/i,
];

/**
 * What the response shows of a challenge, or an empty list when it looks like a real answer. Pass the
 * browser's body as `baselineBody` so a captcha widget the browser also gets (a contact form) is not
 * taken for a wall.
 *
 * @example
 * challengeEvidence(probeResponse, browserPage.body); // ['cf-mitigated: challenge', '/cdn-cgi/challenge-platform/']
 */
export function challengeEvidence(resource: FetchedResource, baselineBody?: string): string[] {
  const evidence: string[] = [];
  const mitigated = resource.headers['cf-mitigated'];
  if (mitigated !== undefined) evidence.push(`cf-mitigated: ${mitigated}`);
  // Only the first part of the body: interstitials are small and their markers sit near the top.
  const head = resource.body.slice(0, 65_536);
  for (const marker of STRONG_MARKERS) {
    const match = marker.exec(head);
    if (match) evidence.push(match[0].slice(0, 80));
  }
  for (const marker of WEAK_MARKERS) {
    const match = marker.exec(head);
    if (match && (baselineBody === undefined || !marker.test(baselineBody.slice(0, 262_144)))) {
      evidence.push(match[0]);
    }
  }
  return evidence;
}

/** True when the response is a challenge or block page rather than the content. */
export function isChallenge(resource: FetchedResource, baselineBody?: string): boolean {
  return challengeEvidence(resource, baselineBody).length > 0;
}
