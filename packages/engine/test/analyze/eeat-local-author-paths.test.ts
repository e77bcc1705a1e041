import { describe, expect, it } from 'vitest';
import { eeatLocalHtml, localCheck, localEeat } from './eeat-local-pages.ts';

/**
 * Author pages under the paths Spanish, Portuguese, German, Polish, French and Italian sites give them: /autor/,
 * /autores/, /autoren/, /auteur/, /autore/.
 */

describe('eeat: local author page paths, on a realistic page', () => {
  it('passes a Brazilian blog whose byline links /blog/autor/<name>', () => {
    const result = localCheck(localEeat('pt-br-fintech'), 'author_page');
    expect(result.status).toBe('pass');
    expect(result.said).toContain('https://granacerta.com.br/blog/autor/rafael-souza');
  });

  it.each(['/autores/rafael-souza', '/autoren/rafael-souza', '/auteur/rafael-souza', '/autore/rafael-souza'])(
    'passes the same byline linking %s',
    (path) => {
      const html = eeatLocalHtml('pt-br-fintech').replace('/blog/autor/rafael-souza', path);
      expect(localCheck(localEeat('pt-br-fintech', html), 'author_page').status).toBe('pass');
    },
  );

  it('does not take a page whose path only starts like one for an author page', () => {
    const html = eeatLocalHtml('pt-br-fintech').replace('/blog/autor/rafael-souza', '/blog/autorizacao/pix');
    expect(localCheck(localEeat('pt-br-fintech', html), 'author_page').status).toBe('fail');
  });
});
