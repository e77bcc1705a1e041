import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { keywordDensity } from '../../src/content/stuffing.ts';
import { contextOf, findingOf } from './context.ts';

const VIETNAMESE = [
  'Phở Bà Tư là quán phở bò gia đình ở quận 3, mở cửa mỗi ngày từ 6 giờ sáng đến 21 giờ 30.',
  'Nước dùng được ninh từ xương ống bò trong 12 tiếng với quế, hồi và gừng nướng, không dùng bột ngọt.',
  'Khách quen của Phở Bà Tư thường gọi thêm quẩy và trà đá.',
  'Bà Nguyễn Thị Tư mở quán năm 1986 với một gánh phở trên đường Lý Chính Thắng.',
  'Hiện nay con gái bà vẫn giữ công thức nước dùng cũ và tự tay chọn thịt mỗi sáng ở chợ Bàn Cờ.',
  'Phở Bà Tư nhận đặt bàn cho nhóm từ 8 người và có chỗ để xe máy miễn phí.',
  'Thực đơn có phở tái, phở chín, phở nạm và phở đặc biệt, tô nhỏ hoặc tô lớn.',
  'Phở Bà Tư nằm gần chợ, cách hồ Con Rùa khoảng 5 phút đi bộ.',
].join(' ');

describe('the site name is no stuffed keyword', () => {
  it('takes the mentions of the site name out of its words', () => {
    const plain = keywordDensity(VIETNAMESE);
    expect(plain.top).toMatchObject({ term: 'phở', count: 10 });
    const named = keywordDensity(VIETNAMESE, 3_000, [], ['Phở Bà Tư']);
    expect(named.top?.term === 'phở' ? named.top.count : 0).toBe(6);
  });

  it('does not warn a restaurant page whose name holds its dish', () => {
    const body = `<main><h1>Phở Bà Tư</h1><p>${VIETNAMESE}</p></main>`;
    const page = `<!doctype html><html lang="vi"><head><title>Phở Bà Tư</title><meta property="og:site_name" content="Phở Bà Tư"></head><body>${body}</body></html>`;
    const unnamed = page.replace('<meta property="og:site_name" content="Phở Bà Tư">', '');
    const stuffing = (html: string) =>
      findingOf(
        CitabilityModule.parse(
          analyzeCitability(contextOf(html, { url: 'https://example.vn/' })),
        ) as CitabilityModule,
        'citability.keyword_stuffing',
      );
    expect(stuffing(unnamed).status).not.toBe('pass');
    expect(stuffing(page).status).toBe('pass');
  });
});
