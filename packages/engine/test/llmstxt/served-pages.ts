import { LlmstxtModule } from '@geo-audit/core';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { checkLlmsLinks } from '../../src/gather/llms-links.ts';
import { artifactsFor, contextOf, ORIGIN, resource } from '../analyze/crawlers-helpers.ts';

/**
 * The llmstxt module's result for `llms` (an llms.txt on ORIGIN) after gather's link check ran on each of `pages`
 * (path → HTML, all answering 200 as text/html), as the audit runs them.
 */
export async function llmstxtWithPages(llms: string, pages: Record<string, string>) {
  const checks = await checkLlmsLinks(
    Object.keys(pages).map((path) => `${ORIGIN}${path}`),
    async (url) =>
      resource(url, 200, pages[new URL(url).pathname]!, { 'content-type': 'text/html; charset=utf-8' }),
  );
  const artifacts = artifactsFor({ llms });
  artifacts.llmsLinks = checks;
  const result = analyzeLlmstxt(contextOf(artifacts));
  LlmstxtModule.parse(result);
  return result;
}
