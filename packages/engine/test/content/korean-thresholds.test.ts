import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

const KOREAN = [
  '서울시가 한강 남단 자전거도로를 12km 늘리고, 자전거와 보행자가 부딪히지 않도록 분리 구간을 새로 만든다. 총사업비는 184억 원이며 내년 6월 완공이 목표다.',
  "서울시는 12일 이런 내용의 '한강 자전거길 개선 계획'을 발표했다. 계획에 따르면 반포대교에서 잠실철교까지 구간의 폭을 기존 3m에서 4.5m로 넓히고, 보행로와 자전거도로 사이에 높이 15cm의 경계석을 설치한다.",
  '시가 지난해 한강공원에서 접수한 자전거 관련 사고는 모두 312건으로, 2023년(274건)보다 약 14% 늘었다. 이 가운데 41%가 보행자와 자전거가 같은 길을 쓰는 혼용 구간에서 발생했다.',
  '박서연 서울시 미래한강본부 기반시설과장은 "주말마다 이용객이 몰리는 구간부터 먼저 공사를 시작해 시민 불편을 최소화하겠다"고 말했다.',
  '공사는 오는 4월부터 구간별로 나눠 진행된다. 공사 구간에서는 임시 우회로가 운영되며, 시는 한강공원 누리집과 현장 안내판으로 우회 경로를 알릴 예정이다.',
  '자전거 동호회 한강라이더스의 이민호 대표는 "폭이 좁아 늘 아찔했던 구간인데 반가운 소식"이라면서도 "공사 기간 우회로 안내가 확실해야 한다"고 지적했다.',
  '시민들은 서울시 누리집에서 계획 전문을 내려받을 수 있다. 시는 5월 중 주민설명회도 열 계획이다. 설명회에서는 구간별 공사 일정과 우회로 위치, 야간 조명 설치 계획을 자세히 안내한다.',
  '한강공원을 찾는 자전거 이용객은 해마다 늘고 있다. 주말 오후에는 반포와 여의도 구간에 이용객이 몰려 속도를 줄이라는 안내 방송이 자주 나온다. 시는 공사가 끝나면 혼용 구간 대부분이 사라져 사고가 크게 줄 것으로 내다봤다.',
  '공사 기간에도 한강공원의 다른 시설은 평소처럼 문을 연다. 수영장과 캠핑장은 예약 일정대로 운영되고, 주차장 일부만 자재 보관을 위해 잠시 닫는다.',
];

describe('thin content and the prose thresholds in Korean', () => {
  it('counts a Korean article of about 210 words as enough to cite', () => {
    // Korean words (eojeol) carry their particles and endings: 210 of them say what about 300 English words do.
    const page = `<!doctype html><html lang="ko"><head><title>자전거도로</title></head><body><main><h1>한강 자전거도로 12km 추가 조성</h1>${KOREAN.map((p) => `<p>${p}</p>`).join('')}</main></body></html>`;
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const thin = findingOf(result, 'citability.thin_content');
    const words = (result.metrics as { words: number }).words;
    expect(words).toBeGreaterThan(200);
    expect(words).toBeLessThan(300);
    expect(thin.status).toBe('pass');
    expect(thin.evidence[0]?.what).toMatch(/\(200 or more expected; Korean words/);
    // The quotation check applies from the same amount of text.
    expect(findingOf(result, 'citability.quotations').status).not.toBe('not_applicable');
  });

  it('keeps the English threshold for English text of the same number of words', () => {
    const page = html(`<main><h1>Anvils</h1><p>${prose(215)}</p></main>`);
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const thin = findingOf(result, 'citability.thin_content');
    expect(thin.status).not.toBe('pass');
    expect(thin.evidence[0]?.what).toMatch(/\(300 or more expected\)/);
    // Quotations count in part from 150 English words and in full from 300 (decision 0050).
    expect(findingOf(result, 'citability.quotations').evidence.map((e) => e.what)).toContain(
      'weighs 0.5 of its 1 until the page has 300 words (it has 221): a check that needs text counts in step with the text',
    );
  });
});
