import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/**
 * Korean 입력 ("input") and 수정 ("edit", "fix") are also the news labels for the times an article was published and
 * updated ("입력 2025.03.12 09:30 | 수정 2025.03.13"): they name a date only when the date follows them directly, not
 * when a tutorial about input forms or a changelog ("버그를 수정했습니다") shows another date.
 */

function visibleDatesOf(body: string, id: 'date_published' | 'date_modified'): string[] {
  const html = `<!doctype html><html lang="ko"><head><title>폼</title><meta property="og:type" content="article"></head><body><main><article><h1>입력 폼 만들기</h1>${body}</article></main></body></html>`;
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  return result.signals
    .find((s) => s.id === id)!
    .evidence.map((e) => e.what)
    .filter((w) => / \(visible\) /.test(w));
}
const publishedDates = (body: string) => visibleDatesOf(body, 'date_published');

const PROSE =
  '<p>이 글에서는 웹 페이지에 입력 폼을 만드는 방법을 설명합니다. 사용자가 값을 입력하면 브라우저가 형식을 검사합니다. 입력 값이 비어 있으면 오류 메시지를 보여 줍니다.</p>';

describe('Korean 입력 as a date label', () => {
  it('does not take a date after a sentence about input for the publication date', () => {
    const dates = publishedDates(
      `<p>작성일 2025.03.03</p>${PROSE}<p>사용자 입력 폼의 제출 마감은 <time datetime="2025-12-31">2025년 12월 31일</time>입니다.</p>`,
    );
    expect(dates[0]).toBe('published (visible) 2025-03-03');
  });

  it('takes the date right after 입력, as text or as a date element', () => {
    expect(
      publishedDates(
        `${PROSE}<p>문의 <time datetime="2025-12-31">2025년 12월 31일</time></p><p>입력 <time datetime="2025-03-12">2025.03.12 09:30</time></p>`,
      )[0],
    ).toBe('published (visible) 2025-03-12');
    expect(publishedDates(`<p>입력 2025.03.12 09:30 | 수정 2025.03.13 14:05</p>${PROSE}`)[0]).toBe(
      'published (visible) 2025-03-12',
    );
  });

  it('does not take a date after a sentence about fixing a bug for the update date, and still reads 수정일', () => {
    const changelog = `<p>작성일 2025.03.03</p>${PROSE}<p>로그인 버그를 수정했습니다 (<time datetime="2025-06-01">6월 1일</time>).</p>`;
    expect(visibleDatesOf(changelog, 'date_modified')).toEqual([]);
    expect(publishedDates(changelog)[0]).toBe('published (visible) 2025-03-03');
    expect(
      visibleDatesOf(
        `<p>작성일 2025.03.03</p>${PROSE}<p>수정일: <time datetime="2025-03-05">2025.03.05</time></p>`,
        'date_modified',
      )[0],
    ).toBe('modified (visible) 2025-03-05');
  });
});
